// The Venmo app's answer, as it comes back in the page's fragment (`#venmoSuccess=1&paymentMethodNonce=…`).

export type FragmentParameters = Record<string, string | undefined>;

function decode(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The fragment's parameters: keys lose anything but letters, digits and underscores (single-page apps
 * prefix routes such as `/`) and snake_case becomes camelCase; `resource_id` is also `id`.
 */
export function fragmentParameters(hash?: string): FragmentParameters {
  const source = hash || (typeof location === "undefined" ? "" : location.hash.slice(1));
  const parameters: FragmentParameters = {};
  for (const pair of source.split("&")) {
    const [rawKey = "", rawValue] = pair.split("=");
    const key = (decode(rawKey) ?? "")
      .replace(/\W/g, "")
      .replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    if (key) parameters[key] = decode(rawValue);
  }
  if (parameters.resourceId) parameters.id = parameters.resourceId;
  return parameters;
}

/** Whether the parameters carry the app's answer (success, error or cancel). */
export function hasAppResult(parameters: FragmentParameters): boolean {
  return (parameters.venmoSuccess ?? parameters.venmoError ?? parameters.venmoCancel) !== undefined;
}
