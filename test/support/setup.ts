// Tests exercise the development-trust build, which also trusts the loopback sandbox
// (the production build is tested through its bundle, see test/browser/client.spec.ts).
(globalThis as { __PAYKIT_DEVELOPMENT__?: boolean }).__PAYKIT_DEVELOPMENT__ = true;
