import { createError, describeValue, isRecord, jsonCopy, type Client } from "../../kernel/index.js";
import { CARD_ENDPOINT, METHOD_IDS } from "./constants.js";
import { paymentRequestErrors as errors } from "./errors.js";
import type { PaymentRequestTokenizePayload } from "./types.js";

type Json = Record<string, unknown>;

/** The parts of the browser's `PaymentResponse` this component reads. */
export interface BrowserPaymentResponse {
  methodName?: string;
  details?: unknown;
  complete?: (result?: string) => unknown;
}

/** `basic-card` details → the classic card tokenization body. */
function cardRequestData(details: Json): Json {
  const card: Json = {
    number: details.cardNumber,
    cardholderName: details.cardholderName,
    expirationMonth: details.expiryMonth,
    expirationYear: details.expiryYear,
    cvv: details.cardSecurityCode,
  };
  const address = details.billingAddress;
  if (isRecord(address)) {
    const lines: unknown[] = Array.isArray(address.addressLine) ? address.addressLine : [];
    card.billingAddress = {
      company: address.organization,
      locality: address.city,
      region: address.region,
      postalCode: address.postalCode,
      streetAddress: lines[0],
      extendedAddress: lines[1],
      countryCodeAlpha2: address.country,
    };
  }
  return { creditCard: card };
}

async function tokenizeCard(client: Client, details: Json): Promise<Json> {
  const body = (await client.request({
    method: "post",
    endpoint: CARD_ENDPOINT,
    data: cardRequestData(details),
  })) as Json;
  const card: unknown = Array.isArray(body?.creditCards) ? body.creditCards[0] : undefined;
  if (!isRecord(card)) throw new Error("The gateway answered without a card.");
  return card;
}

/** Google Pay inside the sheet: Google already had the gateway tokenize, the token holds the nonce. */
function googlePayCard(details: Json): Json {
  const v2 = (details.paymentMethodData as Json | undefined)?.tokenizationData as Json | undefined;
  const token = v2?.token ?? (details.paymentMethodToken as Json | undefined)?.token;
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(token));
  } catch (originalError) {
    throw createError(errors.PAYMENT_REQUEST_GOOGLE_PAYMENT_PARSING_ERROR, { details: { originalError } });
  }
  if (isRecord(parsed) && parsed.error) {
    throw createError(errors.PAYMENT_REQUEST_GOOGLE_PAYMENT_FAILED_TO_TOKENIZE, {
      details: { originalError: parsed.error },
    });
  }
  const card: unknown =
    isRecord(parsed) && Array.isArray(parsed.androidPayCards) ? parsed.androidPayCards[0] : undefined;
  if (!isRecord(card))
    throw createError(errors.PAYMENT_REQUEST_GOOGLE_PAYMENT_PARSING_ERROR, { details: { originalError: parsed } });
  return card;
}

/** The response as the merchant may see it: card number, CVV and expiry never leave this function. */
function rawResponseOf(response: BrowserPaymentResponse): Json {
  const raw = jsonCopy(response as unknown as Json) ?? {};
  const details = isRecord(raw.details) ? raw.details : {};
  const kept: Json = {};
  if (details.billingAddress) kept.billingAddress = details.billingAddress;
  if (details.cardholderName) kept.cardholderName = details.cardholderName;
  return { ...raw, details: kept };
}

/** Exchanges what the shopper chose in the sheet for a nonce. */
export async function tokenizeResponse(
  client: Client,
  response: BrowserPaymentResponse,
): Promise<PaymentRequestTokenizePayload> {
  const details = isRecord(response?.details) ? response.details : {};
  let card: Json;
  if (response?.methodName === METHOD_IDS.basicCard) card = await tokenizeCard(client, details);
  else if (response?.methodName === METHOD_IDS.googlePay) card = googlePayCard(details);
  else throw new Error(`The sheet answered with an unsupported method: ${describeValue(response?.methodName)}`);
  const cardDetails = isRecord(card.details) ? card.details : {};
  return {
    nonce: card.nonce,
    type: card.type,
    description: card.description,
    details: {
      rawPaymentResponse: rawResponseOf(response),
      cardType: cardDetails.cardType,
      lastFour: cardDetails.lastFour,
      lastTwo: cardDetails.lastTwo,
    },
    binData: card.binData,
  } as PaymentRequestTokenizePayload;
}
