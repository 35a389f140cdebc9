/**
 * SEPA Direct Debit on the client API (WIRE §5.15): `POST sepa_debit` creates a mandate the shopper
 * approves on the bank simulator (sandbox/simulators/sepa/), `GET sepa_debit/{cart_id}` reads it back after a
 * full-page redirect, and `POST payment_methods/sepa_debit_accounts` turns an approved one into a nonce.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { isRecord } from "../../shared/http.js";
import type { Credential } from "../core/authorization.js";
import {
  type GatewayContext,
  type GatewayRequest,
  type GatewayResponse,
  authorizeClassic,
  isResponse,
  gatewayState,
} from "../context.js";
import { type FieldProblem, validationFailure } from "./common/money.js";
import { isReturnUrl } from "./common/urls.js";
import { type Route, get, post } from "../router.js";

type Json = Record<string, unknown>;

/** Sandbox IBANs whose bank refuses the mandate at once (a 422 from `POST sepa_debit`). */
export const REFUSED_IBAN = "DE62370400440532013001";

export interface SepaMandate {
  merchantId: string;
  cartId: string;
  bankReferenceToken: string;
  last4: string;
  accountHolderName: string;
  customerId: string;
  mandateType: string;
  returnUrl: string;
  cancelUrl: string;
  state: "created" | "approved" | "canceled" | "rejected" | "tokenized";
}

/** This gateway's mandates, by cart id and by bank reference token. */
export const sepaMandates = gatewayState("SEPA mandates", () => new Map<string, SepaMandate>());

