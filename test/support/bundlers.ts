// A merchant app's production build with Vite or webpack, as the app's own config would set them up (the `development`
// condition, to talk to the sandbox), for tests that bundle apps installed in a temporary directory.
import { join } from "node:path";

export interface AppBuild {
  /** The app's folder. */
  app: string;
  /** Entry name → path relative to the app (`src/checkout.js`); each becomes `<name>.js`. */
  entries: Record<string, string>;
  /** Output folder, relative to the app; pages load the files from `/<outDir>/`. */
  outDir: string;
  /** Replaces an import path that is exactly the key. */
  alias?: Record<string, string>;
  /** Vite's `define`. */
  define?: Record<string, string>;
}

const exactly = (specifier: string): RegExp => new RegExp(`^${specifier.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&")}$`);

export async function buildWithVite({ app, entries, outDir, alias = {}, define }: AppBuild): Promise<void> {
  const { build, defaultClientConditions } = await import("vite");
  await build({
    root: app,
    configFile: false,
    logLevel: "silent",
    base: `/${outDir}/`,
    ...(define ? { define } : {}),
    resolve: {
      conditions: ["development", ...defaultClientConditions],
      alias: Object.entries(alias).map(([find, replacement]) => ({ find: exactly(find), replacement })),
    },
    build: {
      outDir: join(app, outDir),
      emptyOutDir: true,
      rollupOptions: {
        input: Object.fromEntries(Object.entries(entries).map(([name, path]) => [name, join(app, path)])),
        output: { entryFileNames: "[name].js" },
      },
    },
  });
}

export async function buildWithWebpack({ app, entries, outDir, alias = {} }: AppBuild): Promise<void> {
  const { default: webpack } = await import("webpack");
  await new Promise<void>((resolve, reject) => {
    webpack(
      {
        mode: "production",
        context: app,
        entry: Object.fromEntries(Object.entries(entries).map(([name, path]) => [name, `./${path}`])),
        output: { path: join(app, outDir), filename: "[name].js", publicPath: `/${outDir}/` },
        resolve: {
          conditionNames: ["development", "..."],
          alias: Object.fromEntries(Object.entries(alias).map(([find, replacement]) => [`${find}$`, replacement])),
        },
        performance: { hints: false },
      },
      (error, stats) =>
        error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString("errors-only"))) : resolve(),
    );
  });
}
