// The checkout's strings for a locale: US English, then the locale's over it, then the merchant's own. US English is
// the checkout's; any other locale is fetched only by a checkout asked for it: first the locales' part (locales.ts),
// which resolves `locale` as braintree-web-drop-in does, then that locale's own part (checkout.json `parts`).
import { loadPart, recordOf } from "../../kernel/index.js";
import { ON_NPM } from "../load.js";
import { enUS, type Strings } from "./en-us.js";

export type { StringKey, Strings } from "./en-us.js";

/** The strings of a locale other than US English, by key; none when the parts cannot be fetched. */
function localized(locale: string): Promise<Partial<Strings>> {
  // A locale that cannot be fetched leaves the checkout in English rather than failing it.
  return loadPart("checkout-locales", ON_NPM ? () => import("./locales.js") : undefined)
    .then((locales) => locales.localeStrings(locale))
    .catch(() => ({}));
}

/** Strings for `locale` ("fr_FR"), with the merchant's `translations` over them (only strings are taken). */
export async function stringsFor(locale: unknown, translations: unknown): Promise<Strings> {
  const asked = typeof locale === "string" && locale !== "" && locale !== "en_US" && locale !== "en";
  const strings: Strings = { ...enUS, ...(asked ? await localized(locale) : {}) };
  for (const [key, value] of Object.entries(recordOf(translations)))
    if (typeof value === "string") strings[key as keyof Strings] = value;
  return strings;
}
