// The directory the running CDN bundle was loaded from: its sibling bundles (client.min.js,
// frame-service.min.js) sit there too. Read while the bundle first runs, when currentScript is set.
export const scriptDirectory = (() => {
  const current = typeof document === "undefined" ? null : (document.currentScript as HTMLScriptElement | null);
  return current?.src ? current.src.slice(0, current.src.lastIndexOf("/") + 1) : "";
})();
