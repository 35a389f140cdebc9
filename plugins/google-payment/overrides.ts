import { describeValue, isRecord } from "../../kernel/index.js";
import type { PaymentDataRequest } from "./types.js";

type Json = Record<string, unknown>;

/** v1: a shallow merge, except that the default card networks survive a `cardRequirements` without any. */
export function mergeVersionOne(defaults: Json, overrides: Json): PaymentDataRequest {
  const defaultRequirements = defaults.cardRequirements as Json;
  const given = isRecord(overrides.cardRequirements) ? overrides.cardRequirements : defaultRequirements;
  const merged: Json = { ...defaults, ...overrides };
  merged.cardRequirements = {
    ...given,
    allowedCardNetworks: given.allowedCardNetworks ?? defaultRequirements.allowedCardNetworks,
  };
  return merged;
}

/**
 * v2: a merchant's payment method of a type we know gets our object-valued settings underneath its own
 * (so its `parameters` keep our tokenization specification) and our scalars where it has none.
 */
export function mergeVersionTwo(defaults: Json, overrides: Json): PaymentDataRequest {
  const merged: Json = { ...defaults, ...overrides };
  if (Array.isArray(overrides.allowedPaymentMethods)) {
    const known = defaults.allowedPaymentMethods as Json[];
    merged.allowedPaymentMethods = overrides.allowedPaymentMethods.map((method: unknown) => {
      const match = isRecord(method) ? known.find((candidate) => candidate.type === method.type) : undefined;
      return match && isRecord(method) ? withDefaults(method, match) : method;
    });
  }
  return merged;
}

function withDefaults(method: Json, defaults: Json): Json {
  const result: Json = { ...method };
  for (const [key, value] of Object.entries(defaults)) {
    result[key] = isRecord(value) ? { ...value, ...(isRecord(method[key]) ? method[key] : {}) } : method[key] || value;
  }
  return result;
}

/** Google wants `totalPrice` as a string; merchants often pass a number. */
export function withTotalPriceAsString(request: PaymentDataRequest): PaymentDataRequest {
  const info = request.transactionInfo;
  if (!isRecord(info) || info.totalPrice === undefined || info.totalPrice === null) return request;
  return { ...request, transactionInfo: { ...info, totalPrice: describeValue(info.totalPrice) } };
}
