// A new user's app in a temporary directory with paykit installed from the packed tarball, offline:
// the tarball is unpacked into node_modules/paykit and its bins linked, as `npm install <tarball>`
// does, and its dependencies (and the app's own, such as React) are linked from this repository's
// node_modules instead of being fetched from the registry.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, rmSync, watch } from "node:fs";
import { lstat, mkdir, mkdtemp, readFile, rename, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { inject } from "vitest";
import { ROOT } from "./root.js";

export const run = promisify(execFile);

export interface PackageManifest {
  bin?: Record<string, string>;
  dependencies: Record<string, string>;
}

/** What a test packs: this repository (paykit), or paykit's braintree-web-drop-in as the build wrote it. */
interface Packed {
  /** The folder `npm pack` runs on, relative to the repository. */
  folder: string;
  /** The tarball's name in the run directory. */
  tarball: string;
}

const PAYKIT: Packed = { folder: ".", tarball: "paykit.tgz" };
const DROP_IN: Packed = { folder: "./dist/paykit-drop-in", tarball: "paykit-drop-in.tgz" };

/** `npm pack` into `directory`, renamed to its final name only once complete, so a waiting worker never reads half. */
async function packInto(directory: string, packed: Packed): Promise<string> {
  const into = await mkdtemp(join(directory, "pack-"));
  const { stdout } = await run("npm", ["pack", packed.folder, "--pack-destination", into, "--json"], {
    cwd: ROOT,
    timeout: 120000,
  });
  const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
  const tarball = join(directory, packed.tarball);
  await rename(join(into, filename), tarball);
  return tarball;
}

/** Resolves once `directory/name` exists: watches the directory rather than polling it. */
function fileCreated(directory: string, name: string, timeoutMs: number): Promise<string> {
  const path = join(directory, name);
  return new Promise((resolve, reject) => {
    const watcher = watch(directory);
    const done = (error?: Error) => {
      clearTimeout(timer);
      watcher.close();
      if (error) reject(error);
      else resolve(path);
    };
    const timer = setTimeout(() => done(new Error(`${path} was not packed within ${timeoutMs} ms`)), timeoutMs);
    watcher.on("change", () => {
      if (existsSync(path)) done();
    });
    watcher.on("error", (error) => done(error));
    // Packed between the caller's check and the watch.
    if (existsSync(path)) done();
  });
}

/**
 * One `npm pack` per run: the first worker that needs the tarball takes the lock (an atomic `mkdir`) and packs; the
 * others wait for the file. Without the browser project's run directory (a file run on its own outside the project),
 * the worker packs into a directory of its own.
 */
async function packOnce(packed: Packed): Promise<string> {
  let directory: string;
  try {
    directory = inject("runDirectory");
  } catch {
    directory = "";
  }
  if (!directory) {
    directory = await mkdtemp(join(tmpdir(), "paykit-pack-"));
    process.once("exit", () => rmSync(directory, { recursive: true, force: true }));
    return packInto(directory, packed);
  }
  if (existsSync(join(directory, packed.tarball))) return join(directory, packed.tarball);
  try {
    await mkdir(join(directory, `${packed.tarball}.lock`));
  } catch {
    return fileCreated(directory, packed.tarball, 180000);
  }
  return packInto(directory, packed);
}

// Kept on globalThis to outlive module re-evaluation between the files of one worker.
const WORKER_TARBALLS = Symbol.for("paykit.test.packedTarballs");
type WorkerSlot = { [WORKER_TARBALLS]?: Map<string, Promise<string>> };

function packOncePerRun(what: Packed): Promise<string> {
  const slot = globalThis as WorkerSlot;
  const tarballs = (slot[WORKER_TARBALLS] ??= new Map());
  const packed = tarballs.get(what.tarball) ?? packOnce(what);
  tarballs.set(what.tarball, packed);
  packed.catch(() => {
    if (tarballs.get(what.tarball) === packed) tarballs.delete(what.tarball);
  });
  return packed;
}

/**
 * Packs this repository as npm would publish it, once per run (see packOnce); resolves to the tarball's path, which
 * lives as long as the run, whatever directory the caller names.
 */
export function pack(_into?: string): Promise<string> {
  return packOncePerRun(PAYKIT);
}

/** Packs paykit's braintree-web-drop-in (dist/paykit-drop-in, written by the build) once per run, as `pack`. */
export function packDropIn(): Promise<string> {
  return packOncePerRun(DROP_IN);
}

/**
 * Installs the tarball into `app` (see above) under `as` (`braintree-web` for an app that aliases it, as
 * `"braintree-web": "npm:paykit"` does); `appDependencies` are linked from this repository.
 */
export async function installTarball(
  app: string,
  tarball: string,
  appDependencies: string[],
  as = "paykit",
): Promise<PackageManifest> {
  const target = join(app, "node_modules", as);
  await mkdir(target, { recursive: true });
  await run("tar", ["-xzf", tarball, "-C", target, "--strip-components=1"]);
  const manifest = JSON.parse(await readFile(join(target, "package.json"), "utf8")) as PackageManifest;
  for (const name of [...Object.keys(manifest.dependencies ?? {}), ...appDependencies]) {
    if (await exists(join(app, "node_modules", name))) continue;
    await mkdir(join(app, "node_modules", name, ".."), { recursive: true });
    await symlink(join(ROOT, "node_modules", name), join(app, "node_modules", name), "dir");
  }
  await mkdir(join(app, "node_modules", ".bin"), { recursive: true });
  for (const [name, file] of Object.entries(manifest.bin ?? {})) {
    await symlink(join(target, file), join(app, "node_modules", ".bin", name));
  }
  return manifest;
}

async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}

