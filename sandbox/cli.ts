/**
 * `npm start`: runs the sandbox on fixed ports until SIGINT / SIGTERM.
 *
 * Environment: PAYKIT_GATEWAY_PORT (4400), PAYKIT_ASSETS_PORT (4401), PAYKIT_DEMO_PORT (4402),
 * PAYKIT_SANDBOX_HOST (127.0.0.1), PAYKIT_LATENCY_MS (0).
 */

import { startSandbox } from "./index.js";

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`paykit sandbox: ${name} must be a non-negative integer, got "${raw}"`);
    process.exit(1);
  }
  return value;
}

const sandbox = await startSandbox({
  port: numberFromEnv("PAYKIT_GATEWAY_PORT", 4400),
  assetsPort: numberFromEnv("PAYKIT_ASSETS_PORT", 4401),
  demoPort: numberFromEnv("PAYKIT_DEMO_PORT", 4402),
  host: process.env.PAYKIT_SANDBOX_HOST || "127.0.0.1",
  latencyMs: numberFromEnv("PAYKIT_LATENCY_MS", 0),
});

console.log(`paykit sandbox
  gateway            ${sandbox.gatewayUrl}
  assets             ${sandbox.assetsUrl}
  demo page          ${sandbox.demoUrl}
  script-tag demo    ${sandbox.demoUrl}/loader
  React demo         ${sandbox.demoUrl}/react
  merchant           ${sandbox.merchantId}
  tokenization key   ${sandbox.tokenizationKey}
Press Ctrl+C to stop.`);

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\npaykit sandbox: ${signal} received, closing`);
  await sandbox.close();
  process.exit(0);
}

process.on("SIGINT", (signal) => void stop(signal));
process.on("SIGTERM", (signal) => void stop(signal));
