// Builds every artefact: CDN bundles (two trust variants) with a manifest, npm modules with types, the sandbox.
import { build as esbuild, transformSync, type BuildOptions, type BuildResult, type Metafile, type Plugin } from "esbuild";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { execFileSync } from "node:child_process";
import { minify } from "terser";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { VERSION } from "../kernel/version.js";
import { PLUGINS, type FramePage, type PluginBuild } from "./plugins.js";
import { SHARED_KEY, SHARED_MODULES } from "../loader/shared-modules.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = join(root, "dist");

/**
 * `npm run build -- --analyze`: every production CDN bundle on the card path is built with an esbuild
 * metafile, and its biggest contributors (minified bytes per source module) are printed.
 */
const ANALYZE = process.argv.includes("--analyze");
const ANALYZED = ["loader.min.js", "client.min.js", "loader-client.min.js", "hosted-fields.min.js", "loader-hosted-fields.min.js"];
const metafiles = new Map<string, Metafile>();

function build<Options extends BuildOptions>(options: Options): Promise<BuildResult<Options>> {
  const file = options.outfile?.split("/").pop() ?? "";
  const analyzed = ANALYZE && ANALYZED.includes(file) && options.outfile?.includes(join("assets", "web"));
  if (!analyzed) return (options.minify ? compress(options) : esbuild(options as never)) as Promise<BuildResult<Options>>;
  return compress({ ...options, metafile: true }).then((result: BuildResult) => {
    if (result.metafile) metafiles.set(file, result.metafile);
    return result as BuildResult<Options>;
  });
}

/**
 * A minified build, compressed a second time by terser (its compressor finds what esbuild's single pass
 * leaves: 3 to 7% of every bundle gzipped) before it is written, so integrity pins and CSP hashes see the
 * final bytes. Safe options only: no property mangling, no `unsafe` transforms.
 */
async function compress(options: BuildOptions): Promise<BuildResult> {
  const result = await esbuild({ ...options, write: false });
  const outputFiles = await Promise.all(
    (result.outputFiles ?? []).map(async (output) => {
      if (!output.path.endsWith(".js")) return output;
      const minified = await minify(output.text, {
        ecma: 2020,
        compress: { passes: 2 },
        mangle: true,
        format: { comments: false },
      });
      const text = minified.code ?? output.text;
      const contents = new TextEncoder().encode(text);
      return { path: output.path, contents, hash: output.hash, text };
    }),
  );
  if (options.write !== false) {
    await Promise.all(
      outputFiles.map(async (output) => {
        await mkdir(dirname(output.path), { recursive: true });
        await writeFile(output.path, output.contents);
      }),
    );
  }
  return { ...result, outputFiles: options.write === false ? outputFiles : undefined } as BuildResult;
}

function printAnalysis(): void {
  for (const file of ANALYZED) {
    const metafile = metafiles.get(file);
    const output = metafile && Object.values(metafile.outputs)[0];
    if (!output) continue;
    const rows = Object.entries(output.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput);
    console.log(`\n${file}: ${output.bytes} bytes minified`);
    for (const [input, { bytesInOutput }] of rows) if (bytesInOutput > 0) console.log(`  ${String(bytesInOutput).padStart(6)}  ${input}`);
  }
}

/** The two trust variants of every browser bundle. */
const VARIANTS = [
  { name: "production", development: false, assets: join(dist, "assets") },
  { name: "development", development: true, assets: join(dist, "assets-development") },
] as const;

/** Frame pages of every plugin: name (under html/) → page. */
const FRAME_PAGES: Record<string, FramePage> = Object.assign({}, ...PLUGINS.map((plugin) => plugin.frames ?? {}));