export interface InstalledSandbox {
  process: ChildProcess;
  gateway: string;
  assets: string;
  demo: string;
  key: string;
  merchant: string;
  /** Everything it printed up to "Press Ctrl+C to stop." */
  banner: string;
  stop(): Promise<void>;
}

/**
 * Starts `paykit-sandbox` from the app's node_modules/.bin on free loopback ports; with `npx`, the way a
 * developer types it (`npx --offline paykit-sandbox`, which finds the installed bin without the registry).
 */
export async function startInstalledSandbox(app: string, options: { npx?: boolean } = {}): Promise<InstalledSandbox> {
  const ports = ["--gateway-port", "0", "--assets-port", "0", "--demo-port", "0"];
  const [command, args] = options.npx
    ? ["npx", ["--offline", "paykit-sandbox", ...ports]]
    : [join(app, "node_modules", ".bin", "paykit-sandbox"), ports];
  // A process group of its own: `npx` runs the sandbox as its child and does not pass SIGTERM on, so stopping npx
  // alone left the sandbox listening after the run.
  const child = spawn(command, args, { cwd: app, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let out = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("Press Ctrl+C")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`paykit-sandbox exited ${code}`)));
  });
  const field = (label: string): string => new RegExp(`^  ${label}\\s+(\\S+)`, "m").exec(out)?.[1] ?? "";
  return {
    process: child,
    gateway: field("gateway"),
    assets: field("assets"),
    demo: field("demo checkout"),
    key: field("tokenization key"),
    merchant: field("merchant"),
    banner: out,
    stop: () => stopGroup(child),
  };
}

/** Whether any process of the group led by `pid` is still running. */
function groupRunning(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops a child started with `detached: true` and everything it started: SIGTERM to its process group, then waits until
 * no process of the group is left (a sandbox closes its servers first); SIGKILL for what is still there after 10 s.
 */
export async function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || !groupRunning(pid)) return;
  process.kill(-pid, "SIGTERM");
  const deadline = Date.now() + 10000;
  while (groupRunning(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  if (groupRunning(pid)) process.kill(-pid, "SIGKILL");
}

/** Sends SIGTERM and waits for the exit. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
