// The directory the running CDN bundle was loaded from: its sibling bundles (client.min.js,
// frame-service.min.js) sit there too. Read while the bundle first runs, when currentScript is set; a
// bundle that waited for client.min.js before running finds the directory through that script.
function directoryOf(src: string | undefined): string {
  return src ? src.slice(0, src.lastIndexOf("/") + 1) : "";
}

export const scriptDirectory = (() => {
  if (typeof document === "undefined") return "";
  const current = document.currentScript as HTMLScriptElement | null;
  const kernel = document.querySelector<HTMLScriptElement>('script[src$="/client.min.js"]');
  return directoryOf(current?.src || kernel?.src);
})();