/** The CDN entry of a plugin: the kernel's registry admits it and puts its namespace on `braintree`. */
function pluginCdnEntry(plugin: PluginBuild): string {
  // The bundle sits at <assets>/web/<version>/js/: frames can load from <assets> before configuration arrives.
  const assetsHint = plugin.earlyFrames
    ? `import { setAssetsBaseHint } from "./kernel/index.ts";\n` +
      `const script = typeof document === "undefined" ? null : document.currentScript;\n` +
      `if (script && script.src) setAssetsBaseHint(new URL("../../../", script.src).href);\n`
    : "";
  return (
    `import plugin from "./plugins/${plugin.dir}/index.ts";\n` +
    `import { installPlugin } from "./kernel/index.ts";\n` +
    assetsHint +
    `installPlugin(plugin);\n`
  );
}

/** Where a frame may send data: the gateway hosts of each trust variant. */
const FRAME_CONNECT_SRC = {
  production: "https://*.braintreegateway.com https://*.braintree-api.com https://*.braintreepayments.com https://*.paypal.com",
  development:
    "https://*.braintreegateway.com https://*.braintree-api.com https://*.braintreepayments.com https://*.paypal.com http://localhost:* http://127.0.0.1:*",
};

/** Every plugin chunk: absolute path of its loader module → chunk name. */
const CHUNK_LOADERS = new Map(
  PLUGINS.flatMap((plugin) => Object.entries(plugin.chunks ?? {}).map(([name, chunk]) => [join(root, chunk.loader), name] as const)),
);

/** The CDN entry of a plugin chunk: puts the chunk's exports where the plugin's loader finds them. */
function chunkCdnEntry(name: string, entry: string): string {
  return `import * as chunk from ${JSON.stringify(entry)};\n((globalThis.braintree ??= {}).__chunks ??= {})[${JSON.stringify(name)}] = chunk;\n`;
}

/** Page-side plugin code takes the kernel runtime from client.min.js (frames are separate documents). */
const shareKernel: Plugin = {
  name: "share-kernel",
  setup(esbuild) {
    esbuild.onResolve({ filter: /kernel\/index\.(js|ts)$/ }, (args) => {
      const fromPlugin = args.importer.startsWith(join(root, "plugins")) && !args.importer.includes(`${join("", "frame")}/`);
      return fromPlugin || args.importer.endsWith(".cdn.ts") ? { path: join(root, "build/cdn/kernel-shim.ts") } : undefined;
    });
    // The frame service is its own bundle (frame-service.min.js), fetched once by the plugins that open frames.
    esbuild.onResolve({ filter: /\/frames\/load\.js$/ }, () => ({ path: join(root, "build/cdn/global-frame-service.ts") }));
    // A plugin's chunk is its own bundle (`<name>.min.js`): its loader module becomes one that fetches it.
    esbuild.onResolve({ filter: /\.js$/ }, (args) => {
      const name = CHUNK_LOADERS.get(join(args.resolveDir, args.path).replace(/\.js$/, ".ts"));
      return name ? { path: name, namespace: "paykit-chunk" } : undefined;
    });
    // Pinned by the integrity of the chunk built beside the plugin bundle (chunks are built first).
    esbuild.onLoad({ filter: /.*/, namespace: "paykit-chunk" }, (args) => ({
      contents:
        `import { loadBundle } from ${JSON.stringify(join(root, "build/cdn/chunk-load.ts"))};\n` +
        `export const loadChunk = () => loadBundle(${JSON.stringify(args.path)}, ` +
        `${JSON.stringify(siblingIntegrity(esbuild.initialOptions.outfile ?? "", `${args.path}.min.js`))});\n`,
      resolveDir: root,
      loader: "ts",
    }));
  },
};

/** build/cdn/defer-until-kernel.ts compiled on its own, once, around a placeholder: the wrapper of every CDN plugin bundle. */
let deferUntilKernelSource: [string, string] | undefined;

