// Hosted Fields in Chromium: what the shopper sees inside the frames and what the merchant page learns
// (state, events, container classes), and the field operations of the public API.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Frame, Page } from "playwright-core";
import { recordConsole, useBrowser } from "../support/browser.js";
import {
  INSTANCE_METHODS,
  callHostedFields,
  clearAll,
  createHostedFields,
  shownValue,
  takeEvents,
  tokenize,
  type SeenEvent,
} from "../support/hosted-fields.js";
import { fieldFrame, openMerchantPage, typeInto } from "../support/page.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
const browser = useBrowser();

/** A merchant page with one instance (created with `options`) for a whole describe block. */
function useInstance(
  options: Record<string, unknown> = {},
  body?: string,
): { page: () => Page; consoleProblems: () => string[] } {
  let page: Page | undefined;
  let problems: string[] = [];
  beforeAll(async () => {
    page = await browser().newPage();
    problems = recordConsole(page);
    await openMerchantPage(page, sandbox(), body === undefined ? {} : { body });
    expect(await createHostedFields(page, sandbox().tokenizationKey, options)).toEqual({ ok: true, value: "ready" });
  });
  afterAll(() => page?.close());
  return { page: () => page as Page, consoleProblems: () => problems };
}

/** Waits until an event matching `expected` has been recorded, and returns every event so far. */
async function waitForEvent(page: Page, expected: Partial<SeenEvent>): Promise<SeenEvent[]> {
  await page.waitForFunction(
    (wanted) =>
      ((window as unknown as { hfEvents: Record<string, unknown>[] }).hfEvents ?? []).some((event) =>
        Object.entries(wanted).every(([key, value]) => event[key] === value),
      ),
    expected as Record<string, unknown>,
  );
  return takeEvents(page);
}

async function containerClasses(page: Page, selector: string): Promise<string[]> {
  return page.$eval(selector, (element) => [...element.classList]);
}

async function inFrame<T>(frame: Frame, read: (input: HTMLInputElement | HTMLSelectElement) => T): Promise<T> {
  return frame.$eval("#field", read as (element: Element) => T);
}

/** Moves focus out of the frames, to the merchant page. */
async function leaveFields(page: Page): Promise<void> {
  await page.evaluate(() => {
    const button = document.createElement("button");
    document.body.append(button);
    button.focus();
    button.remove();
  });
}

const thisYear = new Date().getFullYear();

