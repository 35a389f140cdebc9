// After the install: every `braintree-web` in the app's node_modules is one folder, and that folder is paykit.
import { existsSync, lstatSync, readFileSync, readdirSync, realpathSync } from "node:fs";
import { join } from "node:path";

export interface InstalledCopy {
  /** The real folder (symbolic links, as pnpm makes them, followed). */
  folder: string;
  name: string;
  version: string;
}

function readCopy(folder: string): InstalledCopy {
  const real = realpathSync(folder);
  const manifest = JSON.parse(readFileSync(join(real, "package.json"), "utf8")) as { name?: string; version?: string };
  return { folder: real, name: manifest.name ?? "?", version: manifest.version ?? "?" };
}

function visit(nodeModules: string, copies: Map<string, InstalledCopy>, depth: number): void {
  if (depth > 12 || !existsSync(nodeModules)) return;
  for (const entry of readdirSync(nodeModules)) {
    const path = join(nodeModules, entry);
    if (entry === ".pnpm") {
      for (const store of readdirSync(path)) visit(join(path, store, "node_modules"), copies, depth + 1);
    } else if (entry.startsWith("@")) {
      for (const scoped of readdirSync(path)) visitPackage(join(path, scoped), `${entry}/${scoped}`, copies, depth);
    } else if (!entry.startsWith(".")) visitPackage(path, entry, copies, depth);
  }
}

function visitPackage(path: string, name: string, copies: Map<string, InstalledCopy>, depth: number): void {
  if (name === "braintree-web" && existsSync(join(path, "package.json"))) {
    const copy = readCopy(path);
    copies.set(copy.folder, copy);
  }
  if (!lstatSync(path).isSymbolicLink()) visit(join(path, "node_modules"), copies, depth + 1);
}

/** Every distinct `braintree-web` folder installed under the app. */
export function installedCopies(app: string): InstalledCopy[] {
  const copies = new Map<string, InstalledCopy>();
  visit(join(app, "node_modules"), copies, 0);
  return [...copies.values()];
}
