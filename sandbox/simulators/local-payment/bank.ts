/**
 * The local payment bank simulator: the page a local payment's `redirectUrl` shows, served by the
 * sandbox gateway under `/simulators/local-payment/`. Approve returns the shopper with `btLpToken`,
 * `btLpPaymentId` and `btLpPayerId`; cancel goes to the cancel URL; fail returns `errorcode=processing_error`.
 */
import type { GatewayContext, GatewayRequest, GatewayResponse } from "../../gateway/context.js";
import { localPayments } from "../../gateway/methods/local-payment.js";
import { payPalLedger } from "../../gateway/methods/paypal.js";
import { withQuery } from "../../gateway/methods/common/urls.js";
import { bankDecisionForm, readDecision } from "../bank-page.js";
import { escapeHtml, queryValue, redirectTo, renderSimulatorPage, simulatorError } from "../page.js";

const PROVIDER = "Local payment bank";

/** `GET /simulators/local-payment/checkout?token=EC-…`. */
export function showLocalPayment(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const record = context.state(localPayments).get(queryValue(request.query, "token") ?? "");
  if (!record) return simulatorError(PROVIDER, 404, "This local payment is unknown to the sandbox.");
  const { payment } = record;
  if (payment.state !== "created")
    return simulatorError(PROVIDER, 409, `This local payment was already ${payment.state}.`);
  return renderSimulatorPage({
    provider: PROVIDER,
    heading: `Pay with ${record.fundingSource}`,
    content:
      `<p>Pay <strong>${escapeHtml(payment.brandName)}</strong></p>` +
      `<p class="amount" data-amount>${escapeHtml(payment.amount)} ${escapeHtml(payment.currency)}</p>` +
      bankDecisionForm("/simulators/local-payment/decide", { token: payment.ecToken }, "Approve payment"),
  });
}

/** `GET /simulators/local-payment/decide?token=…&decision=approve|cancel|fail`: back to the shop. */
export function decideLocalPayment(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const record = context.state(localPayments).get(queryValue(request.query, "token") ?? "");
  const decision = readDecision(queryValue(request.query, "decision"));
  if (!record) return simulatorError(PROVIDER, 404, "This local payment is unknown to the sandbox.");
  if (!decision) return simulatorError(PROVIDER, 400, "Approve, cancel or fail the payment.");
  const { payment } = record;
  if (!context.state(payPalLedger).decide(payment, decision === "approve" ? "approve" : "cancel")) {
    return simulatorError(PROVIDER, 409, `This local payment was already ${payment.state}.`);
  }
  if (decision === "cancel") return redirectTo(withQuery(payment.cancelUrl, { btLpToken: payment.ecToken }));
  if (decision === "fail")
    return redirectTo(withQuery(payment.returnUrl, { btLpToken: payment.ecToken, errorcode: "processing_error" }));
  return redirectTo(
    withQuery(payment.returnUrl, {
      btLpToken: payment.ecToken,
      btLpPaymentId: payment.paymentId,
      btLpPayerId: payment.payerId ?? "",
    }),
  );
}