describe("state and events", () => {
  const { page, consoleProblems } = useInstance();

  beforeEach(async () => {
    await clearAll(page());
    await leaveFields(page());
    await takeEvents(page());
  });

  it("emits focus with the field's state and marks its container focused", async () => {
    await (await fieldFrame(page(), "cvv")).click("#field");
    const events = await waitForEvent(page(), { name: "focus" });
    expect(events.find((event) => event.name === "focus")).toMatchObject({
      emittedBy: "cvv",
      fields: { cvv: { isFocused: true, isEmpty: true, container: "#cvv" } },
    });
    expect(await containerClasses(page(), "#cvv")).toContain("braintree-hosted-fields-focused");
  });

  it("emits blur and drops the focused class when the shopper leaves the field", async () => {
    await (await fieldFrame(page(), "cvv")).click("#field");
    await waitForEvent(page(), { name: "focus" });
    await leaveFields(page());
    const events = await waitForEvent(page(), { name: "blur" });
    expect(events.find((event) => event.name === "blur")).toMatchObject({
      emittedBy: "cvv",
      fields: { cvv: { isFocused: false } },
    });
    expect(await containerClasses(page(), "#cvv")).not.toContain("braintree-hosted-fields-focused");
  });

  it("emits notEmpty on the first character and empty once the field is emptied again", async () => {
    await typeInto(page(), "postalCode", "9");
    expect(await waitForEvent(page(), { name: "notEmpty" })).toContainEqual(
      expect.objectContaining({ name: "notEmpty", emittedBy: "postalCode" }),
    );
    await (await fieldFrame(page(), "postalCode")).press("#field", "Backspace");
    expect(await waitForEvent(page(), { name: "empty" })).toContainEqual(
      expect.objectContaining({ name: "empty", emittedBy: "postalCode" }),
    );
  });

  it("emits cardTypeChange with the brands the number can still be", async () => {
    await typeInto(page(), "number", "4111");
    await page().waitForFunction(() => (window as any).hf.getState().cards.length === 1);
    const events = await takeEvents(page());
    expect(
      events
        .filter((event) => event.name === "cardTypeChange")
        .at(-1)
        ?.cards?.map((card) => card.type),
    ).toEqual(["visa"]);
  });

  it("emits binAvailable with only the first six digits", async () => {
    await typeInto(page(), "number", "4111111111");
    const events = await waitForEvent(page(), { name: "binAvailable" });
    const bins = events.filter((event) => event.name === "binAvailable");
    expect(bins).toEqual([{ name: "binAvailable", bin: "411111" }]);
  });

  it("emits validityChange and marks the container valid once the number is complete", async () => {
    await typeInto(page(), "number", "4111111111111111");
    const events = await waitForEvent(page(), { name: "validityChange" });
    expect(events.filter((event) => event.name === "validityChange").at(-1)?.fields?.number).toMatchObject({
      isValid: true,
    });
    expect(await containerClasses(page(), "#card-number")).toEqual(
      expect.arrayContaining(["braintree-hosted-fields-valid"]),
    );
  });

  it("marks the container neither valid nor invalid when the shopper leaves a number incomplete, as the provider does", async () => {
    await typeInto(page(), "number", "4111");
    expect(await containerClasses(page(), "#card-number")).not.toContain("braintree-hosted-fields-invalid");
    await leaveFields(page());
    await waitForEvent(page(), { name: "blur" });
    const classes = await containerClasses(page(), "#card-number");
    expect(classes).not.toContain("braintree-hosted-fields-invalid");
    expect(classes).not.toContain("braintree-hosted-fields-valid");
  });

  it("marks the container invalid while the shopper types a number that cannot become valid", async () => {
    await typeInto(page(), "number", "378282246310006");
    await page().waitForFunction(() =>
      document.querySelector("#card-number")?.classList.contains("braintree-hosted-fields-invalid"),
    );
    expect(await page().evaluate(() => (window as any).hf.getState().fields.number)).toMatchObject({
      isFocused: true,
      isValid: false,
      isPotentiallyValid: false,
    });
  });

  // braintree-web 3.132.0 marks a container invalid only when its field is not potentially valid, on every change,
  // and never on blur (hosted-fields.js toggles the class from isPotentiallyValid; no blur handler touches
  // validity): a value that is not valid yet but could still become valid stays unmarked when the shopper leaves.
  for (const [what, key, typed, container] of [
    [
      "a 16-digit Visa number failing the Luhn check (Visa numbers may have 19 digits)",
      "number",
      "4111111111111112",
      "#card-number",
    ],
    [
      "a past expiry with a two-digit year (the year may still become a four-digit one)",
      "expirationDate",
      "0120",
      "#expiration-date",
    ],
    ["a one-digit CVV", "cvv", "1", "#cvv"],
  ] as const) {
    it(`leaves ${what} unmarked when the shopper leaves it, as the provider does`, async () => {
      await typeInto(page(), key, typed);
      await leaveFields(page());
      await waitForEvent(page(), { name: "blur", emittedBy: key });
      expect(await page().evaluate((field) => (window as any).hf.getState().fields[field], key)).toMatchObject({
        isValid: false,
        isPotentiallyValid: true,
      });
      expect(await containerClasses(page(), container)).not.toContain("braintree-hosted-fields-invalid");
    });
  }

  it("marks a 16-digit Mastercard number failing the Luhn check invalid, since no Mastercard number is longer", async () => {
    await typeInto(page(), "number", "5555555555554445");
    await page().waitForFunction(() =>
      document.querySelector("#card-number")?.classList.contains("braintree-hosted-fields-invalid"),
    );
    expect(await page().evaluate(() => (window as any).hf.getState().fields.number)).toMatchObject({
      isValid: false,
      isPotentiallyValid: false,
    });
  });

  it("emits inputSubmitRequest when the shopper presses Enter in a field", async () => {
    await typeInto(page(), "cardholderName", "Ada");
    await (await fieldFrame(page(), "cardholderName")).press("#field", "Enter");
    expect(await waitForEvent(page(), { name: "inputSubmitRequest" })).toContainEqual(
      expect.objectContaining({ name: "inputSubmitRequest", emittedBy: "cardholderName" }),
    );
  });

  it("getState reports every field with its container and flags, and never a value", async () => {
    await typeInto(page(), "number", "4111111111111111");
    await page().waitForFunction(() => (window as any).hf.getState().fields.number.isValid);
    const state = await page().evaluate(() => {
      const { cards, fields } = (window as any).hf.getState();
      return {
        cards: cards.map((card: { type: string }) => card.type),
        fields: Object.fromEntries(
          Object.entries(fields).map(([key, value]: [string, any]) => [
            key,
            { ...value, container: value.container.id },
          ]),
        ),
      };
    });
    const empty = { isEmpty: true, isValid: false, isPotentiallyValid: true, isFocused: false };
    expect(state).toEqual({
      cards: ["visa"],
      fields: {
        number: { container: "card-number", isEmpty: false, isValid: true, isPotentiallyValid: true, isFocused: true },
        cvv: { container: "cvv", ...empty },
        expirationDate: { container: "expiration-date", ...empty },
        postalCode: { container: "postal-code", ...empty },
        cardholderName: { container: "cardholder-name", ...empty },
      },
    });
  });

  it("formats the number in the brand's groups while it is typed", async () => {
    await typeInto(page(), "number", "4111111111111111");
    expect(await shownValue(page(), "number")).toBe("4111 1111 1111 1111");
  });

  it("formats an Amex number as 4-6-5 and stops at 15 digits", async () => {
    await typeInto(page(), "number", "3782822463100059");
    expect(await shownValue(page(), "number")).toBe("3782 822463 10005");
  });

  it("formats the expiration date as MM / YY while it is typed", async () => {
    await typeInto(page(), "expirationDate", "1234");
    expect(await shownValue(page(), "expirationDate")).toBe("12 / 34");
  });

  it("raises the CVV maximum length to 4 after an Amex number", async () => {
    const cvv = await fieldFrame(page(), "cvv");
    expect(await inFrame(cvv, (input) => (input as HTMLInputElement).maxLength)).toBe(3);
    await typeInto(page(), "number", "378282246310005");
    await cvv.waitForFunction(() => (document.getElementById("field") as HTMLInputElement).maxLength === 4);
    await typeInto(page(), "cvv", "12345");
    expect(await shownValue(page(), "cvv")).toBe("1234");
  });

  it("caps each field at its default maximum length", async () => {
    const lengths: Record<string, number> = {};
    for (const key of ["cvv", "expirationDate", "postalCode"]) {
      lengths[key] = await inFrame(await fieldFrame(page(), key), (input) => (input as HTMLInputElement).maxLength);
    }
    expect(lengths).toEqual({ cvv: 3, expirationDate: 7, postalCode: 8 });
    await typeInto(page(), "number", "9".repeat(25));
    expect((await shownValue(page(), "number")).replace(/\s/g, "")).toBe("9".repeat(19));
  });

  it("accepts an expiration date up to 19 years ahead and no further", async () => {
    const yy = (years: number) => String((thisYear + years) % 100).padStart(2, "0");
    const expirationState = () => page().evaluate(() => (window as any).hf.getState().fields.expirationDate);
    await typeInto(page(), "expirationDate", `12${yy(19)}`);
    await page().waitForFunction(() => (window as any).hf.getState().fields.expirationDate.isValid);
    await clearAll(page(), ["expirationDate"]);
    await typeInto(page(), "expirationDate", `12${yy(20)}`);
    await page().waitForFunction(() => !(window as any).hf.getState().fields.expirationDate.isPotentiallyValid);
    expect(await expirationState()).toMatchObject({ isEmpty: false, isValid: false });
  });

  it("shows no console errors or warnings", () => {
    expect(consoleProblems()).toEqual([]);
  });
});

