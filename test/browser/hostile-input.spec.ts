// Every public function of the client and of every component but Venmo, in Chromium from the CDN bundles (Hosted
// Fields' create also through the loader), given what a merchant page (or a script on it) can hand it: Proxies whose
// traps throw, getters that throw, a revoked Proxy, a null-prototype object, a 5 MB string. Each call settles within
// a few seconds, and a failure is a BraintreeError whose code is in the component's catalogue (its own codes, the
// shared ones and the client's it passes on), never a raw Error, a hang or an unhandled rejection.
import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { clientErrors, sharedErrors } from "../../kernel/errors/catalogue.js";
import { americanExpressErrors } from "../../plugins/american-express/errors.js";
import { applePayErrors } from "../../plugins/apple-pay/errors.js";
import { dataCollectorErrors } from "../../plugins/data-collector/errors.js";
import { fastlaneErrors } from "../../plugins/fastlane/errors.js";
import { googlePaymentErrors } from "../../plugins/google-payment/errors.js";
import { hostedFieldsErrors } from "../../plugins/hosted-fields/errors.js";
import { instantVerificationErrors } from "../../plugins/instant-verification/errors.js";
import { localPaymentErrors } from "../../plugins/local-payment/errors.js";
import { masterpassErrors } from "../../plugins/masterpass/errors.js";
import { paymentReadyErrors } from "../../plugins/payment-ready/errors.js";
import { paymentRequestErrors } from "../../plugins/payment-request/errors.js";
import { paypalCheckoutErrors } from "../../plugins/paypal-checkout/errors.js";
import { paypalErrors } from "../../plugins/paypal/errors.js";
import { sepaErrors } from "../../plugins/sepa/errors.js";
import { threeDSecureErrors } from "../../plugins/three-d-secure/errors.js";
import { unionPayErrors } from "../../plugins/unionpay/errors.js";
import { usBankAccountErrors } from "../../plugins/us-bank-account/errors.js";
import { vaultManagerErrors } from "../../plugins/vault-manager/errors.js";
import { visaCheckoutErrors } from "../../plugins/visa-checkout/errors.js";
import { usePage } from "../support/browser.js";
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

/** A component as the table knows it: where it is, how to make a real instance, what to call. */
interface Component {
  namespace: string;
  bundle: string;
  /** A sandbox simulator of the browser API the component needs (sandbox/simulators/<name>.js). */
  simulator?: string;
  /** 3-D Secure and the vault manager need a client token. */
  clientToken?: boolean;
  /** Create options, besides the client, that make a working instance. */
  createOptions?: Record<string, unknown>;
  /** Public methods, each called with every hostile value (two-argument ones with it in both places). */
  methods: string[];
  /** The component's own catalogue. */
  errors: object;
  /** Console warnings the component gives for bad input by design (as the provider's SDK does). */
  warnings?: RegExp;
  /**
   * Like the provider's, `create` with an authorization resolves before the client exists and the first method call
   * fails instead (vault manager, preferred payment methods): that call must then reject with a catalogue error.
   */
  deferredClient?: boolean;
}

