// @vitest-environment jsdom
// An app that requires braintree-web (aliased to paykit's packed tarball, as `"braintree-web": "npm:paykit"`
// installs it) under jsdom, as Jest or vitest setups of the provider's SDK do: each subpath's members, and one
// kernel shared by every subpath.
import { createRequire } from "node:module";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installTarball, pack } from "../../support/fresh-app.js";

let app: string;

beforeAll(async () => {
  app = await mkdtemp(join(tmpdir(), "paykit-require-"));
  await installTarball(app, await pack(app), [], "braintree-web");
  await writeFile(
    join(app, "package.json"),
    JSON.stringify({ name: "shop", private: true, dependencies: { "braintree-web": "npm:paykit" } }),
  );
}, 120000);

afterAll(() => rm(app, { recursive: true, force: true }));

describe("require('braintree-web/…')", () => {
  it("resolves the CommonJS build of each subpath (vitest runs Node with the development condition)", () => {
    const require = createRequire(join(app, "package.json"));
    const build = join(app, "node_modules/braintree-web/dist/npm/development");
    expect(require.resolve("braintree-web/client")).toBe(join(build, "client.cjs"));
    expect(require.resolve("braintree-web/hosted-fields")).toBe(join(build, "hosted-fields.cjs"));
  });

  it("gives each subpath's members as the provider's modules have them", () => {
    const require = createRequire(join(app, "package.json"));
    const client = require("braintree-web/client") as Record<string, unknown>;
    const hostedFields = require("braintree-web/hosted-fields") as Record<string, unknown>;
    const threeDSecure = require("braintree-web/three-d-secure") as Record<string, unknown>;
    expect([typeof client.create, client.VERSION]).toEqual(["function", "3.132.0"]);
    expect([typeof hostedFields.create, typeof hostedFields.supportsInputFormatting, hostedFields.VERSION]).toEqual([
      "function",
      "function",
      "3.132.0",
    ]);
    expect([typeof threeDSecure.create, threeDSecure.VERSION]).toEqual(["function", "3.132.0"]);
    expect((hostedFields.default as { create: unknown }).create).toBe(hostedFields.create);
  });

  it("shares one kernel between subpaths: one BraintreeError class, the root's namespaces are the subpaths'", async () => {
    const require = createRequire(join(app, "package.json"));
    const client = require("braintree-web/client") as {
      BraintreeError: unknown;
      create(options: object): Promise<unknown>;
    };
    const hostedFields = require("braintree-web/hosted-fields") as { default: unknown };
    const root = require("braintree-web") as {
      default: Record<string, unknown>;
      BraintreeError: new (...args: never[]) => Error;
    };
    expect(root.default.hostedFields).toBe(hostedFields.default);
    expect(root.BraintreeError).toBe(client.BraintreeError);
    const failure = await client.create({}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(root.BraintreeError);
    expect(failure).toMatchObject({ code: "INSTANTIATION_OPTION_REQUIRED" });
  });
});
