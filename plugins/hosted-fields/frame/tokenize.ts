// Card tokenization, run inside the tokenizing frame: the card goes from here to the gateway.
import {
  classicRequest,
  clientErrors,
  createError,
  parseAuthorization,
  registerGraphQLTranslation,
  REQUEST_TIMEOUT_MS,
  tokenizeCreditCardTranslation,
  type AnalyticsMetadata,
  type BraintreeError,
  type GatewayContext,
} from "../../../kernel/frame-entry.js";
import type { FieldKey } from "../constants.js";
import { tokenizationErrors as errors } from "../errors.js";
import type { Address, FrameConfiguration, HostedFieldsTokenizePayload, TokenizeOptions } from "../types.js";
import { digitsOf, validate, type CardContext } from "./card.js";
import { splitExpirationDate } from "./formatting.js";
import { cardGateway } from "./gateway.js";

registerGraphQLTranslation("payment_methods/credit_cards", tokenizeCreditCardTranslation);

type Values = Partial<Record<FieldKey, string>>;
type Json = Record<string, unknown>;

/** Address keys the gateway knows (WIRE §5.1); any other key is dropped. */
const ADDRESS_KEYS: ReadonlyArray<keyof Address> = [
  "company",
  "countryCodeNumeric",
  "countryCodeAlpha2",
  "countryCodeAlpha3",
  "countryName",
  "extendedAddress",
  "locality",
  "region",
  "firstName",
  "lastName",
  "postalCode",
  "streetAddress",
];

/** Known address keys in the gateway's snake_case (countryCodeAlpha2 → country_code_alpha2); empty values dropped. */
function snakeAddress(address: Json | undefined): Json {
  const out: Json = {};
  // Only an object has address keys (the entries of a 5 MB string would be five million).
  for (const [key, value] of Object.entries(typeof address === "object" ? (address ?? {}) : {})) {
    if (ADDRESS_KEYS.includes(key as keyof Address) && value !== null && value !== undefined) {
      out[key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)] = value;
    }
  }
  return out;
}

/** The `payment_methods/credit_cards` body of WIRE §5.1. */
export function creditCardBody(values: Values, options: TokenizeOptions): Json {
  const card: Json = {};
  if (values.number !== undefined) card.number = values.number.replace(/[\s-]/g, "");
  if (values.cvv !== undefined) card.cvv = values.cvv;
  if (values.expirationDate !== undefined) {
    const { month, year } = splitExpirationDate(values.expirationDate);
    card.expiration_month = month;
    card.expiration_year = year;
  }
  if (values.expirationMonth !== undefined) card.expiration_month = values.expirationMonth;
  if (values.expirationYear !== undefined) {
    const year = digitsOf(values.expirationYear);
    card.expiration_year = year.length === 2 ? `20${year}` : year;
  }
  const cardholderName = options.cardholderName ?? values.cardholderName;
  if (cardholderName !== undefined) card.cardholderName = cardholderName;

  if (options.billingAddress || values.postalCode !== undefined) {
    const billing = snakeAddress(options.billingAddress as Json | undefined);
    if (values.postalCode !== undefined) billing.postal_code = values.postalCode;
    card.billing_address = billing;
  }
  if (options.shippingAddress) card.shippingAddress = snakeAddress(options.shippingAddress as Json);
  if (options.phone) {
    card.phone = {
      phoneNumber: String(options.phone.number ?? "").replace(/[()\-\s]/g, ""),
      countryPhoneCode: options.phone.countryCode ?? "",
      extensionNumber: options.phone.extension ?? "",
    };
  }
  if (options.email !== undefined) card.email = options.email;
  const connect = options.metadata?.connectCheckout;
  if (connect) {
    card.fastlane = {
      auth_assertion: connect.authAssertion,
      has_buyer_consent: connect.hasBuyerConsent ?? false,
      ...(connect.termsAndConditionsVersion ? { terms_and_conditions_version: connect.termsAndConditionsVersion } : {}),
      ...(connect.termsAndConditionsCountry ? { terms_and_conditions_country: connect.termsAndConditionsCountry } : {}),
    };
  }
  card.options = { validate: options.vault === true };

  const body: Json = { _meta: { source: "hosted-fields" }, creditCard: card };
  const merchantAccountId = options.authenticationInsight?.merchantAccountId;
  if (merchantAccountId) {
    body.authenticationInsight = true;
    body.merchantAccountId = merchantAccountId;
  }
  return body;
}

