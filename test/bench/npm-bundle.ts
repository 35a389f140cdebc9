// The card page a merchant builds from npm (`client` + `hosted-fields`, default imports as the provider's
// documentation writes them), bundled by esbuild for production, beside the same two imports of the provider's
// braintree-web 3.132.0 package. Figures only.
import { mkdtemp, rm, symlink } from "node:fs/promises";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const ENTRY = `import client from "braintree-web/client";
import hostedFields from "braintree-web/hosted-fields";
client.create({ authorization: window.AUTHORIZATION }).then((instance) =>
  hostedFields.create({ client: instance, fields: { number: { selector: "#number" }, cvv: { selector: "#cvv" } } }));
`;

interface Bundle {
  /** What the page loads before anything else: the entry and the chunks it imports statically. */
  initial: number;
  /** Everything the build wrote, chunks fetched later (paykit's parts) included. */
  total: number;
}

/** Bundles the card page with `braintree-web` resolved to `packageDir`; min+gzip bytes. */
async function bundle(packageDir: string): Promise<Bundle> {
  const app = await mkdtemp(join(tmpdir(), "paykit-npm-bench-"));
  try {
    await mkdir(join(app, "node_modules"), { recursive: true });
    await symlink(packageDir, join(app, "node_modules", "braintree-web"), "dir");
    const result = await build({
      stdin: { contents: ENTRY, resolveDir: app, sourcefile: "card-page.js" },
      bundle: true,
      splitting: true,
      format: "esm",
      minify: true,
      target: "es2022",
      platform: "browser",
      outdir: join(app, "out"),
      write: false,
      metafile: true,
      preserveSymlinks: true,
      define: { "process.env.NODE_ENV": '"production"', global: "globalThis" },
      logLevel: "silent",
    });
    const sizes = new Map(result.outputFiles.map((file) => [file.path, gzipSync(file.contents, { level: 9 }).length]));
    const outputs = result.metafile.outputs;
    const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint);
    const initial = new Set<string>();
    const visit = (path: string | undefined) => {
      if (!path || initial.has(path)) return;
      initial.add(path);
      for (const imported of outputs[path]?.imports ?? [])
        if (imported.kind === "import-statement") visit(imported.path);
    };
    visit(entry);
    const size = (path: string) => sizes.get(join(process.cwd(), path)) ?? sizes.get(path) ?? 0;
    return {
      initial: [...initial].reduce((sum, path) => sum + size(path), 0),
      total: [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0),
    };
  } finally {
    await rm(app, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

/** Prints paykit's npm card page beside the provider's. `root` is this repository. */
export async function benchNpmCardPage(root: string): Promise<void> {
  const paykit = await bundle(root.replace(/\/$/, ""));
  const provider = await bundle(join(root, "node_modules", "braintree-web"));
  console.log("\n## Card page from npm (client + hosted-fields, esbuild --minify, min+gzip)");
  console.log(`paykit:              initial ${kb(paykit.initial)}, all files ${kb(paykit.total)}`);
  console.log(`braintree-web 3.132.0: initial ${kb(provider.initial)}, all files ${kb(provider.total)}`);
  console.log(`paykit's initial load is ${Math.round((paykit.initial / provider.initial) * 100)}% of the provider's`);
}
