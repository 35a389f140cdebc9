/** The origin of the page that embeds this frame: the only origin a frame page talks to. */
export function parentOrigin(): string {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] as string;
  try {
    return new URL(document.referrer).origin;
  } catch {
    return "null";
  }
}