/** The fields a tokenization covers: every field, or only those listed in `fieldsToTokenize`. */
export function fieldsToTokenize(present: FieldKey[], options: TokenizeOptions): FieldKey[] {
  const only = options.fieldsToTokenize;
  return Array.isArray(only) ? present.filter((key) => only.includes(key)) : present;
}

/** The values to send; FIELDS_EMPTY when all are empty, FIELDS_INVALID (naming them) when any is invalid. */
export function checkFields(keys: FieldKey[], context: CardContext): Values {
  const values: Values = {};
  for (const key of keys) values[key] = context.values[key] ?? "";
  if (keys.every((key) => !values[key])) throw createError(errors.HOSTED_FIELDS_FIELDS_EMPTY);
  const invalidFieldKeys = keys.filter((key) => !validate(key, values[key] ?? "", context).isValid);
  if (invalidFieldKeys.length > 0)
    throw createError(errors.HOSTED_FIELDS_FIELDS_INVALID, { details: { invalidFieldKeys } });
  return values;
}

/** Sends the card and maps failures to the Hosted Fields catalogue (WIRE §5.1 error mapping). */
export async function tokenizeCard(
  client: NonNullable<FrameConfiguration["client"]>,
  values: Values,
  options: TokenizeOptions,
): Promise<HostedFieldsTokenizePayload> {
  const gateway = cardGateway(client);
  if ("untrusted" in gateway) {
    throw createError(clientErrors.CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN, {
      message: `${gateway.untrusted} property is on an invalid domain.`,
    });
  }
  const context: GatewayContext = {
    authorization: parseAuthorization(client.authorization),
    metadata: client.analyticsMetadata as unknown as AnalyticsMetadata,
    graphQL: gateway.graphQL,
  };
  const result = await classicRequest(context, {
    method: "POST",
    url: `${gateway.clientApiUrl}/v1/payment_methods/credit_cards`,
    data: creditCardBody(values, options),
    timeout: REQUEST_TIMEOUT_MS,
  });
  if (result.status >= 200 && result.status < 400) {
    const card = ((result.body as Json | undefined)?.creditCards as Json[] | undefined)?.[0];
    if (!card) throw createError(errors.HOSTED_FIELDS_FAILED_TOKENIZATION, { details: { originalError: result.body } });
    const { nonce, details, description, type, binData, authenticationInsight } = card;
    return {
      nonce,
      details,
      description,
      type,
      binData,
      ...(authenticationInsight ? { authenticationInsight } : {}),
    } as HostedFieldsTokenizePayload;
  }
  throw tokenizationError(result.status, result.body);
}

function tokenizationError(status: number, body: unknown): BraintreeError {
  if (status === 403) {
    return createError(clientErrors.CLIENT_AUTHORIZATION_INSUFFICIENT, { details: { httpStatus: status } });
  }
  if (status >= 500 || status <= 0) {
    return createError(errors.HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR, { details: { originalError: body } });
  }
  const fieldErrors = (body as { fieldErrors?: Array<{ fieldErrors?: Array<{ code?: string }> }> } | undefined)
    ?.fieldErrors;
  const code = fieldErrors?.[0]?.fieldErrors?.[0]?.code;
  if (code === "81724")
    return createError(errors.HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE, { details: { originalError: body } });
  if (code === "81736") {
    return createError(errors.HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED, { details: { originalError: body } });
  }
  return createError(errors.HOSTED_FIELDS_FAILED_TOKENIZATION, {
    details: {
      originalError: {
        type: "NETWORK",
        code: "CLIENT_REQUEST_ERROR",
        details: { httpStatus: status, originalError: body },
      },
    },
  });
}
