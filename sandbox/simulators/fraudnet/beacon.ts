/** PayPal's FraudNet (SIMULATOR): the beacon image its script (fb.js) requests. */
import type { GatewayResponse } from "../../gateway/context.js";

const PIXEL = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

/** `GET /simulators/fraudnet/beacon?p=<session id>…`: the fraud beacon image (the request log is what tests read). */
export function fraudBeacon(): GatewayResponse {
  return {
    status: 200,
    body: undefined,
    text: PIXEL,
    headers: { "Content-Type": "image/svg+xml", "Cross-Origin-Resource-Policy": "cross-origin" },
  };
}
