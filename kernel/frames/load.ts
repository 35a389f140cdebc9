import type { FrameService, FrameServiceOptions } from "./frame-service.js";
import { loadPart } from "../parts/parts.js";
import { FRAME_SERVICE_SCRIPT_FAILED } from "./constants.js";

/**
 * Creates a frame service. The frame service is a part (`frame-service`): it is fetched once per page, the
 * first time a plugin opens a provider's page, instead of shipping inside every such plugin.
 */
export async function createFrameService(options: FrameServiceOptions): Promise<FrameService> {
  const { FrameService } = await fetchFrameService();
  return new FrameService(options);
}

/** Fetches the frame service's code ahead of its first use, placing nothing on the page; a failure is left to that use. */
export function prefetchFrameService(): void {
  fetchFrameService().catch(() => undefined);
}

function fetchFrameService() {
  return loadPart("frame-service", () => import("./frame-service.js"), FRAME_SERVICE_SCRIPT_FAILED);
}