const COMPONENTS: Component[] = [
  {
    namespace: "americanExpress",
    bundle: "american-express.min.js",
    methods: ["getRewardsBalance", "getExpressCheckoutProfile"],
    errors: americanExpressErrors,
  },
  {
    namespace: "applePay",
    bundle: "apple-pay.min.js",
    simulator: "apple-pay",
    methods: ["createPaymentRequest", "performValidation", "tokenize"],
    errors: applePayErrors,
  },
  {
    namespace: "dataCollector",
    bundle: "data-collector.min.js",
    methods: ["getDeviceData"],
    errors: dataCollectorErrors,
  },
  { namespace: "fastlane", bundle: "fastlane.min.js", methods: [], errors: fastlaneErrors },
  {
    namespace: "googlePayment",
    bundle: "google-payment.min.js",
    methods: ["createPaymentDataRequest", "parseResponse"],
    errors: googlePaymentErrors,
  },
  {
    namespace: "instantVerification",
    bundle: "instant-verification.min.js",
    methods: ["startPayment", "handleRedirect"],
    errors: instantVerificationErrors,
  },
  {
    namespace: "localPayment",
    bundle: "local-payment.min.js",
    methods: ["startPayment", "tokenize", "hasTokenizationParams", "closeWindow", "focusWindow"],
    errors: localPaymentErrors,
  },
  { namespace: "masterpass", bundle: "masterpass.min.js", methods: ["tokenize"], errors: masterpassErrors },
  {
    namespace: "paymentReady",
    bundle: "payment-ready.min.js",
    methods: [
      "createCustomerSession",
      "updateCustomerSession",
      "getCustomerRecommendations",
      "sendPresentedEvent",
      "sendSelectedEvent",
    ],
    errors: paymentReadyErrors,
    warnings: /^warning: send(Presented|Selected)Event: paymentReadySessionId is missing or invalid$/,
  },
  {
    namespace: "paymentRequest",
    bundle: "payment-request.min.js",
    simulator: "payment-request",
    methods: ["createSupportedPaymentMethodsConfiguration", "canMakePayment", "tokenize", "on", "off"],
    errors: paymentRequestErrors,
  },
  {
    namespace: "paypal",
    bundle: "paypal.min.js",
    methods: ["tokenize", "closeWindow", "focusWindow"],
    errors: paypalErrors,
  },
  {
    namespace: "paypalCheckout",
    bundle: "paypal-checkout.min.js",
    methods: [
      "createPayment",
      "updatePayment",
      "tokenizePayment",
      "getClientId",
      "loadPayPalSDK",
      "startVaultInitiatedCheckout",
      "closeVaultInitiatedCheckoutWindow",
      "focusVaultInitiatedCheckoutWindow",
    ],
    errors: paypalCheckoutErrors,
  },
  {
    namespace: "preferredPaymentMethods",
    bundle: "preferred-payment-methods.min.js",
    methods: ["fetchPreferredPaymentMethods", "initialize"],
    errors: {},
    deferredClient: true,
  },
  { namespace: "sepa", bundle: "sepa.min.js", methods: ["tokenize"], errors: sepaErrors },
  {
    namespace: "threeDSecure",
    bundle: "three-d-secure.min.js",
    clientToken: true,
    createOptions: { version: "2" },
    methods: [
      "verifyCard",
      "cancelVerifyCard",
      "initializeChallengeWithLookupResponse",
      "prepareLookup",
      "on",
      "off",
      "hasListener",
    ],
    errors: threeDSecureErrors,
  },
  {
    namespace: "unionpay",
    bundle: "unionpay.min.js",
    methods: ["fetchCapabilities", "enroll", "tokenize"],
    errors: unionPayErrors,
  },
  { namespace: "usBankAccount", bundle: "us-bank-account.min.js", methods: ["tokenize"], errors: usBankAccountErrors },
  {
    namespace: "vaultManager",
    bundle: "vault-manager.min.js",
    clientToken: true,
    methods: ["fetchPaymentMethods", "deletePaymentMethod"],
    errors: vaultManagerErrors,
    deferredClient: true,
  },
  {
    namespace: "visaCheckout",
    bundle: "visa-checkout.min.js",
    methods: ["createInitOptions", "tokenize"],
    errors: visaCheckoutErrors,
  },
];

/** What one call did, as the page saw it. */
interface Outcome {
  call: string;
  settled: "resolved" | "returned" | "rejected" | "threw" | "hung";
  name?: string;
  code?: string;
  message?: string;
}

/**
 * The console problems that are not the browser logging a request the gateway refused (Chromium reports every 4xx
 * answer itself; the call's catalogue error is what the page hears of it) nor a warning the component gives by design.
 */
function noise(problems: string[], warnings?: RegExp): string[] {
  return problems.filter(
    (problem) =>
      !/^error: Failed to load resource: the server responded with a status of 4\d\d /.test(problem) &&
      !warnings?.test(problem),
  );
}

