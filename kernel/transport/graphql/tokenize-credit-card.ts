/** Card types named on a tokenized card's details, by GraphQL brand code. */
const TOKENIZED_CARD_TYPES: Record<string, string> = {
  AMERICAN_EXPRESS: "American Express",
  DINERS: "Discover",
  DISCOVER: "Discover",
  ELO: "Elo",
  HIPER: "Hiper",
  HIPERCARD: "Hipercard",
  INTERNATIONAL_MAESTRO: "Maestro",
  JCB: "JCB",
  MASTERCARD: "MasterCard",
  UK_MAESTRO: "Maestro",
  UNION_PAY: "UnionPay",
  VISA: "Visa",
};
import { toClassicErrorBody } from "./status.js";
import type { GraphQLTranslation } from "./translations.js";

const BIN_DATA_FIELDS =
  "prepaid healthcare debit durbinRegulated commercial payroll issuingBank countryOfIssuance productId business consumer purchase corporate";
const YES_NO_FIELDS = ["commercial", "debit", "durbinRegulated", "healthcare", "payroll", "prepaid"];
const VALUE_FIELDS = ["issuingBank", "countryOfIssuance", "productId", "business", "consumer", "purchase", "corporate"];
const YES_NO: Record<string, string> = { YES: "Yes", NO: "No", UNKNOWN: "Unknown" };

type Body = Record<string, unknown>;

function camelCase(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** Classic bodies may use snake_case and numbers; GraphQL wants camelCase and strings. */
export function normaliseClassicBody(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normaliseClassicBody);
  if (typeof value === "number") return String(value);
  if (value === null || typeof value !== "object") return value;
  const out: Body = {};
  for (const [key, inner] of Object.entries(value)) out[camelCase(key)] = normaliseClassicBody(inner);
  return out;
}

/** Builds the `TokenizeCreditCard` mutation from a classic `payment_methods/credit_cards` body. */
export function tokenizeCreditCardRequest(classicBody: Body): {
  query: string;
  variables: Body;
  operationName: string;
} {
  const body = normaliseClassicBody(classicBody) as Body;
  const card = (body.creditCard ?? {}) as Body;
  const options = (card.options ?? {}) as Body;
  const [dateMonth, dateYear] = typeof card.expirationDate === "string" ? card.expirationDate.split("/") : [];
  const validate =
    typeof options.validate === "boolean" ? options.validate : typeof body.authorizationFingerprint === "string";

  const creditCard: Body = {
    number: card.number,
    expirationMonth: card.expirationMonth ?? dateMonth?.trim(),
    expirationYear: card.expirationYear ?? dateYear?.trim(),
    cvv: card.cvv,
    cardholderName: card.cardholderName,
  };
  if (card.billingAddress) creditCard.billingAddress = card.billingAddress;

  const wantsInsight = Boolean(body.authenticationInsight && body.merchantAccountId);
  const variables: Body = { input: { creditCard: dropUndefined(creditCard), options: { validate } } };
  if (wantsInsight) variables.authenticationInsightInput = { merchantAccountId: body.merchantAccountId };

  const insightDeclaration = wantsInsight ? ", $authenticationInsightInput: AuthenticationInsightInput!" : "";
  const insightSelection = wantsInsight
    ? " authenticationInsight(input: $authenticationInsightInput) { customerAuthenticationRegulationEnvironment }"
    : "";
  const query =
    `mutation TokenizeCreditCard($input: TokenizeCreditCardInput!${insightDeclaration}) { ` +
    `tokenizeCreditCard(input: $input) { token creditCard { bin brandCode last4 cardholderName expirationMonth expirationYear ` +
    `binData { ${BIN_DATA_FIELDS} } }${insightSelection} } }`;
  return { query, variables, operationName: "TokenizeCreditCard" };
}

function dropUndefined(record: Body): Body {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

interface GraphQLCard {
  bin?: string;
  brandCode?: string;
  last4?: string;
  cardholderName?: string;
  expirationMonth?: string;
  expirationYear?: string;
  binData?: Record<string, string | null | undefined>;
}

/** Reshapes a successful `tokenizeCreditCard` answer into the classic `creditCards` body. */
export function tokenizeCreditCardResponse(body: unknown): Body {
  const result = ((body as Body | undefined)?.data as Body | undefined)?.tokenizeCreditCard as Body | undefined;
  const card = (result?.creditCard ?? {}) as GraphQLCard;
  const lastFour = card.last4 ?? "";
  const lastTwo = lastFour.slice(2, 4);
  const creditCard: Body = {
    nonce: result?.token,
    description: lastTwo ? `ending in ${lastTwo}` : "",
    type: "CreditCard",
    consumed: false,
    threeDSecureInfo: null,
    details: {
      bin: card.bin ?? "",
      cardType: TOKENIZED_CARD_TYPES[card.brandCode ?? ""] ?? "Unknown",
      lastFour,
      lastTwo,
      cardholderName: card.cardholderName,
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
    },
    binData: adaptBinData(card.binData ?? {}),
  };
  const insight = result?.authenticationInsight as { customerAuthenticationRegulationEnvironment?: string } | undefined;
  const environment = insight?.customerAuthenticationRegulationEnvironment;
  if (environment) {
    creditCard.authenticationInsight = {
      regulationEnvironment: environment === "PSDTWO" ? "psd2" : environment.toLowerCase(),
    };
  }
  return { creditCards: [creditCard] };
}

function adaptBinData(binData: Record<string, string | null | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of YES_NO_FIELDS) out[field] = YES_NO[binData[field] ?? ""] ?? "Unknown";
  for (const field of VALUE_FIELDS) out[field] = binData[field] || "Unknown";
  return out;
}

/** `payment_methods/credit_cards` as the `TokenizeCreditCard` mutation. */
export const tokenizeCreditCardTranslation: GraphQLTranslation = {
  feature: "tokenize_credit_cards",
  // TokenizeCreditCardInput has no UnionPay enrollment: such a card stays on the classic API (WIRE §3.3).
  request: (body) =>
    (body.creditCard as { options?: { unionPayEnrollment?: unknown } } | undefined)?.options?.unionPayEnrollment
      ? undefined
      : tokenizeCreditCardRequest(body),
  response: tokenizeCreditCardResponse,
  errorBody: toClassicErrorBody,
};
