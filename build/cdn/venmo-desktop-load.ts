// Stands in for plugins/venmo/desktop/load.ts inside the CDN venmo bundle: the desktop half of the
// component is venmo-desktop.min.js beside it, fetched only when a desktop flow is set up.
import type { DesktopModule } from "../../plugins/venmo/desktop/load.js";
import { createError, loadScript, sharedErrors } from "./kernel-shim.js";
import { scriptDirectory } from "./script-directory.js";

const root = globalThis as unknown as { braintree?: { __venmoDesktop?: DesktopModule } };
const MESSAGE = "Braintree Venmo desktop script could not be loaded.";

export async function loadDesktop(): Promise<DesktopModule> {
  if (!root.braintree?.__venmoDesktop && scriptDirectory) {
    await loadScript({ src: `${scriptDirectory}venmo-desktop.min.js`, errorMessage: MESSAGE });
  }
  const module = root.braintree?.__venmoDesktop;
  if (!module) throw createError(sharedErrors.CLIENT_SCRIPT_FAILED_TO_LOAD, { message: MESSAGE });
  return module;
}