/** Rows for describe.each, named by namespace. */
function byName(components: Component[]): Array<readonly [string, Component]> {
  return components.map((component) => [component.namespace, component] as const);
}

function codesOf(...catalogues: object[]): string[] {
  return catalogues.flatMap((catalogue) =>
    Object.values(catalogue).map((definition) => (definition as { code: string }).code),
  );
}

/**
 * Builds the hostile values inside the page (they cannot cross from Node) as `window.hostileValues()`, and
 * `window.settle(call)`, which runs one call and reports how it ended, within `HANG_MS`.
 */
async function installHostileValues(target: Page): Promise<void> {
  await target.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    const fail = (): never => {
      throw new Error("hostile trap");
    };
    // Every option name the components read, so a reader that looks before it reads meets a throwing getter.
    const NAMES = [
      "client",
      "authorization",
      "version",
      "flow",
      "amount",
      "currency",
      "nonce",
      "bin",
      "customer",
      "sessionId",
      "jwt",
      "token",
      "card",
      "hostedFields",
      "mobile",
      "mandateText",
      "bankDetails",
      "bankLogin",
      "paymentType",
      "fallback",
      "onPaymentStart",
      "validationURL",
      "paymentId",
      "payerId",
      "paymentToken",
      "subtotal",
      "currencyCode",
      "callid",
      "encKey",
      "encPaymentData",
      "defaultFirst",
      "raw",
      "supportedPaymentMethods",
      "details",
      "options",
      "dataAttributes",
      "queryItems",
      "success",
      "cancel",
      "error",
      "accountType",
      "paymentReadySessionId",
      "buttonType",
      "api",
      "method",
      "endpoint",
      "data",
      "timeout",
      "merchantAccountId",
      "redirectUrl",
      "debug",
    ];
    const throwingGetters = (): object => {
      const value = {};
      for (const name of NAMES) Object.defineProperty(value, name, { enumerable: true, get: fail });
      return value;
    };
    w.hostileValues = (): Record<string, unknown> => {
      const revocable = Proxy.revocable({}, {});
      revocable.revoke();
      const nullPrototype = Object.create(null) as Record<string, unknown>;
      nullPrototype.amount = "10.00";
      return {
        "a Proxy whose get throws": new Proxy({}, { get: fail }),
        "a Proxy that claims every option and throws on reading it": new Proxy(
          {},
          {
            has: () => true,
            ownKeys: () => NAMES,
            getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true, get: fail }),
            get: fail,
          },
        ),
        "a Proxy whose every trap throws": new Proxy(
          {},
          {
            get: fail,
            has: fail,
            ownKeys: fail,
            getOwnPropertyDescriptor: fail,
            getPrototypeOf: fail,
            set: fail,
            defineProperty: fail,
            apply: fail,
          },
        ),
        "a revoked Proxy": revocable.proxy,
        "an object whose getters throw": throwingGetters(),
        "a null-prototype object": nullPrototype,
        "a 5 MB string": "x".repeat(5 * 1024 * 1024),
      };
    };
    const HANG_MS = 8000;
    const describeFailure = (error: unknown): Record<string, unknown> => {
      try {
        const { name, code, message } = error as Record<string, unknown>;
        return { name: String(name), code: String(code), message: String(message) };
      } catch {
        return { name: "unreadable" };
      }
    };
    w.settle = async (call: string, run: () => unknown): Promise<Record<string, unknown>> => {
      let returned: unknown;
      try {
        returned = run();
      } catch (error) {
        return { call, settled: "threw", ...describeFailure(error) };
      }
      if (!(returned instanceof Promise)) return { call, settled: "returned" };
      let timer: ReturnType<typeof setTimeout> | undefined;
      const hang = new Promise<Record<string, unknown>>((resolve) => {
        timer = setTimeout(() => resolve({ call, settled: "hung" }), HANG_MS);
      });
      const settled = returned.then(
        () => ({ call, settled: "resolved" }),
        (error: unknown) => ({ call, settled: "rejected", ...describeFailure(error) }),
      );
      try {
        return await Promise.race([settled, hang]);
      } finally {
        clearTimeout(timer);
      }
    };
  });
}

