// `paykit migrate`: moves an app from the provider's braintree-web (and braintree-web-drop-in, unless it keeps it) to
// paykit in place. It rewrites package.json, removes the stale lock entries, runs the app's package manager, checks
// that one copy of the SDK is installed and that it is paykit (and that its Drop-in is paykit's), and prints what it
// changed and the bundler settings left to the developer.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { adviseBundlers } from "./bundlers.js";
import { installedCopies } from "./check.js";
import { lineDiff } from "./diff.js";
import { MigrateError } from "./errors.js";
import { type PackageManager, detectPackageManager } from "./package-manager.js";
import { DROP_IN, type Manifest, dependsOn, formatManifest, rewriteManifest } from "./package-json.js";
import { pruneNpmLock, pruneYarnLock } from "./lock.js";
import { type Source, resolveDropInSource, resolveSource } from "./source.js";

export { MigrateError } from "./errors.js";

export interface MigrateOptions {
  /** The app's folder. */
  app: string;
  /** A tarball path or a registry name (`paykit`, `paykit@3.132.0`); none: paykit from the registry. */
  source?: string | undefined;
  /**
   * paykit's Drop-in for an app that depends on braintree-web-drop-in: a tarball path or `paykit-drop-in[@<range>]`;
   * none: the tarball beside paykit's (`paykit-drop-in-1.48.0.tgz`), or `npm:paykit-drop-in@^1.48.0` from the registry.
   */
  dropIn?: string | undefined;
  /** Keep the provider's braintree-web-drop-in (running on paykit through the override, with bundler settings). */
  keepDropIn?: boolean;
  dryRun?: boolean;
  log?: (line: string) => void;
}

export interface MigrateResult {
  manager: PackageManager;
  spec: string;
  /** braintree-web-drop-in's new spec; undefined when the app has no Drop-in or keeps the provider's. */
  dropInSpec: string | undefined;
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

function pruneLock(manager: PackageManager, text: string, names: string[]): { text: string; removed: string[] } {
  if (manager === "npm") return pruneNpmLock(text, names);
  if (manager === "yarn") return pruneYarnLock(text, names);
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

/** `npm ls <names>`'s problems (invalid, missing or extraneous entries) about those packages, for an npm app. */
function npmProblems(app: string, names: string[]): string[] {
  const result = spawnSync("npm", ["ls", ...names, "--all", "--json"], {
    cwd: app,
    encoding: "utf8",
    shell: process.platform === "win32",
  });
  try {
    return ((JSON.parse(result.stdout) as { problems?: string[] }).problems ?? []).filter((problem) =>
      names.some((name) => problem.includes(name)),
    );
  } catch {
    return [`npm ls gave no answer (${result.stderr.trim()})`];
  }
}

function check(app: string, manager: PackageManager, dropIn: boolean, log: (line: string) => void): void {
  const copies = installedCopies(app);
  const problems = manager === "npm" ? npmProblems(app, dropIn ? ["braintree-web", DROP_IN] : ["braintree-web"]) : [];
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
  if (!dropIn) return;
  const dropIns = installedCopies(app, DROP_IN);
  const [own] = dropIns;
  if (dropIns.length !== 1 || own?.paykit === undefined)
    throw new MigrateError(
      [
        `the app does not have exactly one ${DROP_IN}, paykit's:`,
        ...dropIns.map(
          (copy) =>
            `  ${copy.folder}: ${copy.name}@${copy.version}${copy.paykit === undefined ? " (not paykit's: its package.json has no paykit field)" : ""}`,
        ),
      ].join("\n"),
      `Look for what installs the provider's ${DROP_IN} (\`${manager === "npm" ? `npm ls ${DROP_IN}` : `${manager} why ${DROP_IN}`}\`); to keep the provider's Drop-in on purpose, run the command again with --keep-drop-in.`,
    );
  log(`Checked: one ${DROP_IN}, paykit's (${own.name}@${own.version}, for paykit ${own.paykit}).`);
}

/** `keptDropIn`: the app keeps the provider's braintree-web-drop-in, which needs its own bundler settings. */
function printAdvice(app: string, manifest: Manifest, keptDropIn: boolean, log: (line: string) => void): void {
  const dropIn = keptDropIn && dependsOn(manifest, DROP_IN);
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
    } else if (config.includes("braintree-web-drop-in/index.js"))
      log(
        `    remove the provider's Drop-in settings from ${file}: the alias to braintree-web-drop-in/index.js (paykit's Drop-in has no such file) and, if nothing else needs it, the \`global\` define`,
      );
  }
  if (dependsOn(manifest, "@types/braintree-web"))
    log("\n@types/braintree-web is no longer read: paykit ships its types under the same names. You may remove it.");
  if (!keptDropIn && dependsOn(manifest, "@types/braintree-web-drop-in"))
    log("@types/braintree-web-drop-in is no longer read: paykit's Drop-in ships its own types. You may remove it.");
}

