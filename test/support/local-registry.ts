// A package registry on loopback, so a test runs `npm install` as a developer types it (real dependency specs,
// overrides, aliases) without the network: it serves every package this repository has installed (each entry of
// package-lock.json, packed from node_modules as installed) and the tarballs a test adds (paykit's, from `npm pack`).
import { execFile, spawn } from "node:child_process";
import { createReadStream } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { type Server, createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { ROOT } from "./root.js";

interface Release {
  manifest: Record<string, unknown>;
  /** A packed tarball, or an installed package folder packed on request. */
  from: { tarball: string } | { folder: string };
}

export interface LocalRegistry {
  /** The registry's address, with a trailing slash (npm's `registry` setting). */
  url: string;
  /** `name@version` of every tarball npm downloaded, in order. */
  downloads: string[];
  /**
   * The environment for an npm command that uses only this registry: npm's settings from the calling process (a test
   * run started by `npm test` inherits them) are dropped, the cache is a fresh one, and audit, fund and update checks are off.
   */
  env: NodeJS.ProcessEnv;
  close(): Promise<void>;
}

/** The fields of package.json npm reads from a registry's version document to resolve and place a package. */
const MANIFEST_FIELDS = [
  "name",
  "version",
  "dependencies",
  "optionalDependencies",
  "peerDependencies",
  "peerDependenciesMeta",
  "bin",
  "engines",
  "os",
  "cpu",
];

function pick(manifest: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    MANIFEST_FIELDS.filter((field) => field in manifest).map((field) => [field, manifest[field]]),
  );
}

function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split(/[.-]/).map((part) => Number(part) || 0);
  const [left, right] = [parts(a), parts(b)];
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Every package version installed in this repository's node_modules, by name. */
async function installedReleases(): Promise<Map<string, Map<string, Release>>> {
  const lock = JSON.parse(await readFile(join(ROOT, "package-lock.json"), "utf8")) as {
    packages: Record<string, { link?: boolean }>;
  };
  const releases = new Map<string, Map<string, Release>>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path.includes("node_modules/") || entry.link) continue;
    const folder = join(ROOT, path);
    const manifest = JSON.parse(await readFile(join(folder, "package.json"), "utf8").catch(() => "null")) as Record<
      string,
      unknown
    > | null;
    if (!manifest || typeof manifest.name !== "string" || typeof manifest.version !== "string") continue;
    const versions = releases.get(manifest.name) ?? new Map<string, Release>();
    versions.set(manifest.version, { manifest, from: { folder } });
    releases.set(manifest.name, versions);
  }
  return releases;
}

/** The package.json inside a packed tarball. */
async function tarballManifest(tarball: string): Promise<Record<string, unknown>> {
  const { stdout } = await promisify(execFile)("tar", ["-xzOf", tarball, "package/package.json"], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Record<string, unknown>;
}

/** The installed folder as npm unpacked it, under `package/`, without the dependencies installed inside it. */
function packFolder(folder: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const tar = spawn(
      "tar",
      ["-czf", "-", "--exclude=./node_modules", "-C", folder, "--transform", "s,^\\.,package,", "."],
      {
        stdio: ["ignore", "pipe", "ignore"],
      },
    );
    const chunks: Buffer[] = [];
    tar.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    tar.on("error", reject);
    tar.on("close", (code) => (code === 0 ? resolve(Buffer.concat(chunks)) : reject(new Error(`tar exited ${code}`))));
  });
}

/** Starts the registry with the repository's installed packages plus `tarballs` (packed packages, e.g. paykit's). */
export async function startLocalRegistry(tarballs: string[] = []): Promise<LocalRegistry> {
  const releases = await installedReleases();
  for (const tarball of tarballs) {
    const manifest = await tarballManifest(tarball);
    const name = String(manifest.name);
    const versions = releases.get(name) ?? new Map<string, Release>();
    versions.set(String(manifest.version), { manifest, from: { tarball } });
    releases.set(name, versions);
  }
  const downloads: string[] = [];
  let url = "";
  // An installed folder is packed once and served from memory after: each `npm install` and `npm ci` of a test
  // downloads paykit's dependencies again (a `file:` tarball's dependencies are resolved anew), and gzip is the cost.
  const packedFolders = new Map<string, Promise<Buffer>>();
  const packedFolder = (folder: string): Promise<Buffer> => {
    let packed = packedFolders.get(folder);
    if (!packed) {
      packed = packFolder(folder);
      packedFolders.set(folder, packed);
      packed.catch(() => packedFolders.delete(folder));
    }
    return packed;
  };

  const packument = (name: string, versions: Map<string, Release>) => {
    const sorted = [...versions.keys()].sort(compareVersions);
    return {
      name,
      "dist-tags": { latest: sorted.at(-1) },
      versions: Object.fromEntries(
        sorted.map((version) => [
          version,
          {
            ...pick(versions.get(version)?.manifest ?? {}),
            dist: { tarball: `${url}-/tarball/${encodeURIComponent(name)}/${version}.tgz` },
          },
        ]),
      ),
    };
  };

  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://registry.invalid").pathname).slice(1);
    const tarball = /^-\/tarball\/(.+)\/([^/]+)\.tgz$/.exec(path);
    if (tarball) {
      const [, name = "", version = ""] = tarball;
      const release = releases.get(name)?.get(version);
      if (!release) return void response.writeHead(404).end();
      downloads.push(`${name}@${version}`);
      response.writeHead(200, { "Content-Type": "application/octet-stream" });
      if ("tarball" in release.from) return void createReadStream(release.from.tarball).pipe(response);
      void packedFolder(release.from.folder).then(
        (bytes) => response.end(bytes),
        () => response.destroy(),
      );
      return;
    }
    const versions = releases.get(path);
    if (!versions)
      return void response.writeHead(404, { "Content-Type": "application/json" }).end('{"error":"Not found"}');
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(packument(path, versions)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;

  const home = await mkdtemp(join(tmpdir(), "paykit-npm-home-"));
  await writeFile(join(home, ".npmrc"), "");
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)),
  );
  Object.assign(env, {
    npm_config_registry: url,
    npm_config_cache: join(home, "cache"),
    npm_config_userconfig: join(home, ".npmrc"),
    npm_config_audit: "false",
    npm_config_fund: "false",
    npm_config_update_notifier: "false",
  });

  return {
    url,
    downloads,
    env,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(home, { recursive: true, force: true });
    },
  };
}
