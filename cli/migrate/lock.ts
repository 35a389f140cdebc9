// The lock entries a new `braintree-web` (and, when the app switches to paykit's Drop-in, a new
// `braintree-web-drop-in`) makes stale, and only those. npm keeps a nested copy that its pin still matches
// (braintree-web-drop-in's 3.x) and marks it invalid instead of re-resolving it; the lock's path for a tarball is then
// resolved inside the nested folder (ENOENT on the next install). Without these entries, the next install resolves
// every such package again, through the override, and keeps the rest of the lock as it was.
const SDK = "braintree-web";

interface NpmLock {
  packages?: Record<string, unknown>;
  dependencies?: Record<string, NpmLockV1Entry>;
}
interface NpmLockV1Entry {
  dependencies?: Record<string, NpmLockV1Entry>;
}

/** `node_modules/<name>` at any depth, and what is installed inside it. */
function pathPattern(name: string): RegExp {
  return new RegExp(`(^|/)node_modules/${name.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&")}(/|$)`);
}

/** Removes the packages `names` from a lockfileVersion 1 tree (also kept in version 2), at every depth. */
function pruneTree(
  dependencies: Record<string, NpmLockV1Entry> | undefined,
  names: readonly string[],
  path: string,
  removed: string[],
): void {
  if (!dependencies) return;
  for (const [name, entry] of Object.entries(dependencies)) {
    if (names.includes(name)) {
      delete dependencies[name];
      removed.push(`${path}node_modules/${name}`);
    } else pruneTree(entry.dependencies, names, `${path}node_modules/${name}/`, removed);
  }
}

/** package-lock.json without the entries of `names` (and what is installed inside them); the paths removed. */
export function pruneNpmLock(text: string, names: readonly string[] = [SDK]): { text: string; removed: string[] } {
  const lock = JSON.parse(text) as NpmLock;
  const patterns = names.map(pathPattern);
  const removed: string[] = [];
  for (const path of Object.keys(lock.packages ?? {}))
    if (patterns.some((pattern) => pattern.test(path)) && lock.packages) {
      delete lock.packages[path];
      removed.push(path);
    }
  const fromTree: string[] = [];
  pruneTree(lock.dependencies, names, "", fromTree);
  for (const path of fromTree) if (!removed.includes(path)) removed.push(path);
  const indent = /^[ \t]+(?=")/m.exec(text)?.[0] ?? "  ";
  return { text: `${JSON.stringify(lock, null, indent)}\n`, removed };
}

/** yarn.lock without the blocks that resolve `<name>@…` for each of `names`; the block headers removed. */
export function pruneYarnLock(text: string, names: readonly string[] = [SDK]): { text: string; removed: string[] } {
  const blocks = text.split(/\n(?=\S)/);
  const removed: string[] = [];
  const kept = blocks.filter((block) => {
    const header = block.split("\n", 1)[0] ?? "";
    const entries = header.split(",").map((entry) => entry.trim().replace(/^"/, ""));
    const stale =
      !header.startsWith("#") && entries.some((entry) => names.some((name) => entry.startsWith(`${name}@`)));
    if (stale) removed.push(header.replace(/:$/, ""));
    return !stale;
  });
  return { text: kept.join("\n"), removed };
}
