import { FrameService, type FrameServiceOptions } from "./frame-service.js";

/**
 * Creates a frame service. Plugins create it through this function only: in CDN plugin bundles it is
 * swapped for one that loads `frame-service.min.js` once per page (build/cdn/global-frame-service.ts),
 * so the frame service ships once instead of inside every plugin.
 */
export async function createFrameService(options: FrameServiceOptions): Promise<FrameService> {
  return new FrameService(options);
}
