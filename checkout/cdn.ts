// What the checkout's CDN bundle (dropin.min.js) does before it installs the checkout: it hands the page's kernel the
// rows of the plugin bundles its code may fetch (the build writes them, from the `import()`s of this folder, since
// client.min.js is built before the plugins and cannot pin them). A row the kernel already has (the loader's) stays.
import { addPartRows, partFile, partRows } from "../kernel/index.js";

/** Adds `name → integrity` rows; each bundle sits beside the kernel bundle's own parts, in the directory of this release. */
export function adoptPartTable(table: Record<string, string>): void {
  const [known] = partRows().values();
  const directory = known?.src.slice(0, known.src.lastIndexOf("/") + 1) ?? "";
  addPartRows(new Map(Object.entries(table).map(([name, integrity]) => [name, { src: directory + partFile(name), integrity }])));
}
