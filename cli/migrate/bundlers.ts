// The bundler settings an app on paykit needs, for each bundler the app's folder shows: the `development` export
// condition while it talks to the local sandbox (never in a production build: that build trusts only the provider's
// domains), and, while it keeps the provider's braintree-web-drop-in, Drop-in's source entry (its `browser` field
// points at a prebuilt bundle with the provider's SDK inside) and `global` (its source was written for browserify).
// Bundler configs are code, so the command prints these settings beside the file they go in rather than editing it.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Manifest } from "./package-json.js";
import { dependsOn } from "./package-json.js";

export interface BundlerAdvice {
  bundler: string;
  /** The config file found, or where the settings go. */
  file: string;
  development: string;
  dropIn: string[];
}

const CONFIG_EXTENSIONS = ["ts", "mts", "cts", "js", "mjs", "cjs"];

function configFile(app: string, base: string): string | undefined {
  const files = new Set(readdirSync(app));
  return CONFIG_EXTENSIONS.map((extension) => `${base}.${extension}`).find((file) => files.has(file));
}

function usesEsbuild(manifest: Manifest): boolean {
  const scripts = Object.values((manifest.scripts as Record<string, unknown> | undefined) ?? {});
  return dependsOn(manifest, "esbuild") || scripts.some((script) => /\besbuild\b/.test(String(script)));
}

const DROP_IN_ENTRY = "braintree-web-drop-in/index.js";

/** The settings for each bundler found in `app` (its config files, its package.json's dependencies and scripts). */
export function adviseBundlers(app: string, manifest: Manifest): BundlerAdvice[] {
  const advice: BundlerAdvice[] = [];
  const vite = configFile(app, "vite.config");
  if (vite || dependsOn(manifest, "vite"))
    advice.push({
      bundler: "Vite",
      file: vite ?? "vite.config.js",
      development:
        'import { defaultClientConditions } from "vite";  resolve: { conditions: ["development", ...defaultClientConditions] }',
      dropIn: [
        `resolve: { alias: [{ find: /^braintree-web-drop-in$/, replacement: "${DROP_IN_ENTRY}" }] }`,
        'define: { global: "globalThis" }',
      ],
    });
  const next = configFile(app, "next.config");
  if (next || dependsOn(manifest, "next"))
    advice.push({
      bundler: "Next.js",
      file: next ?? "next.config.js",
      development:
        'webpack(config) { config.resolve.conditionNames = ["development", ...(config.resolve.conditionNames ?? ["..."])]; return config; }',
      dropIn: [`in the same webpack(config): config.resolve.alias["braintree-web-drop-in$"] = "${DROP_IN_ENTRY}"`],
    });
  const webpack = configFile(app, "webpack.config");
  if (webpack || (dependsOn(manifest, "webpack") && !next))
    advice.push({
      bundler: "webpack",
      file: webpack ?? "webpack.config.js",
      development: 'resolve: { conditionNames: ["development", "..."] }',
      dropIn: [`resolve: { alias: { "braintree-web-drop-in$": "${DROP_IN_ENTRY}" } }  (webpack 5 defines global)`],
    });
  if (usesEsbuild(manifest) && !vite)
    advice.push({
      bundler: "esbuild",
      file: existsSync(join(app, "esbuild.config.mjs")) ? "esbuild.config.mjs" : "your esbuild build call",
      development: 'conditions: ["development", "module"]  (CLI: --conditions=development,module)',
      dropIn: [
        `alias: { "braintree-web-drop-in": "${DROP_IN_ENTRY}" }`,
        'define: { global: "globalThis" }  (CLI: --define:global=globalThis)',
      ],
    });
  if (dependsOn(manifest, "react-scripts"))
    advice.push({
      bundler: "Create React App",
      file: "craco.config.js (react-scripts offers no resolve settings of its own)",
      development:
        'webpack: { configure: (config) => { config.resolve.conditionNames = ["development", "..."]; return config; } }',
      dropIn: [`import dropin from "${DROP_IN_ENTRY}" in your code instead of "braintree-web-drop-in"`],
    });
  return advice;
}