/** ISO 13616: country, check digits, then the account; valid when the mod-97 of the rearranged number is 1. */
export function isIban(value: unknown): boolean {
  if (typeof value !== "string") return false;
  const iban = value.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

function authorizeSepa(
  params: unknown,
  request: GatewayRequest,
  context: GatewayContext,
): Credential | GatewayResponse {
  const credential = authorizeClassic(params, request.pathMerchantId, context);
  if (isResponse(credential)) return credential;
  if (!credential.merchant.methods.sepa) {
    return validationFailure("sepaDebit", "SEPA Direct Debit is not enabled for this merchant account", [
      { field: "base", code: "93701", message: "SEPA Direct Debit is not enabled for this merchant account" },
    ]);
  }
  return credential;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** `POST …/sepa_debit`: a mandate for the IBAN, and the bank page to approve it on. */
export function createSepaMandate(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const body = isRecord(request.body) ? request.body : {};
  const credential = authorizeSepa(body, request, context);
  if (isResponse(credential)) return credential;
  const debit = isRecord(body.sepa_debit) ? body.sepa_debit : {};
  const address = isRecord(debit.billing_address) ? debit.billing_address : {};
  const problems: FieldProblem[] = [];
  if (!isIban(debit.iban)) problems.push({ field: "iban", code: "93702", message: "IBAN is invalid." });
  else if (text(debit.iban).replace(/\s+/g, "") === REFUSED_IBAN)
    problems.push({ field: "iban", code: "93703", message: "The bank refused a mandate for this IBAN." });
  if (!text(debit.account_holder_name))
    problems.push({ field: "account_holder_name", code: "93704", message: "Account holder name is required." });
  if (!text(debit.merchant_or_partner_customer_id))
    problems.push({ field: "merchant_or_partner_customer_id", code: "93705", message: "Customer id is required." });
  if (!["ONE_OFF", "RECURRENT"].includes(text(debit.mandate_type)))
    problems.push({ field: "mandate_type", code: "93706", message: "Mandate type must be ONE_OFF or RECURRENT." });
  if (!/^[A-Z]{2}$/.test(text(address.country_code)))
    problems.push({
      field: "billing_address.country_code",
      code: "93707",
      message: "Country code must be two letters.",
    });
  for (const field of ["return_url", "cancel_url"])
    if (!isReturnUrl(body[field]))
      problems.push({ field, code: "93708", message: `${field} must be an http(s) or app URL.` });
  if (problems.length > 0) return validationFailure("sepaDebit", "SEPA mandate is invalid", problems);

  const iban = text(debit.iban).replace(/\s+/g, "");
  const mandate: SepaMandate = {
    merchantId: credential.merchant.merchantId,
    cartId: randomBytes(12).toString("hex").toUpperCase(),
    bankReferenceToken: `BRT-${randomUUID()}`,
    last4: iban.slice(-4),
    accountHolderName: text(debit.account_holder_name),
    customerId: text(debit.merchant_or_partner_customer_id),
    mandateType: text(debit.mandate_type),
    returnUrl: String(body.return_url),
    cancelUrl: String(body.cancel_url),
    state: "created",
  };
  const ledger = context.state(sepaMandates);
  ledger.set(mandate.cartId, mandate);
  ledger.set(mandate.bankReferenceToken, mandate);
  const approvalUrl = `${context.urls.gateway}/simulators/sepa/mandate?cart_id=${mandate.cartId}`;
  return {
    status: 201,
    body: {
      message: {
        body: {
          sepaDebitAccount: { approvalUrl, last4: mandate.last4, bankReferenceToken: mandate.bankReferenceToken },
        },
      },
    },
  };
}

function mandateFailure(message: string, field: string): GatewayResponse {
  return validationFailure("sepaDebitAccount", message, [{ field, code: "93710", message }]);
}

/** `GET …/sepa_debit/{cart_id}`: the mandate behind a full-page return (authorization in the query). */
export function readSepaMandate(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const credential = authorizeSepa(request.query, request, context);
  if (isResponse(credential)) return credential;
  const cartId = request.params.cartId ?? "";
  const mandate = context.state(sepaMandates).get(cartId);
  if (!mandate || mandate.cartId !== cartId || mandate.merchantId !== credential.merchant.merchantId) {
    return { status: 404, body: { error: { message: "SEPA mandate not found" } } };
  }
  return {
    status: 200,
    body: {
      sepaDebitMandateDetail: {
        last4: mandate.last4,
        merchantOrPartnerCustomerId: mandate.customerId,
        mandateType: mandate.mandateType,
        bankReferenceToken: mandate.bankReferenceToken,
      },
    },
  };
}

/** `POST …/payment_methods/sepa_debit_accounts`: a nonce for a mandate the shopper approved. */
export function tokenizeSepaMandate(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const body = isRecord(request.body) ? request.body : {};
  const credential = authorizeSepa(body, request, context);
  if (isResponse(credential)) return credential;
  const account: Json = isRecord(body.sepa_debit_account) ? body.sepa_debit_account : {};
  const mandate = context.state(sepaMandates).get(text(account.bank_reference_token));
  if (
    !mandate ||
    mandate.bankReferenceToken !== account.bank_reference_token ||
    mandate.merchantId !== credential.merchant.merchantId
  ) {
    return mandateFailure("SEPA mandate could not be found", "bank_reference_token");
  }
  if (mandate.state === "rejected")
    return mandateFailure("The bank rejected this SEPA mandate", "bank_reference_token");
  if (mandate.state === "tokenized")
    return mandateFailure("SEPA mandate has already been tokenized", "bank_reference_token");
  if (mandate.state !== "approved") return mandateFailure("SEPA mandate has not been approved", "bank_reference_token");
  if (account.last_4 !== mandate.last4) return mandateFailure("Last four digits do not match the mandate", "last_4");
  if (account.mandate_type !== mandate.mandateType)
    return mandateFailure("Mandate type does not match the mandate", "mandate_type");
  mandate.state = "tokenized";
  return {
    status: 201,
    body: { nonce: randomUUID(), details: { ibanLastChars: mandate.last4, mandateType: mandate.mandateType } },
  };
}

export const sepaRoutes: readonly Route[] = [
  post("/merchants/:merchantId/client_api/v1/sepa_debit", createSepaMandate),
  get("/merchants/:merchantId/client_api/v1/sepa_debit/:cartId", readSepaMandate),
  post("/merchants/:merchantId/client_api/v1/payment_methods/sepa_debit_accounts", tokenizeSepaMandate),
];
