// Stands in for kernel/transport/graphql/load-card-tokenization.ts inside client.min.js: the translation
// ships as card-tokenization.min.js next to it, pinned by the integrity the build wrote here.
import type { GraphQLTranslation } from "../../kernel/transport/graphql/translations.js";
import {
  CARD_TOKENIZATION_PATH,
  graphQLTranslationFor,
  registerGraphQLTranslation,
} from "../../kernel/transport/graphql/translations.js";
import { loadScript } from "../../kernel/scripts/load-script.js";
import { scriptDirectory } from "./script-directory.js";

declare const __PAYKIT_CARD_TOKENIZATION_INTEGRITY__: string;

export { CARD_TOKENIZATION_PATH } from "../../kernel/transport/graphql/translations.js";

const root = globalThis as unknown as { braintree?: { __cardTokenization?: GraphQLTranslation } };

export async function loadCardTokenization(): Promise<void> {
  if (graphQLTranslationFor(CARD_TOKENIZATION_PATH) || !scriptDirectory) return;
  await loadScript({ src: `${scriptDirectory}card-tokenization.min.js`, integrity: __PAYKIT_CARD_TOKENIZATION_INTEGRITY__ });
  const translation = root.braintree?.__cardTokenization;
  if (translation) registerGraphQLTranslation(CARD_TOKENIZATION_PATH, translation);
}
