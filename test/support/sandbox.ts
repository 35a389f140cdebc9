// The real sandbox servers for browser tests: one per vitest worker and configuration for the whole run (the browser
// project runs its files in one worker, see vitest.config.ts), reset to a clean state before each file uses it.
import { beforeAll } from "vitest";
import { startSandbox } from "../../sandbox/index.js";

export type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
type SandboxOptions = NonNullable<Parameters<typeof startSandbox>[0]>;

interface SharedSandbox {
  started: Promise<Sandbox>;
  /** Each merchant's GraphQL features as started, restored between files. */
  features: Map<string, string[] | undefined>;
}

// Kept on globalThis so that it outlives a module re-evaluation between files; keyed by the options it started with.
const WORKER_SANDBOXES = Symbol.for("paykit.test.workerSandboxes");
type WorkerSlot = { [WORKER_SANDBOXES]?: Map<string, SharedSandbox> };

function workerSandboxes(): Map<string, SharedSandbox> {
  const slot = globalThis as WorkerSlot;
  slot[WORKER_SANDBOXES] ??= new Map();
  return slot[WORKER_SANDBOXES];
}

function startShared(key: string, options: SandboxOptions): SharedSandbox {
  const features = new Map<string, string[] | undefined>();
  const started = startSandbox({ port: 0, ...options }).then((sandbox) => {
    for (const merchant of sandbox.merchants)
      features.set(merchant.merchantId, merchant.graphQLFeatures && [...merchant.graphQLFeatures]);
    return sandbox;
  });
  started.catch(() => workerSandboxes().delete(key));
  return { started, features };
}

/** Puts back what a previous file may have changed: faults, logs, latency, held assets, vaults and GraphQL features. */
function reset(sandbox: Sandbox, features: Map<string, string[] | undefined>): void {
  sandbox.clearFaults();
  sandbox.clearRequests();
  sandbox.analytics.length = 0;
  sandbox.assetRequests.length = 0;
  sandbox.setLatency(0);
  sandbox.releaseAssets();
  sandbox.clearCustomerVaults();
  for (const merchant of sandbox.merchants) {
    const original = features.get(merchant.merchantId);
    if (original) merchant.graphQLFeatures = [...original];
    else delete merchant.graphQLFeatures;
  }
}

/** The worker's sandbox for these options (started on first use), reset before each file; sandboxes keep running. */
export async function workerSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const key = JSON.stringify(options);
  const sandboxes = workerSandboxes();
  let shared = sandboxes.get(key);
  if (!shared) {
    shared = startShared(key, options);
    sandboxes.set(key, shared);
  }
  const sandbox = await shared.started;
  reset(sandbox, shared.features);
  return sandbox;
}

/**
 * A sandbox shared by the tests of one file (the worker's, reset to a clean state before the file's tests);
 * faults and logs are cleared before each use by the caller. Tests about the sandbox's own start-up call
 * `startSandbox` themselves.
 */
export function useSandbox(options: SandboxOptions = {}): () => Sandbox {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    sandbox = await workerSandbox(options);
    globalThis.__PAYKIT_DEVELOPMENT_GATEWAY__ = sandbox.gatewayUrl;
  });
  return () => {
    if (!sandbox) throw new Error("sandbox not started");
    return sandbox;
  };
}

/** Gateway API requests: without CORS preflights and analytics, which never sit on a payment's critical path. */
export function apiRequests(sandbox: Sandbox): Sandbox["requests"] {
  return sandbox.requests.filter((request) => request.method !== "OPTIONS" && !request.path.startsWith("/xoplatform/"));
}
