// `paykit migrate`'s decisions without an install: the package.json edit for each package manager (chosen by the
// lock file), the lock entries it removes, the bundler settings it prints, `--dry-run`, and its errors.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adviseBundlers } from "../../../cli/migrate/bundlers.js";
import { installedCopies } from "../../../cli/migrate/check.js";
import { MigrateError, migrate } from "../../../cli/migrate/index.js";
import { pruneNpmLock, pruneYarnLock } from "../../../cli/migrate/lock.js";
import { rewriteManifest } from "../../../cli/migrate/package-json.js";
import { DROP_IN_TARBALL, DROP_IN_VERSION, resolveDropInSource, resolveSource } from "../../../cli/migrate/source.js";

let app: string;

beforeEach(() => {
  app = mkdtempSync(join(tmpdir(), "paykit-migrate-unit-"));
});
afterEach(() => rmSync(app, { recursive: true, force: true }));

const PROVIDER_APP = {
  name: "shop",
  private: true,
  dependencies: { "braintree-web": "^3.132.0", "braintree-web-drop-in": "^1.48.0", react: "^19.0.0" },
};

function writeApp(manifest: object, files: Record<string, string> = {}): void {
  writeFileSync(join(app, "package.json"), JSON.stringify(manifest, null, 2));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(app, name), text);
}

/** A tarball packed as npm packs, with only a package.json. */
function tarball(manifest: object, name = "paykit-3.132.0.tgz"): string {
  const folder = join(app, "pack", "package");
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "package.json"), JSON.stringify(manifest));
  execFileSync("tar", ["-czf", join(app, name), "-C", join(app, "pack"), "package"]);
  return name;
}

function failure(run: () => unknown): MigrateError {
  try {
    run();
  } catch (error) {
    if (error instanceof MigrateError) return error;
    throw error;
  }
  throw new Error("did not fail");
}

describe("the package.json edit", () => {
  it("for npm aliases braintree-web to paykit and overrides every nested braintree-web with the root's", () => {
    expect(rewriteManifest(PROVIDER_APP, "npm:paykit@^3.132.0", "npm")).toEqual({
      ...PROVIDER_APP,
      dependencies: { ...PROVIDER_APP.dependencies, "braintree-web": "npm:paykit@^3.132.0" },
      overrides: { "braintree-web": "$braintree-web" },
    });
  });

  it("for pnpm writes pnpm.overrides and keeps the app's other pnpm settings and overrides", () => {
    const manifest = { ...PROVIDER_APP, pnpm: { overrides: { lodash: "4.17.21" }, neverBuiltDependencies: [] } };
    expect(rewriteManifest(manifest, "file:../paykit/paykit-3.132.0.tgz", "pnpm").pnpm).toEqual({
      overrides: { lodash: "4.17.21", "braintree-web": "$braintree-web" },
      neverBuiltDependencies: [],
    });
  });

  it("for yarn writes resolutions with the spec itself (yarn 1 has no reference to the root dependency)", () => {
    const rewritten = rewriteManifest(PROVIDER_APP, "file:../paykit/paykit-3.132.0.tgz", "yarn");
    expect(rewritten.resolutions).toEqual({ "braintree-web": "file:../paykit/paykit-3.132.0.tgz" });
    expect(rewritten.overrides).toBeUndefined();
  });

  it("rewrites braintree-web in devDependencies too", () => {
    const manifest = { name: "lib", devDependencies: { "braintree-web": "3.100.0" } };
    expect(rewriteManifest(manifest, "npm:paykit@^3.132.0", "npm").devDependencies).toEqual({
      "braintree-web": "npm:paykit@^3.132.0",
    });
  });

  it("switches braintree-web-drop-in to paykit's Drop-in wherever the app depends on it, when asked", () => {
    const manifest = { ...PROVIDER_APP, devDependencies: { "braintree-web-drop-in": "1.48.0" } };
    const rewritten = rewriteManifest(manifest, "npm:paykit@^3.132.0", "npm", "npm:paykit-drop-in@^1.48.0");
    expect(rewritten.dependencies).toEqual({
      "braintree-web": "npm:paykit@^3.132.0",
      "braintree-web-drop-in": "npm:paykit-drop-in@^1.48.0",
      react: "^19.0.0",
    });
    expect(rewritten.devDependencies).toEqual({ "braintree-web-drop-in": "npm:paykit-drop-in@^1.48.0" });
    // The override stays braintree-web's alone: paykit's Drop-in depends on braintree-web, which it makes the app's.
    expect(rewritten.overrides).toEqual({ "braintree-web": "$braintree-web" });
    expect(rewriteManifest(manifest, "npm:paykit@^3.132.0", "npm").dependencies).toMatchObject({
      "braintree-web-drop-in": "^1.48.0",
    });
  });

  it("refuses an app without braintree-web, saying how to add paykit instead", () => {
    const error = failure(() => rewriteManifest({ name: "x", dependencies: { react: "19" } }, "npm:paykit", "npm"));
    expect(error.message).toBe("package.json has no braintree-web dependency, so there is nothing to replace.");
    expect(error.fix).toContain("npm install braintree-web@npm:paykit");
  });
});

