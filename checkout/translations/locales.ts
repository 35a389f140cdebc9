// The checkout's locales (the `checkout-locales` part, fetched by a checkout asked for a locale other than en_US): which
// locale a merchant's `locale` means, by braintree-web-drop-in's rules, and that locale's texts, each locale its own
// part pinned by this one. A locale's texts are an array against KEYS (keys.ts), which only this part carries.
import { loadPart } from "../../kernel/index.js";
import { KEYS, type LocaleKey, type Texts } from "./keys.js";

type Importer = () => Promise<{ texts: Texts }>;

/** Every Drop-in locale but en_US, which the checkout carries itself (en-us.ts). */
const LOCALES: Record<string, Importer> = {
  ar_EG: () => import("./locales/ar-eg.js"),
  cs_CZ: () => import("./locales/cs-cz.js"),
  da_DK: () => import("./locales/da-dk.js"),
  de_DE: () => import("./locales/de-de.js"),
  el_GR: () => import("./locales/el-gr.js"),
  en_AU: () => import("./locales/en-au.js"),
  en_GB: () => import("./locales/en-gb.js"),
  en_IN: () => import("./locales/en-in.js"),
  es_ES: () => import("./locales/es-es.js"),
  es_XC: () => import("./locales/es-xc.js"),
  fi_FI: () => import("./locales/fi-fi.js"),
  fr_CA: () => import("./locales/fr-ca.js"),
  fr_FR: () => import("./locales/fr-fr.js"),
  fr_XC: () => import("./locales/fr-xc.js"),
  he_IL: () => import("./locales/he-il.js"),
  hu_HU: () => import("./locales/hu-hu.js"),
  id_ID: () => import("./locales/id-id.js"),
  it_IT: () => import("./locales/it-it.js"),
  ja_JP: () => import("./locales/ja-jp.js"),
  ko_KR: () => import("./locales/ko-kr.js"),
  nl_NL: () => import("./locales/nl-nl.js"),
  no_NO: () => import("./locales/no-no.js"),
  pl_PL: () => import("./locales/pl-pl.js"),
  pt_BR: () => import("./locales/pt-br.js"),
  pt_PT: () => import("./locales/pt-pt.js"),
  ru_RU: () => import("./locales/ru-ru.js"),
  sk_SK: () => import("./locales/sk-sk.js"),
  sv_SE: () => import("./locales/sv-se.js"),
  th_TH: () => import("./locales/th-th.js"),
  zh_CN: () => import("./locales/zh-cn.js"),
  zh_HK: () => import("./locales/zh-hk.js"),
  zh_TW: () => import("./locales/zh-tw.js"),
  zh_XC: () => import("./locales/zh-xc.js"),
};

/**
 * Drop-in's locale for a bare language, which is also where any other region of it falls (de_AT → de → de_DE). As
 * in Drop-in, Hebrew has none: `he` and `he_*` other than he_IL stay in US English.
 */
const LANGUAGES: Record<string, string> = {
  ar: "ar_EG",
  cs: "cs_CZ",
  da: "da_DK",
  de: "de_DE",
  el: "el_GR",
  en: "en_US",
  es: "es_ES",
  fi: "fi_FI",
  fr: "fr_FR",
  hu: "hu_HU",
  id: "id_ID",
  it: "it_IT",
  ja: "ja_JP",
  ko: "ko_KR",
  nl: "nl_NL",
  no: "no_NO",
  pl: "pl_PL",
  pt: "pt_PT",
  ru: "ru_RU",
  sk: "sk_SK",
  sv: "sv_SE",
  th: "th_TH",
  zh: "zh_CN",
};

/** Locales written right to left: the checkout's root element gets `dir="rtl"`. */
const RIGHT_TO_LEFT = new Set(["ar_EG", "he_IL"]);

/**
 * The locale Drop-in shows for `locale`: the locale itself when it is one (exactly: `de_DE`, not `de-DE` or `de_de`),
 * else the locale of its language (the part before the first "_"), else en_US.
 */
export function resolveLocale(locale: string): string {
  if (locale === "en_US" || Object.hasOwn(LOCALES, locale)) return locale;
  const language = locale.split("_")[0] as string;
  return Object.hasOwn(LANGUAGES, language) ? (LANGUAGES[language] as string) : "en_US";
}

/** A locale's part: `checkout-` and the locale in lower case, kebab-cased (`checkout-fr-ca`). */
export function partOf(locale: string): string {
  return `checkout-${locale.toLowerCase().replace("_", "-")}`;
}

/** The strings of the locale `locale` resolves to, by key (none for en_US), with `dir` for a right-to-left one. */
export async function localeStrings(locale: string): Promise<Partial<Record<LocaleKey | "dir", string>>> {
  const resolved = resolveLocale(locale);
  const importer = LOCALES[resolved];
  if (!importer) return {};
  const { texts } = await loadPart(partOf(resolved), importer);
  const strings: Partial<Record<LocaleKey | "dir", string>> = {};
  KEYS.forEach((key, index) => (strings[key] = texts[index]));
  if (RIGHT_TO_LEFT.has(resolved)) strings.dir = "rtl";
  return strings;
}