describe("merchant handlers", () => {
  const { page, consoleProblems } = useInstance();

  it("runs every handler of an event when an earlier one throws, and the throw still reaches the page", async () => {
    await page().evaluate(() => {
      const w = window as any;
      w.hf.on("focus", () => {
        throw new Error("merchant handler failed");
      });
      w.hf.on("focus", () => {
        w.secondHandlerRan = true;
      });
    });
    await (await fieldFrame(page(), "cvv")).click("#field");
    await page().waitForFunction(() => (window as any).secondHandlerRan === true);
    await expect.poll(() => consoleProblems()).toContain("pageerror: merchant handler failed");
  });
});

describe("field operations", () => {
  const { page } = useInstance({
    styles: {
      input: { color: "rgb(10, 20, 30)", "font-size": "17px", position: "absolute" },
      ".invalid": { color: "rgb(200, 0, 0)" },
      "input.bold-text": { "font-weight": "700" },
    },
  });

  it("applies the merchant's styles inside the frames", async () => {
    const style = await inFrame(await fieldFrame(page(), "number"), (input) => {
      const computed = getComputedStyle(input);
      return { color: computed.color, fontSize: computed.fontSize, position: computed.position };
    });
    expect(style).toEqual({ color: "rgb(10, 20, 30)", fontSize: "17px", position: "static" });
  });

  it("applies the merchant's .invalid style once a field is invalid", async () => {
    await typeInto(page(), "number", "378282246310006");
    await leaveFields(page());
    const number = await fieldFrame(page(), "number");
    await number.waitForFunction(
      () => getComputedStyle(document.getElementById("field") as Element).color === "rgb(200, 0, 0)",
    );
  });

  it("addClass and removeClass change the input's classes inside the frame", async () => {
    const frame = await fieldFrame(page(), "postalCode");
    expect(await callHostedFields(page(), "addClass", "postalCode", "bold-text")).toEqual({ ok: true });
    await frame.waitForFunction(
      () => getComputedStyle(document.getElementById("field") as Element).fontWeight === "700",
    );
    expect(await callHostedFields(page(), "removeClass", "postalCode", "bold-text")).toEqual({ ok: true });
    await frame.waitForFunction(() => !document.getElementById("field")?.classList.contains("bold-text"));
  });

  it("setAttribute and removeAttribute change the placeholder inside the frame", async () => {
    const frame = await fieldFrame(page(), "cardholderName");
    await callHostedFields(page(), "setAttribute", {
      field: "cardholderName",
      attribute: "placeholder",
      value: "Name on card",
    });
    await frame.waitForFunction(
      () => (document.getElementById("field") as HTMLInputElement).placeholder === "Name on card",
    );
    await callHostedFields(page(), "removeAttribute", { field: "cardholderName", attribute: "placeholder" });
    await frame.waitForFunction(() => !document.getElementById("field")?.hasAttribute("placeholder"));
  });

  it("setAttribute disabled: true disables the input and false enables it again", async () => {
    const frame = await fieldFrame(page(), "postalCode");
    await callHostedFields(page(), "setAttribute", { field: "postalCode", attribute: "disabled", value: true });
    await frame.waitForFunction(() => (document.getElementById("field") as HTMLInputElement).disabled);
    await callHostedFields(page(), "setAttribute", { field: "postalCode", attribute: "disabled", value: false });
    await frame.waitForFunction(() => !(document.getElementById("field") as HTMLInputElement).disabled);
  });

  it("setPlaceholder sets the placeholder inside the frame", async () => {
    const frame = await fieldFrame(page(), "number");
    await callHostedFields(page(), "setPlaceholder", "number", "Card number");
    await frame.waitForFunction(
      () => (document.getElementById("field") as HTMLInputElement).placeholder === "Card number",
    );
  });

  it("clear empties the field inside the frame and reports it empty", async () => {
    await typeInto(page(), "postalCode", "12345");
    await callHostedFields(page(), "clear", "postalCode");
    await (
      await fieldFrame(page(), "postalCode")
    ).waitForFunction(() => (document.getElementById("field") as HTMLInputElement).value === "");
    await page().waitForFunction(() => (window as any).hf.getState().fields.postalCode.isEmpty);
  });

  it("focus moves the shopper into the field's input", async () => {
    await leaveFields(page());
    await callHostedFields(page(), "focus", "expirationDate");
    const frame = await fieldFrame(page(), "expirationDate");
    await frame.waitForFunction(() => document.activeElement?.id === "field");
    await page().waitForFunction(() => (window as any).hf.getState().fields.expirationDate.isFocused);
  });

  it("setMessage sets the text screen readers announce for the field", async () => {
    await callHostedFields(page(), "setMessage", { field: "cvv", message: "CVV is too short" });
    const frame = await fieldFrame(page(), "cvv");
    await frame.waitForFunction(
      () => document.getElementById("field-description-cvv")?.textContent === "CVV is too short",
    );
    expect(await inFrame(frame, (input) => input.getAttribute("aria-describedby"))).toBe("field-description-cvv");
  });

  it("getSupportedCardTypes resolves with the merchant's card types", async () => {
    expect(await callHostedFields(page(), "getSupportedCardTypes")).toEqual({
      ok: true,
      value: ["Visa", "MasterCard", "American Express", "Discover", "JCB", "UnionPay", "Maestro"],
    });
  });

  it("getChallenges resolves with the merchant's challenges", async () => {
    expect(await callHostedFields(page(), "getChallenges")).toEqual({ ok: true, value: ["cvv", "postal_code"] });
  });

  it("calls back with (null) when a field operation is given a callback", async () => {
    const seen = await page().evaluate(
      () =>
        new Promise((resolve) => (window as any).hf.addClass("number", "x", (error: unknown) => resolve({ error }))),
    );
    expect(seen).toEqual({ error: null });
  });

  const rules: Array<[string, string, unknown[], { code: string; message: string }]> = [
    [
      "addClass on an unknown field",
      "addClass",
      ["bogus", "x"],
      {
        code: "HOSTED_FIELDS_FIELD_INVALID",
        message: '"bogus" is not a valid field. You must use a valid field option when adding a class.',
      },
    ],
    [
      "removeClass on a field not in the options",
      "removeClass",
      ["expirationMonth", "x"],
      {
        code: "HOSTED_FIELDS_FIELD_NOT_PRESENT",
        message:
          'Cannot remove class from "expirationMonth" field because it is not part of the current Hosted Fields options.',
      },
    ],
    [
      "setAttribute of an unsupported attribute",
      "setAttribute",
      [{ field: "number", attribute: "onclick", value: "x" }],
      {
        code: "HOSTED_FIELDS_ATTRIBUTE_NOT_SUPPORTED",
        message: 'The "onclick" attribute is not supported in Hosted Fields.',
      },
    ],
    [
      "setAttribute of a boolean attribute to a string",
      "setAttribute",
      [{ field: "number", attribute: "disabled", value: "yes" }],
      {
        code: "HOSTED_FIELDS_ATTRIBUTE_VALUE_NOT_ALLOWED",
        message: 'Value "yes" is not allowed for "disabled" attribute.',
      },
    ],
    [
      "setAttribute of the placeholder to an object",
      "setAttribute",
      [{ field: "number", attribute: "placeholder", value: {} }],
      {
        code: "HOSTED_FIELDS_ATTRIBUTE_VALUE_NOT_ALLOWED",
        message: 'Value "[object Object]" is not allowed for "placeholder" attribute.',
      },
    ],
    [
      "removeAttribute on a field not in the options",
      "removeAttribute",
      [{ field: "expirationYear", attribute: "placeholder" }],
      {
        code: "HOSTED_FIELDS_FIELD_NOT_PRESENT",
        message:
          'Cannot remove attribute for "expirationYear" field because it is not part of the current Hosted Fields options.',
      },
    ],
    [
      "clear of an unknown field",
      "clear",
      ["pin"],
      {
        code: "HOSTED_FIELDS_FIELD_INVALID",
        message: '"pin" is not a valid field. You must use a valid field option when clearing a field.',
      },
    ],
    [
      "focus on a field not in the options",
      "focus",
      ["expirationMonth"],
      {
        code: "HOSTED_FIELDS_FIELD_NOT_PRESENT",
        message: 'Cannot focus "expirationMonth" field because it is not part of the current Hosted Fields options.',
      },
    ],
    [
      "setMonthOptions without an expirationMonth field",
      "setMonthOptions",
      [["Jan"]],
      {
        code: "HOSTED_FIELDS_FIELD_PROPERTY_INVALID",
        message: "Expiration month field must exist to use setMonthOptions.",
      },
    ],
  ];

  for (const [what, method, args, expected] of rules) {
    it(`rejects ${what} with ${expected.code}`, async () => {
      expect(await callHostedFields(page(), method, ...args)).toEqual({
        ok: false,
        name: "BraintreeError",
        type: "MERCHANT",
        ...expected,
      });
    });
  }
});

