import type { GatewayConfiguration } from "../configuration/types.js";
import { loadPart } from "../parts/parts.js";

/** FraudNet's code: its parameter blocks, its script and the card tokenization hook (kernel/fraud/fraudnet.ts). */
export type FraudNet = typeof import("./fraudnet.js");

/**
 * Fetches FraudNet's code. It is a part (`fraud-net`): fetched once per page by the first bundle that writes FraudNet's
 * parameters (Data Collector, Hosted Fields, `client.request`), and only on pages that collect device data, instead
 * of shipping inside each of them. FraudNet's state stays on the page's kernel (kernel/fraud/page.ts).
 */
export function loadFraudNet(): Promise<FraudNet> {
  return loadPart("fraud-net", () => import("./fraudnet.js"));
}

/**
 * For a component that tokenizes cards: FraudNet's code when the configuration asks for device data (WIRE §4.3),
 * asked for as soon as the configuration is known so that it is on the page by the first tokenization; `undefined`
 * otherwise, or when it cannot be had (the card hook never holds up or fails a tokenization).
 */
export function cardFraudNet(configuration: GatewayConfiguration): Promise<FraudNet | undefined> {
  if (!configuration.creditCards?.collectDeviceData) return Promise.resolve(undefined);
  return loadFraudNet().catch(() => undefined);
}
