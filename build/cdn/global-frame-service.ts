// Stands in for kernel/frames/load.ts inside CDN plugin bundles: the frame service ships once, as
// frame-service.min.js next to the plugin bundles, and is fetched the first time a plugin needs it.
import type { FrameService, FrameServiceOptions } from "../../kernel/frames/frame-service.js";
import { createError, loadScript, sharedErrors } from "./kernel-shim.js";
import { scriptDirectory } from "./script-directory.js";

/** sha384 of frame-service.min.js, written by the build: a changed copy is refused and never runs. */
declare const __PAYKIT_FRAME_SERVICE_INTEGRITY__: string;

interface FrameServiceModule {
  FrameService: new (options: FrameServiceOptions) => FrameService;
}

const root = globalThis as unknown as { braintree?: { __frameService?: FrameServiceModule } };
const MESSAGE = "Braintree frame service script could not be loaded.";

export async function createFrameService(options: FrameServiceOptions): Promise<FrameService> {
  if (!root.braintree?.__frameService && scriptDirectory) {
    await loadScript({
      src: `${scriptDirectory}frame-service.min.js`,
      integrity: __PAYKIT_FRAME_SERVICE_INTEGRITY__,
      errorMessage: MESSAGE,
    });
  }
  const module = root.braintree?.__frameService;
  if (!module) throw createError(sharedErrors.CLIENT_SCRIPT_FAILED_TO_LOAD, { message: MESSAGE });
  return new module.FrameService(options);
}
