/**
 * UnionPay (WIRE §5.17): card capabilities (`GET payment_methods/credit_cards/capabilities`), SMS
 * enrollment (`POST union_pay_enrollments`) and the enrollment check card tokenization performs when the
 * card carries `options.unionPayEnrollment`.
 *
 * Sandbox test values (invented for this sandbox, after the provider's three UnionPay test cards):
 * - 6212345678901232: UnionPay credit card, enrollment asks for an SMS code;
 * - 6212345678901265: UnionPay debit card, enrollment asks for an SMS code;
 * - 6212345678900085: UnionPay credit card, enrollment needs no SMS code;
 * - any other valid number starting 62 or 81: UnionPay credit card, SMS code required;
 * - the SMS code the sandbox "sends" is always {@link UNIONPAY_SMS_CODE}.
 */
import { randomUUID } from "node:crypto";
import { isRecord } from "../../shared/http.js";
import { normalizeKeys } from "../core/card-tokenization.js";
import { luhnValid } from "../core/luhn.js";
import {
  type GatewayContext,
  type GatewayRequest,
  type GatewayResponse,
  authorizeClassic,
  classicError,
  isResponse,
  gatewayState,
} from "../context.js";
import { type Route, get, post } from "../router.js";

/** The SMS code every sandbox enrollment accepts. */
export const UNIONPAY_SMS_CODE = "12345";

const DEBIT_NUMBERS = new Set(["6212345678901265"]);
const NO_SMS_NUMBERS = new Set(["6212345678900085"]);

interface Enrollment {
  id: string;
  merchantId: string;
  number: string;
  smsCodeRequired: boolean;
}

/** Enrollments issued by this gateway, in memory. */
export class UnionPayLedger {
  private readonly enrollments = new Map<string, Enrollment>();

  add(enrollment: Enrollment): void {
    this.enrollments.set(enrollment.id, enrollment);
  }

  get(id: string): Enrollment | undefined {
    return this.enrollments.get(id);
  }
}

/** This gateway's UnionPay enrollments. */
export const unionPayEnrollments = gatewayState("UnionPay enrollments", () => new UnionPayLedger());

function isCardNumber(number: unknown): number is string {
  return typeof number === "string" && /^\d{12,19}$/.test(number) && luhnValid(number);
}

function isUnionPayNumber(number: string): boolean {
  return /^(62|81)/.test(number);
}

/** `GET …/v1/payment_methods/credit_cards/capabilities?creditCard[number]=…`. */
export function unionPayCapabilities(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const credential = authorizeClassic(request.query, request.pathMerchantId, context);
  if (isResponse(credential)) return credential;
  const card = isRecord(request.query.creditCard) ? request.query.creditCard : {};
  if (!isCardNumber(card.number)) return classicError(422, "Credit card number is invalid.");
  const unionPay = isUnionPayNumber(card.number);
  const enabled = credential.merchant.methods.unionPay === true;
  return {
    status: 200,
    body: {
      isUnionPay: unionPay,
      isDebit: unionPay && DEBIT_NUMBERS.has(card.number),
      unionPay: { supportsTwoStepAuthAndCapture: unionPay && enabled, isSupported: unionPay && enabled },
    },
  };
}

function fieldError(field: string, code: string, message: string): GatewayResponse {
  return {
    status: 422,
    body: {
      error: { message },
      fieldErrors: [{ field: "unionPayEnrollment", fieldErrors: [{ field, code, message }] }],
    },
  };
}

/** `POST …/v1/union_pay_enrollments`. */
export function enrollUnionPayCard(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const body = isRecord(request.body) ? request.body : {};
  const credential = authorizeClassic(body, request.pathMerchantId, context);
  if (isResponse(credential)) return credential;
  if (credential.merchant.methods.unionPay !== true)
    return classicError(403, "UnionPay is not enabled for this merchant");
  const input = normalizeKeys(body.unionPayEnrollment);
  const enrollment = isRecord(input) ? input : {};
  const number = enrollment.number;
  if (!isCardNumber(number)) return fieldError("number", "81715", "Credit card number is invalid.");
  if (!isUnionPayNumber(number)) return fieldError("number", "84003", "Credit card number is not a UnionPay card.");
  if (typeof enrollment.mobileCountryCode !== "string" || !/^\d{1,3}$/.test(enrollment.mobileCountryCode)) {
    return fieldError("mobileCountryCode", "84002", "Mobile country code is invalid.");
  }
  if (typeof enrollment.mobileNumber !== "string" || !/^\d{4,15}$/.test(enrollment.mobileNumber)) {
    return fieldError("mobileNumber", "84001", "Mobile number is invalid.");
  }
  const smsCodeRequired = !NO_SMS_NUMBERS.has(number);
  const id = randomUUID();
  context.state(unionPayEnrollments).add({ id, merchantId: credential.merchant.merchantId, number, smsCodeRequired });
  return { status: 201, body: { unionPayEnrollmentId: id, smsCodeRequired } };
}

/**
 * The enrollment check of a card tokenization that names one: `undefined` when the card may be
 * tokenized, else the 422 answer.
 */
export function checkUnionPayEnrollment(
  card: unknown,
  merchantId: string,
  context: GatewayContext,
): GatewayResponse | undefined {
  const normalized = normalizeKeys(card);
  const options = isRecord(normalized) && isRecord(normalized.options) ? normalized.options : {};
  if (!isRecord(options.unionPayEnrollment)) return undefined;
  const { id, smsCode } = options.unionPayEnrollment;
  const enrollment = typeof id === "string" ? context.state(unionPayEnrollments).get(id) : undefined;
  const number = isRecord(normalized) ? normalized.number : undefined;
  if (!enrollment || enrollment.merchantId !== merchantId || enrollment.number !== number) {
    return fieldError("id", "84004", "UnionPay enrollment is invalid.");
  }
  if (enrollment.smsCodeRequired && smsCode !== UNIONPAY_SMS_CODE) {
    return fieldError("smsCode", "84005", "UnionPay SMS code is invalid.");
  }
  return undefined;
}

export const unionPayRoutes: readonly Route[] = [
  get("/merchants/:merchantId/client_api/v1/payment_methods/credit_cards/capabilities", unionPayCapabilities),
  post("/merchants/:merchantId/client_api/v1/union_pay_enrollments", enrollUnionPayCard),
];
