// CDN entry of frame-service.min.js: the kernel's frame service, shared by every plugin bundle that opens
// provider pages (see global-frame-service.ts). Internal: not a component namespace.
import { FrameService } from "../../kernel/frames/frame-service.js";

const root = globalThis as unknown as { braintree?: Record<string, unknown> };
(root.braintree ??= {}).__frameService = { FrameService };