/** The calls whose outcome breaks the rule: a failure that is not a BraintreeError of `codes`, or a hang. */
function brokenRule(outcomes: Outcome[], codes: string[]): Outcome[] {
  return outcomes.filter(
    (outcome) =>
      outcome.settled === "hung" ||
      ((outcome.settled === "rejected" || outcome.settled === "threw") &&
        (outcome.name !== "BraintreeError" || !codes.includes(outcome.code ?? ""))),
  );
}

describe("hostile input to the client", () => {
  it("client.create and client.request settle with a client catalogue error for every hostile value", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["client.min.js"], body: "<main></main>" });
    await installHostileValues(page);
    const outcomes = (await page.evaluate(async (authorization) => {
      const w = window as unknown as Record<string, any>;
      const values: Record<string, unknown> = w.hostileValues();
      const client = await w.braintree.client.create({ authorization });
      const results = [];
      for (const [label, value] of Object.entries(values)) {
        results.push(await w.settle(`client.create(${label})`, () => w.braintree.client.create(value)));
        results.push(
          await w.settle(`client.create({ authorization: ${label} })`, () =>
            w.braintree.client.create({ authorization: value }),
          ),
        );
        results.push(await w.settle(`client.request(${label})`, () => client.request(value)));
        for (const option of ["method", "endpoint", "data", "api", "timeout"]) {
          const options = { method: "get", endpoint: "configuration", [option]: value };
          results.push(await w.settle(`client.request({ ${option}: ${label} })`, () => client.request(options)));
        }
      }
      return results;
    }, sandbox().tokenizationKey)) as Outcome[];
    expect(brokenRule(outcomes, codesOf(clientErrors, sharedErrors))).toEqual([]);
    expect(
      outcomes.filter((outcome) => outcome.call.startsWith("client.create") && outcome.settled !== "rejected"),
    ).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });
});

describe("options with an own __proto__ key (as JSON.parse makes them)", () => {
  it("are read without their prototype: client.create and setAttribute refuse what only the prototype holds", async () => {
    await openMerchantPage(page, sandbox());
    await installHostileValues(page);
    const outcomes = (await page.evaluate(async (authorization) => {
      const w = window as unknown as Record<string, any>;
      const client = await w.braintree.client.create({ authorization });
      const hf = await w.braintree.hostedFields.create({ client, fields: { number: { container: "#card-number" } } });
      return [
        await w.settle("client.create({ __proto__: { authorization } })", () =>
          w.braintree.client.create(JSON.parse(`{"__proto__":{"authorization":${JSON.stringify(authorization)}}}`)),
        ),
        await w.settle("setAttribute({ __proto__: { field, attribute, value } })", () =>
          hf.setAttribute(JSON.parse('{"__proto__":{"field":"number","attribute":"placeholder","value":"smuggled"}}')),
        ),
        // Nothing leaked onto the page's objects either.
        {
          call: "Object.prototype",
          settled: ({} as Record<string, unknown>).authorization === undefined ? "clean" : "polluted",
        },
      ];
    }, sandbox().tokenizationKey)) as Outcome[];
    expect(outcomes.map((outcome) => [outcome.call, outcome.settled, outcome.code])).toEqual([
      ["client.create({ __proto__: { authorization } })", "rejected", "INSTANTIATION_OPTION_REQUIRED"],
      ["setAttribute({ __proto__: { field, attribute, value } })", "rejected", "HOSTED_FIELDS_FIELD_INVALID"],
      ["Object.prototype", "clean", undefined],
    ]);
  });
});

