// CDN plugin bundles share the kernel runtime of client.min.js, whatever order the page loads them in, and
// every script they (or client.min.js) fetch from the asset origin is pinned by its integrity.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startSandbox } from "../../sandbox/index.js";
import { usePage } from "../support/browser.js";
import { openMerchantPage } from "../support/page.js";
import { apiRequests, useSandbox, type Sandbox } from "../support/sandbox.js";
import { runtimeKey } from "../../build/runtime-keys.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

const sandbox = useSandbox();
const tab = usePage(() => sandbox().clearFaults());
let page: Page;
beforeEach(() => {
  page = tab.page();
});

async function amexNonceError(): Promise<Record<string, unknown>> {
  return page.evaluate(`(async () => {
    const amex = await braintree.americanExpress.create({ authorization: ${JSON.stringify(sandbox().tokenizationKey)} });
    try { await amex.getRewardsBalance({}); return { resolved: true }; }
    catch (error) {
      return { code: error.code, type: error.type, name: error.name,
        sharedClass: error instanceof braintree.BraintreeError, kernel: Boolean(braintree.__paykit) };
    }
  })()`);
}

describe("CDN plugin bundles", () => {
  it("use the kernel of client.min.js, so errors share one BraintreeError class", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "american-express.min.js"] });
    expect(await amexNonceError()).toEqual({
      code: "AMEX_NONCE_REQUIRED",
      type: "MERCHANT",
      name: "BraintreeError",
      sharedClass: true,
      kernel: true,
    });
    expect(tab.consoleProblems()).toEqual([]);
  });

  it("fetch client.min.js themselves when the page did not load it", async () => {
    sandbox().assetRequests.length = 0;
    await openMerchantPage(page, sandbox(), { bundles: ["american-express.min.js"] });
    expect(await amexNonceError()).toMatchObject({ code: "AMEX_NONCE_REQUIRED", sharedClass: true, kernel: true });
    expect(sandbox().assetRequests.map((request) => request.path)).toContain("/web/3.132.0/js/client.min.js");
    expect(tab.consoleProblems()).toEqual([]);
  });

  it("at the provider's Drop-in path carry their kernel, as Drop-in's script carries its client: Drop-in's VERSION and the client at once, no client.min.js fetched", async () => {
    sandbox().assetRequests.length = 0;
    await openMerchantPage(page, sandbox(), { bundles: ["../../dropin/1.48.0/js/dropin.min.js"], body: "" });
    const versions = await page.evaluate(() => {
      const braintree = (globalThis as { braintree?: Record<string, { VERSION?: unknown } | undefined> }).braintree;
      return {
        dropin: braintree?.dropin?.VERSION,
        client: braintree?.client?.VERSION,
        kernel: "__paykit" in braintree!,
      };
    });
    expect(versions).toEqual({ dropin: "1.48.0", client: "3.132.0", kernel: true });
    expect(sandbox().assetRequests.map((request) => request.path)).toEqual(["/web/dropin/1.48.0/js/dropin.min.js"]);
    expect(tab.consoleProblems()).toEqual([]);
  });

  it("at the provider's Drop-in path keep the page's kernel when client.min.js came first, and fetch the card from the release's directory", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["client.min.js"], body: '<div id="dropin"></div>' });
    sandbox().assetRequests.length = 0;
    const result = await page.evaluate(`(async () => {
      const first = braintree.__paykit;
      await new Promise((resolve, reject) => {
        const script = document.createElement("script");
        script.src = ${JSON.stringify(`${sandbox().assetsUrl}/web/dropin/1.48.0/js/dropin.min.js`)};
        script.onload = resolve;
        script.onerror = reject;
        document.head.appendChild(script);
      });
      const instance = await braintree.dropin.create({ authorization: ${JSON.stringify(sandbox().tokenizationKey)}, container: "#dropin" });
      const client = await braintree.client.create({ authorization: ${JSON.stringify(sandbox().tokenizationKey)} });
      const refused = await braintree.dropin
        .create({ authorization: ${JSON.stringify(sandbox().tokenizationKey)}, container: "#nowhere" })
        .catch((error) => error);
      return { sameKernel: first === braintree.__paykit, version: braintree.dropin.VERSION,
        sharedErrorClass: refused instanceof first[${JSON.stringify(runtimeKey("BraintreeError"))}] && refused.code,
        cardFrames: document.querySelectorAll("#dropin iframe").length, requestable: instance.isPaymentMethodRequestable(),
        sharedClient: typeof client.getConfiguration === "function" };
    })()`);
    expect(result).toEqual({
      sameKernel: true,
      sharedErrorClass: "DROPIN_INVALID_CONTAINER",
      version: "1.48.0",
      cardFrames: 4,
      requestable: false,
      sharedClient: true,
    });
    const paths = sandbox().assetRequests.map((request) => request.path);
    expect(paths).toContain("/web/3.132.0/js/checkout-card.min.js");
    expect(paths).toContain("/web/3.132.0/js/hosted-fields.min.js");
    expect(
      paths.filter((path) => path.startsWith("/web/dropin/1.48.0/js/") && !path.endsWith("/dropin.min.js")),
    ).toEqual([]);
    expect(tab.consoleProblems()).toEqual([]);
  });

  it("keep one kernel when client.min.js is loaded twice", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "american-express.min.js", "client.min.js"] });
    const same = await page.evaluate(`(async () => {
      const first = braintree.__paykit;
      const a = await braintree.client.create({ authorization: ${JSON.stringify(sandbox().tokenizationKey)} });
      const b = await braintree.client.create({ authorization: ${JSON.stringify(sandbox().tokenizationKey)} });
      return first === braintree.__paykit && a === b;
    })()`);
    expect(same).toBe(true);
  });
});