describe("expiration month and year as select elements", () => {
  const body =
    '<label for="n">Number</label><div id="n"></div><label for="c">CVV</label><div id="c"></div>' +
    '<label for="m">Month</label><div id="m"></div><label for="y">Year</label><div id="y"></div>';
  const { page } = useInstance(
    {
      fields: {
        number: { container: "#n" },
        cvv: { container: "#c" },
        expirationMonth: { container: "#m", select: true },
        expirationYear: { container: "#y", select: { options: [] } },
      },
    },
    body,
  );

  it("offers this year and the next 19 in the year select", async () => {
    const years = await inFrame(await fieldFrame(page(), "expirationYear"), (select) =>
      [...(select as HTMLSelectElement).options].filter((option) => option.value).map((option) => option.value),
    );
    expect(years).toEqual(Array.from({ length: 20 }, (_, offset) => String(thisYear + offset)));
  });

  it("setMonthOptions relabels the twelve months", async () => {
    const labels = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    expect(await callHostedFields(page(), "setMonthOptions", labels)).toEqual({ ok: true });
    const frame = await fieldFrame(page(), "expirationMonth");
    await frame.waitForFunction(
      () => (document.getElementById("field") as HTMLSelectElement).options[12]?.textContent === "Dec",
    );
    const options = await inFrame(frame, (select) =>
      [...(select as HTMLSelectElement).options].slice(1).map((option) => `${option.value}=${option.textContent}`),
    );
    expect(options).toEqual(labels.map((label, index) => `${String(index + 1).padStart(2, "0")}=${label}`));
  });

  it("tokenizes a month and year chosen from the selects", async () => {
    await typeInto(page(), "number", "4111111111111111");
    await typeInto(page(), "cvv", "123");
    await (await fieldFrame(page(), "expirationMonth")).selectOption("#field", "07");
    await (await fieldFrame(page(), "expirationYear")).selectOption("#field", String(thisYear + 3));
    const result = await tokenize(page());
    expect(result).toMatchObject({
      ok: true,
      value: { details: { expirationMonth: "07", expirationYear: String(thisYear + 3) } },
    });
  });
});

