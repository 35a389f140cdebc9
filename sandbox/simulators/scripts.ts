/**
 * The simulated third-party scripts the gateway serves (Songbird.js, FraudNet, the Fastlane loader, the
 * PayPal JS SDK, the bank-linking script): files of this folder, read once each. Every script says in its
 * first lines that it is a simulator.
 */
import { readFileSync } from "node:fs";
import { findRepositoryRoot, sandboxFile } from "../shared/paths.js";
import type { GatewayResponse } from "../gateway/context.js";

const sources = new Map<string, string>();

/** `file` is relative to sandbox/simulators/, e.g. `cardinal/songbird.js`. */
export function simulatorScript(file: string): GatewayResponse {
  let text = sources.get(file);
  if (text === undefined) {
    text = readFileSync(sandboxFile(findRepositoryRoot(), `simulators/${file}`), "utf8");
    sources.set(file, text);
  }
  return { status: 200, body: undefined, text, headers: { "Content-Type": "text/javascript; charset=utf-8" } };
}