describe("a 3-D Secure billing address whose reads throw", () => {
  it("verifyCard rejects with a 3-D Secure catalogue error", async () => {
    await openMerchantPage(page, sandbox(), {
      bundles: ["client.min.js", "three-d-secure.min.js"],
      body: "<main></main>",
    });
    await installHostileValues(page);
    const authorization = await sandbox().createClientToken();
    const outcomes = (await page.evaluate(async (authorization) => {
      const w = window as unknown as Record<string, any>;
      const client = await w.braintree.client.create({ authorization });
      const threeDSecure = await w.braintree.threeDSecure.create({ client, version: "2" });
      const results = [];
      for (const [label, billingAddress] of Object.entries(w.hostileValues() as Record<string, unknown>)) {
        const options = {
          amount: "10.00",
          nonce: "fake-valid-nonce",
          bin: "411111",
          billingAddress,
          onLookupComplete: (_data: unknown, next: () => void) => next(),
        };
        results.push(
          await w.settle(`verifyCard({ billingAddress: ${label} })`, () => threeDSecure.verifyCard(options)),
        );
      }
      return results;
    }, authorization)) as Outcome[];
    expect(brokenRule(outcomes, codesOf(threeDSecureErrors, sharedErrors, clientErrors))).toEqual([]);
  });
});

describe.each(byName(COMPONENTS))("hostile input to %s.create", (_name, component) => {
  const codes = codesOf(component.errors, sharedErrors, clientErrors);

  it("fails with a catalogue error for every hostile options value", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", component.bundle], body: "<main></main>" });
    if (component.simulator)
      await page.addScriptTag({ url: `${sandbox().assetsUrl}/simulators/${component.simulator}.js` });
    await installHostileValues(page);
    const authorization = component.clientToken ? await sandbox().createClientToken() : sandbox().tokenizationKey;
    const outcomes = (await page.evaluate(
      async ({ namespace, authorization, createOptions, deferred, firstMethod }) => {
        const w = window as unknown as Record<string, any>;
        const values: Record<string, unknown> = w.hostileValues();
        const client = await w.braintree.client.create({ authorization });
        const create = (options: unknown) => w.braintree[namespace].create(options);
        const results = [];
        for (const [label, value] of Object.entries(values)) {
          results.push(await w.settle(`create(${label})`, () => create(value)));
          results.push(
            await w.settle(`create({ client: ${label} })`, () => create({ ...createOptions, client: value })),
          );
          const byAuthorization = await w.settle(`create({ authorization: ${label} })`, () =>
            create({ ...createOptions, authorization: value }),
          );
          if (deferred && byAuthorization.settled === "resolved") {
            const call = `create({ authorization: ${label} }).${firstMethod}()`;
            results.push(
              await w.settle(call, async () =>
                (await create({ ...createOptions, authorization: value }))[firstMethod](),
              ),
            );
          } else results.push(byAuthorization);
        }
        // The client itself is fine; every other option throws when read.
        const clientOnly = new Proxy(
          { ...createOptions, client },
          {
            get(_target, key) {
              if (key === "client") return client;
              if (typeof key === "string") throw new Error("hostile getter");
              return undefined;
            },
          },
        );
        results.push(await w.settle("create(options whose every option but client throws)", () => create(clientOnly)));
        return results;
      },
      {
        namespace: component.namespace,
        authorization,
        createOptions: component.createOptions ?? {},
        deferred: component.deferredClient === true,
        firstMethod: component.methods[0] ?? "",
      },
    )) as Outcome[];
    expect(brokenRule(outcomes, codes)).toEqual([]);
    expect(
      outcomes.filter((outcome) => outcome.settled !== "rejected" && !outcome.call.includes("every option but client")),
    ).toEqual([]);
    expect(noise(consoleProblems, component.warnings)).toEqual([]);
  });
});

