/**
 * The PayPal side of the client API (`paypal_hermes/*` and `payment_methods/paypal_accounts`), with a
 * ledger of the payments and billing agreements it set up. The shopper approves or cancels them on the
 * PayPal simulator (sandbox/simulators/paypal/); only approved ones can be tokenized.
 */
import { randomUUID } from "node:crypto";
import { isRecord } from "../../shared/http.js";
import type { Credential } from "../core/authorization.js";
import {
  type GatewayContext,
  type GatewayRequest,
  type GatewayResponse,
  authorizeClassic,
  isAnswer,
  isResponse,
  gatewayState,
} from "../context.js";
import { type FieldProblem, isAmount, isCurrency, providerId, validationFailure } from "./common/money.js";
import { type Route, post } from "../router.js";

type Json = Record<string, unknown>;

export type Decision = "created" | "approved" | "canceled" | "tokenized";

/** What the shopper sees and approves: a one-time payment or a billing agreement. */
export interface PayPalApproval {
  kind: "payment" | "agreement";
  merchantId: string;
  /** EC-… token: the `token` of the approval URL and of the return. */
  ecToken: string;
  returnUrl: string;
  cancelUrl: string;
  brandName: string;
  state: Decision;
  payerId?: string;
  noShipping: boolean;
  shippingAddress?: Json;
  offerCredit: boolean;
}

export interface PayPalPayment extends PayPalApproval {
  kind: "payment";
  /** PAYID-… id, `paymentResource.paymentToken`. */
  paymentId: string;
  amount: string;
  currency: string;
  intent: string;
  lineItems: Json[];
  shippingOptions: Json[];
}

export interface PayPalAgreement extends PayPalApproval {
  kind: "agreement";
  /** BA-… token, `agreementSetup.tokenId`. */
  tokenId: string;
  description?: string;
}

export class PayPalLedger {
  private readonly payments = new Map<string, PayPalPayment>();
  private readonly agreements = new Map<string, PayPalAgreement>();

  addPayment(payment: PayPalPayment): void {
    this.payments.set(payment.paymentId, payment);
    this.payments.set(payment.ecToken, payment);
  }

  addAgreement(agreement: PayPalAgreement): void {
    this.agreements.set(agreement.tokenId, agreement);
  }

  /** A payment by its PAYID-… id or its EC-… token (the PayPal SDK hands merchants the latter as orderID). */
  payment(id: unknown): PayPalPayment | undefined {
    return typeof id === "string" ? this.payments.get(id) : undefined;
  }

  agreement(tokenId: unknown): PayPalAgreement | undefined {
    return typeof tokenId === "string" ? this.agreements.get(tokenId) : undefined;
  }

  /** Records the shopper's decision; an approval gets a payer. Only undecided approvals can be decided. */
  decide(approval: PayPalApproval, decision: "approve" | "cancel"): boolean {
    if (approval.state !== "created") return false;
    approval.state = decision === "approve" ? "approved" : "canceled";
    if (decision === "approve") approval.payerId = providerId(13);
    return true;
  }
}

/** This gateway's PayPal payments and billing agreements (local payments enter it too). */
export const payPalLedger = gatewayState("PayPal payments and agreements", () => new PayPalLedger());

const INTENTS = ["authorize", "sale", "order"];
const PLAN_TYPES = ["RECURRING", "SUBSCRIPTION", "UNSCHEDULED", "INSTALLMENTS"];
const LINE_ITEM_KINDS = ["debit", "credit"];
const ADDRESS_FIELDS = ["line1", "line2", "city", "state", "postalCode", "countryCode", "phone", "recipientName"];

function paypalEnabled(credential: Credential): GatewayResponse | undefined {
  return credential.merchant.methods.paypal
    ? undefined
    : validationFailure("paypalAccount", "PayPal is not enabled for this merchant account", [
        { field: "base", code: "93108", message: "PayPal is not enabled for this merchant account" },
      ]);
}

/** Authorizes a classic PayPal request and checks the merchant takes PayPal. */
function authorizePayPal(
  request: GatewayRequest,
  context: GatewayContext,
): { body: Json; credential: Credential } | GatewayResponse {
  const body = isRecord(request.body) ? request.body : {};
  const credential = authorizeClassic(body, request.pathMerchantId, context);
  if (isResponse(credential)) return credential;
  return paypalEnabled(credential) ?? { body, credential };
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : typeof value === "number" ? String(value) : undefined;
}

/** Whether a page's value is one of a list's words. Not String(): an option may arrive as any JSON value, and an
 * object whose toString is not a function (`{ "toString": [] }`) throws when made text. */
