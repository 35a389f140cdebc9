// Builds every artefact: CDN bundles (two trust variants) with a manifest, npm modules with types, the sandbox.
//
// How the CDN bundles share code (see also kernel/runtime.ts and kernel/parts/parts.ts):
// - The kernel bundle, client.min.js (and loader.min.js, which contains it), publishes the kernel's runtime
//   modules on one handle, `braintree.__paykit`. Every other CDN bundle imports those modules from that handle
//   (`runtimeFromPage`, generated from the modules' own export lists) and bundles the rest of what it imports.
// - Code fetched later is a part: the source asks for it with `loadPart(name, () => import(entry))`; npm builds
//   leave the `import()` to the merchant's bundler, CDN builds make the part its own bundle and write its integrity
//   into the kernel bundle's part table (`partsAreFetched` checks every `import()` names a declared part).
import {
  build as esbuild,
  buildSync,
  transformSync,
  type BuildOptions,
  type BuildResult,
  type Metafile,
  type Plugin,
} from "esbuild";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { spawn } from "node:child_process";
import { minify } from "terser";
import { dirname, isAbsolute, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { VERSION } from "../kernel/version.js";
import { RUNTIME_HANDLE } from "../kernel/constants.js";
import { RUNTIME_KEYS, runtimeKey } from "./runtime-keys.js";
import { CHECKOUT, PARTS, PLUGINS, type FramePage, type PartBuild, type PluginBuild } from "./plugins.js";
import { npmEntries } from "./generate.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = join(root, "dist");
const kernelModule = (file: string) => join(root, "kernel", file);

/**
 * paykit's braintree-web-drop-in (npm/braintree-web-drop-in/): its manifest names the provider's Drop-in release it
 * stands for, the version of its npm package and of the provider's CDN path, `web/dropin/<version>/`.
 */
const DROP_IN_PACKAGE = join(root, "npm", "braintree-web-drop-in");
const DROP_IN = JSON.parse(readFileSync(join(DROP_IN_PACKAGE, "manifest.json"), "utf8")) as Record<string, unknown> & {
  name: string;
  version: string;
};
/** The Checkout's stylesheet, served at the provider's path and shipped in the package (checkout/view/dropin.css). */
const DROP_IN_STYLESHEET = join(root, "checkout", "view", "dropin.css");

/**
 * `npm run build -- --analyze`: every production CDN bundle on the card path is built with an esbuild
 * metafile, and its biggest contributors (minified bytes per source module) are printed.
 */
const ANALYZE = process.argv.includes("--analyze");
/**
 * `--bundles-only`: the CDN, npm and sandbox bundles alone, without the declaration files, the demo apps and the size
 * probes (a test that builds a scratch checkout to load its bundles needs nothing else; the declarations are the
 * build's longest step).
 */
const BUNDLES_ONLY = process.argv.includes("--bundles-only");
const ANALYZED = ["loader.min.js", "client.min.js", "hosted-fields.min.js"];
const metafiles = new Map<string, Metafile>();

function build<Options extends BuildOptions>(options: Options): Promise<BuildResult<Options>> {
  const file = options.outfile?.split("/").pop() ?? "";
  const analyzed = ANALYZE && ANALYZED.includes(file) && options.outfile?.includes(join("assets", "web"));
  if (!analyzed) return options.minify ? compress(options) : esbuild(options as never);
  return compress({ ...options, metafile: true }).then((result: BuildResult) => {
    if (result.metafile) metafiles.set(file, result.metafile);
    return result;
  });
}

/**
 * A minified build, compressed a second time by terser (its compressor finds what esbuild's single pass
 * leaves: 3 to 7% of every bundle gzipped) before it is written, so integrity pins and CSP hashes see the
 * final bytes. Safe options only: no property mangling, no `unsafe` transforms; but for the kernel bundles
 * (`KERNEL_OUTFILES`), a third pass and `unsafe_arrows`: the functions terser inlines become arrows (0.03 kB gzip
 * each). That transform breaks only a function expression called with `new` or read for its `prototype`, and the
 * kernel and the loader have none (TypeScript classes, arrows and function declarations).
 */
async function compress(options: BuildOptions): Promise<BuildResult> {
  const kernel = options.outfile !== undefined && KERNEL_OUTFILES.has(options.outfile);
  const result = await esbuild({ ...options, write: false });
  const outputFiles = await Promise.all(
    (result.outputFiles ?? []).map(async (output) => {
      if (!output.path.endsWith(".js")) return output;
      const minified = await minify(output.text, {
        ecma: 2020,
        compress: kernel ? { passes: 3, unsafe_arrows: true } : { passes: 2 },
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
  return { ...result, outputFiles: options.write === false ? outputFiles : undefined };
}

function printAnalysis(): void {
  for (const file of ANALYZED) {
    const metafile = metafiles.get(file);
    const output = metafile && Object.values(metafile.outputs)[0];
    if (!output) continue;
    const rows = Object.entries(output.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput);
    console.log(`\n${file}: ${output.bytes} bytes minified`);
    for (const [input, { bytesInOutput }] of rows)
      if (bytesInOutput > 0) console.log(`  ${String(bytesInOutput).padStart(6)}  ${input}`);
  }
}

/** The two trust variants of every browser bundle. */
const VARIANTS = [
  { name: "production", development: false, assets: join(dist, "assets") },
  { name: "development", development: true, assets: join(dist, "assets-development") },
] as const;

type Variant = (typeof VARIANTS)[number];

/** Frame pages of every plugin: name (under html/) → page. */
const FRAME_PAGES: Record<string, FramePage> = Object.fromEntries(
  PLUGINS.flatMap((plugin) => Object.entries(plugin.frames ?? {})),
);

/** Where a frame may send data: the gateway hosts of each trust variant. */
const FRAME_CONNECT_SRC = {
  production:
    "https://*.braintreegateway.com https://*.braintree-api.com https://*.braintreepayments.com https://*.paypal.com",
  development:
    "https://*.braintreegateway.com https://*.braintree-api.com https://*.braintreepayments.com https://*.paypal.com http://localhost:* http://127.0.0.1:*",
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

/**
 * A CDN bundle of the checkout's code (its bundle, its parts; the kernel's parts too, which do not read it): built with
 * `__PAYKIT_CDN__`, so its `import()`s, which only a bundler follows, are left out (checkout/load.ts, `ON_NPM`). Not in
 * `fetchedBy`, which finds the part rows a bundle needs by those very `import()`s.
 */
function cdnCheckoutDefaults(development: boolean): BuildOptions {
  const defaults = browserDefaults(development);
  return { ...defaults, define: { ...defaults.define, __PAYKIT_CDN__: "true" } };
}

/** A CDN bundle as `<name>.min.js` and, as the provider ships for debugging, unminified as `<name>.js`. */
function buildMinAndPlain(options: BuildOptions): Promise<unknown> {
  const plain = { ...options, minify: false, outfile: options.outfile?.replace(/\.min\.js$/, ".js") };
  return Promise.all([build(options), build(plain)]);
}

/**
 * How every CDN bundle is emitted: a classic script made of esbuild's ESM output of an entry without exports, inside a
 * function (`wrap`: our own arrow function, or the plugin bootstrap's). esbuild's own `iife` format adds its CommonJS
 * interop helpers (`__require`, `__toESM`: 0.13 kB gzip) to every bundle that keeps an `import()`, although nothing
 * calls them (the part table answers `loadPart` before the `import()` is reached); its ESM output is the same code
 * without them.
 */
function classicScript(
  wrap = { banner: "(()=>{", footer: "})();" },
): Pick<BuildOptions, "format" | "banner" | "footer"> {
  return { format: "esm", banner: { js: wrap.banner }, footer: { js: wrap.footer } };
}

/** An entry written here rather than in a file: `contents` is TypeScript resolved from the repository root. */
function entry(name: string, contents: string): Pick<BuildOptions, "stdin"> {
  return { stdin: { contents, resolveDir: root, sourcefile: `${name}.cdn.ts`, loader: "ts" } };
}

/**
 * The kernel's runtime modules, from the re-exports of kernel/runtime.ts: `export * from "./m.js"` publishes every
 * export of a module, `export { a, b } from "./m.js"` only the names listed (`names`); what a module keeps off the
 * handle stays the kernel bundle's own, and a CDN bundle that imports it fails to build ("No matching export").
 */
const RUNTIME_MODULES = [
  ...readFileSync(kernelModule("runtime.ts"), "utf8").matchAll(/^export (?:\*|\{([^}]*)\}) from "\.\/(.+)\.js";$/gm),
].map((match) => ({
  module: kernelModule(`${match[2]}.ts`),
  names: match[1]
    ?.split(",")
    .map((name) => name.trim())
    .filter((name) => name !== ""),
}));

let runtimeExportNames: Promise<Map<string, string[]>> | undefined;

/** The names each runtime module publishes: those listed, or all it exports as esbuild reads them (no types). */
function runtimeExports(): Promise<Map<string, string[]>> {
  runtimeExportNames ??= Promise.all(
    RUNTIME_MODULES.map(async ({ module, names }) => {
      return [module, names ?? (await exportsOf(module))] as const;
    }),
  ).then((entries) => new Map(entries));
  return runtimeExportNames;
}

/** The exports of a module as esbuild reads them (no types). */
async function exportsOf(module: string): Promise<string[]> {
  const result = await esbuild({
    entryPoints: [module],
    bundle: true,
    format: "esm",
    write: false,
    metafile: true,
    logLevel: "silent",
    outdir: join(dist, "probe"),
  });
  return Object.values(result.metafile.outputs)[0]?.exports ?? [];
}

/**
 * In every CDN bundle but the kernel's: an import of a runtime module (kernel/runtime.ts) reads that module's
 * exports from the page's kernel through the runtime handle instead of bundling a copy, so the page keeps one
 * client cache, one registry and one BraintreeError class. Each export is read once, when the bundle runs (the
 * kernel is there by then: plugin-bootstrap.ts) by its key on the handle (build/runtime-keys.ts), and an export the
 * bundle does not use is dropped.
 */
function runtimeFromPage(exports: Map<string, string[]>): Plugin {
  return {
    name: "runtime-from-page",
    setup(bundler) {
      bundler.onResolve({ filter: /^(\.\.?)?\// }, (args) => {
        if (args.namespace !== "file" || args.kind === "dynamic-import") return undefined;
        const path = (isAbsolute(args.path) ? args.path : join(args.resolveDir, args.path)).replace(/\.js$/, ".ts");
        return exports.has(path) ? { path, namespace: "runtime-from-page" } : undefined;
      });
      bundler.onResolve({ filter: /^paykit:runtime-handle$/ }, () => ({
        path: "handle",
        namespace: "runtime-from-page",
      }));
      bundler.onLoad({ filter: /.*/, namespace: "runtime-from-page" }, (args) => ({
        contents:
          args.path === "handle"
            ? `export function take(name) { return window.braintree[${JSON.stringify(RUNTIME_HANDLE)}][name]; }\n`
            : `import { take } from "paykit:runtime-handle";\n` +
              (exports.get(args.path) ?? [])
                .map((name) => `export const ${name} = /* @__PURE__ */ take(${JSON.stringify(runtimeKey(name))});\n`)
                .join(""),
        resolveDir: root,
        loader: "js",
      }));
    },
  };
}

/**
 * In every CDN bundle: an `import()` must name a declared part (kernel/parts.json, a plugin manifest's `parts`) or a
 * plugin (its plugin.ts: to whoever fetches it, a plugin bundle is a part named by its namespace). It is left as an
 * `import()` of that name (`import("checkout-card")`, shorter than its source path): the kernel's part table answers
 * `loadPart` before the import would be reached. `found` collects the names.
 */
function partsAreFetched(found?: Set<string>): Plugin {
  const entries = new Map([
    ...[...PARTS, ...CHECKOUT.parts].map((part) => [join(root, part.entry), part.name] as const),
    ...PLUGINS.map((plugin) => [join(root, "plugins", plugin.dir, "plugin.ts"), plugin.name] as const),
  ]);
  return {
    name: "parts-are-fetched",
    setup(bundler) {
      bundler.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== "dynamic-import") return undefined;
        const path = join(args.resolveDir, args.path).replace(/\.js$/, ".ts");
        const name = entries.get(path);
        if (name) found?.add(name);
        // Never reached on the CDN (the part table answers first): the part's name stands for its source path.
        if (name) return { path: name, external: true };
        return {
          errors: [
            {
              text: `import() of ${relative(root, path)}: declare it as a part (kernel/parts.json or the plugin's manifest)`,
            },
          ],
        };
      });
    },
  };
}

/**
 * The integrity a bundle pins another with: sha256, a full SRI digest 20 characters shorter than sha384. Digests
 * cannot be compressed and the loader every page loads carries one per bundle; manifest.json keeps sha384.
 */
async function integrityOf(file: string): Promise<string> {
  return `sha256-${createHash("sha256")
    .update(await readFile(file))
    .digest("base64")}`;
}

/** The part table a kernel bundle carries (kernel/parts/parts.ts): name → sha256 integrity of `<name in kebab case>.min.js`. */
async function partTable(out: string, names: string[]): Promise<Record<string, string>> {
  const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return Object.fromEntries(
    await Promise.all(
      names.map(async (name) => [name, await integrityOf(join(out, `${kebab(name)}.min.js`))] as const),
    ),
  );
}

/**
 * esbuild options of a part's CDN bundle: it runs once the kernel fetched it, and hands the kernel its exports. A part
 * of the checkout first hands the kernel `rows`, those of the plugins it fetches (checkout/cdn.ts).
 */
export async function partCdnBuild(
  part: PartBuild,
  development: boolean,
  outfile: string,
  rows?: Record<string, string>,
): Promise<BuildOptions> {
  const adopt =
    rows && Object.keys(rows).length > 0
      ? `import { adoptPartTable } from ${JSON.stringify(join(root, CHECKOUT.dir, "cdn.ts"))};\nadoptPartTable(${JSON.stringify(rows)});\n`
      : "";
  // The part's exports as a plain object, not esbuild's namespace of getters (and its `__export` helper), as
  // `runtimeAsObject` does for the kernel's handle: the kernel reads them once the part has run.
  const names = await exportsOf(join(root, part.entry));
  const imports = names.map((name, index) => `${name} as e${index}`).join(", ");
  const object = names.map((name, index) => `${JSON.stringify(name)}: e${index}`).join(", ");
  return {
    ...cdnCheckoutDefaults(development),
    ...entry(
      part.name,
      `import { ${imports} } from ${JSON.stringify(join(root, part.entry))};\n` +
        `const part = { ${object} };\n` +
        `import { providePart } from ${JSON.stringify(kernelModule("parts/parts.ts"))};\n` +
        `import { VERSION } from ${JSON.stringify(kernelModule("version.ts"))};\n` +
        adopt +
        `providePart(${JSON.stringify(part.name)}, VERSION, part);\n`,
    ),
    ...classicScript(),
    outfile,
    plugins: [runtimeFromPage(await runtimeExports()), partsAreFetched()],
  };
}

/** The minified kernel bundles' paths, as `kernelCdnBuild` was given them: `compress` minifies them harder. */
const KERNEL_OUTFILES = new Set<string>();

/**
 * esbuild options of a kernel bundle: client.min.js, or the loader, with the part table of what it may fetch.
 * `releaseDirectory`: where the release's bundles are from the bundle's own directory, for the kernel the checkout's
 * copy at the provider's Drop-in path carries (kernel/parts/parts.ts); absent, its parts sit beside it.
 */
/**
 * `__PAYKIT_RUNTIME_KEY__.<export>` → its key on the runtime handle (build/runtime-keys.ts), for the kernel's own reads
 * of a handle (kernel/cdn.ts, the loader). An export without a key fails the build (`runtimeAsObject`, `runtimeKey`).
 */
const RUNTIME_KEY_DEFINES = Object.fromEntries(
  Object.entries(RUNTIME_KEYS).map(([name, key]) => [`__PAYKIT_RUNTIME_KEY__.${name}`, JSON.stringify(key)]),
);

export function kernelCdnBuild(
  development: boolean,
  outfile: string,
  source: Pick<BuildOptions, "stdin" | "entryPoints">,
  parts: Record<string, string>,
  releaseDirectory?: string,
): BuildOptions {
  const defaults = browserDefaults(development);
  KERNEL_OUTFILES.add(outfile);
  return {
    ...defaults,
    ...source,
    ...classicScript(),
    outfile,
    define: {
      ...defaults.define,
      __PAYKIT_PARTS__: JSON.stringify(parts),
      __PAYKIT_RELEASE_DIRECTORY__: releaseDirectory === undefined ? "undefined" : JSON.stringify(releaseDirectory),
      ...RUNTIME_KEY_DEFINES,
    },
    plugins: [partsAreFetched(), runtimeAsObject()],
  };
}

/**
 * In a kernel bundle: kernel/cdn.ts's runtime handle as a plain object of the runtime's exports. esbuild makes a
 * namespace import (`import * as runtime`) an object of getters, one `name: () => value` each, which the handle
 * only copies into a frozen object of values; the object literal written here is that copy without the getters
 * (0.1 kB gzip). The names are the runtime modules' own export lists, as `runtimeFromPage` reads them, each under its
 * key (build/runtime-keys.ts): `{ a: BraintreeError, b: createError, … }`.
 */
function runtimeAsObject(): Plugin {
  const cdn = kernelModule("cdn.ts");
  const namespaceImport = 'import * as runtime from "./runtime.js";';
  return {
    name: "runtime-as-object",
    setup(bundler) {
      bundler.onLoad({ filter: /[\\/]kernel[\\/]cdn\.ts$/ }, async (args) => {
        if (args.path !== cdn) return undefined;
        const source = await readFile(cdn, "utf8");
        if (!source.includes(namespaceImport)) throw new Error(`kernel/cdn.ts: expected \`${namespaceImport}\``);
        const listed = [...(await runtimeExports()).values()].flat();
        const exported = await exportsOf(kernelModule("runtime.ts"));
        if (listed.length !== exported.length || !exported.every((name) => listed.includes(name)))
          throw new Error(
            `kernel/runtime.ts exports ${exported.join(", ")}; its re-export lines name ${listed.join(", ")}`,
          );
        const object =
          `import { ${listed.join(", ")} } from "./runtime.js";\n` +
          `const runtime = { ${listed.map((name) => `${runtimeKey(name)}: ${name}`).join(", ")} };`;
        return { contents: source.replace(namespaceImport, object), loader: "ts" };
      });
    },
  };
}

/** build/plugin-bootstrap.ts bundled on its own, once, around placeholders: the wrapper of every CDN plugin bundle. */
let bootstrapSource: [string, string] | undefined;

function bootstrap(namespace: string, clientIntegrity: string): { banner: string; footer: string } {
  // One function call around the bundle: `(()=>{…bootstrapPlugin(function(){ bundle },name,version,integrity,handle)})();`.
  const [before = "", after = ""] = (bootstrapSource ??= (
    buildSync({
      stdin: {
        contents: `import { bootstrapPlugin } from "./build/plugin-bootstrap.ts";\nbootstrapPlugin(function () { __PAYKIT_BUNDLE__; }, ...__PAYKIT_ARGUMENTS__);\n`,
        resolveDir: root,
        sourcefile: "bootstrap.ts",
        loader: "ts",
      },
      bundle: true,
      minify: true,
      format: "iife",
      target: "es2022",
      legalComments: "none",
      // The stand-in only hands `create` on to the kernel's namespace, which prints development hints itself: the
      // wrapper of both trust variants carries no development code.
      define: { __PAYKIT_DEVELOPMENT__: "false" },
      write: false,
    }).outputFiles[0]?.text ?? ""
  )
    .trim()
    .split("__PAYKIT_BUNDLE__") as [string, string]);
  const args = [namespace, VERSION, clientIntegrity, RUNTIME_HANDLE].map((value) => JSON.stringify(value)).join(",");
  if (!after.includes("...__PAYKIT_ARGUMENTS__"))
    throw new Error("build/plugin-bootstrap.ts: the wrapper lost its placeholders");
  return { banner: before, footer: after.replace("...__PAYKIT_ARGUMENTS__", args) };
}

/**
 * esbuild options of a plugin's CDN bundle (`<dir>.min.js`): the plugin admitted by the page's kernel registry.
 * client.min.js must already be built beside it: the bundle pins its integrity, to fetch it when a page loads the
 * bundle without a kernel.
 */
export async function pluginCdnBuild(
  plugin: PluginBuild,
  development: boolean,
  outfile: string,
  extraPlugins: Plugin[] = [],
): Promise<BuildOptions> {
  const { banner, footer } = bootstrap(plugin.name, await integrityOf(join(dirname(outfile), "client.min.js")));
  return {
    ...browserDefaults(development),
    ...entry(
      plugin.dir,
      `import plugin from ${JSON.stringify(join(root, "plugins", plugin.dir, "plugin.ts"))};\n` +
        `import { installPlugin } from ${JSON.stringify(kernelModule("registry/plugin.ts"))};\n` +
        `installPlugin(plugin);\n`,
    ),
    ...classicScript({ banner, footer }),
    outfile,
    plugins: [...extraPlugins, runtimeFromPage(await runtimeExports()), partsAreFetched()],
  };
}

/**
 * The part rows a bundle of the checkout brings, which client.min.js's table lacks (it is built before the plugins):
 * `name → integrity` of every plugin and part its own code fetches (its `import()`s), the kernel's parts excepted.
 */
async function rowsFetchedBy(module: string, development: boolean, out: string): Promise<Record<string, string>> {
  return partTable(out, await fetchedBy(module, development));
}

/** The plugins and parts (the kernel's excepted) that a module's code fetches (its `import()`s), by name. */
async function fetchedBy(module: string, development: boolean): Promise<string[]> {
  const fetched = new Set<string>();
  const plugins = [runtimeFromPage(await runtimeExports()), partsAreFetched(fetched)];
  await esbuild({ ...browserDefaults(development), entryPoints: [module], write: false, minify: false, plugins });
  return [...fetched].filter((name) => !PARTS.some((part) => part.name === name)).sort();
}

/**
 * esbuild options of the checkout's CDN bundle (`dropin.min.js`, checkout/checkout.json), built after the plugins and
 * its own parts: like a plugin's bundle (installed in the page's kernel registry, client.min.js fetched first when
 * alone), with the rows of what it fetches. `providerPath`: the checkout's half of the copy at the provider's Drop-in
 * path (`buildDropInCdn`), which runs after the kernel bundled before it: no bootstrap, and Drop-in's VERSION.
 */
export async function checkoutCdnBuild(
  development: boolean,
  out: string,
  providerPath?: string,
): Promise<BuildOptions> {
  const plugin = join(root, CHECKOUT.dir, "plugin.ts");
  const rows = await rowsFetchedBy(plugin, development, out);
  const file =
    providerPath ?? join(out, `${CHECKOUT.name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.min.js`);
  return {
    ...cdnCheckoutDefaults(development),
    ...entry(
      CHECKOUT.name,
      `import plugin from ${JSON.stringify(plugin)};\n` +
        `import { adoptPartTable } from ${JSON.stringify(join(root, CHECKOUT.dir, "cdn.ts"))};\n` +
        `import { installPlugin } from ${JSON.stringify(kernelModule("registry/plugin.ts"))};\n` +
        `adoptPartTable(${JSON.stringify(rows)});\n` +
        `installPlugin(plugin);\n` +
        // At the provider's Drop-in path, braintree.dropin.VERSION is Drop-in's, as on its CDN script.
        (providerPath === undefined
          ? ""
          : `globalThis.braintree.${CHECKOUT.name}.VERSION = ${JSON.stringify(DROP_IN.version)};\n`),
    ),
    ...(providerPath === undefined
      ? classicScript(bootstrap(CHECKOUT.name, await integrityOf(join(out, "client.min.js"))))
      : classicScript()),
    outfile: file,
    plugins: [runtimeFromPage(await runtimeExports()), partsAreFetched()],
  };
}

/** The code of a bundle, built but not written. */
async function codeOf(options: BuildOptions): Promise<string> {
  const result = await build({ ...options, write: false });
  const text = result.outputFiles?.[0]?.text;
  if (text === undefined) throw new Error(`${options.outfile ?? "bundle"}: no output`);
  return text;
}

/**
 * The provider's Drop-in CDN layout, so a script-tag Drop-in page changes only the host: `web/dropin/<version>/js/`
 * holds the checkout's bundle (dropin.min.js, and dropin.js unminified), and `css/` the Checkout's stylesheet
 * (dropin.css, and dropin.min.css). Like the provider's Drop-in script, the bundle carries its client: the kernel
 * (client.min.js's code, its parts fetched from the release's `web/<paykit version>/js/`), then the checkout, two
 * scripts in one file. One request and one gzip stream instead of two (1.1 kB less on a card-only page), no round trip
 * to fetch the kernel, and no moment where the page holds the checkout without its kernel. A page whose kernel was
 * there first (its own client.min.js, the loader) keeps it: the second one hands it its part rows (kernel/cdn.ts).
 */
async function buildDropInCdn(variant: Variant, out: string): Promise<void> {
  const dir = join(variant.assets, "web", "dropin", DROP_IN.version);
  const js = join(dir, "js");
  const release = `${relative(js, out)}/`;
  const kernelParts = await partTable(
    out,
    PARTS.map((part) => part.name),
  );
  const kernel = kernelCdnBuild(
    variant.development,
    join(js, "dropin-kernel.min.js"),
    entry(
      "dropin-kernel",
      `import { installKernel } from "./kernel/cdn.ts";\n` +
        `const src = document.currentScript?.src;\n` +
        `installKernel(src && new URL(${JSON.stringify(release)}, src).href);\n`,
    ),
    kernelParts,
    release,
  );
  const checkout = await checkoutCdnBuild(variant.development, out, join(js, "dropin-checkout.min.js"));
  await mkdir(js, { recursive: true });
  for (const minify of [true, false]) {
    const name = (options: BuildOptions) => (minify ? options.outfile : options.outfile?.replace(/\.min\.js$/, ".js"));
    const code = await Promise.all(
      [kernel, checkout].map((options) => codeOf({ ...options, minify, outfile: name(options) })),
    );
    await writeFile(join(js, minify ? "dropin.min.js" : "dropin.js"), code.join("\n"));
  }
  const css = await readFile(DROP_IN_STYLESHEET, "utf8");
  await mkdir(join(dir, "css"), { recursive: true });
  await writeFile(join(dir, "css", "dropin.css"), css);
  await writeFile(join(dir, "css", "dropin.min.css"), transformSync(css, { loader: "css", minify: true }).code);
}

/**
 * The checkout's parts (with the rows of the plugins and parts each fetches), then its bundle, which pins them. A part
 * that fetches other parts of the checkout (the locales' table, which pins each locale) is built after them.
 */
async function buildCheckoutCdn(development: boolean, out: string): Promise<void> {
  const fetched = new Map(
    await Promise.all(
      CHECKOUT.parts.map(async (part) => [part.name, await fetchedBy(join(root, part.entry), development)] as const),
    ),
  );
  const pending = new Set(CHECKOUT.parts);
  while (pending.size > 0) {
    const ready = [...pending].filter((part) =>
      (fetched.get(part.name) ?? []).every((name) => ![...pending].some((other) => other.name === name)),
    );
    if (ready.length === 0)
      throw new Error(`checkout parts fetch each other: ${[...pending].map((part) => part.name).join(",")}`);
    await Promise.all(
      ready.map(async (part) => {
        pending.delete(part);
        const rows = await partTable(out, fetched.get(part.name) ?? []);
        await buildMinAndPlain(await partCdnBuild(part, development, join(out, `${part.name}.min.js`), rows));
      }),
    );
  }
  await buildMinAndPlain(await checkoutCdnBuild(development, out));
}

/** esbuild options of loader.min.js: the kernel, every namespace, and the part table of every bundle beside it. */
export async function loaderCdnBuild(development: boolean, out: string): Promise<BuildOptions> {
  // The checkout's own parts are not listed: its bundle brings their rows (checkout/cdn.ts).
  const parts = await partTable(out, [
    ...PARTS.map((part) => part.name),
    ...PLUGINS.map((plugin) => plugin.name),
    CHECKOUT.name,
  ]);
  return kernelCdnBuild(development, join(out, "loader.min.js"), { entryPoints: ["./loader/index.ts"] }, parts);
}

async function buildCdn(variant: Variant): Promise<void> {
  const out = join(variant.assets, "web", VERSION, "js");
  // Parts first (they pin nothing), then the kernel that pins them, then the plugins that pin the kernel, the
  // checkout that pins the plugins it fetches, and the loader, which pins everything, last.
  await Promise.all(
    PARTS.map(async (part) =>
      buildMinAndPlain(await partCdnBuild(part, variant.development, join(out, `${part.name}.min.js`))),
    ),
  );
  const kernelEntry = entry(
    "client",
    `import { installKernel } from "./kernel/cdn.ts";\ninstallKernel(document.currentScript?.src);\n`,
  );
  const kernelParts = await partTable(
    out,
    PARTS.map((part) => part.name),
  );
  await buildMinAndPlain(kernelCdnBuild(variant.development, join(out, "client.min.js"), kernelEntry, kernelParts));
  await Promise.all([
    ...PLUGINS.map(async (plugin) =>
      buildMinAndPlain(await pluginCdnBuild(plugin, variant.development, join(out, `${plugin.dir}.min.js`))),
    ),
    ...Object.entries(FRAME_PAGES).map(([name, page]) => buildFramePage(variant, name, page)),
  ]);
  await buildCheckoutCdn(variant.development, out);
  await buildDropInCdn(variant, out);
  for (const plugin of PLUGINS) {
    // The kernel derives a part's file from its name (kernel/parts/parts.ts `partFile`).
    const kebab = plugin.name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    if (kebab !== plugin.dir)
      throw new Error(
        `plugins/${plugin.dir}: the folder must be the namespace "${plugin.name}" in kebab case ("${kebab}")`,
      );
  }
  await build(await loaderCdnBuild(variant.development, out));
  await writeManifest(variant.assets);
}

/**
 * Stamps a version into a bundle in place of kernel/version.ts: only for tests that need a bundle from
 * "another release" (every real build compiles the file as it is, so each bundle carries its own version).
 */
export function stampVersion(version: string): Plugin {
  return {
    name: "stamp-version",
    setup(bundler) {
      bundler.onLoad({ filter: /kernel[\\/]version\.ts$/ }, async (args) => {
        const source = await readFile(args.path, "utf8");
        return {
          contents: source.replace(
            /export const VERSION = "[^"]*"/,
            `export const VERSION = ${JSON.stringify(version)}`,
          ),
          loader: "ts",
        };
      });
    },
  };
}

const DEFAULT_FRAME_BODY = `<main><p id="field-message" class="visually-hidden" role="status" aria-live="polite"></p></main>`;

/** A frame page, minified as `<name>.min.html` and unminified (`debug: true`) as `<name>.html`. */
async function buildFramePage(variant: Variant, name: string, page: FramePage): Promise<void> {
  await Promise.all([buildFramePageAs(variant, name, page, true), buildFramePageAs(variant, name, page, false)]);
}

/** A frame page: its script inlined (one request per frame) and pinned by hash in the page's own CSP. */
async function buildFramePageAs(variant: Variant, name: string, page: FramePage, minify: boolean): Promise<void> {
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
    // A pop-up's empty icon (`data:,`, below) is an image the policy must allow; frames ask for none.
    ...(page.window ? ["img-src data:"] : []),
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${csp}">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${page.title}</title>` +
    (page.window ? `<link rel="icon" href="data:,">` : "") +
    `</head>` +
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

/** `manifest.json`: every asset with its sha384 integrity, for merchants pinning files. */
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

/** npm entries: subpath file → source (the package.json `exports` generator uses the same list). */
const NPM_ENTRIES: Record<string, string> = npmEntries(PLUGINS, CHECKOUT);

async function buildNpm(variant: Variant): Promise<void> {
  const outdir = join(dist, "npm", variant.name);
  const defaults = browserDefaults(variant.development);
  await build({
    ...defaults,
    minify: false,
    entryPoints: NPM_ENTRIES,
    format: "esm",
    // Shared modules and parts (`import()`) become chunks the merchant's bundler follows.
    splitting: true,
    outdir,
    packages: "external",
    jsx: "automatic",
    define: { ...defaults.define, __PAYKIT_PARTS__: "undefined", __PAYKIT_RELEASE_DIRECTORY__: "undefined" },
  });
  // React Server Components bundlers read this directive: the bindings run on the client only.
  const react = join(outdir, "react.js");
  await writeFile(react, `"use client";\n${await readFile(react, "utf8")}`);
  await writeCommonJs(outdir);
}

/**
 * The CommonJS build of the npm modules: every ESM file of the build (entries and the chunks they share) turned
 * into a `.cjs` file beside it that requires the others, so `require("paykit/client")` and
 * `require("paykit/hosted-fields")` share one kernel (one client cache, one registry, one BraintreeError class)
 * exactly as the ESM files do. A part's `import()` becomes a lazy `require`.
 */
async function writeCommonJs(outdir: string): Promise<void> {
  const files = (await readdir(outdir)).filter((file) => file.endsWith(".js"));
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(join(outdir, file), "utf8");
      const { code } = transformSync(source, {
        format: "cjs",
        loader: "js",
        target: "es2022",
        supported: { "dynamic-import": false },
      });
      const required = code.replace(/require\("(\.\/[^"]+)\.js"\)/g, 'require("$1.cjs")');
      await writeFile(join(outdir, file.replace(/\.js$/, ".cjs")), required);
    }),
  );
}

