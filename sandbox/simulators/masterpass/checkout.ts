/**
 * The Masterpass simulator: the wallet page the Masterpass loading frame sends the shopper to, served by
 * the sandbox gateway under `/simulators/masterpass/`. The shopper picks the sandbox card or cancels and
 * is sent to the callback URL of the request token with Masterpass's return parameters.
 */
import type { GatewayContext, GatewayRequest, GatewayResponse } from "../../gateway/context.js";
import { withQuery } from "../../gateway/methods/common/urls.js";
import { decisionForm, escapeHtml, queryValue, redirectTo, renderSimulatorPage, simulatorError } from "../page.js";
import { masterpassCheckouts } from "../../gateway/methods/masterpass.js";

const PROVIDER = "Masterpass";

/** `GET /simulators/masterpass/checkout?oauth_token=…`. */
export function showMasterpassCheckout(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const checkout = context.state(masterpassCheckouts).get(queryValue(request.query, "oauth_token"));
  if (!checkout) return simulatorError(PROVIDER, 404, "This Masterpass request token is unknown to the sandbox.");
  if (checkout.state !== "created")
    return simulatorError(PROVIDER, 409, `This Masterpass checkout was already ${checkout.state}.`);
  return renderSimulatorPage({
    provider: PROVIDER,
    heading: "Pay with Masterpass",
    content:
      `<p class="amount" data-amount>${escapeHtml(checkout.subtotal)} ${escapeHtml(checkout.currencyCode)}</p>` +
      `<p>Card: MasterCard ending in 4444</p>` +
      decisionForm("/simulators/masterpass/decide", { oauth_token: checkout.requestToken }, "Continue with this card"),
  });
}

/** `GET /simulators/masterpass/decide?oauth_token=…&decision=approve|cancel`: back to the callback URL. */
export function decideMasterpass(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const checkout = context.state(masterpassCheckouts).get(queryValue(request.query, "oauth_token"));
  const decision = queryValue(request.query, "decision");
  if (!checkout) return simulatorError(PROVIDER, 404, "This Masterpass request token is unknown to the sandbox.");
  if (decision !== "approve" && decision !== "cancel") return simulatorError(PROVIDER, 400, "Choose a card or cancel.");
  if (!context.state(masterpassCheckouts).decide(checkout, decision, context.urls.gateway)) {
    return simulatorError(PROVIDER, 409, `This Masterpass checkout was already ${checkout.state}.`);
  }
  const parameters: Record<string, string> =
    decision === "approve"
      ? {
          mpstatus: "success",
          oauth_token: checkout.requestToken,
          oauth_verifier: checkout.verifier ?? "",
          checkout_resource_url: checkout.checkoutResourceUrl ?? "",
        }
      : { mpstatus: "cancel", oauth_token: checkout.requestToken };
  return redirectTo(withQuery(checkout.callbackUrl, parameters));
}
