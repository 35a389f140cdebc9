/**
 * Amount and currency rules shared by the PayPal and Masterpass endpoints, and the 422 body the client
 * API answers with when a field breaks one (WIRE §3.1 shape).
 */
import { randomInt } from "node:crypto";
import type { GatewayResponse } from "../../context.js";

/** Currencies the sandbox's PayPal and Masterpass accounts accept. */
export const SUPPORTED_CURRENCIES = [
  "AUD",
  "BRL",
  "CAD",
  "CHF",
  "CZK",
  "DKK",
  "EUR",
  "GBP",
  "HKD",
  "JPY",
  "MXN",
  "NOK",
  "NZD",
  "PLN",
  "SEK",
  "SGD",
  "USD",
];

/** A positive amount with at most two decimals, below the sandbox's ceiling of 100000. */
export function isAmount(value: unknown): boolean {
  const text = typeof value === "number" ? String(value) : value;
  return typeof text === "string" && /^\d{1,6}(\.\d{1,2})?$/.test(text) && Number(text) > 0 && Number(text) < 100000;
}

export function isCurrency(value: unknown): boolean {
  return typeof value === "string" && SUPPORTED_CURRENCIES.includes(value.toUpperCase());
}

export interface FieldProblem {
  field: string;
  code: string;
  message: string;
}

/** `422 {error: {message}, fieldErrors: [{field: <resource>, fieldErrors: [...]}]}`. */
export function validationFailure(resource: string, message: string, problems: FieldProblem[]): GatewayResponse {
  return { status: 422, body: { error: { message }, fieldErrors: [{ field: resource, fieldErrors: problems }] } };
}

/** A random id of upper-case letters and digits, like the provider's tokens. */
export function providerId(length: number): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
  let id = "";
  for (let index = 0; index < length; index += 1) id += alphabet[randomInt(alphabet.length)];
  return id;
}