/**
 * The types of the CommonJS build: each declaration file again as `.d.cts`, its relative imports naming `.cjs`. Both
 * lose the `#private;` member tsc declares for a class with private fields: a project that compiles for ES5 (the
 * community typings' own setting) without skipLibCheck rejects it in a library ("Private identifiers are only
 * available when targeting ECMAScript 2015 and higher"), and no merchant code can reach those fields anyway.
 */
async function writeCommonJsTypes(): Promise<void> {
  const dir = join(dist, "npm", "types");
  for (const file of await listFiles(dir)) {
    if (!file.endsWith(".d.ts")) continue;
    const source = (await readFile(file, "utf8")).replace(/^\s*#private;\n/gm, "");
    await writeFile(file, source);
    await writeFile(
      file.replace(/\.d\.ts$/, ".d.cts"),
      source.replace(/(from |import\()"(\.{1,2}\/[^"]+)\.js"/g, '$1"$2.cjs"'),
    );
  }
}

/**
 * paykit's braintree-web-drop-in, ready for `npm pack ./dist/paykit-drop-in` (the name it is published under; apps install
 * it as braintree-web-drop-in, as they install paykit as braintree-web): its module as ES module and CommonJS
 * (npm/braintree-web-drop-in/index.ts, importing paykit through `braintree-web/checkout`), dropin.css, and a
 * package.json whose `braintree-web` dependency is this paykit release under the alias: an app that swapped
 * braintree-web for paykit too gets one paykit for both (npm dedupes it), and one kernel in its bundle.
 */
const DROP_IN_OUT = join(dist, DROP_IN.name);

async function buildDropInPackage(): Promise<void> {
  const options: BuildOptions = {
    entryPoints: [join(DROP_IN_PACKAGE, "index.ts")],
    bundle: true,
    // paykit stays the `braintree-web` dependency: tsconfig.json maps `braintree-web/checkout` to this repository's
    // source for the type check, which esbuild would otherwise follow and bundle.
    external: ["braintree-web", "braintree-web/*"],
    define: { __PAYKIT_DROP_IN_VERSION__: JSON.stringify(DROP_IN.version) },
    packages: "external",
    target: "es2022",
    logLevel: "warning",
    absWorkingDir: root,
  };
  await mkdir(DROP_IN_OUT, { recursive: true });
  await Promise.all([
    esbuild({ ...options, format: "esm", outfile: join(DROP_IN_OUT, "index.js") }),
    esbuild({ ...options, format: "cjs", outfile: join(DROP_IN_OUT, "index.cjs") }),
    copyFile(DROP_IN_STYLESHEET, join(DROP_IN_OUT, "dropin.css")),
  ]);
  const { $comment: _comment, ...fields } = DROP_IN;
  const types = (file: string) => ({ types: `./${file.replace(/\.(c?)js$/, ".d.$1ts")}`, default: `./${file}` });
  const manifest = {
    ...fields,
    type: "module",
    sideEffects: ["./dropin.css"],
    main: "./index.cjs",
    module: "./index.js",
    types: "./index.d.ts",
    exports: {
      ".": { module: types("index.js"), import: types("index.js"), require: types("index.cjs") },
      "./dropin.css": "./dropin.css",
      "./package.json": "./package.json",
    },
    // paykit's own: the package runs wherever paykit does.
    engines: (JSON.parse(await readFile(join(root, "package.json"), "utf8")) as { engines: unknown }).engines,
    dependencies: { "braintree-web": `npm:paykit@${VERSION}` },
    // The sandbox's asset server tells paykit's Drop-in from the provider's by this field (sandbox/assets/drop-in.ts).
    paykit: VERSION,
  };
  await writeFile(join(DROP_IN_OUT, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(
    join(DROP_IN_OUT, "README.md"),
    `# ${DROP_IN.name}\n\n${String(DROP_IN.description)}. Installed as braintree-web-drop-in: see paykit's docs/drop-in-package.md.\n`,
  );
}

/** Its declarations: the ones tsc wrote for npm/braintree-web-drop-in/index.ts, for import and for require. */
async function writeDropInTypes(): Promise<void> {
  const declarations = await readFile(join(dist, "npm", "types", "npm", "braintree-web-drop-in", "index.d.ts"), "utf8");
  await writeFile(join(DROP_IN_OUT, "index.d.ts"), declarations);
  await writeFile(join(DROP_IN_OUT, "index.d.cts"), declarations);
}

/** The declaration files (tsc), written beside the bundles while esbuild and terser run: the build's longest step. */
function buildTypes(): Promise<void> {
  return new Promise((resolve, reject) => {
    const tsc = spawn(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.build.json"], {
      cwd: root,
      stdio: "inherit",
    });
    tsc.on("error", reject);
    tsc.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`tsc -p tsconfig.build.json exited ${code}`))));
  });
}

