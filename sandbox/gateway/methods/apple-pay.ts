/**
 * Apple Pay on the web: merchant validation (`apple_pay_web/sessions`) and payment token tokenization
 * (`payment_methods/apple_payment_tokens`). Apple's side, which encrypts the payment for this gateway, is
 * sandbox/simulators/apple-pay/.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import type { MerchantSettings } from "../../types.js";
import { isRecord, textOf } from "../../shared/http.js";
import {
  type GatewayContext,
  type GatewayRequest,
  type GatewayResponse,
  authorizeClassic,
  classicError,
  isResponse,
} from "../context.js";
import { type Route, post } from "../router.js";
import { describeMerchant } from "../core/profile.js";
import { keyFrom, openJson } from "./common/wallet-crypto.js";
import { issueWalletCard, walletCardProblem } from "./common/wallet-cards.js";
import {
  APPLE_PAY_REFUSING_HOST,
  APPLE_PAY_REGISTERED_DOMAINS,
  APPLE_PAY_UNREACHABLE_HOST,
  APPLE_PAY_VALIDATION_HOSTS,
  GATEWAY_ERROR_NUMBER,
} from "./common/wallet-test-values.js";

const SESSION_LIFETIME_MS = 60 * 60 * 1000;
const MAX_DISPLAY_NAME = 128;

function merchantIdentifierOf(merchant: MerchantSettings, context: GatewayContext): string | undefined {
  return describeMerchant(merchant, context.urls).applePay?.merchantIdentifier;
}

/** Apple identifies the merchant by the SHA-256 of its identifier, in hex in sessions and base64 in tokens. */
export function identifierHash(identifier: string): Buffer {
  return createHash("sha256").update(identifier).digest();
}

/** The key Apple (the simulator) encrypts a payment with for this merchant, and the gateway opens it with. */
export function tokenKey(identifier: string): Buffer {
  return keyFrom(`apple-pay:${identifier}`);
}

function validationProblem(url: unknown): GatewayResponse | undefined {
  let host: string;
  try {
    const parsed = new URL(String(url));
    if (parsed.protocol !== "https:") throw new Error("not https");
    host = parsed.hostname;
  } catch {
    return classicError(422, "Validation URL is invalid.");
  }
  if (host === APPLE_PAY_UNREACHABLE_HOST)
    return classicError(503, "Apple Pay could not be reached to validate the merchant.");
  if (host === APPLE_PAY_REFUSING_HOST) return classicError(422, "Apple Pay refused to start a merchant session.");
  if (!APPLE_PAY_VALIDATION_HOSTS.includes(host))
    return classicError(422, "Validation URL is not an Apple Pay gateway URL.");
  return undefined;
}

/** `POST …/v1/apple_pay_web/sessions`: asks "Apple" for a merchant session and answers it unchanged. */
export function createApplePaySession(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const body = isRecord(request.body) ? request.body : {};
  const credential = authorizeClassic(body, request.pathMerchantId, context);
  if (isResponse(credential)) return credential;
  const identifier = merchantIdentifierOf(credential.merchant, context);
  if (!identifier) return classicError(422, "Apple Pay is not enabled for this merchant.");
  const session = isRecord(body.applePayWebSession) ? body.applePayWebSession : {};
  const problem = validationProblem(session.validationUrl);
  if (problem) return problem;
  if (!APPLE_PAY_REGISTERED_DOMAINS.includes(String(session.domainName))) {
    return classicError(422, `Domain name ${String(session.domainName)} is not registered for Apple Pay.`);
  }
  if (session.merchantIdentifier !== identifier)
    return classicError(422, "Merchant identifier is not registered with this merchant.");
  const displayName = session.displayName ?? credential.merchant.displayName ?? "Paykit Sandbox Store";
  if (typeof displayName !== "string" || displayName.length > MAX_DISPLAY_NAME) {
    return classicError(422, "Display name must be a string of at most 128 characters.");
  }
  return { status: 201, body: merchantSession(identifier, String(session.domainName), displayName) };
}