describe("expiration month and year as inputs", () => {
  const body = '<label for="m">Month</label><div id="m"></div><label for="y">Year</label><div id="y"></div>';
  const { page } = useInstance(
    { fields: { expirationMonth: { container: "#m" }, expirationYear: { container: "#y" } } },
    body,
  );

  it("rejects setMonthOptions when the month is not a select element", async () => {
    expect(await callHostedFields(page(), "setMonthOptions", ["Jan"])).toEqual({
      ok: false,
      name: "BraintreeError",
      code: "HOSTED_FIELDS_FIELD_PROPERTY_INVALID",
      type: "MERCHANT",
      message: "Expiration month field must be a select element.",
    });
  });

  it("accepts an expiration year 19 years ahead", async () => {
    await typeInto(page(), "expirationYear", String(thisYear + 19));
    await page().waitForFunction(() => (window as any).hf.getState().fields.expirationYear.isValid);
  });

  it("refuses an expiration year 20 years ahead", async () => {
    await clearAll(page(), ["expirationYear"]);
    await typeInto(page(), "expirationYear", String(thisYear + 20));
    await leaveFields(page());
    await page().waitForFunction(() => {
      const year = (window as any).hf.getState().fields.expirationYear;
      return !year.isEmpty && !year.isValid && !year.isPotentiallyValid;
    });
  });

  it("keeps the month and year inputs at 2 and 4 characters", async () => {
    const month = await inFrame(
      await fieldFrame(page(), "expirationMonth"),
      (input) => (input as HTMLInputElement).maxLength,
    );
    const year = await inFrame(
      await fieldFrame(page(), "expirationYear"),
      (input) => (input as HTMLInputElement).maxLength,
    );
    expect({ month, year }).toEqual({ month: 2, year: 4 });
  });
});