function isOneOf(list: readonly string[], value: unknown): boolean {
  return typeof value === "string" && list.includes(value);
}

function lineItemProblems(items: unknown): FieldProblem[] {
  if (items === undefined) return [];
  if (!Array.isArray(items)) return [{ field: "lineItems", code: "93131", message: "Line items must be a list." }];
  return items.flatMap((item, index) => {
    const entry = isRecord(item) ? item : {};
    const problems: FieldProblem[] = [];
    const name = text(entry.name);
    if (!name || name.length > 127)
      problems.push({
        field: `lineItems[${index}].name`,
        code: "93132",
        message: "Line item name is required and at most 127 characters.",
      });
    if (!isOneOf(LINE_ITEM_KINDS, entry.kind))
      problems.push({
        field: `lineItems[${index}].kind`,
        code: "93133",
        message: "Line item kind must be debit or credit.",
      });
    if (!/^[1-9]\d{0,4}$/.test(text(entry.quantity) ?? ""))
      problems.push({
        field: `lineItems[${index}].quantity`,
        code: "93134",
        message: "Line item quantity must be a positive whole number.",
      });
    if (!isAmount(entry.unitAmount))
      problems.push({
        field: `lineItems[${index}].unitAmount`,
        code: "93135",
        message: "Line item unit amount is an invalid format.",
      });
    if (entry.unitTaxAmount !== undefined && !isAmount(entry.unitTaxAmount)) {
      problems.push({
        field: `lineItems[${index}].unitTaxAmount`,
        code: "93136",
        message: "Line item unit tax amount is an invalid format.",
      });
    }
    return problems;
  });
}

function shippingOptionProblems(options: unknown, currency: string | undefined): FieldProblem[] {
  if (options === undefined) return [];
  if (!Array.isArray(options))
    return [{ field: "shippingOptions", code: "93140", message: "Shipping options must be a list." }];
  const problems: FieldProblem[] = [];
  options.forEach((option, index) => {
    const amount = isRecord(option) && isRecord(option.amount) ? option.amount : {};
    if (!isRecord(option) || !text(option.id) || !text(option.label)) {
      problems.push({
        field: `shippingOptions[${index}]`,
        code: "93141",
        message: "Shipping option needs an id and a label.",
      });
    }
    if (!isAmount(amount.value) && amount.value !== "0.00" && amount.value !== "0") {
      problems.push({
        field: `shippingOptions[${index}].amount.value`,
        code: "93142",
        message: "Shipping option amount is an invalid format.",
      });
    }
    if (typeof amount.currency !== "string" || amount.currency.toUpperCase() !== currency?.toUpperCase()) {
      problems.push({
        field: `shippingOptions[${index}].amount.currency`,
        code: "93143",
        message: "Shipping option currency must match the payment currency.",
      });
    }
  });
  if (options.filter((option) => isRecord(option) && option.selected === true).length > 1) {
    problems.push({ field: "shippingOptions", code: "93144", message: "Only one shipping option can be selected." });
  }
  return problems;
}

/** Rules both flows share: where to return, the plan and the payer's address. */
function commonProblems(body: Json): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of ["returnUrl", "cancelUrl"]) {
    if (!text(body[field])) problems.push({ field, code: "93101", message: `${field} is required.` });
  }
  if (body.planType !== undefined && !isOneOf(PLAN_TYPES, body.planType)) {
    problems.push({ field: "planType", code: "93150", message: `Plan type must be one of ${PLAN_TYPES.join(", ")}.` });
  }
  return problems;
}

function checkoutProblems(body: Json): FieldProblem[] {
  const problems = commonProblems(body);
  if (!isAmount(body.amount))
    problems.push({ field: "amount", code: "93102", message: "Amount is an invalid format." });
  if (!isCurrency(body.currencyIsoCode))
    problems.push({ field: "currencyIsoCode", code: "93103", message: "Currency is not supported." });
  if (body.intent !== undefined && !isOneOf(INTENTS, body.intent)) {
    problems.push({ field: "intent", code: "93104", message: "Intent must be authorize, sale or order." });
  }
  return [
    ...problems,
    ...lineItemProblems(body.lineItems),
    ...shippingOptionProblems(body.shippingOptions, text(body.currencyIsoCode)),
  ];
}

function experience(body: Json, credential: Credential): { brandName: string; noShipping: boolean } {
  const profile = isRecord(body.experienceProfile) ? body.experienceProfile : {};
  return {
    brandName: text(profile.brandName) ?? credential.merchant.displayName ?? "Paykit Sandbox Store",
    noShipping: profile.noShipping !== "false" && profile.noShipping !== false,
  };
}

