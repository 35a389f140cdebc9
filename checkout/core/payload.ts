// Payment methods as the checkout shows them and as `requestPaymentMethod` hands them over (drop-in's shapes).
import type { Strings } from "../translations/index.js";
import { fill } from "../translations/text.js";
import type { PaymentMethodPayload, PaymentOptionId } from "../types.js";
import { DEFAULT_PRIORITY, OPTION_ROWS } from "./options.js";

/** The payload a merchant receives: drop-in's fields, nothing of the checkout's own bookkeeping. */
export function formatPayload(method: PaymentMethodPayload, deviceData: string | undefined): PaymentMethodPayload {
  const payload: PaymentMethodPayload = { nonce: method.nonce, details: method.details, type: method.type };
  if (method.vaulted !== undefined) payload.vaulted = method.vaulted;
  if (method.type === "CreditCard") payload.description = method.description;
  if (typeof method.liabilityShiftPossible === "boolean") {
    payload.liabilityShifted = method.liabilityShifted;
    payload.liabilityShiftPossible = method.liabilityShiftPossible;
  }
  if (method.threeDSecureInfo) payload.threeDSecureInfo = method.threeDSecureInfo;
  if (deviceData) payload.deviceData = deviceData;
  if (method.binData) payload.binData = method.binData;
  return payload;
}

/** The option a method type belongs to (its badge); a type no option gives, the first of the default order's (the card's). */
export function optionOfType(type: string): PaymentOptionId {
  return (
    DEFAULT_PRIORITY.find((id) => OPTION_ROWS[id].paymentMethodType === type) ??
    (DEFAULT_PRIORITY[0] as PaymentOptionId)
  );
}

/**
 * What an option is called in the list and on its sheet: the setting its manifest names it by, when the merchant gives
 * it (a local payment's bank, `displayName`), else its manifest's label, translated when it is one of the strings.
 */
export function optionLabel(id: PaymentOptionId, strings: Strings, settings?: Record<string, unknown>): string {
  const { label, namedBy } = OPTION_ROWS[id];
  const named = namedBy && settings?.[namedBy];
  if (typeof named === "string" && named) return named;
  return (strings as Partial<Record<string, string>>)[label] ?? label;
}

/** What "Paying with …" names for a method: its option's name ("Card", "PayPal"). */
export function methodTitle(method: PaymentMethodPayload, strings: Strings): string {
  return optionLabel(optionOfType(method.type), strings);
}

/**
 * A method's line and the smaller line under it, as Drop-in lists them: "Ending in 1111" / "Visa", the account's
 * email / "PayPal", the Venmo username / "Venmo", "Apple Pay" alone.
 */
export function describeMethod(method: PaymentMethodPayload, strings: Strings): [string, string] {
  const details = method.details ?? {};
  if (method.type === "CreditCard") {
    // Drop-in writes the last four digits as a number ("Ending in 4" for a card ending 0004); its delete confirmation
    // (services/vault.ts) writes them as they come.
    const lastFour = String(Number(details.lastFour));
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a detail as Drop-in writes it
    const type = String(details.cardType ?? "");
    return [
      fill(strings.endingIn, { lastFourCardDigits: lastFour }),
      (strings as Record<string, string>)[type] ?? type,
    ];
  }
  const name = methodTitle(method, strings);
  const account = details.email ?? details.username;
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a detail as Drop-in writes it
  return account === undefined ? [name, ""] : [String(account), name];
}