describe("prefill and maskInput", () => {
  const { page } = useInstance({
    fields: {
      number: { container: "#card-number", prefill: "4111111111111111", maskInput: { showLastFour: true } },
      cvv: { container: "#cvv", maskInput: true },
    },
  });

  it("shows a prefilled number formatted, and reports the field not empty and valid", async () => {
    expect(await shownValue(page(), "number")).toBe("4111 1111 1111 1111");
    const state = await page().evaluate(() => (window as any).hf.getState().fields.number);
    expect(state).toMatchObject({ isEmpty: false, isValid: true });
  });

  it("masks the CVV once the shopper leaves it and shows it again on focus", async () => {
    await typeInto(page(), "cvv", "123");
    await leaveFields(page());
    const frame = await fieldFrame(page(), "cvv");
    await frame.waitForFunction(() => (document.getElementById("field") as HTMLInputElement).value === "•••");
    await frame.click("#field");
    expect(await shownValue(page(), "cvv")).toBe("123");
  });

  it("masks all but the last four digits of the number when asked to", async () => {
    await (await fieldFrame(page(), "number")).click("#field");
    await leaveFields(page());
    const frame = await fieldFrame(page(), "number");
    await frame.waitForFunction(
      () => (document.getElementById("field") as HTMLInputElement).value === "•••• •••• •••• 1111",
    );
  });

  it("tokenizes the real values behind the masks", async () => {
    await page().waitForFunction(() => (window as any).hf.getState().fields.cvv.isValid);
    const result = await callHostedFields(page(), "tokenize", { fieldsToTokenize: ["number", "cvv"] });
    // The merchant requires an expiry, so the gateway answers; what matters is what the frame sent.
    expect(result).toMatchObject({ ok: false, code: "HOSTED_FIELDS_FAILED_TOKENIZATION" });
    const sent = sandbox()
      .requests.filter((request) => request.operationName === "TokenizeCreditCard")
      .at(-1)?.body as any;
    expect(sent.variables.input.creditCard).toMatchObject({ number: "4111111111111111", cvv: "123" });
  });
});

