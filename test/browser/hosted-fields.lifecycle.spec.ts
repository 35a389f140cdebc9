// Hosted Fields creation and teardown in Chromium: the page is left as it was, methods retire, and
// creates into the same containers queue or fail as the catalogue says.
import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import {
  callHostedFields,
  createHostedFields,
  fillCard,
  FIVE_FIELDS,
  INSTANCE_METHODS,
  VISA,
} from "../support/hosted-fields.js";
import { openMerchantPage } from "../support/page.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
const tab = usePage(() => sandbox().clearFaults());
let page: Page;
let consoleProblems: string[];
beforeEach(() => {
  page = tab.page();
  consoleProblems = tab.consoleProblems();
});

/**
 * Counts the listeners paykit's bundles (scripts under /web/3.132.0/js/) keep on `window`, by event type.
 * Installed before any page script runs; the test harness's own listeners are not counted.
 */
function countWindowListeners(): void {
  if (window !== window.top) return;
  const live = new Map<string, Set<unknown>>();
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  window.addEventListener = (type: string, listener: any, options?: any) => {
    const fromPaykit = new Error().stack?.includes("/web/3.132.0/js/");
    if (listener && fromPaykit) (live.get(type) ?? live.set(type, new Set()).get(type))?.add(listener);
    add(type, listener, options);
  };
  window.removeEventListener = (type: string, listener: any, options?: any) => {
    live.get(type)?.delete(listener);
    remove(type, listener, options);
  };
  (window as unknown as { liveListeners: () => Record<string, number> }).liveListeners = () =>
    Object.fromEntries([...live].filter(([, set]) => set.size > 0).map(([type, set]) => [type, set.size]));
}

const METHODS = [...INSTANCE_METHODS, "teardown"];

describe("teardown", () => {
  it("leaves the containers, their classes and the window's listeners as they were", async () => {
    await page.addInitScript(countWindowListeners);
    await openMerchantPage(page, sandbox());
    const before = await page.evaluate(async (auth) => {
      const w = window as any;
      w.client = await w.braintree.client.create({ authorization: auth });
      return { html: document.body.innerHTML, listeners: w.liveListeners() };
    }, sandbox().tokenizationKey);
    const during = await page.evaluate(async (fields) => {
      const w = window as any;
      w.hf = await w.braintree.hostedFields.create({ client: w.client, fields });
      return { frames: document.querySelectorAll("iframe").length, listeners: w.liveListeners() };
    }, FIVE_FIELDS);
    expect(during).toEqual({
      frames: 5,
      listeners: { ...before.listeners, message: (before.listeners.message ?? 0) + 5 },
    });

    await fillCard(page, VISA);
    await page.waitForFunction(() => document.querySelector(".braintree-hosted-fields-valid"));
    expect(await callHostedFields(page, "teardown")).toEqual({ ok: true });

    const after = await page.evaluate(() => ({
      html: document.body.innerHTML,
      listeners: (window as any).liveListeners(),
    }));
    expect(after).toEqual(before);
    expect(consoleProblems).toEqual([]);
  });

  it("makes every method throw METHOD_CALLED_AFTER_TEARDOWN naming the method", async () => {
    await openMerchantPage(page, sandbox());
    await createHostedFields(page, sandbox().tokenizationKey);
    await callHostedFields(page, "teardown");
    const thrown = await page.evaluate((methods) => {
      const hf = (window as any).hf;
      return methods.map((method) => {
        try {
          hf[method]("number");
          return { method, threw: false };
        } catch (error) {
          const { name, code, type, message } = error as Record<string, string>;
          return { method, name, code, type, message };
        }
      });
    }, METHODS);
    expect(thrown).toEqual(
      METHODS.map((method) => ({
        method,
        name: "BraintreeError",
        code: "METHOD_CALLED_AFTER_TEARDOWN",
        type: "MERCHANT",
        message: `${method} cannot be called after teardown.`,
      })),
    );
  });

  it("rejects a tokenization still in flight with METHOD_CALLED_AFTER_TEARDOWN", async () => {
    await openMerchantPage(page, sandbox());
    await createHostedFields(page, sandbox().tokenizationKey);
    await fillCard(page, VISA);
    sandbox().inject({ path: "/graphql", operationName: "TokenizeCreditCard", latencyMs: 2000 });
    const result = await page.evaluate(async () => {
      const hf = (window as any).hf;
      const pending = hf.tokenize();
      await hf.teardown();
      try {
        await pending;
        return { settled: "resolved" };
      } catch (error) {
        const { code, message } = error as Record<string, string>;
        return { code, message };
      }
    });
    expect(result).toEqual({
      code: "METHOD_CALLED_AFTER_TEARDOWN",
      message: "tokenize cannot be called after teardown.",
    });
  });

  it("fails a tokenization whose frames the merchant removed, instead of waiting forever", async () => {
    await openMerchantPage(page, sandbox());
    await createHostedFields(page, sandbox().tokenizationKey);
    await fillCard(page, VISA);
    sandbox().inject({ path: "/graphql", operationName: "TokenizeCreditCard", hang: true });
    const result = await page.evaluate(async () => {
      const hf = (window as any).hf;
      const pending = hf.tokenize();
      for (const frame of document.querySelectorAll("iframe")) frame.remove();
      const started = performance.now();
      try {
        await pending;
        return { settled: "resolved" };
      } catch (error) {
        const { code, type } = error as Record<string, string>;
        return { code, type, quick: performance.now() - started < 2000 };
      }
    });
    expect(result).toEqual({ code: "HOSTED_FIELDS_FAILED_TOKENIZATION", type: "CUSTOMER", quick: true });
  });
});

