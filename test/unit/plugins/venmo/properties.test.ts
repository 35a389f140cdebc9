// @vitest-environment jsdom
// Bad input to every public Venmo function: success or a catalogue error, never a TypeError or a hang.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { venmo, type Venmo } from "../../../../plugins/venmo/index.js";
import { hostile } from "../arbitraries.js";
import { fakeClient, flush } from "./support.js";

const CREATE_CODES = [
  "VENMO_INVALID_PROFILE_ID",
  "VENMO_INVALID_DEEP_LINK_RETURN_URL",
  "ECD_DISABLED",
  "INSTANTIATION_OPTION_REQUIRED",
];
const TOKENIZE_CODES = [
  "VENMO_TOKENIZATION_REQUEST_ACTIVE",
  "VENMO_TOKENIZATION_CANCELED_BY_MERCHANT",
  "VENMO_MOBILE_PAYMENT_CONTEXT_SETUP_FAILED",
  "VENMO_CANCELED",
];

const throwingGetters = fc
  .constantFrom(
    ...["profileId", "deepLinkReturnUrl", "paymentMethodUsage", "lineItems", "allowDesktop", "allowWebviews"],
  )
  .map(
    (name) =>
      Object.defineProperty({}, name, {
        enumerable: true,
        get() {
          throw new Error(`hostile ${name}`);
        },
      }) as Record<string, unknown>,
  );

const createOptions = fc.oneof(
  hostile(),
  throwingGetters,
  fc.record(
    {
      profileId: hostile(),
      deepLinkReturnUrl: hostile(),
      paymentMethodUsage: fc.oneof(fc.constantFrom("single_use", "multi_use", "SINGLE_USE", ""), hostile()),
      displayName: hostile(),
      requireManualReturn: fc.boolean(),
      collectCustomerBillingAddress: hostile(),
      lineItems: fc.oneof(fc.array(hostile(), { maxLength: 3 }), hostile()),
      totalAmount: hostile(),
      allowNewBrowserTab: hostile(),
    },
    { requiredKeys: [] },
  ),
);

function isBraintreeError(error: unknown, codes: string[]): boolean {
  const value = error as { name?: unknown; code?: unknown; type?: unknown; message?: unknown };
  return value?.name === "BraintreeError" && codes.includes(String(value.code)) && typeof value.message === "string";
}

let created: Venmo[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(window, "open").mockImplementation(() => ({ closed: false, close() {}, focus() {} }) as unknown as Window);
});

afterEach(async () => {
  for (const instance of created)
    await Promise.resolve()
      .then(() => instance.teardown())
      .catch(() => undefined);
  created = [];
  vi.useRealTimers();
  vi.restoreAllMocks();
  history.replaceState({}, "", "/");
});

describe("bad input never escapes the Venmo catalogue", () => {
  it("create succeeds or fails with a catalogue error", async () => {
    await fc.assert(
      fc.asyncProperty(createOptions, fc.boolean(), async (options, enriched) => {
        const { client } = fakeClient({ enriched });
        const given = (
          options !== null && typeof options === "object" && !Array.isArray(options) ? options : {}
        ) as Record<string, unknown>;
        Object.defineProperty(given, "client", { value: client, enumerable: true, configurable: true });
        try {
          created.push(await venmo.create(given));
        } catch (error) {
          expect(isBraintreeError(error, CREATE_CODES), String(error)).toBe(true);
        }
      }),
      { numRuns: 80 },
    );
  });

  it("tokenize, with anything as its options, settles with a payload or a catalogue error", async () => {
    const { client } = fakeClient();
    const instance = await venmo.create({ client, paymentMethodUsage: "single_use", requireManualReturn: true });
    created.push(instance);
    await fc.assert(
      fc.asyncProperty(hostile(), async (options) => {
        const outcome = instance.tokenize(options as Parameters<typeof instance.tokenize>[0]).then(
          () => "resolved",
          (error: unknown) => error,
        );
        await flush();
        await instance.cancelTokenization().catch(() => undefined);
        await flush();
        const result = await outcome;
        expect(result === "resolved" || isBraintreeError(result, TOKENIZE_CODES), String(result)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it("processHashChangeFlowResults, getUrl, appSwitch, hasTokenizationResult and isBrowserSupported take anything", async () => {
    const { client } = fakeClient();
    const instance = await venmo.create({ client });
    created.push(instance);
    await fc.assert(
      fc.asyncProperty(hostile(), async (value) => {
        const processed = await instance
          .processHashChangeFlowResults(value as Parameters<typeof instance.processHashChangeFlowResults>[0])
          .then(
            () => undefined,
            (error: unknown) => error,
          );
        if (processed !== undefined)
          expect(isBraintreeError(processed, ["VENMO_CANCELED", "VENMO_APP_CANCELED", "VENMO_APP_FAILED"])).toBe(true);
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsgo needs it
        expect(typeof (await (instance.getUrl as (...args: unknown[]) => Promise<string>)(value))).toBe("string");
        expect(() => instance.appSwitch(value as never)).not.toThrow();
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsgo needs it
        expect(typeof (instance.hasTokenizationResult as (...args: unknown[]) => boolean)(value)).toBe("boolean");
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsgo needs it
        expect(typeof (instance.isBrowserSupported as (...args: unknown[]) => boolean)(value)).toBe("boolean");
      }),
      { numRuns: 60 },
    );
  });

  it("the static isBrowserSupported answers a boolean for anything, throwing getters included", () => {
    fc.assert(
      fc.property(fc.oneof(hostile(), throwingGetters), (options) => {
        expect(typeof venmo.isBrowserSupported(options as never)).toBe("boolean");
      }),
      { numRuns: 200 },
    );
  });

  it("cancelTokenization with anything as arguments fails with the catalogue error when nothing runs", async () => {
    const { client } = fakeClient();
    const instance = await venmo.create({ client });
    created.push(instance);
    await fc.assert(
      fc.asyncProperty(fc.array(hostile(), { maxLength: 2 }), async (args) => {
        const error = await (instance.cancelTokenization as (...a: unknown[]) => Promise<unknown>)(...args).catch(
          (failure: unknown) => failure,
        );
        expect(isBraintreeError(error, ["VENMO_TOKENIZATION_REQUEST_NOT_ACTIVE"])).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});
