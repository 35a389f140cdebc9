// Payment methods as the checkout shows them and as `requestPaymentMethod` hands them over (drop-in's shapes).
import { PAYMENT_METHOD_TYPES } from "../constants.js";
import type { StringKey, Strings } from "../translations/index.js";
import { fill } from "../translations/text.js";
import type { PaymentMethodPayload, PaymentOptionId } from "../types.js";

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
  return (Object.keys(PAYMENT_METHOD_TYPES) as PaymentOptionId[]).find((id) => PAYMENT_METHOD_TYPES[id] === type) ?? "card";
}

/** What an option is called in the list and on its sheet. */
export function optionLabel(id: PaymentOptionId, strings: Strings, displayName?: unknown): string {
  if (id === "card") return strings.Card;
  if (id === "localPayment") return typeof displayName === "string" && displayName ? displayName : strings.localPayment;
  const brand = { paypal: "PayPal", paypalCredit: "PayPal Credit", venmo: "Venmo", applePay: "Apple Pay", googlePay: "Google Pay" }[id];
  return strings[brand as StringKey];
}

/** A method's name and the line under it: "Visa" / "Ending in 1111", "PayPal" / the account's email. */
export function describeMethod(method: PaymentMethodPayload, strings: Strings): [string, string] {
  const details = method.details ?? {};
  const ending = details.lastFour ? fill(strings.endingIn, { lastFourCardDigits: details.lastFour }) : "";
  if (method.type === "CreditCard") return [String(details.cardType ?? strings.Card), ending];
  return [optionLabel(optionOfType(method.type), strings), String(details.email ?? details.username ?? (ending || details.cardType || ""))];
}