describe.each(byName(COMPONENTS.filter((component) => component.methods.length > 0)))(
  "hostile input to %s's methods",
  (_name, component) => {
    const codes = codesOf(component.errors, sharedErrors, clientErrors);

    it("each public method settles, failing only with a catalogue error, for every hostile value", async () => {
      await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", component.bundle], body: "<main></main>" });
      if (component.simulator)
        await page.addScriptTag({ url: `${sandbox().assetsUrl}/simulators/${component.simulator}.js` });
      await installHostileValues(page);
      const authorization = component.clientToken
        ? await sandbox().createClientToken({ customerId: "hostile-input" })
        : sandbox().tokenizationKey;
      const outcomes = (await page.evaluate(
        async ({ namespace, authorization, createOptions, methods }) => {
          const w = window as unknown as Record<string, any>;
          const values: Record<string, unknown> = w.hostileValues();
          const client = await w.braintree.client.create({ authorization });
          const instance = await w.braintree[namespace].create({ ...createOptions, client });
          const results = [];
          for (const method of methods) {
            for (const [label, value] of Object.entries(values)) {
              results.push(await w.settle(`${method}(${label})`, () => instance[method](value, value)));
            }
          }
          // SEPA, Payment Ready, Instant Verification and preferred payment methods have none, as the provider's.
          await instance.teardown?.();
          return results;
        },
        {
          namespace: component.namespace,
          authorization,
          createOptions: component.createOptions ?? {},
          methods: component.methods,
        },
      )) as Outcome[];
      expect(brokenRule(outcomes, codes)).toEqual([]);
      expect(noise(consoleProblems, component.warnings)).toEqual([]);
    });
  },
);

