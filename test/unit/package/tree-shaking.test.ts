// Importing one subpath bundles only that component: `braintree-web/client` alone carries no payment method, and
// `braintree-web/hosted-fields` no other method (esbuild over the package as a merchant installs it).
import { mkdir, mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLUGINS } from "../../../build/plugins.js";
import { ROOT } from "../../support/root.js";

let app: string;

beforeAll(async () => {
  app = await mkdtemp(join(tmpdir(), "paykit-tree-shaking-"));
  await mkdir(join(app, "node_modules"), { recursive: true });
  await symlink(ROOT, join(app, "node_modules", "braintree-web"), "dir");
});

afterAll(() => rm(app, { recursive: true, force: true }));

/** The minified code of a production bundle of `code`, chunks included. */
async function bundled(code: string): Promise<string> {
  const result = await build({
    stdin: { contents: code, resolveDir: app },
    bundle: true,
    format: "esm",
    splitting: true,
    minify: true,
    outdir: join(app, "out"),
    write: false,
    preserveSymlinks: true,
    logLevel: "silent",
  });
  return result.outputFiles.map((file) => file.text).join("\n");
}

/** The payment methods whose plugin definition (`name:"venmo"`) is in the code, besides `except`. */
const pluginsIn = (code: string, except?: string) =>
  PLUGINS.filter((plugin) => plugin.name !== except && code.includes(`name:"${plugin.name}"`)).map(
    (plugin) => plugin.name,
  );

describe("tree-shaking of the npm modules", () => {
  it("bundles no payment method for braintree-web/client alone", async () => {
    const code = await bundled('import client from "braintree-web/client";\nclient.create({ authorization: "x" });\n');
    expect(code).toContain("CLIENT_INVALID_AUTHORIZATION");
    expect(pluginsIn(code)).toEqual([]);
  });

  it("bundles no other payment method for braintree-web/hosted-fields", async () => {
    const code = await bundled(
      'import hostedFields from "braintree-web/hosted-fields";\nhostedFields.create({ authorization: "x" });\n',
    );
    expect(pluginsIn(code, "nothing")).toEqual(["hostedFields"]);
  });

  it("bundles only the named namespaces for named imports from the root", async () => {
    const code = await bundled('import { client, venmo } from "braintree-web";\nvenmo.create({ client });\n');
    expect(pluginsIn(code, "nothing")).toEqual(["venmo"]);
  });
});
