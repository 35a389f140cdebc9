import { randomUUID } from "node:crypto";
import type { GraphQLErrorClass } from "../types.js";
import { isRecord } from "../shared/http.js";
import { type Credential, isFailure } from "./authorization.js";
import { type CardFieldError, type TokenizationOutcome, type TokenizedCard, readCardInput, shouldValidate, tokenizeCard } from "./card-tokenization.js";
import type { GatewayContext, GatewayRequest, GatewayResponse } from "./context.js";
import { graphQLClientConfiguration } from "./graphql-configuration.js";
import { describeMerchant } from "./profile.js";
import { INDICATOR_FIELDS, STRING_FIELDS } from "./test-cards.js";
import { venmoOverGraphQL } from "./venmo.js";

/** The `Braintree-Version` header value the client sends. */
export const BRAINTREE_VERSION = "2018-05-10";

/** Operation name of a GraphQL body: `operationName`, else the name declared in the query. */
export function operationNameOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.operationName === "string" && body.operationName !== "") return body.operationName;
  if (typeof body.query !== "string") return undefined;
  return /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(body.query)?.[1];
}

function headerOf(request: GatewayRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerOf(request: GatewayRequest): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(headerOf(request, "authorization") ?? "")?.[1];
}

interface GraphQLError {
  message: string;
  locations?: Array<{ line: number; column: number }>;
  path?: string[];
  extensions: Record<string, unknown>;
}

function errorResponse(data: unknown, errors: GraphQLError[], status = 200): GatewayResponse {
  return { status, body: { data, errors, extensions: { requestId: randomUUID() } } };
}

function classError(errorClass: GraphQLErrorClass, message: string, errorType = "user_error"): GraphQLError {
  return { message, extensions: { errorClass, errorType } };
}

/** `POST /graphql`. */
export function handleGraphQL(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  if (!headerOf(request, "braintree-version")) {
    return errorResponse(null, [classError("VALIDATION", "Missing Braintree-Version header", "developer_error")], 400);
  }
  const body = request.body;
  if (!isRecord(body) || typeof body.query !== "string") {
    return errorResponse(null, [classError("VALIDATION", "Request body must be a JSON object with a query", "developer_error")], 400);
  }
  const credential = context.auth.verifyBearer(bearerOf(request));
  if (isFailure(credential)) return errorResponse(null, [classError("AUTHENTICATION", "Authentication required")]);

  const variables = isRecord(body.variables) ? body.variables : {};
  const operationName = operationNameOf(body);
  switch (operationName) {
    case "ClientConfiguration":
      return {
        status: 200,
        body: {
          data: { clientConfiguration: graphQLClientConfiguration(describeMerchant(credential.merchant, context.urls)) },
          extensions: { requestId: randomUUID() },
        },
      };
    case "TokenizeCreditCard":
    case "TokenizeCreditCardForPayPalConnect":
      return tokenizeOverGraphQL(operationName, body.query, variables, credential, context);
    case "CreateVenmoPaymentContext":
    case "CreateVenmoQRCodePaymentContext":
    case "UpdateVenmoPaymentContextStatus":
    case "UpdateVenmoQRCodePaymentContext":
    case "PaymentContext":
      return venmoOverGraphQL(operationName, body.query, variables, credential, context);
    default:
      return errorResponse(null, [classError("UNKNOWN", `Unknown operation ${operationName ?? "(unnamed)"}`, "developer_error")]);
  }
}

function tokenizeOverGraphQL(
  operationName: "TokenizeCreditCard" | "TokenizeCreditCardForPayPalConnect",
  query: string,
  variables: Record<string, unknown>,
  credential: Credential,
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
    return errorResponse({ [field]: null }, [
      {
        message: verification.processorResponseText,
        ...located,
        extensions: { errorClass: "VALIDATION", errorType: "user_error", verification: { ...verification } },
      },
    ]);
  }
  return errorResponse(
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
  return {
    bin: card.bin,
    brandCode: card.brand.code,
    last4: card.lastFour,
    cardholderName: card.cardholderName,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    binData,
  };
}
