/**
 * FraudNet's state on this page, which every bundle that writes FraudNet's parameters must share: the session a data
 * collector took from its client (reused by every later create without a correlation id, as the provider's is), the
 * parameter block last written (the card hook rewrites it, WIRE §4.3) and the script the card hook last ran. On the
 * runtime handle (kernel/runtime.ts), so it exists once per page on the CDN too; the code that uses it
 * (kernel/fraud/fraudnet.ts) is the kernel's `fraud-net` part (kernel/fraud/load.ts), also fetched once per page.
 */
export interface FraudNetPage {
  session?: string;
  block?: HTMLScriptElement;
  cardScript?: HTMLScriptElement;
  /** The data collector's FraudNet script, loaded once per page (a failed load is tried again by the next create). */
  script?: Promise<HTMLScriptElement>;
  /** The parameter block a data collector wrote for each session id, so that a session is described once. */
  sessionBlocks?: Map<string, HTMLScriptElement>;
}

let page: FraudNetPage | undefined;

/** The page's FraudNet state, made on first use. */
export function fraudNetPage(): FraudNetPage {
  return (page ??= {});
}

/** Forgets the page's FraudNet state (tests start each case from a fresh page). */
export function clearFraudNetPage(): void {
  page = undefined;
}
