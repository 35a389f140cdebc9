import { tokenizeCreditCardTranslation } from "./tokenize-credit-card.js";
import { CARD_TOKENIZATION_PATH, graphQLTranslationFor, registerGraphQLTranslation } from "./translations.js";

export { CARD_TOKENIZATION_PATH } from "./translations.js";

/**
 * Makes the `TokenizeCreditCard` translation available before a card request is sent. npm builds carry it
 * (a static import: a dynamic one would make esbuild wrap these modules in every bundle that reaches
 * client.ts, the loader and frames included); in CDN builds this module is swapped for one that fetches
 * `card-tokenization.min.js` on first use (build/cdn/global-card-tokenization.ts), so client.min.js does
 * not carry it. When it cannot be had, the request simply goes to the classic API.
 */
export async function loadCardTokenization(): Promise<void> {
  if (!graphQLTranslationFor(CARD_TOKENIZATION_PATH)) registerGraphQLTranslation(CARD_TOKENIZATION_PATH, tokenizeCreditCardTranslation);
}
