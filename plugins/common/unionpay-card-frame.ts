/**
 * The contract between UnionPay and Hosted Fields: UnionPay never sees the card of a Hosted Fields form;
 * it asks the Hosted Fields instance to pass a request to the frame that holds the card number, and
 * that frame sends the UnionPay call to the gateway itself. Both plugins import this file; neither
 * imports the other.
 */

/**
 * Key of the Hosted Fields instance's internal method `(type, payload) => Promise<reply> | undefined`:
 * a request to its card frame; `undefined` once the frames are gone (torn down).
 */
export const CARD_FRAME_REQUEST: unique symbol = Symbol.for("paykit.hostedFields.cardFrameRequest");

export type CardFrameRequest = (type: UnionPayCall, payload: UnionPayFrameRequest) => Promise<unknown> | undefined;

/** The three UnionPay calls, also the message types on the card frame's channel. */
export type UnionPayCall = "unionpay:capabilities" | "unionpay:enroll" | "unionpay:tokenize";

export const UNIONPAY_CALLS: readonly UnionPayCall[] = [
  "unionpay:capabilities",
  "unionpay:enroll",
  "unionpay:tokenize",
];

/** What the page adds to the card the frame holds. */
export interface UnionPayFrameRequest {
  mobile?: { countryCode: string; number: string };
  enrollmentId?: string;
  smsCode?: string;
}

/** The frame's answer: the gateway's HTTP status and body (status 0 when the call could not be made). */
export interface UnionPayFrameReply {
  status: number;
  body: unknown;
}

/** A card as UnionPay sends it: the number and an expiry as a date ("MM/YY") or month and year. */
export interface UnionPayCardData {
  number?: string;
  expirationDate?: string;
  expirationMonth?: string;
  expirationYear?: string;
  cvv?: string;
}

/** `_meta.source` of UnionPay's gateway requests. */
const SOURCE = "unionpay";

type Json = Record<string, unknown>;

/** The expiry of a card in the shape both UnionPay endpoints take; an empty object when there is none. */
function expirationOf(card: UnionPayCardData): Json {
  if (card.expirationDate) return { expirationDate: card.expirationDate };
  if (card.expirationMonth && card.expirationYear)
    return { expirationMonth: card.expirationMonth, expirationYear: card.expirationYear };
  return {};
}

/** The classic request of one UnionPay call (WIRE §5.17). */
export function unionPayRequest(
  call: UnionPayCall,
  card: UnionPayCardData,
  extra: UnionPayFrameRequest,
): { method: "get" | "post"; endpoint: string; data: Json } {
  const _meta = { source: SOURCE };
  if (call === "unionpay:capabilities") {
    return {
      method: "get",
      endpoint: "payment_methods/credit_cards/capabilities",
      data: { _meta, creditCard: { number: card.number } },
    };
  }
  if (call === "unionpay:enroll") {
    const enrollment = {
      number: card.number,
      mobileCountryCode: extra.mobile?.countryCode,
      mobileNumber: extra.mobile?.number,
      ...expirationOf(card),
    };
    return { method: "post", endpoint: "union_pay_enrollments", data: { _meta, unionPayEnrollment: enrollment } };
  }
  const unionPayEnrollment: Json = { id: extra.enrollmentId };
  if (extra.smsCode) unionPayEnrollment.smsCode = extra.smsCode;
  const creditCard: Json = { number: card.number, ...expirationOf(card), options: { unionPayEnrollment } };
  if (card.cvv) creditCard.cvv = card.cvv;
  return { method: "post", endpoint: "payment_methods/credit_cards", data: { _meta, creditCard } };
}