function deferUntilKernel(namespace: string, clientIntegrity: string): { banner: string; footer: string } {
  // Compiled as one function expression called on the bundle (its `export` and types dropped), so its local
  // names are shortened and it adds no module helpers: `(function(run, name, version, integrity){…})(function(){ bundle }, …);`.
  const source = readFileSync(join(root, "build/cdn/defer-until-kernel.ts"), "utf8").split(/^export function deferUntilKernel/m)[1];
  const [before = "", after = ""] = (deferUntilKernelSource ??= transformSync(`(function${source})(__PAYKIT_BUNDLE__)`, {
    loader: "ts",
    minify: true,
    target: "es2022",
  })
    .code.trim()
    .split("__PAYKIT_BUNDLE__") as [string, string]);
  // client.min.js, when the bundle has to fetch it, is pinned by the integrity of the one built beside it.
  return {
    banner: `${before}function(){`,
    footer: `},${JSON.stringify(namespace)},${JSON.stringify(VERSION)},${JSON.stringify(clientIntegrity)}${after}`,
  };
}

/** npm entries: subpath file → source. */
const NPM_ENTRIES: Record<string, string> = {
  index: "./kernel/public.ts",
  ...Object.fromEntries(PLUGINS.map((plugin) => [plugin.dir, `./plugins/${plugin.dir}/index.ts`])),
  react: "./react/index.ts",
};

/** Demo apps served by the sandbox's demo server (development trust: they talk to the local gateway). */
const DEMO_ENTRIES: Record<string, string> = {
  react: "./sandbox/demo/react/main.tsx",
};

/**
 * Size probes: code measured on its own, what it shares left out. The React adapter is measured
 * without React and without the kernel and plugins it loads (they are counted in their own budgets).
 */
