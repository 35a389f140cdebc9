import { afterAll, vi } from "vitest";

// Tests exercise the development-trust build, which also trusts the loopback sandbox
// (the production build is tested through its bundle, see test/browser/client.spec.ts).
(globalThis as { __PAYKIT_DEVELOPMENT__?: boolean }).__PAYKIT_DEVELOPMENT__ = true;

// Files share a worker's globals when they run without isolation: a file that forgot to put the clock back must not
// hand fake timers to the next one.
afterAll(() => {
  vi.useRealTimers();
});

/**
 * Vitest maps every stack trace it formats through source maps (vite's module runner sets `Error.prepareStackTrace`).
 * For a frame with no map (a package in node_modules, Node's own `node:` modules) it looks for one again on every
 * trace, reading the file's text and searching it for a sourceMappingURL comment, and Playwright captures a stack of
 * about fifty such frames on every call it makes. Those frames are written as V8 writes them (mapping would leave them
 * unchanged); the others, the tests' and the repository's own, still go through vite's mapping, so a failure points at
 * the line of the test that failed.
 */
const MAPS_OWN_FRAMES_ONLY = Symbol.for("paykit.test.mapsOwnFramesOnly");
type StackFormatter = NonNullable<typeof Error.prepareStackTrace> & { [MAPS_OWN_FRAMES_ONLY]?: true };
// eslint-disable-next-line @typescript-eslint/unbound-method -- vite's formatter reads no `this`; it is called as V8 calls it
const mapStack = Error.prepareStackTrace as StackFormatter | undefined;
if (mapStack && !mapStack[MAPS_OWN_FRAMES_ONLY]) {
  const unmapped = (frame: NodeJS.CallSite): boolean => {
    const file = frame.getFileName();
    return !file || file.startsWith("node:") || file.includes("/node_modules/");
  };
  const ownFramesOnly: StackFormatter = (error, frames) => {
    const header = `${error.name || "Error"}: ${error.message || ""}`;
    let text = header;
    let own: NodeJS.CallSite[] = [];
    const flush = (): void => {
      if (own.length === 0) return;
      text += String(mapStack(error, own)).slice(header.length);
      own = [];
    };
    for (const frame of frames) {
      if (unmapped(frame)) {
        flush();
        // V8's own text for a call site (its toString, which @types/node does not declare).
        text += `\n    at ${(frame as { toString(): string }).toString()}`;
      } else own.push(frame);
    }
    flush();
    return text;
  };
  ownFramesOnly[MAPS_OWN_FRAMES_ONLY] = true;
  Error.prepareStackTrace = ownFramesOnly;
}
