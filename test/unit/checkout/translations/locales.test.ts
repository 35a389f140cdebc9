// The checkout's 34 locales (Drop-in ships 34; issue 50 counts 35) against braintree-web-drop-in's: the same key set (Drop-in's keys are API, through
// `translations`), every text written and with en_US's placeholders, `locale` resolved by Drop-in's own rules, and the
// merchant's `translations` over any of them.
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { cardEnUS, enUS, otherEnUS, vaultEnUS, walletsEnUS } from "../../../../checkout/translations/en-us.js";
import { stringsFor } from "../../../../checkout/translations/index.js";
import { KEYS, type LocaleKey } from "../../../../checkout/translations/keys.js";
import { localeStrings, partOf, resolveLocale } from "../../../../checkout/translations/locales.js";

const require = createRequire(import.meta.url);
const LOCALES_DIRECTORY = new URL("../../../../checkout/translations/locales/", import.meta.url);

/** Drop-in's locales, as its package ships them (translations/<locale>.js). */
const DROPIN_LOCALES = readdirSync(
  require.resolve("braintree-web-drop-in/translations/en_US.js").replace(/en_US\.js$/, ""),
)
  .filter((file) => /^[a-z]{2}_[A-Z]{2}\.js$/.test(file))
  .map((file) => file.slice(0, -3));

const LISTED =
  `ar_EG cs_CZ da_DK de_DE el_GR en_AU en_GB en_IN en_US es_ES es_XC fi_FI fr_CA fr_FR fr_XC he_IL hu_HU id_ID
  it_IT ja_JP ko_KR nl_NL no_NO pl_PL pt_BR pt_PT ru_RU sk_SK sv_SE th_TH zh_CN zh_HK zh_TW zh_XC`.split(/\s+/);

const EN_US: Record<string, string> = { ...enUS, ...cardEnUS, ...walletsEnUS, ...vaultEnUS, ...otherEnUS };

/** A text's `{{name}}` placeholders, sorted. */
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();

/** The locales but en_US, which the checkout carries itself. */
const FETCHED = LISTED.filter((locale) => locale !== "en_US");

describe("the checkout's locales", () => {
  it("are Drop-in's 34, each but en_US in its own file named after it", () => {
    expect(LISTED).toHaveLength(34);
    expect(DROPIN_LOCALES.sort()).toEqual(LISTED);
    const files = readdirSync(LOCALES_DIRECTORY).sort();
    expect(files).toEqual(FETCHED.map((locale) => `${partOf(locale).replace("checkout-", "")}.ts`));
  });

  it("have Drop-in's full key set plus the keys the checkout's own code uses, and US English for each", () => {
    const dropin = Object.keys(require("braintree-web-drop-in/translations/en_US.js") as Record<string, string>);
    expect(new Set(KEYS).size).toBe(KEYS.length);
    expect(KEYS.filter((key) => !dropin.includes(key))).toEqual([
      "googlePayButtonMustBeUsed",
      "localPaymentButtonMustBeUsed",
      "buttonMustBeUsed",
      "localPaymentLabel",
      "loading",
    ]);
    expect(dropin.filter((key) => !(KEYS as readonly string[]).includes(key))).toEqual([]);
    expect(Object.keys(EN_US).sort()).toEqual([...KEYS].sort());
  });

  it.each(FETCHED)(
    "%s has a text for every key and no other, none empty, each with en_US's placeholders",
    async (locale) => {
      const file = new URL(`${partOf(locale).replace("checkout-", "")}.ts`, LOCALES_DIRECTORY);
      const { texts } = (await import(file.href)) as { texts: readonly string[] };
      expect(texts).toHaveLength(KEYS.length);
      const strings = await localeStrings(locale);
      const keys = Object.keys(strings).filter((key) => key !== "dir");
      expect(keys).toEqual([...KEYS]);
      for (const key of KEYS) {
        const text = strings[key] as string;
        expect(typeof text, key).toBe("string");
        expect(text.trim(), `${locale} ${key}`).not.toBe("");
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(EN_US[key] as string));
      }
    },
  );

  it.each(FETCHED)("%s lists its texts in KEYS' order, each line naming its key", (locale) => {
    const file = new URL(`${partOf(locale).replace("checkout-", "")}.ts`, LOCALES_DIRECTORY);
    const named = [...readFileSync(file, "utf8").matchAll(/^ {2}".*", \/\/ (.+)$/gm)].map((match) => match[1]);
    expect(named).toEqual([...KEYS]);
  });

  it("are written here: a non-English locale keeps few of en_US's texts (brand names, codes such as CVV and MM/YY)", async () => {
    const brands = new Set(KEYS.slice(KEYS.indexOf("PayPal"), KEYS.indexOf("UnionPay") + 1));
    for (const locale of FETCHED.filter((name) => !name.startsWith("en_"))) {
      const strings = await localeStrings(locale);
      const same = KEYS.filter((key: LocaleKey) => !brands.has(key) && strings[key] === EN_US[key]);
      expect(same.length, `${locale}: ${same.join(", ")}`).toBeLessThanOrEqual(6);
    }
  });
});

