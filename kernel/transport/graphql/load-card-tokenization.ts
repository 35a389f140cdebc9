import { CARD_TOKENIZATION_PATH, graphQLTranslationFor, registerGraphQLTranslation } from "./translations.js";

export { CARD_TOKENIZATION_PATH } from "./translations.js";

/**
 * Makes the `TokenizeCreditCard` translation available before a card request is sent. It is fetched
 * on first use, not carried by every page: in CDN builds this module is swapped for one that loads
 * `card-tokenization.min.js` (build/cdn/global-card-tokenization.ts). When it cannot be had, the
 * request simply goes to the classic API.
 */
export async function loadCardTokenization(): Promise<void> {
  if (graphQLTranslationFor(CARD_TOKENIZATION_PATH)) return;
  const { tokenizeCreditCardTranslation } = await import("./tokenize-credit-card.js");
  registerGraphQLTranslation(CARD_TOKENIZATION_PATH, tokenizeCreditCardTranslation);
}
