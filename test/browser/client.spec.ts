// The client bundles in a real browser, from the asset origin, against the sandbox gateway.
import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { DEVELOPMENT_AUTHORIZATION_HINT } from "../../kernel/errors/catalogue.js";
import { apiRequests, useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();

const tab = usePage(() => {
  sandbox().clearFaults();
  sandbox().clearRequests();
});
let page: Page;
let consoleProblems: string[];
beforeEach(() => {
  page = tab.page();
  consoleProblems = tab.consoleProblems();
});

/** Opens a blank page on the demo origin and loads one variant of client.min.js from the asset origin. */
async function loadClientBundle(variant: "development" | "production"): Promise<void> {
  // Not the demo page itself: its card form talks to the gateway on load, which these tests count.
  await page.goto(`${sandbox().demoUrl}/blank`);
  const prefix = variant === "production" ? "/production" : "";
  await page.evaluate(
    async ({ src, gateway }) => {
      (window as unknown as { braintree?: unknown }).braintree = undefined;
      (globalThis as { __PAYKIT_DEVELOPMENT_GATEWAY__?: string }).__PAYKIT_DEVELOPMENT_GATEWAY__ = gateway;
      await new Promise<void>((resolve, reject) => {
        const script = document.createElement("script");
        script.src = src;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`could not load ${src}`));
        document.head.appendChild(script);
      });
    },
    { src: `${sandbox().assetsUrl}${prefix}/web/3.132.0/js/client.min.js`, gateway: sandbox().gatewayUrl },
  );
}

/** Creates a client in the page; resolves to its merchant id, or the error's fields (`details` only when asked). */
async function createInPage(authorization: string, withDetails = false): Promise<Record<string, unknown>> {
  const result = await page.evaluate(async (auth) => {
    const braintree = (
      window as unknown as {
        braintree: {
          client: {
            create(o: unknown): Promise<{ getConfiguration(): { gatewayConfiguration: { merchantId: string } } }>;
          };
        };
      }
    ).braintree;
    try {
      const created = await braintree.client.create({ authorization: auth });
      return { merchantId: created.getConfiguration().gatewayConfiguration.merchantId };
    } catch (error) {
      const { name, code, type, message, details } = error as Record<string, string>;
      return { name, code, type, message, details };
    }
  }, authorization);
  if (!withDetails) delete result.details;
  return result;
}

/** What the production build adds to its refusal of what only the development build serves (kernel/errors/catalogue.ts). */
const WRONG_BUILD = DEVELOPMENT_AUTHORIZATION_HINT;

/** A client token's JSON. */
function decodedToken(authorization: string): Record<string, unknown> {
  return JSON.parse(atob(authorization)) as Record<string, unknown>;
}

