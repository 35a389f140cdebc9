// What the checkout's CDN bundle (dropin.min.js) does before it installs the checkout: it hands the page's kernel the
// integrities of the plugin bundles its code may fetch (the build writes them, from the `import()`s of this folder,
// since client.min.js is built before the plugins and cannot pin them); each sits beside the kernel's own parts. A
// part the kernel already knows (from the loader) stays as it is.
import { addPartRows } from "../kernel/index.js";

/** Adds `name → integrity` rows to the page kernel's part table. */
export function adoptPartTable(table: Record<string, string>): void {
  addPartRows(new Map(Object.entries(table).map(([name, integrity]) => [name, { integrity }])));
}
