// The lock entries a new `braintree-web` makes stale, and only those. npm keeps a nested copy that its pin still
// matches (braintree-web-drop-in's 3.x) and marks it invalid instead of re-resolving it; the lock's path for a
// tarball is then resolved inside the nested folder (ENOENT on the next install). Without these entries, the next
// install resolves every `braintree-web` again, through the override, and keeps the rest of the lock as it was.
const SDK_PATH = /(^|\/)node_modules\/braintree-web(\/|$)/;

interface NpmLock {
  packages?: Record<string, unknown>;
  dependencies?: Record<string, NpmLockV1Entry>;
}
interface NpmLockV1Entry {
  dependencies?: Record<string, NpmLockV1Entry>;
}

/** Removes `braintree-web` from a lockfileVersion 1 tree (also kept in version 2), at every depth. */
function pruneTree(dependencies: Record<string, NpmLockV1Entry> | undefined, path: string, removed: string[]): void {
  if (!dependencies) return;
  for (const [name, entry] of Object.entries(dependencies)) {
    if (name === "braintree-web") {
      delete dependencies[name];
      removed.push(`${path}node_modules/braintree-web`);
    } else pruneTree(entry.dependencies, `${path}node_modules/${name}/`, removed);
  }
}

/** package-lock.json without the entries of `braintree-web` (and what is installed inside them); the paths removed. */
export function pruneNpmLock(text: string): { text: string; removed: string[] } {
  const lock = JSON.parse(text) as NpmLock;
  const removed: string[] = [];
  for (const path of Object.keys(lock.packages ?? {}))
    if (SDK_PATH.test(path) && lock.packages) {
      delete lock.packages[path];
      removed.push(path);
    }
  const fromTree: string[] = [];
  pruneTree(lock.dependencies, "", fromTree);
  for (const path of fromTree) if (!removed.includes(path)) removed.push(path);
  const indent = /^[ \t]+(?=")/m.exec(text)?.[0] ?? "  ";
  return { text: `${JSON.stringify(lock, null, indent)}\n`, removed };
}

/** yarn.lock without the blocks that resolve `braintree-web@…`; the block headers removed. */
export function pruneYarnLock(text: string): { text: string; removed: string[] } {
  const blocks = text.split(/\n(?=\S)/);
  const removed: string[] = [];
  const kept = blocks.filter((block) => {
    const header = block.split("\n", 1)[0] ?? "";
    const names = header.split(",").map((entry) => entry.trim().replace(/^"/, ""));
    const stale = !header.startsWith("#") && names.some((entry) => entry.startsWith("braintree-web@"));
    if (stale) removed.push(header.replace(/:$/, ""));
    return !stale;
  });
  return { text: kept.join("\n"), removed };
}