describe("client.min.js in Chromium", () => {
  it("development bundle creates a client from a client token against the local sandbox", async () => {
    await loadClientBundle("development");
    const authorization = await sandbox().createClientToken();
    expect(await createInPage(authorization)).toEqual({ merchantId: sandbox().merchantId });
    expect(consoleProblems).toEqual([]);
  });

  it("development bundle creates a client from a tokenization key", async () => {
    await loadClientBundle("development");
    expect(await createInPage(sandbox().tokenizationKey)).toEqual({ merchantId: sandbox().merchantId });
    expect(consoleProblems).toEqual([]);
  });

  it("production bundle refuses a configuration on localhost before contacting it, naming the build it needs", async () => {
    await loadClientBundle("production");
    sandbox().clearRequests();
    const authorization = await sandbox().createClientToken();
    expect(await createInPage(authorization)).toEqual({
      name: "BraintreeError",
      code: "CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN",
      type: "MERCHANT",
      message: `configUrl property is on an invalid domain. ${WRONG_BUILD}`,
    });
    expect(apiRequests(sandbox())).toHaveLength(0);
  });

  it("production bundle keeps the provider's message and prints nothing for a non-development client token it refuses", async () => {
    await loadClientBundle("production");
    const token = decodedToken(await sandbox().createClientToken());
    const configUrl = "https://gateway.example.com/merchants/m/client_api/v1/configuration";
    const failure = await createInPage(btoa(JSON.stringify({ ...token, environment: "production", configUrl })), true);
    expect(failure).toEqual({
      name: "BraintreeError",
      code: "CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN",
      type: "MERCHANT",
      message: "configUrl property is on an invalid domain.",
      details: undefined,
    });
    expect(consoleProblems).toEqual([]);
  });

  it("production bundle does not know a development tokenization key", async () => {
    await loadClientBundle("production");
    expect(await createInPage(sandbox().tokenizationKey)).toMatchObject({ code: "CLIENT_INVALID_AUTHORIZATION" });
  });

  it("production bundle tells a development tokenization key which build and export condition it needs", async () => {
    await loadClientBundle("production");
    const failure = await createInPage(sandbox().tokenizationKey, true);
    expect(failure).toMatchObject({
      code: "CLIENT_INVALID_AUTHORIZATION",
      type: "MERCHANT",
      message: expect.stringMatching(
        /^Authorization is invalid\. Make sure your client token or tokenization key is valid\. This production build/,
      ),
      details: { environment: "development", build: "production" },
    });
    const fix = (failure.details as { fix: string }).fix;
    for (const setting of ['conditions: ["development", "module"]', "resolve.conditions", "resolve.conditionNames"])
      expect(fix).toContain(setting);
    expect(apiRequests(sandbox())).toHaveLength(0);
  });

  it("production bundle explains a development client token in the error details", async () => {
    await loadClientBundle("production");
    const failure = await createInPage(await sandbox().createClientToken(), true);
    expect(failure).toMatchObject({
      code: "CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN",
      details: { build: "production", fix: expect.stringContaining('"development" export condition') },
    });
  });

  it("production bundle keeps the provider's message for a production key it cannot reach", async () => {
    await loadClientBundle("production");
    expect(await createInPage("unknownenv_abc_merchant")).toEqual({
      name: "BraintreeError",
      code: "CLIENT_INVALID_AUTHORIZATION",
      type: "MERCHANT",
      message: "Authorization is invalid. Make sure your client token or tokenization key is valid.",
    });
  });

  it("development bundle prints a failure's details.fix once as a console warning (a key the sandbox does not know)", async () => {
    await loadClientBundle("development");
    const key = "development_abc123_sandbox_merchant_9";
    expect(await createInPage(key)).toMatchObject({ code: "CLIENT_AUTHORIZATION_INVALID" });
    expect(await createInPage(key)).toMatchObject({ code: "CLIENT_AUTHORIZATION_INVALID" });
    const warnings = consoleProblems.filter((line) => line.startsWith("warning: paykit:"));
    expect(warnings).toEqual([
      expect.stringContaining(
        'This sandbox has no merchant "sandbox_merchant_9"; its merchants are sandbox_merchant_1',
      ),
    ]);
  });

  it("production bundle says once in the console what its refusal of a development authorization says", async () => {
    await loadClientBundle("production");
    const failure = await createInPage(sandbox().tokenizationKey, true);
    expect(failure).toMatchObject({ code: "CLIENT_INVALID_AUTHORIZATION", details: { fix: WRONG_BUILD } });
    expect(await createInPage(await sandbox().createClientToken())).toMatchObject({
      code: "CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN",
    });
    expect(consoleProblems).toEqual([`warning: paykit: ${WRONG_BUILD}`]);
  });

  it("production bundle prints nothing for the provider's own refusals", async () => {
    await loadClientBundle("production");
    expect(await createInPage("unknownenv_abc_merchant")).toMatchObject({ code: "CLIENT_INVALID_AUTHORIZATION" });
    expect(await createInPage("not an authorization")).toMatchObject({ code: "CLIENT_INVALID_AUTHORIZATION" });
    expect(consoleProblems).toEqual([]);
  });

  it("exposes the global braintree namespace with the version", async () => {
    await loadClientBundle("development");
    const namespace = await page.evaluate(() => {
      const braintree = (
        window as unknown as { braintree: { VERSION: string; client: { VERSION: string; create: unknown } } }
      ).braintree;
      return {
        version: braintree.VERSION,
        clientVersion: braintree.client.VERSION,
        create: typeof braintree.client.create,
      };
    });
    expect(namespace).toEqual({ version: "3.132.0", clientVersion: "3.132.0", create: "function" });
  });
});

describe("the demo page", () => {
  it("creates a client with the tokenization key and shows its configuration", async () => {
    await page.goto(`${sandbox().demoUrl}/`);
    await page.getByRole("button", { name: /tokenization key/i }).click();
    await page.waitForFunction(() => document.querySelector("#configuration")?.textContent?.includes("merchantId"));
    expect(await page.textContent("#configuration")).toContain(sandbox().merchantId);
    expect(consoleProblems).toEqual([]);
  });

  it("creates a client with a client token minted by the merchant server", async () => {
    await page.goto(`${sandbox().demoUrl}/`);
    await page.getByRole("button", { name: /client token/i }).click();
    await page.waitForFunction(() => document.querySelector("#configuration")?.textContent?.includes("clientApiUrl"));
    expect(await page.textContent("#configuration")).toContain(sandbox().gatewayUrl);
    expect(consoleProblems).toEqual([]);
  });
});