describe("browser autofill", () => {
  const { page } = useInstance();

  it("fills the expiry, CVV and name frames from the number frame's stand-in inputs", async () => {
    const numberFrame = await fieldFrame(page(), "number");
    await numberFrame.evaluate(() => {
      const fill = (autocomplete: string, value: string) => {
        const input = document.querySelector(`input[autocomplete="${autocomplete}"]`) as HTMLInputElement;
        input.value = value;
        input.dispatchEvent(new Event("input", { bubbles: true }));
        input.dispatchEvent(new Event("change", { bubbles: true }));
      };
      fill("cc-exp-month", "9");
      fill("cc-exp-year", "2031");
      fill("cc-csc", "737");
      fill("cc-name", "Ada Lovelace");
    });
    const expiration = await fieldFrame(page(), "expirationDate");
    await expiration.waitForFunction(() => (document.getElementById("field") as HTMLInputElement).value === "09 / 31");
    expect(await shownValue(page(), "cvv")).toBe("737");
    expect(await shownValue(page(), "cardholderName")).toBe("Ada Lovelace");
  });

  it("tokenizes the autofilled values with the typed number", async () => {
    await typeInto(page(), "number", "4111111111111111");
    await typeInto(page(), "postalCode", "12345");
    const result = await tokenize(page());
    expect(result).toMatchObject({
      ok: true,
      value: { details: { expirationMonth: "09", expirationYear: "2031", cardholderName: "Ada Lovelace" } },
    });
  });
});

