// Fetches the desktop half of the component. On npm, bundlers split it into its own chunk; on the CDN
// (manifest `chunks`), this module is replaced by one that loads venmo-desktop.min.js.
export type DesktopModule = typeof import("./index.js");

export function loadChunk(): Promise<DesktopModule> {
  return import("./index.js");
}