describe("creating", () => {
  it("creates from an authorization without a client", async () => {
    await openMerchantPage(page, sandbox());
    const result = await page.evaluate(
      async ({ auth, fields }) => {
        const hf = await (window as any).braintree.hostedFields.create({ authorization: auth, fields });
        return Object.keys(hf.getState().fields);
      },
      { auth: sandbox().tokenizationKey, fields: FIVE_FIELDS },
    );
    expect(result).toEqual(Object.keys(FIVE_FIELDS));
  });

  it("calls back with (null, instance) and returns undefined when create is given a callback", async () => {
    await openMerchantPage(page, sandbox());
    const seen = await page.evaluate(
      async ({ auth, fields }) => {
        const braintree = (window as any).braintree;
        const client = await braintree.client.create({ authorization: auth });
        return new Promise((resolve) => {
          const returned = braintree.hostedFields.create({ client, fields }, (error: unknown, instance: any) =>
            resolve({ returned: String(returned), error, tokenize: typeof instance?.tokenize }),
          );
        });
      },
      { auth: sandbox().tokenizationKey, fields: FIVE_FIELDS },
    );
    expect(seen).toEqual({ returned: "undefined", error: null, tokenize: "function" });
  });

  it("rejects a second create into containers that already hold frames with HOSTED_FIELDS_FIELD_DUPLICATE_IFRAME", async () => {
    await openMerchantPage(page, sandbox());
    await createHostedFields(page, sandbox().tokenizationKey);
    const duplicate = await page.evaluate(
      async ({ auth, fields }) => {
        const braintree = (window as any).braintree;
        try {
          await braintree.hostedFields.create({
            client: await braintree.client.create({ authorization: auth }),
            fields,
          });
          return "created";
        } catch (error) {
          const { name, code, type, message, details } = error as any;
          return { name, code, type, message, fieldKey: details.fieldKey, fieldSelector: details.fieldContainer };
        }
      },
      { auth: sandbox().tokenizationKey, fields: FIVE_FIELDS },
    );
    expect(duplicate).toEqual({
      name: "BraintreeError",
      code: "HOSTED_FIELDS_FIELD_DUPLICATE_IFRAME",
      type: "MERCHANT",
      message: "Element already contains a Braintree iframe.",
      fieldKey: "number",
      fieldSelector: "#card-number",
    });
    expect(await page.locator("iframe").count()).toBe(5);
  });

  it("ends a React-style create, teardown, create into the same containers with one set of frames", async () => {
    await openMerchantPage(page, sandbox());
    const result = await page.evaluate(
      async ({ auth, fields }) => {
        const braintree = (window as any).braintree;
        const client = await braintree.client.create({ authorization: auth });
        const options = { client, fields };
        const first = braintree.hostedFields.create(options);
        const firstTornDown = first.then((instance: any) => instance.teardown());
        const second = braintree.hostedFields.create(options);
        try {
          const [, instance] = await Promise.all([firstTornDown, second]);
          (window as any).hf = instance;
          return {
            frames: document.querySelectorAll("iframe").length,
            perContainer: Object.values(fields).map(
              ({ container }) => document.querySelectorAll(`${container} iframe`).length,
            ),
          };
        } catch (error) {
          return { code: (error as { code: string }).code };
        }
      },
      { auth: sandbox().tokenizationKey, fields: FIVE_FIELDS },
    );
    expect(result).toEqual({ frames: 5, perContainer: [1, 1, 1, 1, 1] });
    await fillCard(page, VISA);
    expect(await callHostedFields(page, "tokenize")).toMatchObject({ ok: true, value: { nonce: expect.any(String) } });
    expect(consoleProblems).toEqual([]);
  });

  it("ends a create whose callback tears it down, followed by a create into the same containers, with one set of frames", async () => {
    await openMerchantPage(page, sandbox());
    const result = await page.evaluate(
      async ({ auth, fields }) => {
        const braintree = (window as any).braintree;
        const client = await braintree.client.create({ authorization: auth });
        braintree.hostedFields.create({ client, fields }, (error: unknown, instance: any) => instance?.teardown());
        try {
          await braintree.hostedFields.create({ client, fields });
          return { frames: document.querySelectorAll("iframe").length };
        } catch (error) {
          return { code: (error as { code: string }).code };
        }
      },
      { auth: sandbox().tokenizationKey, fields: FIVE_FIELDS },
    );
    expect(result).toEqual({ frames: 5 });
  });

  it("asks the asset server for the five frames at once rather than one after another", async () => {
    await openMerchantPage(page, sandbox());
    await page.evaluate(async (auth) => {
      (window as any).client = await (window as any).braintree.client.create({ authorization: auth });
    }, sandbox().tokenizationKey);
    sandbox().assetRequests.length = 0;
    sandbox().setLatency(1500);
    try {
      expect(await createHostedFields(page, sandbox().tokenizationKey)).toEqual({ ok: true, value: "ready" });
    } finally {
      sandbox().setLatency(0);
    }
    const frameRequests = sandbox().assetRequests.filter((request) =>
      request.path.endsWith("hosted-fields-frame.min.html"),
    );
    const times = frameRequests.map((request) => request.time);
    expect(frameRequests).toHaveLength(5);
    // In series, each request would wait for the previous answer, at least 1.5 seconds later.
    expect(Math.max(...times) - Math.min(...times)).toBeLessThan(1200);
  });
});
