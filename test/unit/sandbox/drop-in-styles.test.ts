// The provider's Drop-in from npm asks the asset server for its stylesheet (`<assetsUrl>/web/dropin/<version>/css/dropin.css`):
// the sandbox answers it from the braintree-web-drop-in installed where it starts, or says none is.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
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
afterAll(() => {
  rmSync(app, { recursive: true, force: true });
  rmSync(bare, { recursive: true, force: true });
});

const withDropIn = useSandbox({ dropInFrom: join(app, "src") });
const withoutDropIn = useSandbox({ dropInFrom: bare });

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

  it("answers 404 saying where it looked when braintree-web-drop-in is not installed", async () => {
    const response = await fetch(`${withoutDropIn().assetsUrl}/web/dropin/1.48.0/css/dropin.css`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(
      `Not found: braintree-web-drop-in is not installed where the sandbox started (${bare})\n`,
    );
    expect(withoutDropIn().assetRequests.at(-1)).toMatchObject({
      path: "/web/dropin/1.48.0/css/dropin.css",
      status: 404,
    });
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

  it("says none is installed, and where it looked", () => {
    expect(describeDropInStyles(withoutDropIn().dropInStyles)).toBe(
      `none (braintree-web-drop-in is not installed in ${bare})`,
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
