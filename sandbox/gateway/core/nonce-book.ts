/**
 * Every nonce the gateway answered with, whatever route issued it (cards, wallets, PayPal, Venmo, bank
 * accounts), so `transaction sale` can charge any of them once. The server records each successful answer.
 */
import { isRecord } from "../../shared/http.js";

/** A nonce as the gateway handed it out (any payment method), for the sale to charge. */
export interface IssuedPaymentMethod {
  nonce: string;
  type: string;
  description?: string;
  cardType?: string;
  lastFour?: string;
  consumed: boolean;
}

/** Every payment method nonce the gateway answered with, whatever route issued it. */
export class NonceBook {
  private readonly issued = new Map<string, IssuedPaymentMethod>();

  /** Records the nonces found in a successful answer (`nonce` fields, GraphQL `token`s of tokenize mutations). */
  recordFrom(body: unknown): void {
    visit(body, 0, (entry) => {
      if (!this.issued.has(entry.nonce)) this.issued.set(entry.nonce, entry);
    });
  }

  get(nonce: string): IssuedPaymentMethod | undefined {
    return this.issued.get(nonce);
  }
}

function visit(value: unknown, depth: number, found: (entry: IssuedPaymentMethod) => void): void {
  if (depth > 8 || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const item of value) visit(item, depth + 1, found);
    return;
  }
  const record = value as Record<string, unknown>;
  // `nonce` in classic answers; `paymentMethodId` where a GraphQL payment context (Venmo) hands one out.
  const nonce =
    typeof record.nonce === "string"
      ? record.nonce
      : typeof record.paymentMethodId === "string"
        ? record.paymentMethodId
        : typeof record.token === "string" && isRecord(record.details)
          ? record.token
          : undefined;
  if (nonce) {
    const details = isRecord(record.details) ? record.details : isRecord(record.creditCard) ? record.creditCard : {};
    const text = (key: string): string | undefined => (typeof details[key] === "string" ? details[key] : undefined);
    found({
      nonce,
      type: typeof record.type === "string" ? record.type : "PaymentMethod",
      description: typeof record.description === "string" ? record.description : undefined,
      cardType: text("cardType") ?? text("brand"),
      lastFour: text("lastFour") ?? text("last4"),
      consumed: false,
    });
  }
  for (const child of Object.values(record)) visit(child, depth + 1, found);
}
