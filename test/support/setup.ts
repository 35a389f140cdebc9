import { afterAll, vi } from "vitest";

// Tests exercise the development-trust build, which also trusts the loopback sandbox
// (the production build is tested through its bundle, see test/browser/client.spec.ts).
(globalThis as { __PAYKIT_DEVELOPMENT__?: boolean }).__PAYKIT_DEVELOPMENT__ = true;

// Files share a worker's globals when they run without isolation: a file that forgot to put the clock back must not
// hand fake timers to the next one.
afterAll(() => {
  vi.useRealTimers();
});