describe("hostile input to Hosted Fields", () => {
  // About 200 calls, many of which load field frames: more than the default minute on a busy machine.
  const FRAMES_TEST_MS = 180_000;
  const codes = codesOf(hostedFieldsErrors, sharedErrors, clientErrors);

  describe.each([
    ["script tags", ["client.min.js", "hosted-fields.min.js"]],
    ["the loader", ["loader.min.js"]],
  ])("through %s", (_name, bundles) => {
    it(
      "hostedFields.create fails with a catalogue error for a hostile options, client, fields, field or container, and leaves no frame",
      async () => {
        await openMerchantPage(page, sandbox(), { bundles });
        await installHostileValues(page);
        const outcomes = (await page.evaluate(async (authorization) => {
          const w = window as unknown as Record<string, any>;
          const values: Record<string, unknown> = w.hostileValues();
          const client = await w.braintree.client.create({ authorization });
          // A create that succeeds is torn down at once, so the next one finds its containers free.
          const create = (options: unknown) =>
            w.braintree.hostedFields.create(options).then((instance: any) => instance.teardown());
          const number = { container: "#card-number" };
          const results = [];
          for (const [label, value] of Object.entries(values)) {
            results.push(await w.settle(`create(${label})`, () => create(value)));
            results.push(
              await w.settle(`create({ client: ${label} })`, () => create({ client: value, fields: { number } })),
            );
            results.push(
              await w.settle(`create({ authorization: ${label} })`, () =>
                create({ authorization: value, fields: { number } }),
              ),
            );
            results.push(await w.settle(`create({ fields: ${label} })`, () => create({ client, fields: value })));
            results.push(
              await w.settle(`create({ fields: { number: ${label} } })`, () =>
                create({ client, fields: { number: value } }),
              ),
            );
            results.push(
              await w.settle(`create({ fields: { number: { container: ${label} } } })`, () =>
                create({ client, fields: { number: { container: value } } }),
              ),
            );
            results.push(
              await w.settle(`create({ fields: { number: { selector: ${label} } } })`, () =>
                create({ client, fields: { number: { selector: value } } }),
              ),
            );
            // Field options in three groups, so that one refused option does not keep the others from being read.
            const groups = {
              lengths: ["maxlength", "minlength"],
              texts: ["placeholder", "prefill", "internalLabel", "iframeTitle"],
              settings: ["type", "formatInput", "maskInput", "select", "rejectUnsupportedCards", "supportedCardBrands"],
            };
            for (const [group, names] of Object.entries(groups)) {
              const fieldOptions = { ...number, ...Object.fromEntries(names.map((option) => [option, value])) };
              results.push(
                await w.settle(`create({ fields: { number: { ${group}: ${label} } } })`, () =>
                  create({ client, fields: { number: fieldOptions } }),
                ),
              );
            }
            results.push(
              await w.settle(`create({ styles: ${label} })`, () =>
                create({ client, fields: { number }, styles: value }),
              ),
            );
            results.push(
              await w.settle(`create({ preventAutofill: ${label} })`, () =>
                create({ client, fields: { number }, preventAutofill: value }),
              ),
            );
          }
          return results;
        }, sandbox().tokenizationKey)) as Outcome[];
        expect(brokenRule(outcomes, codes)).toEqual([]);
        // Options that may be ignored (the create then succeeds) are styles, preventAutofill and the field's texts and settings.
        const mustRefuse = (call: string) =>
          !/^create\(\{ (styles|preventAutofill|fields: \{ number: \{ (texts|settings))/.test(call);
        expect(outcomes.filter((outcome) => mustRefuse(outcome.call) && outcome.settled !== "rejected")).toEqual([]);
        expect(await page.locator("iframe").count()).toBe(0);
        expect(noise(consoleProblems)).toEqual([]);
      },
      FRAMES_TEST_MS,
    );
  });

  it(
    "each instance method settles, failing only with a catalogue error, for every hostile value",
    async () => {
      await openMerchantPage(page, sandbox());
      await installHostileValues(page);
      const outcomes = (await page.evaluate(async (authorization) => {
        const w = window as unknown as Record<string, any>;
        const values: Record<string, unknown> = w.hostileValues();
        const client = await w.braintree.client.create({ authorization });
        const instance = await w.braintree.hostedFields.create({
          client,
          fields: {
            number: { container: "#card-number" },
            cvv: { container: "#cvv" },
            expirationMonth: { container: "#expiration-date", select: true },
          },
        });
        const methods = [
          "addClass",
          "removeClass",
          "setPlaceholder",
          "clear",
          "focus",
          "setAttribute",
          "removeAttribute",
          "setMessage",
          "setMonthOptions",
          "getState",
          "getSupportedCardTypes",
          "getChallenges",
          "tokenize",
          "on",
          "off",
        ];
        const results = [];
        for (const [label, value] of Object.entries(values)) {
          for (const method of methods)
            results.push(await w.settle(`${method}(${label})`, () => instance[method](value, value)));
          // The value where the method reads it, beside valid arguments.
          const calls: Array<[string, () => unknown]> = [
            ['addClass("number", value)', () => instance.addClass("number", value)],
            ['removeClass("number", value)', () => instance.removeClass("number", value)],
            ['setPlaceholder("number", value)', () => instance.setPlaceholder("number", value)],
            [
              "setAttribute({ field: value })",
              () => instance.setAttribute({ field: value, attribute: "placeholder", value: "x" }),
            ],
            [
              "setAttribute({ attribute: value })",
              () => instance.setAttribute({ field: "number", attribute: value, value: "x" }),
            ],
            [
              "setAttribute({ value: value })",
              () => instance.setAttribute({ field: "number", attribute: "placeholder", value }),
            ],
            [
              "removeAttribute({ attribute: value })",
              () => instance.removeAttribute({ field: "number", attribute: value }),
            ],
            ["setMessage({ message: value })", () => instance.setMessage({ field: "number", message: value })],
            ["setMessage({ field: value })", () => instance.setMessage({ field: value, message: "x" })],
            ["setMonthOptions([value])", () => instance.setMonthOptions([value])],
            [
              "tokenize({ billingAddress: value })",
              () => instance.tokenize({ billingAddress: value, fieldsToTokenize: value }),
            ],
            ['on("focus", value)', () => instance.on("focus", value)],
            ['off("focus", value)', () => instance.off("focus", value)],
          ];
          for (const [call, run] of calls) results.push(await w.settle(`${call} with ${label}`, run));
        }
        for (const [label, value] of Object.entries(values)) {
          results.push(await w.settle(`teardown(${label})`, () => instance.teardown(value, value)));
        }
        return results;
      }, sandbox().tokenizationKey)) as Outcome[];
      expect(brokenRule(outcomes, codes)).toEqual([]);
      expect(noise(consoleProblems)).toEqual([]);
    },
    FRAMES_TEST_MS,
  );
});
