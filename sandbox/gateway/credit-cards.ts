import { isRecord } from "../shared/http.js";
import {
  type CardFieldError,
  type TokenizationOutcome,
  type TokenizedCard,
  normalizeKeys,
  readCardInput,
  shouldValidate,
  tokenizeCard,
} from "./card-tokenization.js";
import { type GatewayContext, type GatewayRequest, type GatewayResponse, authorizeClassic, isResponse } from "./context.js";
import { INDICATOR_FIELDS, STRING_FIELDS } from "./test-cards.js";
import { checkUnionPayEnrollment } from "./unionpay.js";

/** `POST /merchants/:merchantId/client_api/v1/payment_methods/credit_cards`: classic card tokenization. */
export function tokenizeClassicCard(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const body = isRecord(request.body) ? request.body : {};
  const credential = authorizeClassic(body, request.pathMerchantId, context);
  if (isResponse(credential)) return credential;

  const rawCard = body.creditCard ?? body.credit_card;
  const enrollmentRefused = checkUnionPayEnrollment(rawCard, credential.merchant.merchantId, context);
  if (enrollmentRefused) return enrollmentRefused;
  const options = normalizeKeys(isRecord(rawCard) ? rawCard.options : undefined);
  const validate = shouldValidate(isRecord(options) ? options.validate : undefined, credential);
  const outcome = tokenizeCard(readCardInput(rawCard), credential, validate, context.vault, "classic");
  const wantsInsight = body.authenticationInsight === true && typeof body.merchantAccountId === "string";
  return classicTokenizationResponse(outcome, wantsInsight);
}

export function classicTokenizationResponse(outcome: TokenizationOutcome, wantsInsight = false): GatewayResponse {
  switch (outcome.kind) {
    case "tokenized": {
      const card: Record<string, unknown> = classicCard(outcome.card);
      if (wantsInsight) card.authenticationInsight = { regulationEnvironment: "unregulated" };
      return { status: 201, body: { creditCards: [card] } };
    }
    case "invalid":
      return { status: 422, body: classicFieldErrors(outcome.errors) };
    case "declined":
      return {
        status: 422,
        body: {
          error: { message: outcome.verification.processorResponseText },
          fieldErrors: [],
          verification: { ...outcome.verification },
        },
      };
  }
}

/** `{error: {message}, fieldErrors: [{field: "creditCard", fieldErrors: [...]}]}` (WIRE §3.1). */
export function classicFieldErrors(errors: readonly CardFieldError[]): Record<string, unknown> {
  return {
    error: { message: "Credit card is invalid" },
    fieldErrors: [
      {
        field: "creditCard",
        fieldErrors: errors.map(({ field, code, message }) => ({ field, code, message })),
      },
    ],
  };
}

function classicCard(card: TokenizedCard): Record<string, unknown> {
  const binData: Record<string, string> = {};
  for (const field of [...INDICATOR_FIELDS, ...STRING_FIELDS]) {
    const value = card.binData[field];
    if (value !== undefined) binData[field] = value;
  }
  return {
    nonce: card.nonce,
    details: {
      cardholderName: card.cardholderName,
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
      bin: card.bin,
      cardType: card.brand.cardType,
      lastFour: card.lastFour,
      lastTwo: card.lastTwo,
    },
    description: card.lastTwo ? `ending in ${card.lastTwo}` : "",
    type: "CreditCard",
    binData,
    consumed: false,
    threeDSecureInfo: null,
  };
}
