import { catalogue } from "../../kernel/index.js";

/** The American Express error catalogue (WIRE §6.3); both messages are set where raised (constants.ts). */
export const americanExpressErrors = /* @__PURE__ */ catalogue([
  ["AMEX_NONCE_REQUIRED", "MERCHANT"],
  ["AMEX_NETWORK_ERROR", "NETWORK"],
] as const);
