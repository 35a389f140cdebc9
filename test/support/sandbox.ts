// Starts the real sandbox servers for a test file and stops them afterwards.
import { afterAll, beforeAll } from "vitest";
import { startSandbox } from "../../sandbox/index.js";

export type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

/** A sandbox shared by the tests of one file; faults and logs are cleared before each use by the caller. */
export function useSandbox(options: Parameters<typeof startSandbox>[0] = {}): () => Sandbox {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, ...options });
    globalThis.__PAYKIT_DEVELOPMENT_GATEWAY__ = sandbox.gatewayUrl;
  });
  afterAll(async () => {
    await sandbox?.close();
    globalThis.__PAYKIT_DEVELOPMENT_GATEWAY__ = undefined;
  });
  return () => {
    if (!sandbox) throw new Error("sandbox not started");
    return sandbox;
  };
}

/** Gateway API requests: without CORS preflights and analytics, which never sit on a payment's critical path. */
export function apiRequests(sandbox: Sandbox): Sandbox["requests"] {
  return sandbox.requests.filter(
    (request) => request.method !== "OPTIONS" && !request.path.startsWith("/xoplatform/"),
  );
}
