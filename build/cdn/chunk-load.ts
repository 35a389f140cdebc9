// Stands in for a plugin's chunk loader (a manifest's `chunks.<name>.loader`) inside its CDN bundle: the
// chunk is `<name>.min.js` beside the plugin bundle, fetched the first time the plugin asks for it.
import { createError, loadScript, sharedErrors } from "./kernel-shim.js";
import { scriptDirectory } from "./script-directory.js";

const root = globalThis as unknown as { braintree?: { __chunks?: Record<string, unknown> } };

export async function loadBundle(name: string): Promise<unknown> {
  const message = `Braintree ${name} script could not be loaded.`;
  if (!root.braintree?.__chunks?.[name] && scriptDirectory) {
    await loadScript({ src: `${scriptDirectory}${name}.min.js`, errorMessage: message });
  }
  const chunk = root.braintree?.__chunks?.[name];
  if (!chunk) throw createError(sharedErrors.CLIENT_SCRIPT_FAILED_TO_LOAD, { message });
  return chunk;
}
