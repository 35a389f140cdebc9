// Hosted Fields in Chromium as a page written for the provider's SDK uses it: the frame elements its CSS and
// end-to-end tests select, clicks on its own labels, screen-reader descriptions, CVV-only verification of a
// vaulted card, container classes, the debug build, and bad input to the field operations.
import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { callHostedFields, createHostedFields, tokenize } from "../support/hosted-fields.js";
import { fieldFrame, openMerchantPage, typeInto } from "../support/page.js";
import { apiRequests, useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();

let page: Page;
let consoleProblems: string[];

const tab = usePage(() => {
  sandbox().clearFaults();
  sandbox().clearRequests();
});
beforeEach(() => {
  page = tab.page();
  consoleProblems = tab.consoleProblems();
});

async function openReady(options: Record<string, unknown> = {}, body?: string): Promise<void> {
  await openMerchantPage(page, sandbox(), body === undefined ? {} : { body });
  expect(await createHostedFields(page, sandbox().tokenizationKey, options)).toEqual({ ok: true, value: "ready" });
}

/** Moves focus out of the frames, to the merchant page. */
async function leaveFields(): Promise<void> {
  await page.evaluate(() => {
    const button = document.createElement("button");
    document.body.append(button);
    button.focus();
    button.remove();
  });
}

describe("the frame elements", () => {
  it("carry the provider's id, name, type and title, so #braintree-hosted-field-<key> selects them", async () => {
    await openReady();
    const frames = await page.$$eval("iframe", (elements) =>
      elements.map((frame) => ({
        id: frame.id,
        name: frame.name,
        type: frame.getAttribute("type"),
        title: frame.title,
      })),
    );
    expect(frames).toEqual([
      {
        id: "braintree-hosted-field-number",
        name: "braintree-hosted-field-number",
        type: "number",
        title: "Secure Credit Card Frame - Credit Card Number",
      },
      {
        id: "braintree-hosted-field-cvv",
        name: "braintree-hosted-field-cvv",
        type: "cvv",
        title: "Secure Credit Card Frame - CVV",
      },
      {
        id: "braintree-hosted-field-expirationDate",
        name: "braintree-hosted-field-expirationDate",
        type: "expirationDate",
        title: "Secure Credit Card Frame - Expiration Date",
      },
      {
        id: "braintree-hosted-field-postalCode",
        name: "braintree-hosted-field-postalCode",
        type: "postalCode",
        title: "Secure Credit Card Frame - Postal Code",
      },
      {
        id: "braintree-hosted-field-cardholderName",
        name: "braintree-hosted-field-cardholderName",
        type: "cardholderName",
        title: "Secure Credit Card Frame - Cardholder Name",
      },
    ]);
  });

  it("are styled border none, width and height 100%, floated left", async () => {
    await openReady();
    const style = await page.$eval("#braintree-hosted-field-number", (frame) => {
      const { borderStyle, width, height, float } = (frame as HTMLElement).style;
      return { borderStyle, width, height, float };
    });
    expect(style).toEqual({ borderStyle: "none", width: "100%", height: "100%", float: "left" });
  });

  it("take the title given by a field's iframeTitle option", async () => {
    await openReady({
      fields: { number: { container: "#card-number", iframeTitle: "Card number" }, cvv: { container: "#cvv" } },
    });
    expect(await page.$eval("#braintree-hosted-field-number", (frame) => (frame as HTMLIFrameElement).title)).toBe(
      "Card number",
    );
    expect(await page.$eval("#braintree-hosted-field-cvv", (frame) => (frame as HTMLIFrameElement).title)).toBe(
      "Secure Credit Card Frame - CVV",
    );
  });
});

describe("the merchant's labels", () => {
  const focusedField = (key: string) =>
    fieldFrame(page, key).then((frame) => frame.waitForFunction(() => document.activeElement?.id === "field"));

  it("focus the field when the shopper clicks a label for the container's id", async () => {
    await openReady();
    await page.click("label[for='expiration-date']");
    await focusedField("expirationDate");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("braintree-hosted-field-expirationDate");
    await page.waitForFunction(() => (window as any).hf.getState().fields.expirationDate.isFocused);
  });

  it("focus the field when the shopper clicks a label that wraps the container", async () => {
    await openReady(
      { fields: { number: { container: "#wrapped-number" } } },
      `<label id="number-label"><span id="number-text">Card number</span><div id="wrapped-number"></div></label>`,
    );
    await page.click("#number-text");
    await focusedField("number");
  });

  it("stop focusing the field once the instance is torn down", async () => {
    await openReady();
    expect(await callHostedFields(page, "teardown")).toEqual({ ok: true });
    const focusedBefore = await page.evaluate(() => document.activeElement?.tagName);
    await page.click("label[for='cvv']");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe(focusedBefore);
    expect(consoleProblems).toEqual([]);
  });
});

describe("screen readers", () => {
  it("describe each input by field-description-<key>, an element in the same frame that carries its messages", async () => {
    await openReady();
    for (const key of ["number", "cvv", "expirationDate"]) {
      const frame = await fieldFrame(page, key);
      const described = await frame.$eval("#field", (input) => {
        const id = input.getAttribute("aria-describedby") ?? "";
        return { id, exists: document.getElementById(id) !== null };
      });
      expect({ key, ...described }).toEqual({ key, id: `field-description-${key}`, exists: true });
    }
  });
});

describe("CVV-only verification of a vaulted card", () => {
  const cvvOnly = { fields: { cvv: { container: "#cvv" } } };

  it("accepts a 4-digit CVV with no number field", async () => {
    await openReady(cvvOnly);
    await typeInto(page, "cvv", "12345");
    const frame = await fieldFrame(page, "cvv");
    expect(await frame.$eval("#field", (input) => (input as HTMLInputElement).value)).toBe("1234");
    await page.waitForFunction(() => (window as any).hf.getState().fields.cvv.isValid);
  });

  it("accepts a 3-digit CVV with no number field", async () => {
    await openReady(cvvOnly);
    await typeInto(page, "cvv", "737");
    await page.waitForFunction(() => (window as any).hf.getState().fields.cvv.isValid);
  });

  it("tokenizes the CVV alone into a nonce the gateway issued", async () => {
    await openReady(cvvOnly);
    await typeInto(page, "cvv", "1234");
    const result = await tokenize(page);
    expect(result).toMatchObject({
      ok: true,
      value: { nonce: expect.any(String), type: "CreditCard", description: "" },
    });
    const nonce = result.ok ? String(result.value.nonce) : "";
    expect(sandbox().getNonce(nonce)).toMatchObject({
      type: "CreditCard",
      merchantId: sandbox().merchantId,
      lastFour: "",
    });
    const sent = apiRequests(sandbox()).find((request) => request.operationName === "TokenizeCreditCard");
    expect((sent?.body as any)?.variables?.input?.creditCard).toEqual({ cvv: "1234" });
  });
});

describe("container classes", () => {
  const classesOf = (selector: string) => page.$eval(selector, (element) => [...element.classList]);

  it("leave an incomplete number that may still become valid neither valid nor invalid after blur", async () => {
    await openReady();
    await typeInto(page, "number", "4111");
    await leaveFields();
    await page.waitForFunction(() => (window as any).hfEvents.some((event: { name: string }) => event.name === "blur"));
    expect(await classesOf("#card-number")).toEqual([]);
    expect(await page.evaluate(() => (window as any).hf.getState().fields.number)).toMatchObject({
      isValid: false,
      isPotentiallyValid: true,
    });
  });

  it("mark the container invalid only once the value cannot become valid", async () => {
    await openReady();
    await typeInto(page, "number", "378282246310006");
    await page.waitForFunction(() =>
      document.querySelector("#card-number")?.classList.contains("braintree-hosted-fields-invalid"),
    );
    expect(await page.evaluate(() => (window as any).hf.getState().fields.number.isPotentiallyValid)).toBe(false);
  });
});

describe("option errors", () => {
  for (const property of ["maxlength", "minlength"]) {
    it(`name the field of a ${property} that is not a number in details.fieldKey`, async () => {
      await openMerchantPage(page, sandbox());
      const seen = await page.evaluate(
        async ({ auth, property }) => {
          const w = window as unknown as { braintree: any };
          const client = await w.braintree.client.create({ authorization: auth });
          try {
            await w.braintree.hostedFields.create({ client, fields: { cvv: { container: "#cvv", [property]: "4" } } });
            return "created";
          } catch (error) {
            const { code, details } = error as { code: string; details?: unknown };
            return { code, details };
          }
        },
        { auth: sandbox().tokenizationKey, property },
      );
      expect(seen).toEqual({ code: "HOSTED_FIELDS_FIELD_PROPERTY_INVALID", details: { fieldKey: "cvv" } });
    });
  }
});

describe("debug: true", () => {
  it("loads the unminified frame page, whose script is readable", async () => {
    await openMerchantPage(page, sandbox());
    await page.evaluate(async (auth) => {
      const w = window as unknown as { braintree: any; hf: unknown };
      const client = await w.braintree.client.create({ authorization: auth, debug: true });
      w.hf = await w.braintree.hostedFields.create({ client, fields: { number: { container: "#card-number" } } });
    }, sandbox().tokenizationKey);
    const src = await page.$eval("#braintree-hosted-field-number", (frame) => (frame as HTMLIFrameElement).src);
    expect(new URL(src).pathname).toBe("/web/3.132.0/html/hosted-fields-frame.html");
    const frame = await fieldFrame(page, "number");
    const script = await frame.$eval("script", (element) => element.textContent ?? "");
    expect(script.split("\n").length).toBeGreaterThan(100);
  });

  it("finds the unminified bundles the provider ships beside the minified ones", async () => {
    for (const file of ["js/client.js", "js/hosted-fields.js", "html/hosted-fields-frame.html"]) {
      const response = await fetch(`${sandbox().assetsUrl}/web/3.132.0/${file}`);
      const text = await response.text();
      expect({ file, status: response.status, lines: text.split("\n").length > 50 }).toEqual({
        file,
        status: 200,
        lines: true,
      });
    }
  });
});

describe("bad input to the field operations", () => {
  /** Calls a method with arguments built in the page (values a test cannot pass across), and reports the error. */
  async function callWith(script: string): Promise<Record<string, unknown>> {
    return page.evaluate(async (source) => {
      const hf = (window as any).hf;
      const nameless = Object.create(null);
      const hostile = {
        toString() {
          throw new Error("no string form");
        },
      };
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the call as written in source text is what is tested
      const call = new Function("hf", "nameless", "hostile", `return (${source});`) as (
        ...args: unknown[]
      ) => Promise<unknown>;
      try {
        await call(hf, nameless, hostile);
        return { ok: true };
      } catch (error) {
        const { name, code, type } = error as Record<string, unknown>;
        return { name, code, type };
      }
    }, script);
  }

  const cases: Array<[string, string]> = [
    ["hf.addClass(nameless, 'x')", "HOSTED_FIELDS_FIELD_INVALID"],
    ["hf.addClass('number', nameless)", "HOSTED_FIELDS_FIELD_PROPERTY_INVALID"],
    ["hf.removeClass('number', hostile)", "HOSTED_FIELDS_FIELD_PROPERTY_INVALID"],
    ["hf.removeClass(hostile, 'x')", "HOSTED_FIELDS_FIELD_INVALID"],
    ["hf.setPlaceholder('number', nameless)", "HOSTED_FIELDS_ATTRIBUTE_VALUE_NOT_ALLOWED"],
    ["hf.setPlaceholder(nameless, 'x')", "HOSTED_FIELDS_FIELD_INVALID"],
    ["hf.clear(nameless)", "HOSTED_FIELDS_FIELD_INVALID"],
    ["hf.focus(hostile)", "HOSTED_FIELDS_FIELD_INVALID"],
    ["hf.setAttribute({ field: 'number', attribute: nameless, value: 'x' })", "HOSTED_FIELDS_ATTRIBUTE_NOT_SUPPORTED"],
    [
      "hf.setAttribute({ field: 'number', attribute: 'placeholder', value: hostile })",
      "HOSTED_FIELDS_ATTRIBUTE_VALUE_NOT_ALLOWED",
    ],
    ["hf.setAttribute(nameless)", "HOSTED_FIELDS_FIELD_INVALID"],
    ["hf.setMessage({ field: 'number', message: nameless })", "HOSTED_FIELDS_FIELD_PROPERTY_INVALID"],
    ["hf.setMessage({ field: hostile, message: 'x' })", "HOSTED_FIELDS_FIELD_INVALID"],
    ["hf.setMessage({ get field() { throw new Error('getter'); } })", "HOSTED_FIELDS_FIELD_INVALID"],
  ];

  it("fail with the catalogue error, never a TypeError, for values with no string form", async () => {
    await openReady();
    const seen = [];
    for (const [script] of cases) seen.push([script, await callWith(script)]);
    expect(seen).toEqual(cases.map(([script, code]) => [script, { name: "BraintreeError", code, type: "MERCHANT" }]));
    expect(consoleProblems).toEqual([]);
  });
});
