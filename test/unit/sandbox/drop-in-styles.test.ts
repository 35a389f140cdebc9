// The provider's Drop-in from npm asks the asset server for its stylesheet (`<assetsUrl>/web/dropin/<version>/css/dropin.css`):
// the sandbox answers it from the provider's braintree-web-drop-in installed where it starts; without it (none, or
// paykit's own package) the path is the release's own asset, paykit's Checkout stylesheet at the provider's path.
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { describeDropInStyles, findDropIn } from "../../../sandbox/assets/drop-in.js";
import { ROOT } from "../../support/root.js";
import { useSandbox } from "./support.js";

const STYLES = ".braintree-dropin{display:block}\n";

/** An app with braintree-web-drop-in 1.47.1 installed, started from one of its folders (Node resolves upwards). */
const app = realpathSync(mkdtempSync(join(tmpdir(), "paykit-drop-in-app-")));
const installed = join(app, "node_modules", "braintree-web-drop-in");
mkdirSync(installed, { recursive: true });
mkdirSync(join(app, "src"));
writeFileSync(
  join(installed, "package.json"),
  JSON.stringify({ name: "braintree-web-drop-in", version: "1.47.1", main: "index.js" }),
);
writeFileSync(join(installed, "dropin.css"), STYLES);
/** An app without it. */
const bare = realpathSync(mkdtempSync(join(tmpdir(), "paykit-no-drop-in-")));
/** An app with paykit's braintree-web-drop-in (its package.json names the paykit release it holds). */
const swapped = realpathSync(mkdtempSync(join(tmpdir(), "paykit-own-drop-in-")));
const paykitDropIn = join(swapped, "node_modules", "braintree-web-drop-in");
mkdirSync(paykitDropIn, { recursive: true });
writeFileSync(
  join(paykitDropIn, "package.json"),
  JSON.stringify({ name: "braintree-web-drop-in", version: "1.48.0", paykit: "3.132.0" }),
);
writeFileSync(join(paykitDropIn, "dropin.css"), STYLES);
afterAll(() => {
  for (const dir of [app, bare, swapped]) rmSync(dir, { recursive: true, force: true });
});

const withDropIn = useSandbox({ dropInFrom: join(app, "src") });
const withoutDropIn = useSandbox({ dropInFrom: bare });
const withPaykitDropIn = useSandbox({ dropInFrom: swapped });

/** paykit's Checkout stylesheet as the build wrote it at the provider's path (development assets). */
const OWN_STYLES = readFileSync(join(ROOT, "dist/assets-development/web/dropin/1.48.0/css/dropin.css"), "utf8");

describe("the Drop-in stylesheet on the asset server", () => {
  it("is the installed package's dropin.css at the path Drop-in builds, and under the minified name", async () => {
    for (const name of ["dropin.css", "dropin.min.css"]) {
      const response = await fetch(`${withDropIn().assetsUrl}/web/dropin/1.47.1/css/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/css; charset=utf-8");
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(await response.text()).toBe(STYLES);
    }
  });

  it("answers 404 naming the installed version for another version's path", async () => {
    const response = await fetch(`${withDropIn().assetsUrl}/web/dropin/1.48.0/css/dropin.css`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(
      `Not found: the sandbox serves the styles of braintree-web-drop-in 1.47.1 (${installed})\n`,
    );
  });

  it("is paykit's own stylesheet when braintree-web-drop-in is not installed, or is paykit's", async () => {
    for (const sandbox of [withoutDropIn(), withPaykitDropIn()]) {
      for (const name of ["dropin.css", "dropin.min.css"]) {
        const response = await fetch(`${sandbox.assetsUrl}/web/dropin/1.48.0/css/${name}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("text/css; charset=utf-8");
      }
      expect(await (await fetch(`${sandbox.assetsUrl}/web/dropin/1.48.0/css/dropin.css`)).text()).toBe(OWN_STYLES);
      expect((await fetch(`${sandbox.assetsUrl}/web/dropin/1.47.1/css/dropin.css`)).status).toBe(404);
    }
  });

  it("serves paykit's Checkout bundle at the provider's Drop-in script paths", async () => {
    for (const name of ["dropin.min.js", "dropin.js"]) {
      const response = await fetch(`${withoutDropIn().assetsUrl}/web/dropin/1.48.0/js/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    }
  });

  it("serves nothing else from the package's folder", async () => {
    const statuses = await Promise.all(
      [
        "/web/dropin/1.47.1/package.json",
        "/web/dropin/1.47.1/css/../package.json",
        "/web/dropin/1.47.1/js/dropin.min.js",
      ].map(async (path) => (await fetch(`${withDropIn().assetsUrl}${path}`)).status),
    );
    expect(statuses).toEqual([404, 404, 404]);
  });
});

describe("the banner line about the Drop-in styles", () => {
  it("names the version and folder it serves from", () => {
    expect(describeDropInStyles(withDropIn().dropInStyles)).toBe(`braintree-web-drop-in 1.47.1 from ${installed}`);
  });

  it("says paykit's own when none is installed, and where it looked", () => {
    expect(describeDropInStyles(withoutDropIn().dropInStyles)).toBe(
      `paykit's own (braintree-web-drop-in is not installed in ${bare})`,
    );
  });

  it("says paykit's own when the installed braintree-web-drop-in is paykit's", () => {
    expect(describeDropInStyles(withPaykitDropIn().dropInStyles)).toBe(
      `paykit's own (the braintree-web-drop-in in ${paykitDropIn} is paykit's)`,
    );
  });

  it("resolves from the directory the sandbox starts in by default (this repository has braintree-web-drop-in)", () => {
    expect(process.cwd()).toBe(ROOT.replace(/\/$/, ""));
    expect(findDropIn(process.cwd()).dropIn).toEqual({
      directory: join(ROOT, "node_modules", "braintree-web-drop-in"),
      version: "1.48.0",
      stylesheet: join(ROOT, "node_modules", "braintree-web-drop-in", "dropin.css"),
    });
  });

  it("takes an installed package without its stylesheet for none", () => {
    const broken = realpathSync(mkdtempSync(join(tmpdir(), "paykit-drop-in-broken-")));
    try {
      mkdirSync(join(broken, "node_modules", "braintree-web-drop-in"), { recursive: true });
      writeFileSync(
        join(broken, "node_modules", "braintree-web-drop-in", "package.json"),
        '{"name":"braintree-web-drop-in","version":"1.48.0"}',
      );
      expect(findDropIn(broken)).toEqual({ searchedFrom: broken });
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
