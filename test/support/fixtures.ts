// Bundles a fixture app the way a merchant's build would: paykit resolved as an installed package.
import { mkdir, mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, type BuildOptions } from "esbuild";
import { ROOT } from "./root.js";

export { ROOT };

/**
 * Builds `test/fixtures/<entry>` into `dist/demo/<outName>.js` (served by the demo server at /app/).
 * paykit is resolved through a node_modules link to this repository, so its `exports` map applies.
 */
export async function buildFixture(entry: string, outName: string): Promise<{ code: string; path: string }> {
  return bundleFixture({ entryPoints: [join(ROOT, "test/fixtures", entry)] }, outName);
}

/**
 * Builds module source given as text (e.g. an example taken from the README) the same way, as if it were a file in
 * `test/fixtures/` written in TypeScript with JSX.
 */
export async function buildFixtureSource(source: string, outName: string): Promise<{ code: string; path: string }> {
  return bundleFixture(
    {
      stdin: { contents: source, resolveDir: join(ROOT, "test/fixtures"), loader: "tsx", sourcefile: `${outName}.tsx` },
    },
    outName,
  );
}

async function bundleFixture(
  input: Pick<BuildOptions, "entryPoints" | "stdin">,
  outName: string,
): Promise<{ code: string; path: string }> {
  const modules = await mkdtemp(join(tmpdir(), "paykit-fixture-"));
  try {
    await mkdir(join(modules, "node_modules"), { recursive: true });
    await symlink(ROOT, join(modules, "node_modules", "paykit"), "dir");
    const result = await build({
      ...input,
      bundle: true,
      minify: true,
      format: "esm",
      jsx: "automatic",
      target: "es2022",
      outfile: join(ROOT, "dist/demo", `${outName}.js`),
      conditions: ["development"],
      nodePaths: [join(modules, "node_modules"), join(ROOT, "node_modules")],
      preserveSymlinks: true,
      // Resolve paykit as a merchant would (its exports map), not through this repository's tsconfig paths.
      tsconfigRaw: { compilerOptions: { jsx: "react-jsx" } },
      define: { "process.env.NODE_ENV": '"production"' },
      write: true,
      metafile: true,
      logLevel: "silent",
    });
    const path = join(ROOT, "dist/demo", `${outName}.js`);
    const { readFile } = await import("node:fs/promises");
    return { code: await readFile(path, "utf8"), path: Object.keys(result.metafile.outputs)[0] ?? path };
  } finally {
    await rm(modules, { recursive: true, force: true });
  }
}
