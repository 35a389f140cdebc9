import { catalogue } from "../../kernel/index.js";

/** The Data Collector error catalogue (WIRE §6.5). */
export const dataCollectorErrors = /* @__PURE__ */ catalogue([
  ["DATA_COLLECTOR_REQUIRES_CREATE_OPTIONS", "MERCHANT", "Data Collector must be created with Kount and/or PayPal."],
] as const);
