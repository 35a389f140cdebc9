/**
 * `npm start`: builds dist/ unless it is newer than every file it is built from, then runs the sandbox
 * (dist/sandbox/cli.js) with the arguments after `npm start --`. A build takes about 20 s; an unchanged
 * checkout starts at once.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { VERSION } from "../kernel/version.js";

/** What dist/ is built from, relative to the repository (folders are read whole, plugin manifests included). */
export const BUILD_INPUTS = [
  "kernel",
  "plugins",
  "loader",
  "react",
  "sandbox",
  "build",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "tsconfig.build.json",
];

/** What `npm start` serves: a dist/ without one of them is not a finished build. */
export const SERVED_OUTPUTS = [
  "sandbox/cli.js",
  "sandbox/index.js",
  "demo/react.js",
  `assets-development/web/${VERSION}/js/loader.min.js`,
];

export type Freshness = { fresh: true } | { fresh: false; reason: string };

interface Stamp {
  path: string;
  time: number;
}

/** Every file under `path` (or `path` itself), with its modification time. */
function stamps(root: string, path: string): Stamp[] {
  const absolute = join(root, path);
  if (!existsSync(absolute)) return [];
  const info = statSync(absolute);
  if (!info.isDirectory()) return [{ path, time: info.mtimeMs }];
  return readdirSync(absolute).flatMap((name) => stamps(root, join(path, name)));
}

function newest(list: Stamp[]): Stamp | undefined {
  return list.reduce<Stamp | undefined>(
    (found, stamp) => (!found || stamp.time > found.time ? stamp : found),
    undefined,
  );
}

function oldest(list: Stamp[]): Stamp | undefined {
  return list.reduce<Stamp | undefined>(
    (found, stamp) => (!found || stamp.time < found.time ? stamp : found),
    undefined,
  );
}

/**
 * Whether dist/ can be served as it is. The build empties dist/ before writing it, so its oldest file is as
 * old as the build: dist/ is fresh when that file is newer than the newest source.
 */
export function distFreshness(root: string): Freshness {
  const missing = SERVED_OUTPUTS.find((output) => !existsSync(join(root, "dist", output)));
  if (missing !== undefined) return { fresh: false, reason: `dist/${missing} is missing` };
  const built = oldest(stamps(root, "dist"));
  const source = newest(BUILD_INPUTS.flatMap((input) => stamps(root, input)));
  if (built && source && source.time >= built.time)
    return { fresh: false, reason: `${source.path} changed since the last build` };
  return { fresh: true };
}

async function main(): Promise<void> {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const freshness = distFreshness(root);
  if (freshness.fresh) {
    process.stdout.write(
      "paykit: dist/ is newer than every source file, so the build is skipped (npm run build forces one).\n",
    );
  } else {
    process.stdout.write(`paykit: building, ${freshness.reason}.\n`);
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // The CLI reads the arguments after `npm start --` from process.argv, as `npx paykit-sandbox` does.
  await import(pathToFileURL(join(root, "dist", "sandbox", "cli.js")).href);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
