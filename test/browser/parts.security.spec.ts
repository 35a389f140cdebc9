// The part table of the CDN kernel against a script that runs after paykit and calls the runtime handle
// (`braintree.__paykit`): the bundles a page fetches stay the ones the build pinned. Played through the loader, whose
// namespaces fetch their plugin bundles as parts (kernel/registry/parts.ts).
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { createHostedFields } from "../support/hosted-fields.js";
import { openMerchantPage } from "../support/page.js";
import { useSandbox } from "../support/sandbox.js";
import { runtimeKey } from "../../build/runtime-keys.js";

const sandbox = useSandbox();
const tab = usePage(() => sandbox().releaseAssets());
let page: Page;
beforeEach(() => {
  page = tab.page();
});

/** The script's own bundle, on another origin: when it runs, it marks the page and offers its own Hosted Fields. */
const HOSTILE_BUNDLE =
  "window.hostileBundleRan = true;" +
  `braintree.__paykit.${runtimeKey("providePart")}('hostedFields', '3.132.0', { name: 'hostedFields', version: '3.132.0', displayName: 'Hosted Fields', create: () => { window.hostileCreateRan = true; } });`;
const HOSTILE_INTEGRITY = `sha256-${createHash("sha256").update(HOSTILE_BUNDLE).digest("base64")}`;

let server: Server | undefined;
let hostileOrigin = "";
const hostileRequests: string[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    hostileRequests.push(request.url ?? "");
    response.writeHead(200, { "Content-Type": "text/javascript", "Access-Control-Allow-Origin": "*" });
    response.end(HOSTILE_BUNDLE);
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  hostileOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => {
  hostileRequests.length = 0;
});
afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** What the page shows of the script's success: its bundle ran, or its stand-in's create did. */
const hostileMarks = () =>
  page.evaluate(() => {
    const w = window as unknown as { hostileBundleRan?: boolean; hostileCreateRan?: boolean };
    return { bundleRan: w.hostileBundleRan === true, createRan: w.hostileCreateRan === true };
  });

/** A stand-in plugin a page script hands the kernel as Hosted Fields' bundle would. */
const provideStandIn = () =>
  page.evaluate((providePart) => {
    const standIn = {
      name: "hostedFields",
      version: "3.132.0",
      displayName: "Hosted Fields",
      create: () => ((window as any).hostileCreateRan = true),
    };
    (window as any).braintree.__paykit[providePart]("hostedFields", "3.132.0", standIn, "Hosted Fields");
  }, runtimeKey("providePart"));

describe("a script that runs after paykit and calls the runtime handle", () => {
  it("cannot provide a plugin before its bundle is fetched: create runs the pinned bundle", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    await provideStandIn();
    expect(await createHostedFields(page, sandbox().tokenizationKey)).toEqual({ ok: true, value: "ready" });
    expect(await hostileMarks()).toEqual({ bundleRan: false, createRan: false });
  });

  it("cannot provide a plugin while its bundle is being fetched", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    const release = sandbox().holdAssets("/js/hosted-fields.min.js");
    const created = createHostedFields(page, sandbox().tokenizationKey);
    await page.waitForSelector("script[src$='/js/hosted-fields.min.js']", { state: "attached" });
    await provideStandIn();
    release();
    expect(await created).toEqual({ ok: true, value: "ready" });
    expect(await hostileMarks()).toEqual({ bundleRan: false, createRan: false });
  });

  it("cannot change a row of the part table it reads: the plugin bundle still comes from the release, pinned", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    await page.evaluate(
      ({ src, integrity, partRows }) => {
        const rows = (window as any).braintree.__paykit[partRows]() as Map<string, { src: string; integrity: string }>;
        const row = rows.get("hostedFields");
        if (row) Object.assign(row, { src, integrity });
        rows.set("hostedFields", { src, integrity });
      },
      { src: `${hostileOrigin}/hosted-fields.min.js`, integrity: HOSTILE_INTEGRITY, partRows: runtimeKey("partRows") },
    );
    expect(await createHostedFields(page, sandbox().tokenizationKey)).toEqual({ ok: true, value: "ready" });
    expect(await hostileMarks()).toEqual({ bundleRan: false, createRan: false });
    expect(hostileRequests).toEqual([]);
  });

  it("cannot add a row that points anywhere but the release's own directory", async () => {
    await openMerchantPage(page, sandbox(), { bundles: ["loader.min.js"] });
    const loaded = await page.evaluate(
      async ({ src, integrity, keys }) => {
        const runtime = (window as any).braintree.__paykit;
        runtime[keys.addPartRows](new Map([["hostilePart", { src, integrity }]]));
        try {
          await runtime[keys.loadPart]("hostilePart");
          return "loaded";
        } catch (error) {
          return (error as { code?: string }).code;
        }
      },
      {
        src: `${hostileOrigin}/hostile-part.min.js`,
        integrity: HOSTILE_INTEGRITY,
        keys: { addPartRows: runtimeKey("addPartRows"), loadPart: runtimeKey("loadPart") },
      },
    );
    expect(loaded).toBe("CLIENT_SCRIPT_FAILED_TO_LOAD");
    expect(hostileRequests).toEqual([]);
    expect(await hostileMarks()).toEqual({ bundleRan: false, createRan: false });
    // Asked for where the release's bundles are: the asset origin, beside the loader.
    expect(sandbox().assetRequests.map((request) => request.path)).toContain("/web/3.132.0/js/hostile-part.min.js");
  });
});