describe("client.min.js answers as the provider's client", () => {
  const CARD = () => ({ number: "4111111111111111", expirationDate: `12/${new Date().getFullYear() + 3}`, cvv: "123" });

  async function tokenizeInPage(times: number): Promise<Array<Record<string, unknown>>> {
    return page.evaluate(
      async ({ authorization, card, count }) => {
        const braintree = (window as unknown as { braintree: any }).braintree;
        const client = await braintree.client.create({ authorization });
        const results: Array<Record<string, unknown>> = [];
        for (let index = 0; index < count; index++) {
          const body = await client.request({
            method: "post",
            endpoint: "payment_methods/credit_cards",
            data: { creditCard: card },
          });
          results.push({
            status: body._httpStatus,
            nonce: typeof body.creditCards[0].nonce,
            cardType: body.creditCards[0].details.cardType,
          });
        }
        return results;
      },
      { authorization: sandbox().tokenizationKey, card: CARD(), count: times },
    );
  }

  it("tokenizes a card through GraphQL TokenizeCreditCard where the configuration offers it, fetching the translation once", async () => {
    await loadClientBundle("development");
    sandbox().assetRequests.length = 0;
    expect(await tokenizeInPage(2)).toEqual([
      { status: 200, nonce: "string", cardType: "Visa" },
      { status: 200, nonce: "string", cardType: "Visa" },
    ]);
    const tokenizations = apiRequests(sandbox()).filter((request) => request.path === "/graphql");
    expect(tokenizations.map((request) => request.operationName)).toEqual(["TokenizeCreditCard", "TokenizeCreditCard"]);
    expect(
      sandbox()
        .assetRequests.map((request) => request.path)
        .filter((path) => path.endsWith("card-tokenization.min.js")),
    ).toEqual(["/web/3.132.0/js/card-tokenization.min.js"]);
    expect(consoleProblems).toEqual([]);
  });

  it("resolves a classic card tokenization with _httpStatus 201 where GraphQL tokenization is not offered", async () => {
    sandbox().setGraphQLFeatures(["configuration"]);
    try {
      await loadClientBundle("development");
      expect(await tokenizeInPage(1)).toEqual([{ status: 201, nonce: "string", cardType: "Visa" }]);
      expect(apiRequests(sandbox()).map((request) => request.path)).not.toContain("/graphql");
    } finally {
      sandbox().setGraphQLFeatures(null);
    }
  });

  it("exposes getConfiguration, getVersion, request, teardown and toJSON (and the provider's private _request the Drop-in calls), and answers getConfiguration after teardown", async () => {
    await loadClientBundle("development");
    const seen = await page.evaluate(async (authorization) => {
      const braintree = (window as unknown as { braintree: any }).braintree;
      const client = await braintree.client.create({ authorization });
      const names = new Set<string>();
      for (let target = client; target && target !== Object.prototype; target = Object.getPrototypeOf(target)) {
        for (const name of Object.getOwnPropertyNames(target))
          if (name !== "constructor" && typeof client[name] === "function") names.add(name);
      }
      await client.teardown();
      let request = "";
      try {
        client.request({ method: "get", endpoint: "configuration" });
      } catch (error) {
        request = (error as { code: string }).code;
      }
      return {
        methods: [...names].sort(),
        afterTeardown: client.getConfiguration().gatewayConfiguration.merchantId,
        request,
      };
    }, sandbox().tokenizationKey);
    expect(seen).toEqual({
      methods: ["_request", "getConfiguration", "getVersion", "request", "teardown", "toJSON"],
      afterTeardown: sandbox().merchantId,
      request: "METHOD_CALLED_AFTER_TEARDOWN",
    });
  });

  it("refuses a method that is not an HTTP method and a 1 MB endpoint before anything leaves the page", async () => {
    await loadClientBundle("development");
    const client = await page.evaluateHandle(async (authorization) => {
      const braintree = (window as unknown as { braintree: any }).braintree;
      return braintree.client.create({ authorization });
    }, sandbox().tokenizationKey);
    sandbox().clearRequests();
    const refused = await page.evaluate(async (created: any) => {
      const attempts = [
        { method: "number", endpoint: "payment_methods" },
        { method: "x".repeat(5 * 1024 * 1024), endpoint: "payment_methods" },
        { method: "get", endpoint: "x".repeat(1024 * 1024) },
      ];
      const errors = [];
      for (const options of attempts)
        errors.push(
          await created.request(options).then(
            () => "resolved",
            (error: any) => `${error.code}: ${error.message}`,
          ),
        );
      return errors;
    }, client);
    expect(refused).toEqual([
      "CLIENT_OPTION_INVALID: options.method is invalid.",
      "CLIENT_OPTION_INVALID: options.method is invalid.",
      "CLIENT_OPTION_INVALID: options.endpoint is invalid.",
    ]);
    // No CORS preflight, no request: sent, these failed only after a preflight and a retry, 10 to 12 s later.
    expect(sandbox().requests.filter((request) => !request.path.startsWith("/xoplatform/"))).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });
});