describe("where paykit comes from", () => {
  it("a tarball becomes a file: spec relative to the app, which npm resolves from the app's root", () => {
    const name = tarball({ name: "paykit", version: "3.132.0" });
    expect(resolveSource(app, name)).toMatchObject({ spec: `file:./${name}`, version: "3.132.0" });
    mkdirSync(join(app, "web"));
    expect(resolveSource(join(app, "web"), join(app, name)).spec).toBe(`file:../${name}`);
  });

  it("no argument, or a name, is paykit from the registry", () => {
    expect(resolveSource(app, undefined).spec).toBe("npm:paykit@^3.132.0");
    expect(resolveSource(app, "paykit@3.132.0").spec).toBe("npm:paykit@3.132.0");
  });

  it("a missing tarball fails with how to make one", () => {
    const error = failure(() => resolveSource(app, "../paykit/paykit-3.132.0.tgz"));
    expect(error.message).toMatch(/^cannot read the tarball .*paykit-3\.132\.0\.tgz \(ENOENT\)\.$/);
    expect(error.fix).toContain("npm pack");
  });

  it("a file that is not a gzipped package, or another package's tarball, is refused", () => {
    writeFileSync(join(app, "broken.tgz"), "not gzip");
    expect(failure(() => resolveSource(app, "broken.tgz")).fix).toMatch(/not a gzipped npm package/);
    const other = tarball({ name: "braintree-web", version: "3.132.0" }, "braintree-web-3.132.0.tgz");
    expect(failure(() => resolveSource(app, other)).message).toMatch(
      /is not paykit's package \(its package.json names braintree-web\)/,
    );
  });
});

describe("where paykit's Drop-in comes from", () => {
  it("the Drop-in version is the package's (npm/braintree-web-drop-in/manifest.json)", () => {
    const manifest = JSON.parse(
      readFileSync(join(import.meta.dirname, "../../../npm/braintree-web-drop-in/manifest.json"), "utf8"),
    ) as { name: string; version: string };
    expect(`${manifest.name}-${manifest.version}.tgz`).toBe(DROP_IN_TARBALL);
    expect(DROP_IN_VERSION).toBe(manifest.version);
  });

  it("by default, the tarball npm pack writes beside paykit's tarball", () => {
    const paykit = resolveSource(app, tarball({ name: "paykit", version: "3.132.0" }));
    tarball({ name: "paykit-drop-in", version: "1.48.0", paykit: "3.132.0" }, DROP_IN_TARBALL);
    expect(resolveDropInSource(app, undefined, paykit)).toMatchObject({
      spec: `file:./${DROP_IN_TARBALL}`,
      version: "1.48.0",
    });
  });

  it("by default, the registry's paykit-drop-in when paykit comes from the registry", () => {
    expect(resolveDropInSource(app, undefined, resolveSource(app, "paykit")).spec).toBe("npm:paykit-drop-in@^1.48.0");
  });

  it("--drop-in: a tarball anywhere, or a registry name with a version", () => {
    const paykit = resolveSource(app, "paykit");
    mkdirSync(join(app, "elsewhere"));
    tarball({ name: "paykit-drop-in", version: "1.48.0" }, `elsewhere/${DROP_IN_TARBALL}`);
    expect(resolveDropInSource(app, `elsewhere/${DROP_IN_TARBALL}`, paykit).spec).toBe(
      `file:./elsewhere/${DROP_IN_TARBALL}`,
    );
    expect(resolveDropInSource(app, "paykit-drop-in@1.48.0", paykit).spec).toBe("npm:paykit-drop-in@1.48.0");
    expect(resolveDropInSource(app, "npm:paykit-drop-in", paykit).spec).toBe("npm:paykit-drop-in@^1.48.0");
  });

  it("a paykit tarball without the Drop-in tarball beside it stops, naming the three ways on", () => {
    const paykit = resolveSource(app, tarball({ name: "paykit", version: "3.132.0" }));
    const error = failure(() => resolveDropInSource(app, undefined, paykit));
    expect(error.message).toMatch(
      /^the app depends on braintree-web-drop-in, and there is no paykit-drop-in-1\.48\.0\.tgz beside .*paykit-3\.132\.0\.tgz\.$/,
    );
    expect(error.fix).toContain("npm pack ./dist/paykit-drop-in");
    expect(error.fix).toContain("--drop-in paykit-drop-in");
    expect(error.fix).toContain("--keep-drop-in");
  });

  it("refuses the provider's Drop-in tarball, a missing one, and a name that is not paykit-drop-in", () => {
    const paykit = resolveSource(app, "paykit");
    const provider = tarball({ name: "braintree-web-drop-in", version: "1.48.0" }, "braintree-web-drop-in-1.48.0.tgz");
    expect(failure(() => resolveDropInSource(app, provider, paykit)).message).toMatch(
      /is not paykit's Drop-in package \(its package.json names braintree-web-drop-in\)/,
    );
    const missing = failure(() => resolveDropInSource(app, "nowhere/paykit-drop-in-1.48.0.tgz", paykit));
    expect(missing.message).toMatch(/^cannot read the tarball .*\(ENOENT\)\.$/);
    expect(missing.fix).toContain("npm pack ./dist/paykit-drop-in");
    const other = failure(() => resolveDropInSource(app, "braintree-web-drop-in", paykit));
    expect(other.message).toBe(
      "--drop-in braintree-web-drop-in is neither a tarball nor paykit-drop-in on the registry.",
    );
  });
});

