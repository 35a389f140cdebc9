// After the install: every `braintree-web` in the app's node_modules is one folder, and that folder is paykit (and,
// when the app switched its Drop-in, every `braintree-web-drop-in` is paykit's).
import { existsSync, lstatSync, readFileSync, readdirSync, realpathSync } from "node:fs";
import { join } from "node:path";

export interface InstalledCopy {
  /** The real folder (symbolic links, as pnpm makes them, followed). */
  folder: string;
  name: string;
  version: string;
  /** package.json's `paykit` field: paykit's own packages (its Drop-in) carry it, the provider's do not. */
  paykit?: string;
}

function readCopy(folder: string): InstalledCopy {
  const real = realpathSync(folder);
  const manifest = JSON.parse(readFileSync(join(real, "package.json"), "utf8")) as {
    name?: string;
    version?: string;
    paykit?: unknown;
  };
  return {
    folder: real,
    name: manifest.name ?? "?",
    version: manifest.version ?? "?",
    ...(typeof manifest.paykit === "string" ? { paykit: manifest.paykit } : {}),
  };
}

function visit(nodeModules: string, wanted: string, copies: Map<string, InstalledCopy>, depth: number): void {
  if (depth > 12 || !existsSync(nodeModules)) return;
  for (const entry of readdirSync(nodeModules)) {
    const path = join(nodeModules, entry);
    if (entry === ".pnpm") {
      for (const store of readdirSync(path)) visit(join(path, store, "node_modules"), wanted, copies, depth + 1);
    } else if (entry.startsWith("@")) {
      for (const scoped of readdirSync(path))
        visitPackage(join(path, scoped), `${entry}/${scoped}`, wanted, copies, depth);
    } else if (!entry.startsWith(".")) visitPackage(path, entry, wanted, copies, depth);
  }
}

function visitPackage(
  path: string,
  name: string,
  wanted: string,
  copies: Map<string, InstalledCopy>,
  depth: number,
): void {
  if (name === wanted && existsSync(join(path, "package.json"))) {
    const copy = readCopy(path);
    copies.set(copy.folder, copy);
  }
  if (!lstatSync(path).isSymbolicLink()) visit(join(path, "node_modules"), wanted, copies, depth + 1);
}

/** Every distinct folder installed under the app as `name` (default `braintree-web`). */
export function installedCopies(app: string, name = "braintree-web"): InstalledCopy[] {
  const copies = new Map<string, InstalledCopy>();
  visit(join(app, "node_modules"), name, copies, 0);
  return [...copies.values()];
}
