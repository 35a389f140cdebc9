// Builds every artefact: CDN bundles (two trust variants) with a manifest, npm modules with types, the sandbox.
import { build, type BuildOptions, type Plugin } from "esbuild";
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { execFileSync } from "node:child_process";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { VERSION } from "../kernel/version.js";
import { PLUGINS, type FramePage } from "./plugins.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = join(root, "dist");

/** The two trust variants of every browser bundle. */
const VARIANTS = [
  { name: "production", development: false, assets: join(dist, "assets") },
  { name: "development", development: true, assets: join(dist, "assets-development") },
] as const;

/** Frame pages of every plugin: name (under html/) → page. */
const FRAME_PAGES: Record<string, FramePage> = Object.assign({}, ...PLUGINS.map((plugin) => plugin.frames ?? {}));

/** The CDN entry of a plugin: installs its namespace on `braintree`. */
function pluginCdnEntry(dir: string): string {
  return (
    `import plugin from "./plugins/${dir}/index.ts";\n` +
    `const root = globalThis;\n` +
    `(root.braintree ??= {})[plugin.name] = plugin.namespace;\n`
  );
}

/** Where a frame may send data: the gateway hosts of each trust variant. */
const FRAME_CONNECT_SRC = {
  production: "https://*.braintreegateway.com https://*.braintree-api.com https://*.braintreepayments.com https://*.paypal.com",
  development:
    "https://*.braintreegateway.com https://*.braintree-api.com https://*.braintreepayments.com https://*.paypal.com http://localhost:* http://127.0.0.1:*",
};

/**
 * Plugin bundles use the page's client.min.js (one client cache per page) instead of bundling their own,
 * and frame-service.min.js (fetched when first needed) instead of each carrying the frame service.
 */
const useSharedKernel: Plugin = {
  name: "use-shared-kernel",
  setup(esbuild) {
    esbuild.onResolve({ filter: /\/client\/create\.js$/ }, (args) =>
      args.importer.includes(join("kernel", "registry")) ? { path: join(root, "build/cdn/global-client.ts") } : undefined,
    );
    esbuild.onResolve({ filter: /\/frames\/load\.js$/ }, () => ({ path: join(root, "build/cdn/global-frame-service.ts") }));
  },
};

/** npm entries: subpath file → source. */
const NPM_ENTRIES: Record<string, string> = {
  index: "./kernel/index.ts",
  ...Object.fromEntries(PLUGINS.map((plugin) => [plugin.dir, `./plugins/${plugin.dir}/index.ts`])),
};

const browserDefaults = (development: boolean): BuildOptions => ({
  bundle: true,
  minify: true,
  target: "es2022",
  define: { __PAYKIT_DEVELOPMENT__: String(development) },
  legalComments: "none",
  logLevel: "warning",
  absWorkingDir: root,
});

async function buildCdn(variant: (typeof VARIANTS)[number]): Promise<void> {
  const out = join(variant.assets, "web", VERSION, "js");
  await Promise.all([
    build({
      ...browserDefaults(variant.development),
      entryPoints: ["./build/cdn/client.ts"],
      format: "iife",
      outfile: join(out, "client.min.js"),
    }),
    build({
      ...browserDefaults(variant.development),
      entryPoints: ["./build/cdn/frame-service.ts"],
      format: "iife",
      outfile: join(out, "frame-service.min.js"),
    }),
    ...PLUGINS.map((plugin) =>
      build({
        ...browserDefaults(variant.development),
        stdin: { contents: pluginCdnEntry(plugin.dir), resolveDir: root, sourcefile: `${plugin.dir}.cdn.ts`, loader: "ts" },
        format: "iife",
        outfile: join(out, `${plugin.dir}.min.js`),
        plugins: [useSharedKernel],
      }),
    ),
    ...Object.entries(FRAME_PAGES).map(([name, page]) => buildFramePage(variant, name, page)),
  ]);
  await writeManifest(variant.assets);
}

const DEFAULT_FRAME_BODY = `<main><p id="field-message" class="visually-hidden" role="status" aria-live="polite"></p></main>`;

/** A frame page: its script inlined (one request per frame) and pinned by hash in the page's own CSP. */
async function buildFramePage(
  variant: (typeof VARIANTS)[number],
  name: string,
  page: FramePage,
): Promise<void> {
  const result = await build({ ...browserDefaults(variant.development), entryPoints: [page.entry], format: "iife", write: false });
  const script = (result.outputFiles[0]?.text ?? "").replace(/<\/script/gi, "<\\/script").trim();
  const hash = createHash("sha384").update(script).digest("base64");
  const csp = [
    "default-src 'none'",
    ["script-src", `'sha384-${hash}'`, ...(page.scriptSources ?? [])].join(" "),
    `connect-src ${FRAME_CONNECT_SRC[variant.name]}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${csp}">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${page.title}</title></head>` +
    `<body>${page.body ?? DEFAULT_FRAME_BODY}` +
    `<script>${script}</script></body></html>`;
  const dir = join(variant.assets, "web", VERSION, "html");
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${name}.min.html`), html);
  await writeFile(join(dir, `${name}.html`), html);
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** `manifest.json`: every asset with its sha384 integrity, for the loader and for merchants pinning files. */
async function writeManifest(assetsDir: string): Promise<void> {
  const files: Record<string, { integrity: string; bytes: number }> = {};
  for (const file of (await listFiles(assetsDir)).sort()) {
    if (file.endsWith("manifest.json")) continue;
    const content = await readFile(file);
    const integrity = `sha384-${createHash("sha384").update(content).digest("base64")}`;
    files[relative(assetsDir, file).split("\\").join("/")] = { integrity, bytes: content.length };
  }
  await writeFile(join(assetsDir, "manifest.json"), `${JSON.stringify({ version: VERSION, files }, null, 2)}\n`);
}

async function buildNpm(variant: (typeof VARIANTS)[number]): Promise<void> {
  await build({
    ...browserDefaults(variant.development),
    minify: false,
    entryPoints: NPM_ENTRIES,
    format: "esm",
    splitting: true,
    outdir: join(dist, "npm", variant.name),
    packages: "external",
  });
}

function buildTypes(): void {
  execFileSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.build.json"], {
    cwd: root,
    stdio: "inherit",
  });
}

async function buildSandbox(): Promise<void> {
  await build({
    entryPoints: { index: "./sandbox/index.ts", cli: "./sandbox/cli.ts" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outdir: join(dist, "sandbox"),
    packages: "external",
    absWorkingDir: root,
    logLevel: "warning",
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  await rm(dist, { recursive: true, force: true });
  await mkdir(dist, { recursive: true });
  await Promise.all([...VARIANTS.map(buildCdn), ...VARIANTS.map(buildNpm), buildSandbox()]);
  buildTypes();
  console.log(`built dist/ in ${Math.round(performance.now() - started)} ms`);
}

await main();