const keepOut: Plugin = {
  name: "keep-out",
  setup(esbuild) {
    esbuild.onResolve({ filter: /\/(kernel|plugins)\// }, (args) => ({ path: args.path, external: true }));
  },
};

async function buildSizeProbes(): Promise<void> {
  await build({
    ...browserDefaults(false),
    entryPoints: ["./react/index.ts"],
    outfile: join(dist, "size", "react.min.js"),
    format: "esm",
    jsx: "automatic",
    packages: "external",
    plugins: [keepOut],
  });
}

async function buildDemos(): Promise<void> {
  await build({
    ...browserDefaults(true),
    entryPoints: DEMO_ENTRIES,
    outdir: join(dist, "demo"),
    format: "esm",
    // One file per demo app, so the package (which ships dist/demo/react.js for `npx paykit-sandbox`) needs no chunks.
    splitting: false,
    jsx: "automatic",
    conditions: ["development"],
    define: { __PAYKIT_DEVELOPMENT__: "true", "process.env.NODE_ENV": '"production"' },
  });
}

const browserDefaults = (development: boolean): BuildOptions => ({
  bundle: true,
  minify: true,
  target: "es2022",
  define: { __PAYKIT_DEVELOPMENT__: String(development) },
  legalComments: "none",
  logLevel: "warning",
  absWorkingDir: root,
});

/** A CDN bundle as `<name>.min.js` and, as the provider ships for debugging, unminified as `<name>.js`. */
function buildMinAndPlain(options: BuildOptions): Promise<unknown> {
  const plain = { ...options, minify: false, outfile: options.outfile?.replace(/\.min\.js$/, ".js") };
  return Promise.all([build(options), build(plain)]);
}

/** client.min.js fetches the GraphQL card tokenization translation on first use instead of carrying it. */
const lazyCardTokenization: Plugin = {
  name: "lazy-card-tokenization",
  setup(esbuild) {
    esbuild.onResolve({ filter: /\/graphql\/load-card-tokenization\.js$/ }, () => ({
      path: join(root, "build/cdn/global-card-tokenization.ts"),
    }));
  },
};

/**
 * client-request.min.js takes the script loader, the error class and the catalogue from the client that fetched
 * it (the chunk only runs once a client has made a request): one copy of each on the page.
 */
const runtimeKernel: Plugin = {
  name: "runtime-kernel",
  setup(esbuild) {
    esbuild.onResolve({ filter: /\/(scripts\/load-script|errors\/braintree-error|errors\/catalogue)\.js$/ }, () => ({
      path: join(root, "build/cdn/runtime-kernel.ts"),
    }));
  },
};

/** client.min.js fetches the machinery of `client.request` on the first request instead of carrying it. */
const lazyRequest: Plugin = {
  name: "lazy-request",
  setup(esbuild) {
    esbuild.onResolve({ filter: /\/transport\/load-request\.js$/ }, () => ({ path: join(root, "build/cdn/global-request.ts") }));
  },
};

/**
 * loader-client.min.js, the client the loader fetches: client.min.js whose kernel modules listed in
 * loader/shared-modules.ts take the listed exports from the loader on the page (each such module is its
 * real self with those exports replaced), so the card path carries them once.
 */
const takeFromLoader: Plugin = {
  name: "take-from-loader",
  setup(esbuild) {
    // Each shared export's position in the loader's array (loader/shared.ts).
    const shared = new Map<string, Array<[string, number]>>();
    let position = 0;
    for (const [file, names] of Object.entries(SHARED_MODULES)) shared.set(join(root, file), names.map((name) => [name, position++]));
    esbuild.onResolve({ filter: /^paykit:loader$/ }, () => ({ path: "loader", namespace: "from-loader" }));
    esbuild.onResolve({ filter: /\.js$/ }, (args) => {
      const path = join(args.resolveDir, args.path).replace(/\.js$/, ".ts");
      return args.namespace !== "from-loader" && shared.has(path) ? { path, namespace: "from-loader" } : undefined;
    });
    esbuild.onLoad({ filter: /.*/, namespace: "from-loader" }, (args) => ({
      contents:
        args.path === "loader"
          ? `const shared = globalThis.braintree.${SHARED_KEY};\nexport function pick(position) { return shared[position]; }\n`
          : `import { pick } from "paykit:loader";\nexport * from ${JSON.stringify(args.path)};\n` +
            (shared.get(args.path) ?? []).map(([name, at]) => `export const ${name} = /* @__PURE__ */ pick(${at});\n`).join(""),
      resolveDir: root,
      loader: "js",
    }));
  },
};

/** A bundle of the asset origin that other bundles fetch, built first so they can pin its integrity. */
function buildFetchedBundle(variant: (typeof VARIANTS)[number], out: string, name: string, define = {}): Promise<unknown> {
  return buildMinAndPlain({
    ...browserDefaults(variant.development),
    entryPoints: [`./build/cdn/${name}.ts`],
    format: "iife",
    outfile: join(out, `${name}.min.js`),
    define: { ...browserDefaults(variant.development).define, ...define },
    plugins: name === "client" ? [lazyRequest] : name === "client-request" ? [lazyCardTokenization, runtimeKernel] : [],
  });
}

/**
 * Stamps a version into a bundle in place of kernel/version.ts: only for tests that need a bundle from
 * "another release" (every real build compiles the file as it is, so each bundle carries its own version).
 */
export function stampVersion(version: string): Plugin {
  return {
    name: "stamp-version",
    setup(esbuild) {
      esbuild.onLoad({ filter: /kernel[\\/]version\.ts$/ }, async (args) => {
        const source = await readFile(args.path, "utf8");
        return { contents: source.replace(/export const VERSION = "[^"]*"/, `export const VERSION = ${JSON.stringify(version)}`), loader: "ts" };
      });
    },
  };
}

/** Integrity (sha384 unless said) of a bundle a plugin bundle fetches from its own directory (built before the plugins). */
function siblingIntegrity(outfile: string, file: string, algorithm: "sha256" | "sha384" = "sha384"): string {
  return `${algorithm}-${createHash(algorithm).update(readFileSync(join(dirname(outfile), file))).digest("base64")}`;
}

/** The defines of a bundle that may fetch frame-service.min.js from its own directory, pinned by its integrity. */
function withFrameServicePin(define: Record<string, string> | undefined, outfile: string): Record<string, string> {
  return { ...define, __PAYKIT_FRAME_SERVICE_INTEGRITY__: JSON.stringify(siblingIntegrity(outfile, "frame-service.min.js")) };
}

/**
 * esbuild options of a plugin's CDN bundle (`<dir>.min.js`). The scripts it may fetch from its own
 * directory (client.min.js, frame-service.min.js) must already be built there: it pins their integrity.
 */
export function pluginCdnBuild(plugin: PluginBuild, development: boolean, outfile: string, extraPlugins: Plugin[] = []): BuildOptions {
  const defaults = browserDefaults(development);
  return {
    ...defaults,
    stdin: { contents: pluginCdnEntry(plugin), resolveDir: root, sourcefile: `${plugin.dir}.cdn.ts`, loader: "ts" },
    format: "iife",
    outfile,
    define: withFrameServicePin(defaults.define, outfile),
    plugins: [...extraPlugins, shareKernel],
    // sha256, as the loader pins bundles: a full SRI digest, 20 characters shorter, in every plugin bundle.
    ...wrap(deferUntilKernel(plugin.name, siblingIntegrity(outfile, "client.min.js", "sha256"))),
  };
}

/**
 * esbuild options of `loader-<dir>.min.js`, the build of a plugin with early work that the loader fetches: it
 * takes from the loader what the loader carries for that early work (loader/shared-modules.ts), and needs no
 * wrapper that fetches client.min.js, since the loader runs the kernel first. If the kernel did not come (its
 * bundle failed), the plugin's code does not run, and the loader reports the failure.
 */
export function pluginLoaderBuild(plugin: PluginBuild, development: boolean, outfile: string): BuildOptions {
  return {
    ...pluginCdnBuild(plugin, development, outfile, [takeFromLoader]),
    ...wrap({ banner: "if(globalThis.braintree?.__paykitKernel){", footer: "}" }),
  };
}

async function buildCdn(variant: (typeof VARIANTS)[number]): Promise<void> {
  const out = join(variant.assets, "web", VERSION, "js");
  // Every script paykit fetches from its own asset origin is pinned by integrity, so it is built first.
  await Promise.all(["frame-service", "card-tokenization"].map((name) => buildFetchedBundle(variant, out, name)));
  // Chunks next: a chunk may use the frame service (Venmo's web login), so it pins frame-service.min.js too.
  await Promise.all(
    PLUGINS.flatMap((plugin) =>
      Object.entries(plugin.chunks ?? {}).map(([name, chunk]) => {
        const outfile = join(out, `${name}.min.js`);
        const defaults = browserDefaults(variant.development);
        return buildMinAndPlain({
          ...defaults,
          stdin: { contents: chunkCdnEntry(name, chunk.entry), resolveDir: root, sourcefile: `${name}.cdn.ts`, loader: "ts" },
          format: "iife",
          outfile,
          define: withFrameServicePin(defaults.define, outfile),
          plugins: [shareKernel],
        });
      }),
    ),
  );
  const cardTokenization = { __PAYKIT_CARD_TOKENIZATION_INTEGRITY__: JSON.stringify(await integrityOf(join(out, "card-tokenization.min.js"))) };
  await buildFetchedBundle(variant, out, "client-request", cardTokenization);
  const clientRequest = { __PAYKIT_CLIENT_REQUEST_INTEGRITY__: JSON.stringify(await integrityOf(join(out, "client-request.min.js"))) };
  await Promise.all([
    buildFetchedBundle(variant, out, "client", clientRequest),
    buildMinAndPlain({
      ...browserDefaults(variant.development),
      entryPoints: ["./build/cdn/client.ts"],
      format: "iife",
      outfile: join(out, "loader-client.min.js"),
      define: { ...browserDefaults(variant.development).define, ...clientRequest },
      plugins: [lazyRequest, takeFromLoader],
    }),
  ]);
  await Promise.all([
    ...PLUGINS.map((plugin) => buildMinAndPlain(pluginCdnBuild(plugin, variant.development, join(out, `${plugin.dir}.min.js`)))),
    ...PLUGINS.filter((plugin) => plugin.early).map((plugin) =>
      buildMinAndPlain(pluginLoaderBuild(plugin, variant.development, join(out, `loader-${plugin.dir}.min.js`))),
    ),
    ...Object.entries(FRAME_PAGES).map(([name, page]) => buildFramePage(variant, name, page)),
  ]);
  await buildLoader(variant, out);
  await writeManifest(variant.assets);
}

function wrap({ banner, footer }: { banner: string; footer: string }): Pick<BuildOptions, "banner" | "footer"> {
  return { banner: { js: banner }, footer: { js: footer } };
}

/**
 * The integrity the loader pins a bundle with. sha256 (a full SRI digest, 20 bytes shorter than sha384):
 * every plugin adds one incompressible digest to the loader every page loads. The manifest keeps sha384.
 */
async function integrityOf(file: string): Promise<string> {
  return `sha256-${createHash("sha256").update(await readFile(file)).digest("base64")}`;
}

/** loader.min.js, built last: it carries the integrity of every bundle it may fetch. */
async function buildLoader(variant: (typeof VARIANTS)[number], out: string): Promise<void> {
  const bundles: Record<string, string> = { client: await integrityOf(join(out, "loader-client.min.js")) };
  for (const plugin of PLUGINS) {
    // The loader derives the file from the namespace (loader/namespaces.ts `bundleFile`).
    const kebab = plugin.name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    if (kebab !== plugin.dir) throw new Error(`plugins/${plugin.dir}: the folder must be the namespace "${plugin.name}" in kebab case ("${kebab}")`);
    // A plugin with early work has a build of its own for the loader (loader/namespaces.ts `bundleFile`).
    bundles[plugin.name] = await integrityOf(join(out, `${plugin.early ? "loader-" : ""}${plugin.dir}.min.js`));
  }
  await build({
    ...browserDefaults(variant.development),
    entryPoints: ["./loader/index.ts"],
    format: "iife",
    outfile: join(out, "loader.min.js"),
    define: { ...browserDefaults(variant.development).define, __PAYKIT_BUNDLES__: JSON.stringify(bundles) },
  });
}

const DEFAULT_FRAME_BODY = `<main><p id="field-message" class="visually-hidden" role="status" aria-live="polite"></p></main>`;

/** A frame page, minified as `<name>.min.html` and unminified (`debug: true`) as `<name>.html`. */
async function buildFramePage(variant: (typeof VARIANTS)[number], name: string, page: FramePage): Promise<void> {
  await Promise.all([buildFramePageAs(variant, name, page, true), buildFramePageAs(variant, name, page, false)]);
}

/** A frame page: its script inlined (one request per frame) and pinned by hash in the page's own CSP. */
async function buildFramePageAs(
  variant: (typeof VARIANTS)[number],
  name: string,
  page: FramePage,
  minify: boolean,
): Promise<void> {
  const result = await build({
    ...browserDefaults(variant.development),
    minify,
    entryPoints: [page.entry],
    format: "iife",
    write: false,
  });
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
  await writeFile(join(dir, minify ? `${name}.min.html` : `${name}.html`), html);
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
  const outdir = join(dist, "npm", variant.name);
  await build({
    ...browserDefaults(variant.development),
    minify: false,
    entryPoints: NPM_ENTRIES,
    format: "esm",
    splitting: true,
    outdir,
    packages: "external",
    jsx: "automatic",
  });
  // React Server Components bundlers read this directive: the bindings run on the client only.
  const react = join(outdir, "react.js");
  await writeFile(react, `"use client";\n${await readFile(react, "utf8")}`);
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
  await Promise.all([...VARIANTS.map(buildCdn), ...VARIANTS.map(buildNpm), buildSandbox(), buildDemos(), buildSizeProbes()]);
  buildTypes();
  if (ANALYZE) printAnalysis();
  console.log(`built dist/ in ${Math.round(performance.now() - started)} ms`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
