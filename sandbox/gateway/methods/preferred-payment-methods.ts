/** Preferred payment methods (WIRE §5.14): the GraphQL `PreferredPaymentMethods` query. */
import type { GatewayResponse } from "../context.js";
import { type GraphQLCall, graphQLData } from "../core/graphql.js";
import { type Route, operation } from "../router.js";

/** `query PreferredPaymentMethods`: PayPal is preferred where the merchant offers it; Venmo never on a desktop sandbox. */
function preferredPaymentMethods({ credential }: GraphQLCall): GatewayResponse {
  return graphQLData({
    preferredPaymentMethods: { paypalPreferred: credential.merchant.methods.paypal === true, venmoPreferred: false },
  });
}

export const preferredPaymentMethodsRoutes: readonly Route[] = [
  operation("PreferredPaymentMethods", preferredPaymentMethods),
];