describe("the lock entries it removes", () => {
  const lock = {
    name: "shop",
    lockfileVersion: 3,
    packages: {
      "": { dependencies: PROVIDER_APP.dependencies },
      "node_modules/braintree-web": { version: "3.132.0" },
      "node_modules/braintree-web/node_modules/card-validator": { version: "8.1.1" },
      "node_modules/braintree-web-drop-in": { version: "1.48.0" },
      "node_modules/braintree-web-drop-in/node_modules/braintree-web": { version: "3.123.2" },
      "node_modules/react": { version: "19.0.0" },
    },
  };

  it("npm: every braintree-web entry, at any depth, with what is installed inside it, and nothing else", () => {
    const { text, removed } = pruneNpmLock(JSON.stringify(lock, null, 2));
    expect(removed).toEqual([
      "node_modules/braintree-web",
      "node_modules/braintree-web/node_modules/card-validator",
      "node_modules/braintree-web-drop-in/node_modules/braintree-web",
    ]);
    expect(Object.keys((JSON.parse(text) as typeof lock).packages)).toEqual([
      "",
      "node_modules/braintree-web-drop-in",
      "node_modules/react",
    ]);
  });

  it("npm, switching Drop-in: braintree-web-drop-in's entries too, and nothing else", () => {
    const { text, removed } = pruneNpmLock(JSON.stringify(lock, null, 2), ["braintree-web", "braintree-web-drop-in"]);
    expect(removed).toEqual([
      "node_modules/braintree-web",
      "node_modules/braintree-web/node_modules/card-validator",
      "node_modules/braintree-web-drop-in",
      "node_modules/braintree-web-drop-in/node_modules/braintree-web",
    ]);
    expect(Object.keys((JSON.parse(text) as typeof lock).packages)).toEqual(["", "node_modules/react"]);
  });

  it("npm lockfileVersion 1: braintree-web-drop-in's tree entries too", () => {
    const v1 = {
      lockfileVersion: 1,
      dependencies: {
        "braintree-web-drop-in": { version: "1.48.0", dependencies: { "braintree-web": { version: "3.123.2" } } },
        "braintree-web-drop-in-extra": { version: "1.0.0" },
        react: { version: "19.0.0" },
      },
    };
    const { text, removed } = pruneNpmLock(JSON.stringify(v1), ["braintree-web", "braintree-web-drop-in"]);
    expect(removed).toEqual(["node_modules/braintree-web-drop-in"]);
    expect(Object.keys((JSON.parse(text) as typeof v1).dependencies)).toEqual(["braintree-web-drop-in-extra", "react"]);
  });

  it("yarn: the blocks that resolve braintree-web, and nothing else", () => {
    const yarnLock = [
      "# yarn lockfile v1",
      "",
      "",
      'braintree-web-drop-in@^1.48.0:\n  version "1.48.0"\n  dependencies:\n    braintree-web "3.123.2"',
      "",
      'braintree-web@3.123.2:\n  version "3.123.2"',
      "",
      'braintree-web@^3.132.0, "braintree-web@npm:x":\n  version "3.132.0"',
      "",
      'react@^19.0.0:\n  version "19.0.0"',
      "",
    ].join("\n");
    const { text, removed } = pruneYarnLock(yarnLock);
    expect(removed).toEqual(["braintree-web@3.123.2", 'braintree-web@^3.132.0, "braintree-web@npm:x"']);
    expect(text).toContain("braintree-web-drop-in@^1.48.0:");
    expect(text).toContain("react@^19.0.0:");
    expect(text).not.toMatch(/^"?braintree-web@/m);
    const switching = pruneYarnLock(yarnLock, ["braintree-web", "braintree-web-drop-in"]);
    expect(switching.removed).toEqual([
      "braintree-web-drop-in@^1.48.0",
      "braintree-web@3.123.2",
      'braintree-web@^3.132.0, "braintree-web@npm:x"',
    ]);
    expect(switching.text).toContain("react@^19.0.0:");
    expect(switching.text).not.toMatch(/^"?braintree-web/m);
  });
});

describe("the installed copies it counts", () => {
  it("every braintree-web folder at any depth, not @types/braintree-web", () => {
    const install = (path: string, name: string, version: string) => {
      mkdirSync(join(app, path), { recursive: true });
      writeFileSync(join(app, path, "package.json"), JSON.stringify({ name, version }));
    };
    install("node_modules/braintree-web", "paykit", "3.132.0");
    install("node_modules/@types/braintree-web", "@types/braintree-web", "3.143.0");
    install("node_modules/braintree-web-drop-in", "braintree-web-drop-in", "1.48.0");
    install("node_modules/braintree-web-drop-in/node_modules/braintree-web", "braintree-web", "3.123.2");
    expect(installedCopies(app).map(({ name, version }) => `${name}@${version}`)).toEqual([
      "paykit@3.132.0",
      "braintree-web@3.123.2",
    ]);
    install("node_modules/braintree-web/node_modules/braintree-web-drop-in", "paykit-drop-in", "1.48.0");
    writeFileSync(
      join(app, "node_modules/braintree-web/node_modules/braintree-web-drop-in/package.json"),
      JSON.stringify({ name: "paykit-drop-in", version: "1.48.0", paykit: "3.132.0" }),
    );
    expect(installedCopies(app, "braintree-web-drop-in").map(({ name, paykit }) => [name, paykit])).toEqual([
      ["paykit-drop-in", "3.132.0"],
      ["braintree-web-drop-in", undefined],
    ]);
  });
});

describe("the bundler settings it prints", () => {
  it("names each bundler's config file and its settings", () => {
    writeApp(PROVIDER_APP, { "vite.config.ts": "", "webpack.config.js": "" });
    const advice = adviseBundlers(app, PROVIDER_APP);
    expect(advice.map(({ bundler, file }) => [bundler, file])).toEqual([
      ["Vite", "vite.config.ts"],
      ["webpack", "webpack.config.js"],
    ]);
    expect(advice[0]?.development).toContain('conditions: ["development", ...defaultClientConditions]');
    expect(advice[0]?.dropIn).toContain('define: { global: "globalThis" }');
    expect(advice[1]?.development).toBe('resolve: { conditionNames: ["development", "..."] }');
  });

  it("finds Next.js, esbuild and Create React App from package.json alone", () => {
    const manifest = {
      ...PROVIDER_APP,
      dependencies: { ...PROVIDER_APP.dependencies, next: "15", "react-scripts": "5" },
      scripts: { build: "esbuild src/main.tsx --bundle" },
    };
    expect(adviseBundlers(app, manifest).map(({ bundler }) => bundler)).toEqual([
      "Next.js",
      "esbuild",
      "Create React App",
    ]);
  });
});

describe("paykit migrate", () => {
  it("--dry-run prints package.json's diff and the lock entries, and changes no file", () => {
    const lockText = JSON.stringify(
      { lockfileVersion: 3, packages: { "node_modules/braintree-web": {}, "node_modules/braintree-web-drop-in": {} } },
      null,
      2,
    );
    writeApp(PROVIDER_APP, { "package-lock.json": lockText, "vite.config.ts": "" });
    const before = readFileSync(join(app, "package.json"), "utf8");
    const lines: string[] = [];
    const result = migrate({ app, source: "paykit", dryRun: true, log: (line) => lines.push(line) });
    const output = lines.join("\n");
    expect(result.diff).toContain('-     "braintree-web": "^3.132.0",');
    expect(result.diff).toContain('+     "braintree-web": "npm:paykit@^3.132.0",');
    expect(result.diff).toContain('+   "overrides": {');
    expect(result.diff).toContain('-     "braintree-web-drop-in": "^1.48.0",');
    expect(result.diff).toContain('+     "braintree-web-drop-in": "npm:paykit-drop-in@^1.48.0",');
    expect(result.dropInSpec).toBe("npm:paykit-drop-in@^1.48.0");
    expect(output).toContain("braintree-web → npm:paykit@^3.132.0, braintree-web-drop-in → npm:paykit-drop-in@^1.48.0");
    expect(output).toContain(result.diff);
    expect(output).toContain(
      "package-lock.json: would remove the stale entries node_modules/braintree-web, node_modules/braintree-web-drop-in",
    );
    expect(output).toContain("and one braintree-web-drop-in, paykit's.");
    // paykit's Drop-in needs no bundler setting of its own.
    expect(output).not.toContain("for braintree-web-drop-in:");
    expect(output).toContain("Vite (vite.config.ts)");
    expect(output).toContain("Dry run: nothing was changed.");
    expect(readFileSync(join(app, "package.json"), "utf8")).toBe(before);
    expect(readFileSync(join(app, "package-lock.json"), "utf8")).toBe(lockText);
  });

  it("says which of the printed settings the bundler's config has already", () => {
    writeApp(PROVIDER_APP, {
      "vite.config.ts": 'export default { resolve: { conditions: ["development"] } };',
    });
    const lines: string[] = [];
    migrate({ app, source: "paykit", keepDropIn: true, dryRun: true, log: (line) => lines.push(line) });
    const settings = lines.filter((line) => line.startsWith("    "));
    expect(settings).toHaveLength(3);
    expect(settings[0]).toMatch(/defaultClientConditions\] \} \(vite\.config\.ts has it\)$/);
    expect(settings.slice(1).join("\n")).not.toContain("has it");
  });

  it("--keep-drop-in keeps the provider's Drop-in and its lock entries, and prints the settings it needs", () => {
    const lockText = JSON.stringify(
      { lockfileVersion: 3, packages: { "node_modules/braintree-web": {}, "node_modules/braintree-web-drop-in": {} } },
      null,
      2,
    );
    writeApp(PROVIDER_APP, { "package-lock.json": lockText, "vite.config.ts": "" });
    const lines: string[] = [];
    const result = migrate({ app, source: "paykit", keepDropIn: true, dryRun: true, log: (line) => lines.push(line) });
    const output = lines.join("\n");
    expect(result.dropInSpec).toBeUndefined();
    expect(result.diff).not.toMatch(/^[-+].*braintree-web-drop-in/m);
    expect(result.removedLockEntries).toEqual(["node_modules/braintree-web"]);
    expect(output).toContain("braintree-web-drop-in kept (the provider's)");
    expect(output).toContain('for braintree-web-drop-in: define: { global: "globalThis" }');
  });

  it("switching Drop-in, tells the developer to remove the provider's Drop-in alias from the bundler config", () => {
    writeApp(
      { ...PROVIDER_APP, devDependencies: { "@types/braintree-web-drop-in": "^1.39.0" } },
      {
        "vite.config.ts":
          'export default { resolve: { alias: [{ find: /^braintree-web-drop-in$/, replacement: "braintree-web-drop-in/index.js" }] } };',
      },
    );
    const lines: string[] = [];
    migrate({ app, source: "paykit", dryRun: true, log: (line) => lines.push(line) });
    const output = lines.join("\n");
    expect(output).toContain("remove the provider's Drop-in settings from vite.config.ts");
    expect(output).toContain("@types/braintree-web-drop-in is no longer read");
  });

  it("from a tarball, takes paykit's Drop-in tarball beside it; --drop-in chooses another", () => {
    const paykit = tarball({ name: "paykit", version: "3.132.0" });
    tarball({ name: "paykit-drop-in", version: "1.48.0", paykit: "3.132.0" }, DROP_IN_TARBALL);
    writeApp(PROVIDER_APP);
    const beside = migrate({ app, source: paykit, dryRun: true, log: () => {} });
    expect(beside.dropInSpec).toBe(`file:./${DROP_IN_TARBALL}`);
    expect(beside.diff).toContain(`+     "braintree-web-drop-in": "file:./${DROP_IN_TARBALL}",`);
    const registry = migrate({ app, source: paykit, dropIn: "paykit-drop-in", dryRun: true, log: () => {} });
    expect(registry.dropInSpec).toBe("npm:paykit-drop-in@^1.48.0");
  });

  it("refuses --drop-in with --keep-drop-in, and --drop-in for an app without Drop-in", () => {
    writeApp(PROVIDER_APP);
    const both = failure(() =>
      migrate({ app, source: "paykit", dropIn: "paykit-drop-in", keepDropIn: true, dryRun: true, log: () => {} }),
    );
    expect(both.message).toBe("--drop-in and --keep-drop-in contradict each other.");
    writeApp({ name: "shop", dependencies: { "braintree-web": "^3.132.0" } });
    const none = failure(() =>
      migrate({ app, source: "paykit", dropIn: "paykit-drop-in", dryRun: true, log: () => {} }),
    );
    expect(none.message).toBe(
      "--drop-in was given, but package.json has no braintree-web-drop-in dependency to replace.",
    );
    expect(none.fix).toContain("npm install braintree-web-drop-in@npm:paykit-drop-in");
    // Without --drop-in, an app without Drop-in migrates as before.
    expect(migrate({ app, source: "paykit", dryRun: true, log: () => {} }).dropInSpec).toBeUndefined();
  });

  it("picks the manager from the lock file: pnpm-lock.yaml → pnpm.overrides, yarn.lock → resolutions", () => {
    writeApp(PROVIDER_APP, { "pnpm-lock.yaml": "lockfileVersion: '9.0'\n" });
    expect(migrate({ app, source: "paykit", dryRun: true, log: () => {} })).toMatchObject({ manager: "pnpm" });
    rmSync(join(app, "pnpm-lock.yaml"));
    writeFileSync(join(app, "yarn.lock"), "# yarn lockfile v1\n");
    const yarn = migrate({ app, source: "paykit", dryRun: true, log: () => {} });
    expect(yarn.manager).toBe("yarn");
    expect(yarn.diff).toContain('+   "resolutions": {');
  });

  it("fails without package.json, saying where to run it", () => {
    const error = failure(() => migrate({ app, source: "paykit", log: () => {} }));
    expect(error.message).toBe(`no package.json in ${app}.`);
    expect(error.fix).toMatch(/in your app's folder/);
  });

  it("the command prints the error and its fix, and exits 1", () => {
    writeApp({ name: "x" });
    const cli = join(import.meta.dirname, "../../../dist/cli/paykit.js");
    let output = "";
    let status = 0;
    try {
      execFileSync(process.execPath, [cli, "migrate", "missing.tgz"], { cwd: app, stdio: "pipe", encoding: "utf8" });
    } catch (error) {
      ({ stderr: output, status } = error as { stderr: string; status: number });
    }
    expect(status).toBe(1);
    expect(output).toMatch(
      /^paykit migrate: cannot read the tarball .*missing\.tgz \(ENOENT\)\.\n {2}Fix: Give the path/,
    );
  });

  it("the command takes --drop-in and --keep-drop-in, and says how to go on without the Drop-in tarball", () => {
    writeApp(PROVIDER_APP);
    const paykit = tarball({ name: "paykit", version: "3.132.0" });
    const cli = join(import.meta.dirname, "../../../dist/cli/paykit.js");
    const command = (...args: string[]) => {
      try {
        return {
          status: 0,
          output: execFileSync(process.execPath, [cli, "migrate", ...args], {
            cwd: app,
            stdio: "pipe",
            encoding: "utf8",
          }),
        };
      } catch (error) {
        const { stderr, status } = error as { stderr: string; status: number };
        return { status, output: stderr };
      }
    };
    const missing = command(paykit, "--dry-run");
    expect(missing.status).toBe(1);
    expect(missing.output).toContain("there is no paykit-drop-in-1.48.0.tgz beside");
    expect(missing.output).toMatch(/\n {7}or --keep-drop-in to keep the provider's braintree-web-drop-in/);
    const kept = command(paykit, "--keep-drop-in", "--dry-run");
    expect(kept.status).toBe(0);
    expect(kept.output).toContain("braintree-web-drop-in kept (the provider's)");
    const registry = command(paykit, "--drop-in", "paykit-drop-in", "--dry-run");
    expect(registry.status).toBe(0);
    expect(registry.output).toContain('+     "braintree-web-drop-in": "npm:paykit-drop-in@^1.48.0",');
  });
});