describe("client.min.js fetches the machinery of client.request (client-request.min.js)", () => {
  const fetched = () =>
    sandbox().assetRequests.filter((request) => request.path.endsWith("/client-request.min.js")).length;

  it("once, on the first request, however many requests and client.create calls follow", async () => {
    sandbox().assetRequests.length = 0;
    await openMerchantPage(page, sandbox(), { bundles: ["client.min.js"] });
    expect(fetched()).toBe(0);
    const statuses = await page.evaluate(async (authorization) => {
      const braintree = (window as unknown as { braintree: any }).braintree;
      const clients = [
        await braintree.client.create({ authorization }),
        await braintree.client.create({ authorization }),
      ];
      const before = document.querySelectorAll('script[src$="/client-request.min.js"]').length;
      const requests = [...clients, clients[0]].map((client: any) =>
        client
          .request({ method: "get", endpoint: "configuration", data: { configVersion: 3 } })
          .then((body: any) => body._httpStatus),
      );
      return { before, statuses: await Promise.all(requests) };
    }, sandbox().tokenizationKey);
    expect(statuses).toEqual({ before: 0, statuses: [200, 200, 200] });
    expect(fetched()).toBe(1);
    expect(tab.consoleProblems()).toEqual([]);
  });
});

describe("scripts paykit fetches from its own asset origin are pinned by integrity", () => {
  const damaged = new Map<string, { sandbox: Sandbox; directory: string }>();

  /** Appends code that records it ran: the copy no longer matches the integrity the build pinned. */
  const TAMPERED = ["frame-service.min.js", "client.min.js", "card-tokenization.min.js"];
  const tamperedRan = (target: Page) =>
    target.evaluate(() => (globalThis as { __tamperedRan?: string[] }).__tamperedRan ?? []);

  /** A sandbox serving a copy of the built assets in which each of `files` was tampered with. */
  async function tamperedSandbox(files: string[] = TAMPERED): Promise<Sandbox> {
    const key = files.join(",");
    const known = damaged.get(key);
    if (known) return known.sandbox;
    const directory = await mkdtemp(join(tmpdir(), "paykit-tampered-"));
    await cp(join(root, "dist"), join(directory, "dist"), { recursive: true });
    const js = join(directory, "dist/assets-development/web/3.132.0/js");
    for (const file of files) {
      const marker = `;(globalThis.__tamperedRan = globalThis.__tamperedRan || []).push(${JSON.stringify(file)});`;
      await writeFile(join(js, file), `${await readFile(join(js, file), "utf8")}\n${marker}`);
    }
    const started = await startSandbox({ port: 0, rootDir: directory });
    damaged.set(key, { sandbox: started, directory });
    return started;
  }

  afterAll(async () => {
    for (const { sandbox: started, directory } of damaged.values()) {
      await started.close();
      await rm(directory, { recursive: true, force: true });
    }
  });

  it("a tampered client-request.min.js never runs: client.request fails with CLIENT_GATEWAY_NETWORK and leaves no script behind", async () => {
    const target = await tamperedSandbox(["client-request.min.js"]);
    await openMerchantPage(page, target, { bundles: ["client.min.js"] });
    target.requests.length = 0;
    const outcome = await page.evaluate(async (authorization) => {
      const braintree = (window as unknown as { braintree: any }).braintree;
      const client = await braintree.client.create({ authorization });
      const failure = await client
        .request({ method: "get", endpoint: "configuration", data: { configVersion: 3 } })
        .then(
          () => ({ resolved: true }),
          (error: any) => ({
            name: error.name,
            code: error.code,
            type: error.type,
            message: error.message,
            shared: error instanceof braintree.BraintreeError,
          }),
        );
      const left = [...document.scripts].filter((script) => script.src.endsWith("/client-request.min.js")).length;
      return { failure, left };
    }, target.tokenizationKey);
    expect(outcome).toEqual({
      failure: {
        name: "BraintreeError",
        code: "CLIENT_GATEWAY_NETWORK",
        type: "NETWORK",
        message: "Cannot contact the gateway at this time.",
        shared: true,
      },
      left: 0,
    });
    // Only client.create's own configuration request reached the gateway: the failed request sent nothing.
    const configurationPath = `/merchants/${target.merchantId}/client_api/v1/configuration`;
    expect(apiRequests(target).filter((request) => request.path === configurationPath)).toHaveLength(1);
    expect(await tamperedRan(page)).toEqual([]);
  });

  async function createFailure(target: Sandbox, namespace: string): Promise<Record<string, unknown>> {
    return page.evaluate(
      async ({ name, authorization }) => {
        const braintree = (window as unknown as { braintree: Record<string, { create(o: object): Promise<unknown> }> })
          .braintree;
        return braintree[name]!.create({ authorization }).then(
          () => ({ created: true }),
          (error: { name: string; code: string; type: string; message: string }) => ({
            name: error.name,
            code: error.code,
            type: error.type,
          }),
        );
      },
      { name: namespace, authorization: target.tokenizationKey },
    );
  }

  it.each([
    ["paypal", "paypal.min.js"],
    ["masterpass", "masterpass.min.js"],
  ])(
    "a tampered frame-service.min.js fails %s's create with CLIENT_SCRIPT_FAILED_TO_LOAD and never runs",
    async (namespace, bundle) => {
      const target = await tamperedSandbox();
      await openMerchantPage(page, target, { bundles: ["client.min.js", bundle] });
      expect(await createFailure(target, namespace)).toEqual({
        name: "BraintreeError",
        code: "CLIENT_SCRIPT_FAILED_TO_LOAD",
        type: "NETWORK",
      });
      expect(await tamperedRan(page)).not.toContain("frame-service.min.js");
    },
  );

  it("a tampered frame-service.min.js fails Venmo's create for desktop web login (fetched by venmo-desktop.min.js) and never runs", async () => {
    const target = await tamperedSandbox();
    await openMerchantPage(page, target, { bundles: ["client.min.js", "venmo.min.js"] });
    const failure = await page.evaluate(async (authorization) => {
      const braintree = (window as unknown as { braintree: Record<string, { create(o: object): Promise<unknown> }> })
        .braintree;
      return braintree
        .venmo!.create({
          authorization,
          allowDesktop: true,
          allowDesktopWebLogin: true,
          paymentMethodUsage: "multi_use",
        })
        .then(
          () => ({ created: true }),
          (error: { name: string; code: string; type: string }) => ({
            name: error.name,
            code: error.code,
            type: error.type,
          }),
        );
    }, target.tokenizationKey);
    expect(failure).toEqual({ name: "BraintreeError", code: "CLIENT_SCRIPT_FAILED_TO_LOAD", type: "NETWORK" });
    expect(await tamperedRan(page)).not.toContain("frame-service.min.js");
  });

  it("a tampered frame-service.min.js never runs for PayPal Checkout; vault-initiated checkout fails with its script error", async () => {
    const target = await tamperedSandbox();
    await openMerchantPage(page, target, { bundles: ["client.min.js", "paypal-checkout.min.js"] });
    const failure = await page.evaluate(async (authorization) => {
      const braintree = (window as unknown as { braintree: any }).braintree;
      const instance = await braintree.paypalCheckout.create({ authorization });
      return instance
        .startVaultInitiatedCheckout({
          amount: "1.00",
          currency: "USD",
          vaultInitiatedCheckoutPaymentMethodToken: "token",
          optOutOfModalBackdrop: true,
        })
        .then(
          () => ({ completed: true }),
          (error: any) => ({ code: error.code, original: error.details?.originalError?.code }),
        );
    }, target.tokenizationKey);
    expect(failure).toEqual({
      code: "PAYPAL_START_VAULT_INITIATED_CHECKOUT_SETUP_FAILED",
      original: "CLIENT_SCRIPT_FAILED_TO_LOAD",
    });
    expect(await tamperedRan(page)).not.toContain("frame-service.min.js");
  });

  it("a tampered client.min.js fetched by a plugin bundle fails create with CLIENT_SCRIPT_FAILED_TO_LOAD and never runs", async () => {
    const target = await tamperedSandbox();
    await openMerchantPage(page, target, { bundles: ["american-express.min.js"] });
    expect(await createFailure(target, "americanExpress")).toEqual({
      name: "BraintreeError",
      code: "CLIENT_SCRIPT_FAILED_TO_LOAD",
      type: "NETWORK",
    });
    expect(await tamperedRan(page)).toEqual([]);
  });

  it("a tampered card-tokenization.min.js never runs: client.request tokenizes the card on the classic API", async () => {
    const target = await tamperedSandbox();
    await openMerchantPage(page, target, { bundles: ["client.min.js"] });
    target.requests.length = 0;
    const status = await page.evaluate(async (authorization) => {
      const braintree = (window as unknown as { braintree: any }).braintree;
      const client = await braintree.client.create({ authorization });
      const year = new Date().getFullYear() + 3;
      const body = await client.request({
        method: "post",
        endpoint: "payment_methods/credit_cards",
        data: { creditCard: { number: "4111111111111111", expirationDate: `12/${year}`, cvv: "123" } },
      });
      return body._httpStatus;
    }, target.tokenizationKey);
    expect(status).toBe(201);
    expect(apiRequests(target).map((request) => request.path)).toContain(
      `/merchants/${target.merchantId}/client_api/v1/payment_methods/credit_cards`,
    );
    expect(apiRequests(target).map((request) => request.path)).not.toContain("/graphql");
    expect(await tamperedRan(page)).not.toContain("card-tokenization.min.js");
  });
});
