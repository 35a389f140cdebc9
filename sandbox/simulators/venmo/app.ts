/**
 * The Venmo app simulator: what the shopper's phone would show, served by the sandbox gateway under
 * `/simulators/venmo/`. Development builds send the deep link (`…/braintree/checkout`, `…/go/checkout`,
 * the web login `…/go/web`) and the desktop QR code (`…/go/purchase`) here instead of venmo.com. A tester
 * approves, declines, fails or lets the payment context expire; the page then follows the return URL the
 * deep link carried, or says to go back to the shop when there is none (manual return).
 */
import type { GatewayContext, GatewayRequest, GatewayResponse } from "../../gateway/context.js";
import {
  SANDBOX_VENMO_ACCOUNT,
  type VenmoPaymentContext,
  type VenmoStatus,
  venmoContexts,
} from "../../gateway/methods/venmo.js";
import { escapeHtml, queryValue, redirectTo, renderSimulatorPage, simulatorError } from "../page.js";

const PROVIDER = "Venmo";

const DECISIONS: Record<string, { status: VenmoStatus; returnTo: "x-success" | "x-cancel" | "x-error" }> = {
  approve: { status: "APPROVED", returnTo: "x-success" },
  decline: { status: "CANCELED", returnTo: "x-cancel" },
  fail: { status: "FAILED", returnTo: "x-error" },
  expire: { status: "EXPIRED", returnTo: "x-error" },
};

const RETURN_FIELDS = ["x-success", "x-cancel", "x-error"] as const;

/** `GET /simulators/venmo/{braintree/checkout|go/checkout|go/web|go/purchase}?resource_id=…`. */
export function showVenmoApp(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const id = queryValue(request.query, "resource_id");
  const paymentContext = id === undefined ? undefined : context.state(venmoContexts).get(id);
  if (id !== undefined && !paymentContext)
    return simulatorError(PROVIDER, 404, "This Venmo payment context is unknown to the sandbox.");
  if (paymentContext && paymentContext.status !== "CREATED" && paymentContext.status !== "SCANNED") {
    return simulatorError(PROVIDER, 409, `This Venmo payment was already ${paymentContext.status.toLowerCase()}.`);
  }
  // Scanning the QR code is what moves a desktop context to SCANNED.
  if (paymentContext && request.path.endsWith("/go/purchase"))
    context.state(venmoContexts).move(paymentContext, "SCANNED");
  const hidden: Record<string, string | undefined> = { resource_id: id };
  for (const name of RETURN_FIELDS) hidden[name] = queryValue(request.query, name);
  return renderSimulatorPage({
    provider: PROVIDER,
    heading: "Simulated Venmo app",
    content:
      `<p>Signed in as <strong>@${escapeHtml(SANDBOX_VENMO_ACCOUNT.userName)}</strong> (sandbox account).</p>` +
      describe(paymentContext) +
      decisionButtons(hidden),
  });
}

/** `GET /simulators/venmo/decide?resource_id=…&decision=approve|decline|fail|expire&x-success=…`. */
export function decideVenmo(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const decision = DECISIONS[queryValue(request.query, "decision") ?? ""];
  if (!decision) return simulatorError(PROVIDER, 400, "Approve, decline, fail or let the request expire.");
  const id = queryValue(request.query, "resource_id");
  const paymentContext = id === undefined ? undefined : context.state(venmoContexts).get(id);
  if (id !== undefined && !paymentContext)
    return simulatorError(PROVIDER, 404, "This Venmo payment context is unknown to the sandbox.");
  if (paymentContext && !context.state(venmoContexts).move(paymentContext, decision.status)) {
    return simulatorError(PROVIDER, 409, `This Venmo payment was already ${paymentContext.status.toLowerCase()}.`);
  }
  const target = returnTarget(queryValue(request.query, decision.returnTo));
  if (!target) {
    return renderSimulatorPage({
      provider: PROVIDER,
      heading: decision.status === "APPROVED" ? "Payment authorized" : `Payment ${decision.status.toLowerCase()}`,
      content: `<p data-venmo-outcome="${escapeHtml(decision.status)}">Go back to the shop to finish.</p>`,
    });
  }
  return redirectTo(`${target}${returnParameters(decision.status, paymentContext)}`);
}

function describe(paymentContext: VenmoPaymentContext | undefined): string {
  if (!paymentContext) return "<p>Legacy app switch (no payment context).</p>";
  const details = paymentContext.transactionDetails;
  const total =
    details && typeof details.totalAmount === "string"
      ? `<p class="amount" data-amount>$${escapeHtml(details.totalAmount)}</p>`
      : "";
  const merchant =
    paymentContext.displayName ??
    paymentContext.storeName ??
    paymentContext.merchantProfileId ??
    paymentContext.merchantId;
  return `<p>Pay <strong>${escapeHtml(merchant)}</strong></p>${total}<p data-venmo-context="${escapeHtml(paymentContext.id)}">Request ${escapeHtml(paymentContext.id.slice(-8))}</p>`;
}

function decisionButtons(fields: Record<string, string | undefined>): string {
  const hidden = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  return (
    `<form method="get" action="/simulators/venmo/decide">${hidden}<div class="actions">` +
    `<button type="submit" name="decision" value="approve">Approve</button>` +
    `<button type="submit" name="decision" value="decline">Decline</button>` +
    `</div><div class="actions">` +
    `<button type="submit" name="decision" value="expire">Let it expire</button>` +
    `<button type="submit" name="decision" value="fail">Fail</button></div></form>`
  );
}

/** Only http(s) return URLs are followed; "NOOP" (or nothing) means the shopper returns by hand. */
function returnTarget(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const protocol = new URL(value).protocol;
    return protocol === "http:" || protocol === "https:" ? value : undefined;
  } catch {
    return undefined;
  }
}

/** What the app appends to the return URL's fragment. */
function returnParameters(status: VenmoStatus, paymentContext: VenmoPaymentContext | undefined): string {
  const parameters = new URLSearchParams();
  if (status === "APPROVED") {
    parameters.set(
      "paymentMethodNonce",
      paymentContext?.paymentMethodId ?? `fake-venmo-account-nonce-legacy-${Date.now()}`,
    );
    parameters.set("username", SANDBOX_VENMO_ACCOUNT.userName);
  } else if (status !== "CANCELED") {
    parameters.set("errorMessage", status === "EXPIRED" ? "The payment request expired" : "The payment failed");
    parameters.set("errorCode", status === "EXPIRED" ? "expired" : "failed");
  }
  if (paymentContext) parameters.set("resource_id", paymentContext.id);
  const text = parameters.toString();
  return text ? `&${text}` : "";
}
