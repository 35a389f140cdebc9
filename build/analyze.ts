// Lists what a production CDN bundle is made of: every source module with its minified bytes in the bundle.
// Usage: `npm run analyze -- three-d-secure hosted-fields-frame` (plugin folders or frame page names;
// none: every plugin and frame page). Run `npm run build` first (plugin bundles pin sibling integrities).
// `npm run analyze -- --repeats`: the code bundled more than once, over the kernel bundles (client.min.js and
// loader.min.js: a page loads one of them), the kernel's parts and every plugin bundle: each kernel or plugin module
// with the bundles that carry it and its minified bytes in all of them.
import { build, type Metafile } from "esbuild";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { VERSION } from "../kernel/version.js";
import { kernelCdnBuild, loaderCdnBuild, partCdnBuild, pluginCdnBuild } from "./build.js";
import { PARTS, PLUGINS } from "./plugins.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = join(root, "dist", "assets", "web", VERSION, "js");

function report(name: string, metafile: Metafile, code: string): void {
  const output = Object.values(metafile.outputs)[0];
  if (!output) return;
  const rows = Object.entries(output.inputs)
    .map(([input, { bytesInOutput }]) => [input.replace(/^.*node_modules\//, "npm:"), bytesInOutput] as const)
    .filter(([, bytes]) => bytes > 0)
    .sort((a, b) => b[1] - a[1]);
  console.log(`\n${name}: ${code.length} B minified, ${gzipSync(code, { level: 9 }).length} B min+gzip (script only)`);
  for (const [input, bytes] of rows) console.log(`${String(bytes).padStart(7)}  ${input}`);
}

/** Minified bytes of each kernel and plugin module in each bundle. */
async function kernelRepeats(): Promise<void> {
  const bundles = new Map<string, Metafile>();
  const kernelEntry = {
    stdin: {
      contents: `import { installKernel } from "./kernel/cdn.ts";\ninstallKernel(document.currentScript?.src);\n`,
      resolveDir: root,
      loader: "ts" as const,
    },
  };
  bundles.set(
    "client.min.js",
    (
      await build({
        ...kernelCdnBuild(false, join(out, "client.min.js"), kernelEntry, {}),
        write: false,
        metafile: true,
      })
    ).metafile,
  );
  bundles.set(
    "loader.min.js",
    (await build({ ...(await loaderCdnBuild(false, out)), write: false, metafile: true })).metafile,
  );
  for (const part of PARTS) {
    bundles.set(
      `${part.name}.min.js`,
      (
        await build({
          ...(await partCdnBuild(part, false, join(out, `${part.name}.min.js`))),
          write: false,
          metafile: true,
        })
      ).metafile,
    );
  }
  for (const plugin of PLUGINS) {
    bundles.set(
      `${plugin.dir}.min.js`,
      (
        await build({
          ...(await pluginCdnBuild(plugin, false, join(out, `${plugin.dir}.min.js`))),
          write: false,
          metafile: true,
        })
      ).metafile,
    );
  }
  const carriers = new Map<string, Array<[string, number]>>();
  for (const [bundle, metafile] of bundles) {
    for (const [input, { bytesInOutput }] of Object.entries(Object.values(metafile.outputs)[0]?.inputs ?? {})) {
      if (!/^(kernel|plugins)\//.test(input) || bytesInOutput === 0) continue;
      carriers.set(input, [...(carriers.get(input) ?? []), [bundle, bytesInOutput]]);
    }
  }
  // client.min.js and loader.min.js are the same kernel for two kinds of page: carried by both is carried once.
  const pages = (list: Array<[string, number]>) =>
    list.filter(([bundle]) => bundle !== "loader.min.js" || !list.some(([other]) => other === "client.min.js"));
  const rows = [...carriers].filter(([, list]) => pages(list).length > 1).sort((a, b) => sum(b[1]) - sum(a[1]));
  console.log("bundles  bytes in all  module: bundle (bytes)");
  for (const [module, list] of rows) {
    console.log(
      `${String(list.length).padStart(7)}  ${String(sum(list)).padStart(12)}  ${module}: ${list.map(([bundle, bytes]) => `${bundle} (${bytes})`).join(", ")}`,
    );
  }
}

function sum(list: Array<[string, number]>): number {
  return list.reduce((total, [, bytes]) => total + bytes, 0);
}

if (process.argv.includes("--repeats")) {
  await kernelRepeats();
  process.exit(0);
}

const wanted = new Set(process.argv.slice(2));
const pick = (name: string): boolean => wanted.size === 0 || wanted.has(name);
const seenFrames = new Set<string>();

for (const plugin of PLUGINS) {
  if (pick(plugin.dir)) {
    const options = await pluginCdnBuild(plugin, false, join(out, `${plugin.dir}.min.js`));
    const result = await build({ ...options, write: false, metafile: true });
    report(`${plugin.dir}.min.js`, result.metafile, result.outputFiles[0]?.text ?? "");
  }
  for (const [name, page] of Object.entries(plugin.frames ?? {})) {
    // Pop-up plugins share the frame service's pages: each page once.
    if (!pick(name) || seenFrames.has(name)) continue;
    seenFrames.add(name);
    const result = await build({
      bundle: true,
      minify: true,
      target: "es2022",
      define: { __PAYKIT_DEVELOPMENT__: "false" },
      legalComments: "none",
      absWorkingDir: root,
      entryPoints: [page.entry],
      format: "iife",
      write: false,
      metafile: true,
    });
    report(`${name}.min.html`, result.metafile, result.outputFiles[0]?.text ?? "");
  }
}
