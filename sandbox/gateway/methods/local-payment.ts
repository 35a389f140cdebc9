/**
 * Local payments on the client API (`POST local_payments/create`, WIRE §5.8). A local payment is a
 * PayPal payment underneath: it enters the PayPal ledger, so `payment_methods/paypal_accounts`
 * tokenizes it once the shopper approved it on the bank simulator (sandbox/simulators/local-payment/).
 */
import { isRecord, textOf } from "../../shared/http.js";
import {
  type GatewayContext,
  type GatewayRequest,
  type GatewayResponse,
  authorizeClassic,
  isResponse,
  gatewayState,
} from "../context.js";
import { type FieldProblem, isAmount, isCurrency, providerId, validationFailure } from "./common/money.js";
import { type PayPalPayment, payPalLedger } from "./paypal.js";
import { type Route, post } from "../router.js";
import { isReturnUrl } from "./common/urls.js";

type Json = Record<string, unknown>;

/** A deferred payment (no bank page) whose payer has this address is asked for a redirect anyway: the client must fail it. */
export const DEFERRED_REDIRECT_EMAIL = "needs.redirect@example.com";

const DEFERRED_TYPES = ["pay_upon_invoice", "mbway", "bancomatpay"];

/** A local payment and where its bank sends the shopper back. */
export interface LocalPaymentRecord {
  payment: PayPalPayment;
  fundingSource: string;
}

/** This gateway's local payments, by their token (`btLpToken`). */
export const localPayments = gatewayState("local payments", () => new Map<string, LocalPaymentRecord>());

function isDeferred(body: Json): boolean {
  const type = textOf(body.fundingSource).toLowerCase();
  if (DEFERRED_TYPES.includes(type)) return true;
  const blik = isRecord(body.blikOptions) ? body.blikOptions : {};
  return type === "blik" && ("level_0" in blik || "oneClick" in blik);
}

function problemsOf(body: Json): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!isAmount(body.amount))
    problems.push({ field: "amount", code: "93102", message: "Amount is an invalid format." });
  if (!isCurrency(body.currencyIsoCode))
    problems.push({ field: "currencyIsoCode", code: "93103", message: "Currency is not supported." });
  if (typeof body.fundingSource !== "string" || !/^[a-z_]{2,40}$/i.test(body.fundingSource)) {
    problems.push({
      field: "fundingSource",
      code: "93180",
      message: "Funding source (payment type) is not supported.",
    });
  }
  for (const field of ["firstName", "lastName"]) {
    if (typeof body[field] !== "string" || body[field] === "")
      problems.push({ field, code: "93181", message: `${field} is required.` });
  }
  for (const field of ["returnUrl", "cancelUrl"]) {
    if (!isReturnUrl(body[field]))
      problems.push({ field, code: "93182", message: `${field} must be an http(s) or app URL.` });
  }
  if (body.recurrent === true && !body.merchantOrPartnerCustomerId) {
    problems.push({
      field: "merchantOrPartnerCustomerId",
      code: "93183",
      message: "A recurrent payment needs a customer id.",
    });
  }
  const blik = isRecord(body.blikOptions) ? body.blikOptions : {};
  const code = isRecord(blik.level_0)
    ? blik.level_0.authCode
    : isRecord(blik.oneClick)
      ? blik.oneClick.authCode
      : undefined;
  if (code !== undefined && !/^\d{6}$/.test(textOf(code))) {
    problems.push({ field: "blikOptions.authCode", code: "93184", message: "BLIK code must be 6 digits." });
  }
  return problems;
}

/** `POST …/local_payments/create`: the payment, and the bank page the shopper approves it on. */
export function createLocalPayment(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const body = isRecord(request.body) ? request.body : {};
  const credential = authorizeClassic(body, request.pathMerchantId, context);
  if (isResponse(credential)) return credential;
  if (!credential.merchant.methods.paypal) {
    return validationFailure("localPayment", "Local payments are not enabled for this merchant account", [
      { field: "base", code: "93108", message: "PayPal is not enabled for this merchant account" },
    ]);
  }
  const problems = problemsOf(body);
  if (problems.length > 0) return validationFailure("localPayment", "Local payment is invalid", problems);

  const experience = isRecord(body.experienceProfile) ? body.experienceProfile : {};
  const payment: PayPalPayment = {
    kind: "payment",
    merchantId: credential.merchant.merchantId,
    ecToken: `EC-${providerId(17)}`,
    paymentId: `PAYID-${providerId(24)}`,
    returnUrl: String(body.returnUrl),
    cancelUrl: String(body.cancelUrl),
    brandName:
      typeof experience.brandName === "string"
        ? experience.brandName
        : (credential.merchant.displayName ?? "Sandbox merchant"),
    state: "created",
    noShipping: experience.noShipping !== false,
    offerCredit: false,
    amount: String(body.amount),
    currency: String(body.currencyIsoCode).toUpperCase(),
    intent: "sale",
    lineItems: [],
    shippingOptions: [],
  };
  context.state(payPalLedger).addPayment(payment);
  context
    .state(localPayments)
    .set(payment.ecToken, { payment, fundingSource: String(body.fundingSource).toLowerCase() });
  const bankPage = `${context.urls.gateway}/simulators/local-payment/checkout?token=${payment.ecToken}`;
  const redirectUrl = !isDeferred(body) || body.payerEmail === DEFERRED_REDIRECT_EMAIL ? bankPage : "";
  return { status: 201, body: { paymentResource: { paymentToken: payment.paymentId, redirectUrl } } };
}

export const localPaymentRoutes: readonly Route[] = [
  post("/merchants/:merchantId/client_api/v1/local_payments/create", createLocalPayment),
];
