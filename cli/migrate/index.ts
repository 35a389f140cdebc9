// `paykit migrate`: moves an app from the provider's braintree-web to paykit in place. It rewrites package.json,
// removes the stale lock entries, runs the app's package manager, checks that one copy of the SDK is installed and
// that it is paykit, and prints what it changed and the bundler settings left to the developer.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { adviseBundlers } from "./bundlers.js";
import { installedCopies } from "./check.js";
import { lineDiff } from "./diff.js";
import { MigrateError } from "./errors.js";
import { type PackageManager, detectPackageManager } from "./package-manager.js";
import { type Manifest, dependsOn, formatManifest, rewriteManifest } from "./package-json.js";
import { pruneNpmLock, pruneYarnLock } from "./lock.js";
import { resolveSource } from "./source.js";

export { MigrateError } from "./errors.js";

export interface MigrateOptions {
  /** The app's folder. */
  app: string;
  /** A tarball path or a registry name (`paykit`, `paykit@3.132.0`); none: paykit from the registry. */
  source?: string | undefined;
  dryRun?: boolean;
  log?: (line: string) => void;
}

export interface MigrateResult {
  manager: PackageManager;
  spec: string;
  /** package.json's diff. */
  diff: string;
  /** The lock entries removed (or, with dryRun, to remove). */
  removedLockEntries: string[];
}

function readManifest(app: string): { text: string; manifest: Manifest } {
  const file = join(app, "package.json");
  if (!existsSync(file))
    throw new MigrateError(
      `no package.json in ${app}.`,
      "Run `npx paykit migrate` in your app's folder (the one with package.json), or give it with --cwd <folder>.",
    );
  const text = readFileSync(file, "utf8");
  try {
    return { text, manifest: JSON.parse(text) as Manifest };
  } catch (error) {
    throw new MigrateError(`${file} is not valid JSON (${(error as Error).message}).`, "Fix package.json first.");
  }
}

function pruneLock(manager: PackageManager, text: string): { text: string; removed: string[] } {
  if (manager === "npm") return pruneNpmLock(text);
  if (manager === "yarn") return pruneYarnLock(text);
  // pnpm re-resolves every package an override touches when the overrides change.
  return { text, removed: [] };
}

function install(app: string, manager: PackageManager, log: (line: string) => void): void {
  log(`\nRunning ${manager} install…`);
  const result = spawnSync(manager, ["install"], { cwd: app, stdio: "inherit", shell: process.platform === "win32" });
  if (result.error || result.status !== 0)
    throw new MigrateError(
      `${manager} install failed (${result.error?.message ?? `exit code ${result.status}`}).`,
      `package.json and the lock file were restored; see ${manager}'s output above, fix it, and run the command again.`,
    );
}

/** `npm ls braintree-web`'s problems (invalid, missing or extraneous entries), for an npm app. */
function npmProblems(app: string): string[] {
  const result = spawnSync("npm", ["ls", "braintree-web", "--all", "--json"], {
    cwd: app,
    encoding: "utf8",
    shell: process.platform === "win32",
  });
  try {
    return ((JSON.parse(result.stdout) as { problems?: string[] }).problems ?? []).filter((problem) =>
      problem.includes("braintree-web"),
    );
  } catch {
    return [`npm ls gave no answer (${result.stderr.trim()})`];
  }
}

function check(app: string, manager: PackageManager, log: (line: string) => void): void {
  const copies = installedCopies(app);
  const problems = manager === "npm" ? npmProblems(app) : [];
  const paykit = copies.filter((copy) => copy.name === "paykit");
  if (copies.length !== 1 || paykit.length !== 1 || problems.length > 0)
    throw new MigrateError(
      [
        "the app does not have exactly one braintree-web, paykit's:",
        ...copies.map((copy) => `  ${copy.folder}: ${copy.name}@${copy.version}`),
        ...problems.map((problem) => `  ${problem}`),
      ].join("\n"),
      `Look for a package that installs its own braintree-web (\`${manager === "npm" ? "npm ls braintree-web" : `${manager} why braintree-web`}\`) and tell us; the override should cover it.`,
    );
  const [copy] = paykit;
  log(`\nChecked: one braintree-web in node_modules, paykit ${copy?.version} (${copy?.folder}).`);
}

function printAdvice(app: string, manifest: Manifest, log: (line: string) => void): void {
  const dropIn = dependsOn(manifest, "braintree-web-drop-in");
  const advice = adviseBundlers(app, manifest);
  log("\nBundler settings (paykit does not edit bundler configs; add these yourself):");
  if (advice.length === 0)
    log("  No bundler config found. While developing against paykit's sandbox, resolve the `development` condition.");
  for (const { bundler, file, development, dropIn: dropInSettings } of advice) {
    const config = existsSync(join(app, file)) ? readFileSync(join(app, file), "utf8") : "";
    const present = (marker: string) => (config.includes(marker) ? ` (${file} has it)` : "");
    log(`  ${bundler} (${file}):`);
    log(
      `    only while you develop against the sandbox (not in production builds): ${development}${present('"development"')}`,
    );
    if (dropIn) {
      const [entry, ...others] = dropInSettings;
      if (entry) log(`    for braintree-web-drop-in: ${entry}${present("braintree-web-drop-in/index.js")}`);
      for (const setting of others) log(`    for braintree-web-drop-in: ${setting}${present("globalThis")}`);
    }
  }
  if (dependsOn(manifest, "@types/braintree-web"))
    log("\n@types/braintree-web is no longer read: paykit ships its types under the same names. You may remove it.");
}

export function migrate(options: MigrateOptions): MigrateResult {
  const { app, dryRun = false } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const { text, manifest } = readManifest(app);
  const { manager, lockFile } = detectPackageManager(app);
  const source = resolveSource(app, options.source);
  const nextText = formatManifest(rewriteManifest(manifest, source.spec, manager), text);
  const lockPath = lockFile ? join(app, lockFile) : undefined;
  const lockText = lockPath ? readFileSync(lockPath, "utf8") : undefined;
  const pruned = lockText === undefined ? undefined : pruneLock(manager, lockText);
  const diff = lineDiff(text, nextText);
  const result = { manager, spec: source.spec, diff, removedLockEntries: pruned?.removed ?? [] };

  log(
    `paykit migrate${dryRun ? " --dry-run" : ""}: ${manager} app (${lockFile ?? "no lock file yet"}), braintree-web → ${source.spec}`,
  );
  log(`\npackage.json:\n${diff || "  (already migrated)"}`);
  if (lockFile)
    log(
      result.removedLockEntries.length > 0
        ? `\n${lockFile}: ${dryRun ? "would remove" : "removed"} the stale entries ${result.removedLockEntries.join(", ")} (the rest is kept)`
        : `\n${lockFile}: no stale braintree-web entries`,
    );
  if (dryRun) {
    log(`\nThen it would run \`${manager} install\` and check that one braintree-web, paykit's, is installed.`);
    printAdvice(app, manifest, log);
    log("\nDry run: nothing was changed.");
    return result;
  }

  writeFileSync(join(app, "package.json"), nextText);
  if (lockPath && pruned) writeFileSync(lockPath, pruned.text);
  try {
    install(app, manager, log);
  } catch (error) {
    writeFileSync(join(app, "package.json"), text);
    if (lockPath && lockText !== undefined) writeFileSync(lockPath, lockText);
    throw error;
  }
  check(app, manager, log);
  printAdvice(app, manifest, log);
  return result;
}
