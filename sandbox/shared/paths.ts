import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE_NAME = "paykit";

function isPaykitRoot(directory: string): boolean {
  const manifest = join(directory, "package.json");
  if (!existsSync(manifest)) return false;
  try {
    const parsed = JSON.parse(readFileSync(manifest, "utf8")) as { name?: unknown };
    return parsed.name === PACKAGE_NAME;
  } catch {
    return false;
  }
}

/**
 * The repository root: the nearest directory above `start` whose package.json is named "paykit".
 * Walks up instead of assuming a depth because this code runs both from `sandbox/` (sources) and
 * from `dist/sandbox/` (bundle).
 */
export function findRepositoryRoot(start: string = dirname(fileURLToPath(import.meta.url))): string {
  let directory = resolve(start);
  for (;;) {
    if (isPaykitRoot(directory)) return directory;
    const parent = dirname(directory);
    if (parent === directory) {
      throw new Error(`paykit sandbox: no package.json named "${PACKAGE_NAME}" above ${start}`);
    }
    directory = parent;
  }
}

/**
 * Path of one of the sandbox's own files (merchants.json, the demo page). Looked up under the given
 * root first, then under the repository this module belongs to, so a test can point `rootDir` at a
 * temporary directory holding only built assets.
 */
export function sandboxFile(rootDir: string, relativePath: string): string {
  const underRoot = join(rootDir, "sandbox", relativePath);
  if (existsSync(underRoot)) return underRoot;
  return join(findRepositoryRoot(), "sandbox", relativePath);
}
