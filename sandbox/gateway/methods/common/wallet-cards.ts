/**
 * Nonces for cards that arrive through a wallet (Apple Pay, Google Pay, Visa Checkout): the card checks
 * wallets share, the full BIN data they answer with and the record in the vault.
 */
import { randomBytes } from "node:crypto";
import type { IssuedNonce, MerchantSettings } from "../../../types.js";
import { type Brand, brandByCode, brandsOfCardTypes, detectBrand } from "../../core/card-brands.js";
import type { CardVault } from "../../core/card-tokenization.js";
import { INDICATOR_FIELDS, STRING_FIELDS, binDataOf, documentedBrandOf } from "../../core/test-cards.js";
import { luhnValid } from "../../core/luhn.js";

export interface WalletCardInput {
  number: string;
  expirationMonth: string;
  expirationYear: string;
  cardholderName?: string | null;
}

export interface WalletCard {
  nonce: string;
  brand: Brand;
  bin: string;
  lastFour: string;
  lastTwo: string;
  expirationMonth: string;
  expirationYear: string;
  /** Every BIN field; what the gateway does not know is "Unknown". */
  binData: Record<string, string>;
}

export function brandOfNumber(number: string): Brand {
  const documented = documentedBrandOf(number);
  return documented ? brandByCode(documented) : detectBrand(number);
}

/** Why a wallet card cannot be tokenized for this merchant, or undefined when it can. */
export function walletCardProblem(
  input: WalletCardInput,
  merchant: MerchantSettings,
  now = new Date(),
): string | undefined {
  if (!/^\d{12,19}$/.test(input.number) || !luhnValid(input.number)) return "Credit card number is invalid.";
  const brand = brandOfNumber(input.number);
  if (!brandsOfCardTypes(merchant.supportedCardTypes).some((accepted) => accepted.code === brand.code)) {
    return "Credit card type is not accepted by this merchant account.";
  }
  const month = Number(input.expirationMonth);
  const year = Number(input.expirationYear);
  const expired = year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
  if (!(month >= 1 && month <= 12) || !Number.isInteger(year) || expired) return "Expiration date is invalid.";
  return undefined;
}

export function fullBinData(number: string): Record<string, string> {
  const known = binDataOf(number) as Record<string, string | undefined>;
  return Object.fromEntries([...INDICATOR_FIELDS, ...STRING_FIELDS].map((field) => [field, known[field] ?? "Unknown"]));
}

/** `token<kind>_sb_…`, the shape of the gateway's own nonces. */
export function walletNonce(kind: string): string {
  const part = (): string => randomBytes(3).toString("hex");
  return `token${kind}_sb_${part()}_${part()}_${part()}_${part()}_${randomBytes(2).toString("hex").slice(0, 3)}`;
}

/** Issues the nonce (the caller checked the card) and remembers it, as the card endpoint does. */
export function issueWalletCard(
  vault: CardVault,
  merchant: MerchantSettings,
  type: Exclude<IssuedNonce["type"], "CreditCard">,
  input: WalletCardInput,
): WalletCard {
  const brand = brandOfNumber(input.number);
  const card: WalletCard = {
    nonce: walletNonce(
      { ApplePayCard: "applepay", AndroidPayCard: "googlepay", VisaCheckoutCard: "visacheckout" }[type],
    ),
    brand,
    bin: input.number.slice(0, 6),
    lastFour: input.number.slice(-4),
    lastTwo: input.number.slice(-2),
    expirationMonth: input.expirationMonth.padStart(2, "0"),
    expirationYear: input.expirationYear,
    binData: fullBinData(input.number),
  };
  vault.record({
    nonce: card.nonce,
    merchantId: merchant.merchantId,
    type,
    bin: card.bin,
    lastFour: card.lastFour,
    cardType: brand.cardType,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    cardholderName: input.cardholderName ?? null,
    verified: false,
    consumed: false,
    createdAt: Date.now(),
  });
  return card;
}
