import { loadPart } from "../../parts/parts.js";
import { CARD_TOKENIZATION_PATH, graphQLTranslationFor, registerGraphQLTranslation } from "./translations.js";

/**
 * Makes the `TokenizeCreditCard` translation available before a card request is sent. It is a part
 * (`card-tokenization`): only pages that tokenize a card through `client.request` fetch it (Hosted Fields
 * tokenizes inside its frames). When it cannot be had, the request simply goes to the classic API.
 */
export async function loadCardTokenization(): Promise<void> {
  if (graphQLTranslationFor(CARD_TOKENIZATION_PATH)) return;
  const { tokenizeCreditCardTranslation } = await loadPart(
    "card-tokenization",
    () => import("./tokenize-credit-card.js"),
  );
  registerGraphQLTranslation(CARD_TOKENIZATION_PATH, tokenizeCreditCardTranslation);
}