describe("`locale`, resolved as braintree-web-drop-in resolves it", () => {
  const { translations } = require("braintree-web-drop-in/translations/index.js") as {
    translations: Record<string, Record<string, string>>;
  };
  /** The locale Drop-in 1.48 shows for `locale` (its dropin.js: the exact name, else the part before "_", else en). */
  function dropinChoice(locale: string): string {
    const chosen = Object.hasOwn(translations, locale)
      ? translations[locale]
      : Object.hasOwn(translations, locale.split("_")[0] as string)
        ? translations[locale.split("_")[0] as string]
        : undefined;
    return LISTED.find((name) => translations[name] === chosen) ?? "en_US";
  }

  it.each([
    ["de_DE", "de_DE"],
    ["de", "de_DE"],
    ["de_AT", "de_DE"],
    ["fr_CA", "fr_CA"],
    ["fr", "fr_FR"],
    ["fr_BE", "fr_FR"],
    ["fr_XC", "fr_XC"],
    ["zh_HK", "zh_HK"],
    ["zh", "zh_CN"],
    ["zh_SG", "zh_CN"],
    ["pt", "pt_PT"],
    ["pt_BR", "pt_BR"],
    ["es_MX", "es_ES"],
    ["en", "en_US"],
    ["en_NZ", "en_US"],
    ["en_GB", "en_GB"],
    ["he_IL", "he_IL"],
    ["he", "en_US"],
    ["ar_SA", "ar_EG"],
    ["no", "no_NO"],
    ["nb_NO", "en_US"],
    ["xx", "en_US"],
    ["xx_YY", "en_US"],
    ["de-DE", "en_US"],
    ["de_de", "de_DE"],
    ["DE_DE", "en_US"],
    ["toString", "en_US"],
    ["__proto__", "en_US"],
  ])("%s shows %s, as on Drop-in", (locale, expected) => {
    expect(resolveLocale(locale)).toBe(expected);
    expect(dropinChoice(locale)).toBe(expected);
  });

  it("falls to en_US for any locale Drop-in has no translation of, whatever its language", () => {
    for (const locale of ["en_US", "en", "es_XC", "zh_TW", "sr_RS", "ga", "_", "de__DE"])
      expect(resolveLocale(locale), locale).toBe(dropinChoice(locale));
  });
});

describe("the checkout's strings for a locale", () => {
  it("are the locale's own where it has them: fr_CA, and fr_FR for fr and fr_BE", async () => {
    const canadian = await stringsFor("fr_CA", undefined);
    expect(canadian.chooseAWayToPay).toBe("Choisissez un mode de paiement");
    for (const locale of ["fr", "fr_BE", "fr_FR"])
      expect((await stringsFor(locale, undefined)).chooseAWayToPay, locale).toBe("Choisissez un moyen de paiement");
  });

  it("are US English for a locale with no translation (xx, xx_YY, he) or that is not a string", async () => {
    for (const locale of ["xx", "xx_YY", "he", 42, null, ""])
      expect(await stringsFor(locale, undefined), String(locale)).toEqual(enUS);
  });

  it("take the merchant's translations over the locale's, for any key, even one no view shows yet", async () => {
    const strings = await stringsFor("de_DE", { payWithCard: "Karte", otherWaysToPay: "Anders zahlen", loading: 7 });
    expect(strings.payWithCard).toBe("Karte");
    expect(strings.otherWaysToPay).toBe("Anders zahlen");
    expect(strings.loading).toBe("Wird geladen…");
    expect(strings.chooseAWayToPay).toBe("Zahlungsart wählen");
  });

  it("are right to left for ar_EG and he_IL (and ar, ar_SA), left to right otherwise", async () => {
    for (const locale of ["ar_EG", "ar", "ar_SA", "he_IL"])
      expect((await stringsFor(locale, undefined)).dir, locale).toBe("rtl");
    for (const locale of ["he", "de_DE", "en_US", undefined])
      expect((await stringsFor(locale, undefined)).dir, String(locale)).toBeUndefined();
    // A merchant's own translation into a right-to-left language says so.
    expect((await stringsFor("en_US", { dir: "rtl" })).dir).toBe("rtl");
  });
});
