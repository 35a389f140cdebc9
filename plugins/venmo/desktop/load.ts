// The desktop half of the component (the QR code and web login), a part of the plugin (manifest `parts`):
// fetched only by desktop pages, so phones never carry it.
import { loadPart } from "../../../kernel/index.js";

export type DesktopModule = typeof import("./index.js");

export function loadChunk(): Promise<DesktopModule> {
  return loadPart("venmo-desktop", () => import("./index.js"));
}