/** Shaped like Apple's merchant session object (opaque to the client, read by the simulator). */
function merchantSession(identifier: string, domainName: string, displayName: string): Record<string, unknown> {
  const now = Date.now();
  const hash = identifierHash(identifier).toString("hex").toUpperCase();
  const sessionId = `SSH${randomBytes(16).toString("hex").toUpperCase()}`;
  return {
    epochTimestamp: now,
    expiresAt: now + SESSION_LIFETIME_MS,
    merchantSessionIdentifier: sessionId,
    nonce: randomBytes(4).toString("hex"),
    merchantIdentifier: hash,
    domainName,
    displayName,
    signature: createHmac("sha256", tokenKey(identifier)).update(`${sessionId}:${now}`).digest("base64"),
    operationalAnalyticsIdentifier: `${displayName}:${hash}`,
    retries: 0,
    pspId: hash,
  };
}

function decodePaymentData(encoded: unknown): Record<string, unknown> | undefined {
  if (typeof encoded !== "string") return undefined;
  try {
    const value = JSON.parse(Buffer.from(encoded, "base64").toString("utf8")) as unknown;
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** `POST …/v1/payment_methods/apple_payment_tokens`: decrypts the token and issues an ApplePayCard nonce. */
export function tokenizeApplePayment(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const body = isRecord(request.body) ? request.body : {};
  const credential = authorizeClassic(body, request.pathMerchantId, context);
  if (isResponse(credential)) return credential;
  const identifier = merchantIdentifierOf(credential.merchant, context);
  if (!identifier) return classicError(422, "Apple Pay is not enabled for this merchant.");
  const token = isRecord(body.applePaymentToken) ? body.applePaymentToken : {};
  const paymentData = decodePaymentData(token.paymentData);
  const header = isRecord(paymentData?.header) ? paymentData.header : {};
  if (paymentData?.version !== "EC_v1") return classicError(422, "Apple Pay payment token is invalid.");
  if (header.publicKeyHash !== identifierHash(identifier).toString("base64")) {
    return classicError(422, "Apple Pay payment token was not encrypted for this merchant.");
  }
  const payment = openJson(paymentData.data, tokenKey(identifier));
  if (!payment) return classicError(422, "Apple Pay payment token could not be decrypted.");
  const number = textOf(payment.applicationPrimaryAccountNumber);
  if (number === GATEWAY_ERROR_NUMBER) return classicError(500, "An unexpected error occurred.");
  const expiration = /^(\d{2})(\d{2})\d{2}$/.exec(textOf(payment.applicationExpirationDate));
  const input = {
    number,
    expirationMonth: expiration?.[2] ?? "",
    expirationYear: expiration ? `20${expiration[1]}` : "",
    cardholderName: typeof payment.cardholderName === "string" ? payment.cardholderName : null,
  };
  const problem = walletCardProblem(input, credential.merchant);
  if (problem) return classicError(422, problem);
  const card = issueWalletCard(context.vault, credential.merchant, "ApplePayCard", input);
  return {
    status: 201,
    body: {
      applePayCards: [
        {
          type: "ApplePayCard",
          nonce: card.nonce,
          description: `ending in ${card.lastTwo}`,
          details: {
            cardType: `Apple Pay - ${card.brand.cardType}`,
            cardHolderName: input.cardholderName ?? "",
            dpanLastTwo: card.lastTwo,
            bin: card.bin,
          },
          binData: card.binData,
          consumed: false,
        },
      ],
    },
  };
}

/** The merchant whose identifier hash a merchant session carries. */
export function findMerchantByHash(
  hash: unknown,
  context: GatewayContext,
): { merchant: MerchantSettings; identifier: string } | undefined {
  for (const merchant of context.merchants.all) {
    const identifier = merchantIdentifierOf(merchant, context);
    if (identifier && identifierHash(identifier).toString("hex").toUpperCase() === hash)
      return { merchant, identifier };
  }
  return undefined;
}

export const applePayRoutes: readonly Route[] = [
  post("/merchants/:merchantId/client_api/v1/apple_pay_web/sessions", createApplePaySession),
  post("/merchants/:merchantId/client_api/v1/payment_methods/apple_payment_tokens", tokenizeApplePayment),
];
