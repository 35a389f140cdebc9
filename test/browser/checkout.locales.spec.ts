// The checkout in each of braintree-web-drop-in's locales, on a page with dropin.min.js alone: every string the shopper
// sees comes from the locale asked for (none in US English where the locale has its own, no key shown), ar_EG and
// he_IL read right to left, and a locale's part is fetched only when asked for, with the integrity the build pinned.
// One page for the file: each locale is a create and a teardown on it.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { CHECKOUT_BODY, createCheckout } from "../support/checkout.js";
import { fieldFrame, openMerchantPage } from "../support/page.js";
import { useSandbox } from "../support/sandbox.js";
import { cardEnUS, enUS, otherEnUS, vaultEnUS, walletsEnUS } from "../../checkout/translations/en-us.js";
import { KEYS } from "../../checkout/translations/keys.js";
import { localeStrings, partOf } from "../../checkout/translations/locales.js";

const sandbox = useSandbox();
const tab = usePage(() => sandbox().clearRequests());
let page: Page;
beforeEach(() => {
  page = tab.page();
});

const LOCALES = `ar_EG cs_CZ da_DK de_DE el_GR en_AU en_GB en_IN en_US es_ES es_XC fi_FI fr_CA fr_FR fr_XC he_IL hu_HU
  id_ID it_IT ja_JP ko_KR nl_NL no_NO pl_PL pt_BR pt_PT ru_RU sk_SK sv_SE th_TH zh_CN zh_HK zh_TW zh_XC`.split(/\s+/);

const EN_US: Record<string, string> = { ...enUS, ...cardEnUS, ...walletsEnUS, ...vaultEnUS, ...otherEnUS };

/** A locale's strings by key (en_US: the checkout's own). */
async function stringsOf(locale: string): Promise<Record<string, string>> {
  return locale === "en_US" ? EN_US : await localeStrings(locale);
}

/** Where the shopper reads the checkout: each visible text, the direction of its root, where a label's text sits. */
function seen(currentPage: Page) {
  return currentPage.evaluate(() => {
    const root = document.querySelector<HTMLElement>(".braintree-dropin") as HTMLElement;
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement as HTMLElement;
      const text = node.textContent?.trim() ?? "";
      if (text && parent.checkVisibility() && !parent.closest("[aria-hidden=true]")) texts.push(text);
    }
    // The label's text against its field: flush with the field's left edge (left to right) or its right edge.
    const label = root.querySelector('[data-braintree-id="number-field-group"] .braintree-form__label') as HTMLElement;
    const field = root.querySelector(
      '[data-braintree-id="number-field-group"] .braintree-form__hosted-field',
    ) as HTMLElement;
    const range = document.createRange();
    range.selectNodeContents(label);
    const text = range.getBoundingClientRect();
    const box = field.getBoundingClientRect();
    const edge = Math.abs(text.left - box.left) < 2 ? "left" : Math.abs(text.right - box.right) < 2 ? "right" : "none";
    return { texts, dir: root.getAttribute("dir"), direction: getComputedStyle(root).direction, edge };
  });
}

describe("the checkout in each of Drop-in's 34 locales", () => {
  it("shows every string in the locale asked for, right to left for ar_EG and he_IL", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["dropin.min.js"], body: CHECKOUT_BODY });
    for (const locale of LOCALES) {
      const strings = await stringsOf(locale);
      const created = await createCheckout(page, "CDN bundles", { authorization: sandbox().tokenizationKey, locale });
      expect(created, locale).toMatchObject({ ok: true });
      // An empty form asked for its payment method: each field says what it lacks.
      await page.evaluate(() => (window as any).dropin.requestPaymentMethod().catch(() => undefined));
      await page.waitForFunction(
        (message) => document.querySelector('[data-braintree-id="number-field-error"]')?.textContent === message,
        strings.fieldEmptyForNumber,
      );
      const { texts, dir, direction, edge } = await seen(page);
      const own = new Set(KEYS.map((key) => strings[key]));
      expect(
        texts.filter((text) => !own.has(text)),
        `${locale}: texts not from ${locale}`,
      ).toEqual([]);
      expect(texts, locale).toEqual(
        expect.arrayContaining([strings.cardNumberLabel, strings.expirationDateLabel, strings.fieldEmptyForNumber]),
      );
      const rightToLeft = locale === "ar_EG" || locale === "he_IL";
      // paykit's dropin.css (served at Drop-in's stylesheet path) aligns a label to the start of its field.
      expect({ dir, direction, edge }, locale).toEqual(
        rightToLeft ? { dir: "rtl", direction: "rtl", edge: "right" } : { dir: null, direction: "ltr", edge: "left" },
      );
      const expiry = await fieldFrame(page, "expirationDate");
      expect(await expiry.evaluate(() => document.querySelector("input")?.placeholder), locale).toBe(
        strings.expirationDatePlaceholder,
      );
    }
    // 34 creates with their card frames: 35 s on a quiet machine, twice that when the machine is shared.
  }, 240_000);
});

describe("a locale's part", () => {
  const sha256 = async (file: string) =>
    `sha256-${createHash("sha256")
      .update(await readFile(`dist/assets-development/web/3.132.0/js/${file}`))
      .digest("base64")}`;
  const fetchedParts = () =>
    sandbox()
      .assetRequests.map((request) => request.path.split("/").pop() ?? "")
      .filter((file) => /^checkout-(locales|[a-z]{2}-[a-z]{2})\.min\.js$/.test(file));

  it("is fetched only for a checkout asked for its locale, with the integrity the build pinned", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["dropin.min.js"], body: CHECKOUT_BODY });
    sandbox().assetRequests.length = 0;
    for (const locale of [undefined, "en_US", "en"])
      expect(
        await createCheckout(page, "CDN bundles", { authorization: sandbox().tokenizationKey, locale }),
      ).toMatchObject({ ok: true });
    expect(fetchedParts()).toEqual([]);
    expect(
      await createCheckout(page, "CDN bundles", { authorization: sandbox().tokenizationKey, locale: "de_AT" }),
    ).toMatchObject({ ok: true });
    expect(fetchedParts()).toEqual(["checkout-locales.min.js", `${partOf("de_DE")}.min.js`]);
    const pinned = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLScriptElement>(
          "script[src$='/checkout-locales.min.js'], script[src$='/checkout-de-de.min.js']",
        ),
      ].map((script) => ({
        file: script.src.split("/").pop(),
        integrity: script.integrity,
        crossOrigin: script.crossOrigin,
      })),
    );
    expect(pinned).toEqual([
      { file: "checkout-locales.min.js", integrity: await sha256("checkout-locales.min.js"), crossOrigin: "anonymous" },
      { file: "checkout-de-de.min.js", integrity: await sha256("checkout-de-de.min.js"), crossOrigin: "anonymous" },
    ]);
  });
});
