// Fetches the desktop half of the component. CDN bundles swap this module for one that loads
// venmo-desktop.min.js (build/cdn/venmo-desktop-load.ts); npm bundlers split it into its own chunk.
export type DesktopModule = typeof import("./index.js");

export function loadDesktop(): Promise<DesktopModule> {
  return import("./index.js");
}