function chooseDropIn(manifest: Manifest, options: MigrateOptions, app: string, source: Source): Source | undefined {
  const { dropIn, keepDropIn = false } = options;
  if (dropIn !== undefined && keepDropIn)
    throw new MigrateError(
      "--drop-in and --keep-drop-in contradict each other.",
      "Give --drop-in <tarball|paykit-drop-in> to switch braintree-web-drop-in to paykit's, or --keep-drop-in to keep the provider's.",
    );
  if (!dependsOn(manifest, DROP_IN)) {
    if (dropIn !== undefined)
      throw new MigrateError(
        `--drop-in was given, but package.json has no ${DROP_IN} dependency to replace.`,
        `Leave out --drop-in; to add paykit's Drop-in to the app: npm install ${DROP_IN}@npm:paykit-drop-in`,
      );
    return undefined;
  }
  return keepDropIn ? undefined : resolveDropInSource(app, dropIn, source);
}

export function migrate(options: MigrateOptions): MigrateResult {
  const { app, dryRun = false } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const { text, manifest } = readManifest(app);
  const { manager, lockFile } = detectPackageManager(app);
  const source = resolveSource(app, options.source);
  const dropIn = chooseDropIn(manifest, options, app, source);
  const nextText = formatManifest(rewriteManifest(manifest, source.spec, manager, dropIn?.spec), text);
  const lockPath = lockFile ? join(app, lockFile) : undefined;
  const lockText = lockPath ? readFileSync(lockPath, "utf8") : undefined;
  const stale = dropIn ? ["braintree-web", DROP_IN] : ["braintree-web"];
  const pruned = lockText === undefined ? undefined : pruneLock(manager, lockText, stale);
  const diff = lineDiff(text, nextText);
  const result = {
    manager,
    spec: source.spec,
    dropInSpec: dropIn?.spec,
    diff,
    removedLockEntries: pruned?.removed ?? [],
  };
  const keptDropIn = !dropIn && dependsOn(manifest, DROP_IN);

  log(
    `paykit migrate${dryRun ? " --dry-run" : ""}: ${manager} app (${lockFile ?? "no lock file yet"}), braintree-web → ${source.spec}` +
      (dropIn ? `, ${DROP_IN} → ${dropIn.spec}` : keptDropIn ? `, ${DROP_IN} kept (the provider's)` : ""),
  );
  log(`\npackage.json:\n${diff || "  (already migrated)"}`);
  if (lockFile)
    log(
      result.removedLockEntries.length > 0
        ? `\n${lockFile}: ${dryRun ? "would remove" : "removed"} the stale entries ${result.removedLockEntries.join(", ")} (the rest is kept)`
        : `\n${lockFile}: no stale ${stale.join(" or ")} entries`,
    );
  if (dryRun) {
    log(
      `\nThen it would run \`${manager} install\` and check that one braintree-web, paykit's, is installed` +
        (dropIn ? `, and one ${DROP_IN}, paykit's.` : "."),
    );
    printAdvice(app, manifest, keptDropIn, log);
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
  check(app, manager, dropIn !== undefined, log);
  printAdvice(app, manifest, keptDropIn, log);
  return result;
}
