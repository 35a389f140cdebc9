/**
 * Simulated third-party scripts the gateway serves for providers a browser here cannot reach: PayPal's
 * FraudNet (`/simulators/fraudnet/fb.js`, with its beacon image) and the accelerated checkout loader
 * (`/simulators/fastlane/axo.js`), and Cardinal's Songbird.js (three-d-secure.ts). Each script says in its first lines that it is a simulator.
 */
import { readFileSync } from "node:fs";
import { findRepositoryRoot, sandboxFile } from "../../shared/paths.js";
import type { GatewayResponse } from "../context.js";

const sources = new Map<string, string>();

/** A simulator script of this folder, read once. */
export function simulatorScript(file: string): GatewayResponse {
  let text = sources.get(file);
  if (text === undefined) {
    text = readFileSync(sandboxFile(findRepositoryRoot(), `gateway/simulators/${file}`), "utf8");
    sources.set(file, text);
  }
  return { status: 200, body: undefined, text, headers: { "Content-Type": "text/javascript; charset=utf-8" } };
}

/** `GET /simulators/fraudnet/fb.js`. */
export const serveFraudNet = (): GatewayResponse => simulatorScript("fraudnet-fb.js");

/** `GET /simulators/fastlane/axo.js`. */
export const serveFastlane = (): GatewayResponse => simulatorScript("fastlane-axo.js");

const PIXEL = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

/** `GET /simulators/fraudnet/beacon?p=<session id>…`: the fraud beacon image (the request log is what tests read). */
export function fraudBeacon(): GatewayResponse {
  return { status: 200, body: undefined, text: PIXEL, headers: { "Content-Type": "image/svg+xml", "Cross-Origin-Resource-Policy": "cross-origin" } };
}
