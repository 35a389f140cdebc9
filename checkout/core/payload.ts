// Payment methods as the checkout shows them and as `requestPaymentMethod` hands them over (drop-in's shapes).
import { CHECKOUT_OPTIONS } from "../options.generated.js";
import type { Strings } from "../translations/index.js";
import { fill } from "../translations/text.js";
import type { PaymentMethodPayload, PaymentOptionId } from "../types.js";
import { PAYMENT_METHOD_TYPES } from "./options.js";

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

/** The option a method type belongs to (its badge). */
export function optionOfType(type: string): PaymentOptionId {
  return (
    (Object.keys(PAYMENT_METHOD_TYPES) as PaymentOptionId[]).find((id) => PAYMENT_METHOD_TYPES[id] === type) ?? "card"
  );
}

/** What an option is called in the list and on its sheet: its manifest's label, translated when it is one of the strings. */
export function optionLabel(id: PaymentOptionId, strings: Strings, displayName?: unknown): string {
  // A local payment is named after the bank the merchant names.
  if (id === "localPayment" && typeof displayName === "string" && displayName) return displayName;
  const { label } = CHECKOUT_OPTIONS[id];
  return (strings as Partial<Record<string, string>>)[label] ?? label;
}

/** A method's name and the line under it: "Visa" / "Ending in 1111", "PayPal" / the account's email. */
export function describeMethod(method: PaymentMethodPayload, strings: Strings): [string, string] {
  const details = method.details ?? {};
  const ending = details.lastFour ? fill(strings.endingIn, { lastFourCardDigits: details.lastFour }) : "";
  if (method.type === "CreditCard") return [String(details.cardType ?? strings.Card), ending];
  return [
    optionLabel(optionOfType(method.type), strings),
    String(details.email ?? details.username ?? (ending || details.cardType || "")),
  ];
}