function flattenedAddress(body: Json): Json | undefined {
  const address = Object.fromEntries(
    ADDRESS_FIELDS.filter((field) => text(body[field])).map((field) => [field, body[field]]),
  );
  return Object.keys(address).length > 0 ? address : undefined;
}

/** `POST …/paypal_hermes/create_payment_resource`: a one-time payment the shopper approves on PayPal. */
export function createPaymentResource(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const authorized = authorizePayPal(request, context);
  if (isAnswer(authorized)) return authorized;
  const { body, credential } = authorized;
  const problems = checkoutProblems(body);
  if (problems.length > 0) return validationFailure("paymentResource", "PayPal payment resource is invalid", problems);

  const ecToken = `EC-${providerId(17)}`;
  const payment: PayPalPayment = {
    kind: "payment",
    merchantId: credential.merchant.merchantId,
    ecToken,
    paymentId: `PAYID-${providerId(24)}`,
    returnUrl: String(body.returnUrl),
    cancelUrl: String(body.cancelUrl),
    ...experience(body, credential),
    state: "created",
    shippingAddress: flattenedAddress(body),
    offerCredit: body.offerPaypalCredit === true,
    amount: String(body.amount),
    currency: String(body.currencyIsoCode).toUpperCase(),
    intent: text(body.intent) ?? "authorize",
    lineItems: Array.isArray(body.lineItems) ? (body.lineItems as Json[]) : [],
    shippingOptions: Array.isArray(body.shippingOptions) ? (body.shippingOptions as Json[]) : [],
  };
  context.state(payPalLedger).addPayment(payment);
  return {
    status: 201,
    body: {
      paymentResource: {
        paymentToken: payment.paymentId,
        intent: payment.intent,
        redirectUrl: `${context.urls.gateway}/simulators/paypal/checkout?token=${ecToken}`,
        authenticateUrl: null,
      },
    },
  };
}

/** `POST …/paypal_hermes/setup_billing_agreement`: an agreement to charge the shopper's account later. */
export function setupBillingAgreement(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const authorized = authorizePayPal(request, context);
  if (isAnswer(authorized)) return authorized;
  const { body, credential } = authorized;
  const problems = commonProblems(body);
  // Not String(): a page's option may arrive as any JSON value, and an object whose toString is not a function throws.
  if (body.description != null && (typeof body.description !== "string" || body.description.length > 255)) {
    problems.push({ field: "description", code: "93151", message: "Description is text of at most 255 characters." });
  }
  if (problems.length > 0) return validationFailure("agreementSetup", "PayPal billing agreement is invalid", problems);

  const tokenId = `BA-${providerId(17)}`;
  const agreement: PayPalAgreement = {
    kind: "agreement",
    merchantId: credential.merchant.merchantId,
    ecToken: `EC-${providerId(17)}`,
    tokenId,
    returnUrl: String(body.returnUrl),
    cancelUrl: String(body.cancelUrl),
    ...experience(body, credential),
    state: "created",
    shippingAddress: isRecord(body.shippingAddress) ? body.shippingAddress : undefined,
    offerCredit: body.offerPaypalCredit === true,
    description: text(body.description),
  };
  context.state(payPalLedger).addAgreement(agreement);
  return {
    status: 201,
    body: {
      agreementSetup: {
        tokenId,
        approvalUrl: `${context.urls.gateway}/simulators/paypal/agreement?ba_token=${tokenId}`,
      },
    },
  };
}

/** `POST …/paypal_hermes/patch_payment_resource`: new amount, items or shipping options before approval ends. */
export function patchPaymentResource(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const authorized = authorizePayPal(request, context);
  if (isAnswer(authorized)) return authorized;
  const { body, credential } = authorized;
  const payment = context.state(payPalLedger).payment(body.paymentId);
  if (!payment || payment.merchantId !== credential.merchant.merchantId) {
    return validationFailure("paymentResource", "PayPal payment could not be found", [
      { field: "paymentId", code: "93160", message: "Payment id does not match a payment." },
    ]);
  }
  const problems: FieldProblem[] = [];
  if ((text(body.currencyIsoCode) ?? "").toUpperCase() !== payment.currency) {
    problems.push({ field: "currencyIsoCode", code: "93161", message: "Currency must match the payment's currency." });
  }
  if (body.amount !== undefined && !isAmount(body.amount))
    problems.push({ field: "amount", code: "93102", message: "Amount is an invalid format." });
  if (payment.state === "tokenized" || payment.state === "canceled") {
    problems.push({
      field: "paymentId",
      code: "93162",
      message: `Payment is ${payment.state} and can no longer change.`,
    });
  }
  problems.push(...lineItemProblems(body.lineItems), ...shippingOptionProblems(body.shippingOptions, payment.currency));
  if (problems.length > 0) return validationFailure("paymentResource", "PayPal payment update is invalid", problems);

  const amount = text(body.amount);
  if (amount !== undefined) payment.amount = amount;
  if (Array.isArray(body.lineItems)) payment.lineItems = body.lineItems as Json[];
  if (Array.isArray(body.shippingOptions)) payment.shippingOptions = body.shippingOptions as Json[];
  const address = flattenedAddress(body);
  if (address) payment.shippingAddress = address;
  return { status: 200, body: {} };
}

