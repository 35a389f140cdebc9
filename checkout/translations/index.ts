// The checkout's strings for a locale: US English, then the locale's language over it, then the merchant's own. Each
// other language is a part of the checkout (checkout.json `parts`), fetched only by a checkout in that language.
import { loadPart, recordOf } from "../../kernel/index.js";
import { enUS, type Strings } from "./en-us.js";

export type { StringKey, Strings } from "./en-us.js";

/** The translations by language (the part of a locale before "_"). */
const LANGUAGES: Record<string, () => Promise<Partial<Strings>>> = {
  fr: () => loadPart("checkout-fr", () => import("./fr.js")).then((module) => module.fr),
};

/** Strings for `locale` ("fr_FR"), with the merchant's `translations` over them (only strings are taken). */
export async function stringsFor(locale: unknown, translations: unknown): Promise<Strings> {
  const language = typeof locale === "string" ? (locale.split("_")[0] ?? "") : "";
  // A language that cannot be fetched leaves the checkout in English rather than failing it.
  const localized = Object.hasOwn(LANGUAGES, language)
    ? await (LANGUAGES[language] as () => Promise<Partial<Strings>>)().catch(() => ({}))
    : {};
  const strings: Strings = { ...enUS, ...localized };
  for (const [key, value] of Object.entries(recordOf(translations)))
    if (typeof value === "string") strings[key as keyof Strings] = value;
  return strings;
}