/** Demo apps served by the sandbox's demo server (development trust: they talk to the local gateway). */
const DEMO_ENTRIES: Record<string, string> = {
  react: "./sandbox/demo/react/main.tsx",
};

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
    define: {
      __PAYKIT_DEVELOPMENT__: "true",
      __PAYKIT_PARTS__: "undefined",
      __PAYKIT_RELEASE_DIRECTORY__: "undefined",
      "process.env.NODE_ENV": '"production"',
    },
  });
}

/**
 * Size probes: code measured on its own, what it shares left out. The React adapter is measured
 * without React and without the kernel, plugins and checkout it uses (they are counted in their own budgets); the
 * flows' table (plugins/flows.generated.ts) and a flow module it imports statically are counted in it, the flow
 * modules the table imports on demand are not.
 */
const keepOut: Plugin = {
  name: "keep-out",
  setup(bundler) {
    bundler.onResolve({ filter: /\/(kernel|plugins|checkout)\// }, (args) =>
      /\/plugins\/([^/]+\/flow|flows\.generated)\.js$/.test(args.path)
        ? undefined
        : { path: args.path, external: true },
    );
    // The flows' table imports each flow on demand: a chunk of the merchant's bundler, not the probe's.
    bundler.onResolve({ filter: /\/flow\.js$/ }, (args) =>
      args.kind === "dynamic-import" ? { path: args.path, external: true } : undefined,
    );
  },
};

/** The React entry's probe leaves out its lazily imported default buttons: they have their own probe and budget. */
const keepOutButtons: Plugin = {
  name: "keep-out-buttons",
  setup(bundler) {
    bundler.onResolve({ filter: /^\.\/buttons\/index\.js$/ }, (args) => ({ path: args.path, external: true }));
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
    plugins: [keepOut, keepOutButtons],
  });
  await build({
    ...browserDefaults(false),
    entryPoints: ["./react/buttons/index.tsx"],
    outfile: join(dist, "size", "react-buttons.min.js"),
    format: "esm",
    jsx: "automatic",
    packages: "external",
    plugins: [keepOut],
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

/** `npx paykit` (cli/paykit.ts): Node built-ins only, one file. */
async function buildCli(): Promise<void> {
  await build({
    entryPoints: { paykit: "./cli/paykit.ts" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outdir: join(dist, "cli"),
    absWorkingDir: root,
    logLevel: "warning",
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  await rm(dist, { recursive: true, force: true });
  await mkdir(dist, { recursive: true });
  await Promise.all([
    ...VARIANTS.map(buildCdn),
    ...VARIANTS.map(buildNpm),
    buildSandbox(),
    buildDropInPackage(),
    buildCli(),
    ...(BUNDLES_ONLY
      ? []
      : [buildDemos(), buildSizeProbes(), buildTypes().then(writeCommonJsTypes).then(writeDropInTypes)]),
  ]);
  if (ANALYZE) printAnalysis();
  console.log(`built dist/ in ${Math.round(performance.now() - started)} ms`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
