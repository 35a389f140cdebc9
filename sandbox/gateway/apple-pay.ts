/**
 * Apple Pay on the web: merchant validation (`apple_pay_web/sessions`), payment token tokenization
 * (`payment_methods/apple_payment_tokens`) and, standing in for Apple, the route the ApplePaySession
 * simulator gets its encrypted payment from.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import type { MerchantSettings } from "../types.js";
import { isRecord } from "../shared/http.js";
import { type GatewayContext, type GatewayRequest, type GatewayResponse, authorizeClassic, classicError, isResponse } from "./context.js";
import { describeMerchant } from "./profile.js";
import { keyFrom, openJson, sealJson } from "./wallet-crypto.js";
import { issueWalletCard, walletCardProblem, brandOfNumber } from "./wallet-cards.js";
import {
  APPLE_PAY_REFUSING_HOST,
  APPLE_PAY_REGISTERED_DOMAINS,
  APPLE_PAY_TEST_CARDS,
  APPLE_PAY_UNREACHABLE_HOST,
  APPLE_PAY_VALIDATION_HOSTS,
  GATEWAY_ERROR_NUMBER,
} from "./wallet-test-values.js";

const SESSION_LIFETIME_MS = 60 * 60 * 1000;
const MAX_DISPLAY_NAME = 128;

/** Apple's names for the networks in `paymentMethod.network`. */
const APPLE_NETWORKS: Record<string, string> = { VISA: "Visa", MASTERCARD: "MasterCard", AMERICAN_EXPRESS: "AmEx", DISCOVER: "Discover" };

function merchantIdentifierOf(merchant: MerchantSettings, context: GatewayContext): string | undefined {
  return describeMerchant(merchant, context.urls).applePay?.merchantIdentifier;
}

/** Apple identifies the merchant by the SHA-256 of its identifier, in hex in sessions and base64 in tokens. */
function identifierHash(identifier: string): Buffer {
  return createHash("sha256").update(identifier).digest();
}

function tokenKey(identifier: string): Buffer {
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
  if (host === APPLE_PAY_UNREACHABLE_HOST) return classicError(503, "Apple Pay could not be reached to validate the merchant.");
  if (host === APPLE_PAY_REFUSING_HOST) return classicError(422, "Apple Pay refused to start a merchant session.");
  if (!APPLE_PAY_VALIDATION_HOSTS.includes(host)) return classicError(422, "Validation URL is not an Apple Pay gateway URL.");
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
  if (session.merchantIdentifier !== identifier) return classicError(422, "Merchant identifier is not registered with this merchant.");
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
  const number = String(payment.applicationPrimaryAccountNumber ?? "");
  if (number === GATEWAY_ERROR_NUMBER) return classicError(500, "An unexpected error occurred.");
  const expiration = /^(\d{2})(\d{2})\d{2}$/.exec(String(payment.applicationExpirationDate ?? ""));
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

function findMerchantByHash(hash: unknown, context: GatewayContext): { merchant: MerchantSettings; identifier: string } | undefined {
  for (const merchant of context.merchants.all) {
    const identifier = merchantIdentifierOf(merchant, context);
    if (identifier && identifierHash(identifier).toString("hex").toUpperCase() === hash) return { merchant, identifier };
  }
  return undefined;
}

/** Apple's YYMMDD card expiry, three years ahead. */
function simulatedExpiry(now = new Date()): string {
  const year = String((now.getUTCFullYear() + 3) % 100).padStart(2, "0");
  return `${year}1231`;
}

/**
 * `POST /simulators/apple-pay/payment` — simulator only, not a gateway API: what Apple hands
 * `onpaymentauthorized` after the shopper pays, encrypted for the merchant of the validated session.
 * Body: `{merchantSession, card?, cardholderName?}`.
 */
export function simulateApplePayPayment(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const body = isRecord(request.body) ? request.body : {};
  const session = isRecord(body.merchantSession) ? body.merchantSession : {};
  const found = findMerchantByHash(session.merchantIdentifier, context);
  if (!found) return classicError(400, "The merchant session is not one the sandbox issued.");
  if (typeof session.expiresAt !== "number" || session.expiresAt < Date.now()) return classicError(400, "The merchant session has expired.");
  const number = typeof body.card === "string" ? body.card : (APPLE_PAY_TEST_CARDS[0] as string);
  const cardholderName = typeof body.cardholderName === "string" ? body.cardholderName : "Ada Lovelace";
  const payment = {
    applicationPrimaryAccountNumber: number,
    applicationExpirationDate: simulatedExpiry(),
    currencyCode: "840",
    transactionAmount: 0,
    cardholderName,
    deviceManufacturerIdentifier: "040010030273",
    paymentDataType: "3DSecure",
    paymentData: { onlinePaymentCryptogram: randomBytes(20).toString("base64"), eciIndicator: "7" },
  };
  const transactionId = randomBytes(32).toString("hex");
  const paymentData = {
    version: "EC_v1",
    data: sealJson(payment, tokenKey(found.identifier)),
    signature: randomBytes(64).toString("base64"),
    header: {
      ephemeralPublicKey: randomBytes(91).toString("base64"),
      publicKeyHash: identifierHash(found.identifier).toString("base64"),
      transactionId,
    },
  };
  const network = APPLE_NETWORKS[brandOfNumber(number).code] ?? "Visa";
  const [givenName, ...family] = cardholderName.split(" ");
  const contact = {
    givenName,
    familyName: family.join(" "),
    addressLines: ["1 Infinite Loop"],
    locality: "Cupertino",
    administrativeArea: "CA",
    postalCode: "95014",
    countryCode: "US",
  };
  return {
    status: 200,
    body: {
      token: {
        paymentData,
        paymentMethod: { displayName: `${network} ${number.slice(-4)}`, network, type: "credit" },
        transactionIdentifier: transactionId.toUpperCase(),
      },
      billingContact: contact,
      shippingContact: { ...contact, emailAddress: "shopper@example.com", phoneNumber: "4085551234" },
    },
  };
}