describe("merchant options that are not plain data or not sensible", () => {
  let page: Page;
  let consoleProblems: string[];
  beforeAll(async () => {
    page = await browser().newPage();
    consoleProblems = recordConsole(page);
    await openMerchantPage(page, sandbox());
    const created = await page.evaluate(async (auth) => {
      const w = window as unknown as { braintree: any; hf: unknown };
      const client = await w.braintree.client.create({ authorization: auth });
      w.hf = await w.braintree.hostedFields.create({
        client,
        fields: {
          number: { container: "#card-number", placeholder: () => "not data", maxlength: -5 },
          cvv: { container: "#cvv", type: "password", internalLabel: document.body },
          postalCode: { container: "#postal-code", type: "checkbox", minlength: 2.5 },
        },
        styles: { input: { color: () => "red", "font-size": "15px" } },
      });
      return "ready";
    }, sandbox().tokenizationKey);
    expect(created).toBe("ready");
  });
  afterAll(() => page?.close());

  it("still creates every field, keeping what makes sense", async () => {
    const number = await inFrame(await fieldFrame(page, "number"), (input) => ({
      maxLength: (input as HTMLInputElement).maxLength,
      placeholder: (input as HTMLInputElement).placeholder,
      fontSize: getComputedStyle(input).fontSize,
    }));
    expect(number).toEqual({ maxLength: 22, placeholder: "", fontSize: "15px" });
  });

  it("uses an allowed input type and ignores one that would break the field", async () => {
    const cvv = await inFrame(await fieldFrame(page, "cvv"), (input) => (input as HTMLInputElement).type);
    const postalCode = await inFrame(await fieldFrame(page, "postalCode"), (input) => (input as HTMLInputElement).type);
    expect({ cvv, postalCode }).toEqual({ cvv: "password", postalCode: "text" });
  });

  it("shows no console errors or warnings", () => {
    expect(consoleProblems).toEqual([]);
  });
});

describe("every method given odd arguments", () => {
  const { page, consoleProblems } = useInstance();

  const methods = INSTANCE_METHODS;

  for (const method of methods) {
    it(`${method} succeeds or fails with a catalogue error, whatever it is given`, async () => {
      const outcomes = await page().evaluate(async (name) => {
        const hf = (window as any).hf;
        const odd: unknown[] = [
          undefined,
          null,
          0,
          -1,
          NaN,
          "",
          "number",
          "bogus",
          {},
          [],
          [1, 2],
          () => 1,
          Symbol("odd"),
          10n,
          document.body,
        ];
        const calls: unknown[][] = [
          [],
          ...odd.map((value) => [value]),
          ...odd.map((value) => ["number", value]),
          ...odd.map((value) => [{ field: value, attribute: value, value, message: value }]),
        ];
        const seen: string[] = [];
        for (const args of calls) {
          try {
            await hf[name](...args);
            seen.push("ok");
          } catch (error) {
            const { name: errorName, code, type, message } = error as Record<string, unknown>;
            const catalogued =
              errorName === "BraintreeError" &&
              typeof code === "string" &&
              /^[A-Z_]+$/.test(code) &&
              ["CUSTOMER", "MERCHANT", "NETWORK", "INTERNAL", "UNKNOWN"].includes(type as string) &&
              typeof message === "string" &&
              message !== "";
            seen.push(catalogued ? "catalogue error" : `not a catalogue error: ${String(error)}`);
          }
        }
        return seen;
      }, method);
      expect(outcomes.filter((outcome) => outcome !== "ok" && outcome !== "catalogue error")).toEqual([]);
      expect(consoleProblems()).toEqual([]);
    });
  }
});
