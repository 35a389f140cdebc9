// Reading the merchant's create options: which payment options to consider, in which order, with which settings.
// DOM-free (the container is the view's business: view/container.ts).
import { createError, type ClientConfiguration } from "../../kernel/index.js";
import { checkoutErrors as errors } from "../errors.js";
import { CHECKOUT_OPTIONS, type CheckoutOptionRow } from "../options.generated.js";
import type { PaymentOptionId } from "../types.js";

/**
 * Each option's row in the manifests' table, read as one shape (options.generated.ts): among the rest, the payment
 * method type it produces (a saved method is shown when its type is offered). The table is read here, in the
 * checkout's own bundle: a part that imported it would carry the rows of every plugin it fetches.
 */
export const OPTION_ROWS: Readonly<Record<PaymentOptionId, CheckoutOptionRow>> = CHECKOUT_OPTIONS;

/** The options offered when the merchant names no order. */
export const DEFAULT_PRIORITY = /* @__PURE__ */ Object.keys(CHECKOUT_OPTIONS) as readonly PaymentOptionId[];

const isOption = (value: unknown): value is PaymentOptionId => (DEFAULT_PRIORITY as readonly unknown[]).includes(value);

/** The options to consider, in order: the merchant's `paymentOptionPriority` (each once) or the default order. */
export function priorityOf(options: Record<string, unknown>): PaymentOptionId[] {
  const given = options.paymentOptionPriority ?? DEFAULT_PRIORITY;
  if (!Array.isArray(given)) throw createError(errors.DROPIN_PAYMENT_OPTION_PRIORITY_NOT_ARRAY);
  const unique = [...new Set<unknown>(given)];
  if (!unique.every(isOption)) throw createError(errors.DROPIN_INVALID_PAYMENT_OPTION);
  return unique;
}

/** Whether the merchant asked for an option: one offered by default (cards) unless it is `false`, the others when given. */
export function isRequested(id: PaymentOptionId, options: Record<string, unknown>): boolean {
  return OPTION_ROWS[id].byDefault ? options[id] !== false : Boolean(options[id]);
}

/** A shopper with no customer behind the authorization (a tokenization key, or a client token without customer id). */
export function isGuest(configuration: ClientConfiguration): boolean {
  return !String(configuration.authorizationFingerprint ?? "").includes("customer_id=");
}
