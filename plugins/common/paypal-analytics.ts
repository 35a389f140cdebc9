/** The tracking record's PayPal context: `context_type` names what kind of token `context_id` is (WIRE §4.1). */
export interface PayPalAnalyticsContext {
  context_type?: "BA_Token" | "EC_Token";
  context_id?: string;
}

/**
 * What a PayPal flow's analytics event hands the client as tracked fields: a vault flow's token is a
 * billing agreement token, a checkout flow's an EC token.
 */
export function paypalAnalyticsContext(flow: unknown, token?: string): PayPalAnalyticsContext {
  const context: PayPalAnalyticsContext = {};
  if (flow === "vault") context.context_type = "BA_Token";
  if (flow === "checkout") context.context_type = "EC_Token";
  if (typeof token === "string" && token !== "") context.context_id = token;
  return context;
}
