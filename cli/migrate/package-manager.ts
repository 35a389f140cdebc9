// Which package manager installed the app, read from the lock file it left: the override goes where that manager
// reads it, and the lock refresh is that manager's.
import { existsSync } from "node:fs";
import { join } from "node:path";

export type PackageManager = "npm" | "pnpm" | "yarn";

export interface Detected {
  manager: PackageManager;
  /** The lock file's name, or undefined for an app not installed yet. */
  lockFile: string | undefined;
}

const LOCK_FILES: [string, PackageManager][] = [
  ["package-lock.json", "npm"],
  ["npm-shrinkwrap.json", "npm"],
  ["pnpm-lock.yaml", "pnpm"],
  ["yarn.lock", "yarn"],
];

export function detectPackageManager(app: string): Detected {
  const found = LOCK_FILES.find(([file]) => existsSync(join(app, file)));
  return found ? { manager: found[1], lockFile: found[0] } : { manager: "npm", lockFile: undefined };
}