function tokenizationFailure(message: string, field: string): GatewayResponse {
  return validationFailure("paypalAccount", message, [{ field, code: "82903", message }]);
}

/** The approval a tokenization names, if the merchant's shopper approved it. */
function approvedResource(
  account: Json,
  credential: Credential,
  context: GatewayContext,
): PayPalApproval | GatewayResponse {
  const agreementToken = account.billingAgreementToken;
  const resource =
    agreementToken !== undefined
      ? context.state(payPalLedger).agreement(agreementToken)
      : context.state(payPalLedger).payment(account.paymentToken);
  const field = agreementToken !== undefined ? "billingAgreementToken" : "paymentToken";
  if (!resource || resource.merchantId !== credential.merchant.merchantId)
    return tokenizationFailure("PayPal payment could not be found", field);
  if (resource.state === "tokenized") return tokenizationFailure("PayPal payment has already been tokenized", field);
  if (resource.state !== "approved")
    return tokenizationFailure("PayPal payment has not been approved by the payer", field);
  if (resource.kind === "payment" && account.payerId !== resource.payerId)
    return tokenizationFailure("Payer id does not match the approving payer", "payerId");
  return resource;
}

function payerInfo(resource: PayPalApproval): Json {
  const info: Json = {
    email: "sandbox.shopper@example.com",
    firstName: "Sandy",
    lastName: "Shopper",
    payerId: resource.payerId,
    countryCode: "US",
  };
  if (!resource.noShipping || resource.shippingAddress) {
    info.shippingAddress = resource.shippingAddress ?? {
      recipientName: "Sandy Shopper",
      line1: "1 Sandbox Street",
      city: "Chicago",
      state: "IL",
      postalCode: "60606",
      countryCode: "US",
    };
  }
  return info;
}

function creditFinancing(payment: PayPalPayment): Json {
  const money = (value: string) => ({ value, currency: payment.currency });
  const monthly = (Number(payment.amount) / 12).toFixed(2);
  return {
    totalCost: money(payment.amount),
    term: 12,
    monthlyPayment: money(monthly),
    totalInterest: money("0.00"),
    payerAcceptance: true,
    cartAmountImmutable: false,
  };
}

/** `POST …/payment_methods/paypal_accounts`: a nonce for an approved payment or billing agreement. */
export function tokenizePayPalAccount(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const authorized = authorizePayPal(request, context);
  if (isAnswer(authorized)) return authorized;
  const { body, credential } = authorized;
  const account = isRecord(body.paypalAccount) ? body.paypalAccount : {};
  const approval = approvedResource(account, credential, context);
  if (isAnswer(approval)) return approval;
  approval.state = "tokenized";

  const details: Json = {
    email: "sandbox.shopper@example.com",
    payerInfo: payerInfo(approval),
    correlationId: account.correlationId,
  };
  if (approval.kind === "payment") {
    const payment = approval as PayPalPayment;
    if (payment.offerCredit) details.creditFinancingOffered = creditFinancing(payment);
    const selected = payment.shippingOptions.find((option) => option.selected === true);
    if (selected) details.shippingOptionId = selected.id;
  }
  return {
    status: 201,
    body: {
      paypalAccounts: [{ type: "PayPalAccount", nonce: randomUUID(), description: "PayPal", consumed: false, details }],
    },
  };
}

export const payPalRoutes: readonly Route[] = [
  post("/merchants/:merchantId/client_api/v1/paypal_hermes/create_payment_resource", createPaymentResource),
  post("/merchants/:merchantId/client_api/v1/paypal_hermes/setup_billing_agreement", setupBillingAgreement),
  post("/merchants/:merchantId/client_api/v1/paypal_hermes/patch_payment_resource", patchPaymentResource),
  post("/merchants/:merchantId/client_api/v1/payment_methods/paypal_accounts", tokenizePayPalAccount),
];
