// CDN entry of card-tokenization.min.js: the GraphQL `TokenizeCreditCard` translation, fetched by
// client.min.js the first time `client.request` tokenizes a card (see global-card-tokenization.ts).
import { tokenizeCreditCardTranslation } from "../../kernel/transport/graphql/tokenize-credit-card.js";

const root = globalThis as unknown as { braintree?: Record<string, unknown> };
(root.braintree ??= {}).__cardTokenization = tokenizeCreditCardTranslation;
