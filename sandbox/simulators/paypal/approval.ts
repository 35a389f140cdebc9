/**
 * The PayPal simulator: the pages PayPal would show the shopper, served by the sandbox gateway under
 * `/simulators/paypal/`. The shopper approves or cancels; the simulator then sends them back to the
 * return or cancel URL the payment was created with, with PayPal's return parameters. A simulated PayPal
 * JS SDK (`/simulators/paypal/sdk/js`) drives the same pages from `paypal.Buttons`.
 */
import type { GatewayContext, GatewayRequest, GatewayResponse } from "../../gateway/context.js";
import { withQuery } from "../../gateway/methods/common/urls.js";
import { type PayPalAgreement, type PayPalPayment, payPalLedger } from "../../gateway/methods/paypal.js";
import { decisionForm, escapeHtml, queryValue, redirectTo, renderSimulatorPage, simulatorError } from "../page.js";

const PROVIDER = "PayPal";

/** The approval a simulator URL names: `token=EC-…` for payments, `ba_token=BA-…` for agreements. */
function findApproval(request: GatewayRequest, context: GatewayContext): PayPalPayment | PayPalAgreement | undefined {
  const agreementToken = queryValue(request.query, "ba_token");
  if (agreementToken !== undefined) return context.state(payPalLedger).agreement(agreementToken);
  const payment = context.state(payPalLedger).payment(queryValue(request.query, "token"));
  return payment?.ecToken === queryValue(request.query, "token") ? payment : undefined;
}

/** The origin in a query parameter: where a simulated-SDK flow reports to. */
function originParameter(request: GatewayRequest, name: string): string | undefined {
  const value = queryValue(request.query, name);
  if (value === undefined) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

function summary(approval: PayPalPayment | PayPalAgreement): string {
  if (approval.kind === "agreement") {
    return (
      `<p><strong>${escapeHtml(approval.brandName)}</strong> asks to charge your PayPal account for future purchases.</p>` +
      (approval.description ? `<p>${escapeHtml(approval.description)}</p>` : "")
    );
  }
  const items = approval.lineItems
    .map((item) => `<li>${escapeHtml(item.quantity)} × ${escapeHtml(item.name)} — ${escapeHtml(item.unitAmount)}</li>`)
    .join("");
  return (
    `<p>Pay <strong>${escapeHtml(approval.brandName)}</strong></p>` +
    `<p class="amount" data-amount>${escapeHtml(approval.amount)} ${escapeHtml(approval.currency)}</p>` +
    (items ? `<ul>${items}</ul>` : "")
  );
}

/** `GET /simulators/paypal/checkout?token=EC-…` and `GET /simulators/paypal/agreement?ba_token=BA-…`. */
export function showPayPalApproval(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const approval = findApproval(request, context);
  if (!approval) return simulatorError(PROVIDER, 404, "This PayPal token is unknown to the sandbox.");
  if (approval.state !== "created")
    return simulatorError(PROVIDER, 409, `This PayPal flow was already ${approval.state}.`);
  const fields =
    approval.kind === "agreement"
      ? { ba_token: approval.tokenId, sdk: queryValue(request.query, "sdk") }
      : { token: approval.ecToken, sdk: queryValue(request.query, "sdk") };
  return renderSimulatorPage({
    provider: PROVIDER,
    heading: approval.kind === "agreement" ? "Set up PayPal for future payments" : "Review your PayPal payment",
    content: `${summary(approval)}<p>Signed in as sandbox.shopper@example.com</p>${decisionForm("/simulators/paypal/decide", fields, approval.kind === "agreement" ? "Agree and continue" : "Approve payment")}`,
  });
}

/** PayPal's return parameters for a decision (WIRE §5.10: token, paymentId, PayerID, ba_token). */
function returnParameters(approval: PayPalPayment | PayPalAgreement, approved: boolean): Record<string, string> {
  const parameters: Record<string, string> = { token: approval.ecToken };
  if (approval.kind === "agreement") parameters.ba_token = approval.tokenId;
  else if (approved) {
    parameters.paymentId = approval.paymentId;
    parameters.PayerID = approval.payerId ?? "";
  }
  return parameters;
}

/** `GET /simulators/paypal/decide?token|ba_token=…&decision=approve|cancel`: back to the merchant's return or cancel URL. */
export function decidePayPal(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const approval = findApproval(request, context);
  const decision = queryValue(request.query, "decision");
  if (!approval) return simulatorError(PROVIDER, 404, "This PayPal token is unknown to the sandbox.");
  if (decision !== "approve" && decision !== "cancel")
    return simulatorError(PROVIDER, 400, "Choose Approve or Cancel.");
  if (!context.state(payPalLedger).decide(approval, decision))
    return simulatorError(PROVIDER, 409, `This PayPal flow was already ${approval.state}.`);
  const approved = decision === "approve";
  const parameters = returnParameters(approval, approved);
  const origin = originParameter(request, "sdk");
  if (origin !== undefined)
    return redirectTo(withQuery("/simulators/paypal/sdk/return", { ...parameters, decision, origin }));
  return redirectTo(withQuery(approved ? approval.returnUrl : approval.cancelUrl, parameters));
}

/** `GET /simulators/paypal/sdk/return`: tells the simulated SDK on the merchant page what the shopper chose. */
export function payPalSdkReturn(request: GatewayRequest): GatewayResponse {
  const origin = originParameter(request, "origin");
  if (origin === undefined) return simulatorError(PROVIDER, 400, "Missing merchant origin.");
  const result = {
    decision: queryValue(request.query, "decision"),
    orderID: queryValue(request.query, "token") ?? null,
    paymentID: queryValue(request.query, "paymentId") ?? null,
    payerID: queryValue(request.query, "PayerID") ?? null,
    billingToken: queryValue(request.query, "ba_token") ?? null,
  };
  const json = JSON.stringify(result).replace(/</g, "\\u003c");
  const script =
    `<script type="application/json" id="result">${json}</script>` +
    `<script>(function(){var result=JSON.parse(document.getElementById("result").textContent);` +
    `if(window.opener)window.opener.postMessage({paykitPayPalSimulator:result},${JSON.stringify(origin)});` +
    `setTimeout(function(){window.close();},200);})();</script>`;
  return renderSimulatorPage({
    provider: PROVIDER,
    heading: "Returning to the shop…",
    content: `<p role="status">You can close this window.</p>${script}`,
  });
}

/** `GET /simulators/paypal/loading`: what the SDK's pop-up shows while the merchant creates the order. */
export function payPalLoading(): GatewayResponse {
  return renderSimulatorPage({
    provider: PROVIDER,
    heading: "Loading…",
    content: `<p role="status">Connecting to the PayPal simulator…</p>`,
  });
}

/** `GET /simulators/paypal/smart/buttons/preload`: the SDK's preload ping, answered empty. */
export function payPalPreload(): GatewayResponse {
  return { status: 204, body: undefined, text: "", headers: {} };
}
