/**
 * Card tokenization on both transports: `POST …/client_api/v1/payment_methods/credit_cards` (classic) and
 * the GraphQL `TokenizeCreditCard` mutations. card-tokenization.ts decides; this file only formats.
 */
import { randomUUID } from "node:crypto";
import { isRecord } from "../../shared/http.js";
import {
  type CardFieldError,
  type TokenizationOutcome,
  type TokenizedCard,
  normalizeKeys,
  readCardInput,
  shouldValidate,
  tokenizeCard,
} from "./card-tokenization.js";
import {
  type GatewayContext,
  type GatewayRequest,
  type GatewayResponse,
  authorizeClassic,
  isResponse,
} from "../context.js";
import { type Route, operation, post } from "../router.js";
import { type GraphQLCall, type GraphQLError, graphQLErrors } from "./graphql.js";
import { INDICATOR_FIELDS, STRING_FIELDS } from "./test-cards.js";
import { checkUnionPayEnrollment } from "../methods/unionpay.js";

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

/** The GraphQL `TokenizeCreditCard` and `TokenizeCreditCardForPayPalConnect` mutations. */
function tokenizeOverGraphQL(
  { operationName, query, variables, credential }: GraphQLCall,
  context: GatewayContext,
): GatewayResponse {
  const field = operationName === "TokenizeCreditCard" ? "tokenizeCreditCard" : "tokenizeCreditCardForPayPalConnect";
  const input = isRecord(variables.input) ? variables.input : {};
  const options = isRecord(input.options) ? input.options : {};
  const validate = shouldValidate(options.validate, credential);
  const outcome = tokenizeCard(readCardInput(input.creditCard), credential, validate, context.vault, "graphql");
  const wantsInsight = isRecord(variables.authenticationInsightInput);
  return graphQLTokenizationResponse(outcome, field, locationOf(query, field), wantsInsight, input.clientMutationId);
}

/** Where the mutation field starts in the query, as GraphQL error locations report it. */
function locationOf(query: string, field: string): { line: number; column: number } {
  const index = query.indexOf(`${field}(`);
  if (index < 0) return { line: 1, column: 66 };
  const before = query.slice(0, index);
  const line = before.split("\n").length;
  return { line, column: index - before.lastIndexOf("\n") };
}

function graphQLTokenizationResponse(
  outcome: TokenizationOutcome,
  field: string,
  location: { line: number; column: number },
  wantsInsight: boolean,
  clientMutationId: unknown,
): GatewayResponse {
  if (outcome.kind === "tokenized") {
    const insight = wantsInsight ? { customerAuthenticationRegulationEnvironment: "UNREGULATED" } : null;
    const details = graphQLCard(outcome.card);
    const result =
      field === "tokenizeCreditCard"
        ? { token: outcome.card.nonce, creditCard: details, authenticationInsight: insight }
        : {
            clientMutationId: typeof clientMutationId === "string" ? clientMutationId : null,
            paymentMethod: { id: outcome.card.nonce, details },
            authenticationInsight: insight,
          };
    return { status: 200, body: { data: { [field]: result }, extensions: { requestId: randomUUID() } } };
  }
  const located = { locations: [location], path: [field] };
  if (outcome.kind === "declined") {
    const { verification } = outcome;
    return graphQLErrors({ [field]: null }, [
      {
        message: verification.processorResponseText,
        ...located,
        extensions: { errorClass: "VALIDATION", errorType: "user_error", verification: { ...verification } },
      },
    ]);
  }
  return graphQLErrors(
    { [field]: null },
    outcome.errors.map((error) => validationError(error, located)),
  );
}

function validationError(error: CardFieldError, located: Pick<GraphQLError, "locations" | "path">): GraphQLError {
  return {
    // GraphQL messages carry no trailing period ("Credit card number is invalid").
    message: error.message.replace(/\.$/, ""),
    ...located,
    extensions: {
      errorClass: "VALIDATION",
      errorType: "user_error",
      inputPath: ["input", "creditCard", error.field],
      legacyCode: error.code,
    },
  };
}

function graphQLCard(card: TokenizedCard): Record<string, unknown> {
  const binData: Record<string, string | null> = {};
  for (const name of INDICATOR_FIELDS) binData[name] = card.binData[name]?.toUpperCase() ?? null;
  for (const name of STRING_FIELDS) binData[name] = card.binData[name] ?? null;
  // A CVV-only token has no card details: the gateway answers null for them.
  return {
    bin: card.bin || null,
    brandCode: card.brand.code,
    last4: card.lastFour || null,
    cardholderName: card.cardholderName,
    expirationMonth: card.expirationMonth || null,
    expirationYear: card.expirationYear || null,
    binData,
  };
}

export const creditCardRoutes: readonly Route[] = [
  post("/merchants/:merchantId/client_api/v1/payment_methods/credit_cards", tokenizeClassicCard),
  operation("TokenizeCreditCard", tokenizeOverGraphQL),
  operation("TokenizeCreditCardForPayPalConnect", tokenizeOverGraphQL),
];
