// How the checkout reaches a payment method: its plugin is a part (kernel/parts/parts.ts), fetched the first time a
// sheet needs it (on npm a chunk of the merchant's bundler, on the CDN `<dir>.min.js` pinned by the part table), and
// the kernel's registry makes its namespace. The checkout never imports plugin code otherwise.
import { getPlugin, loadPart, registerPlugin, type AnyPlugin, type NamespaceOf } from "../kernel/index.js";

/**
 * A payment method's namespace (`hostedFields`, `venmo`, …), its plugin fetched once per page unless its bundle is
 * already installed (the merchant's own script tag).
 */
export async function namespaceOf<P extends AnyPlugin>(
  name: string,
  importer: () => Promise<{ default: P }>,
): Promise<NamespaceOf<P>> {
  const plugin: P =
    (getPlugin(name) as P | undefined) ?? (await loadPart<P>(name, () => importer().then((module) => module.default)));
  return registerPlugin(plugin);
}
