// Answers the `braintree.hostedFields` namespace gives before any bundle is fetched (the loader serves them too).

/** Browsers whose user agent mentions Chrome but which are not Chrome, by the provider's browser detection. */
const CHROME_LOOKALIKES = /Edge?\/|Edg\/|DuckDuckGo\/|OPR\/|Opera\/|OPT\/|Silk\//;

/**
 * False where the provider's SDK turns input formatting off, Samsung Internet (it drops digits there): a user agent
 * naming SamsungBrowser, or naming Samsung without being Chrome (older Samsung browsers and web views). The rule
 * is the provider's (restricted-input 4.0.3, which braintree-web 3.132.0 uses), so pages that choose split
 * expiration fields when formatting is off choose the same here.
 */
export function supportsInputFormatting(): boolean {
  const userAgent = typeof navigator === "undefined" ? "" : String(navigator.userAgent);
  const isChrome =
    /Chrome|CriOS/.test(userAgent) && !CHROME_LOOKALIKES.test(userAgent) && !/SamsungBrowser/i.test(userAgent);
  return !/SamsungBrowser/.test(userAgent) && (isChrome || !userAgent.includes("Samsung"));
}
