// Helpers shared by the wallet and card-network plugin tests: the sandbox's merchants, its simulator
// routes and scripts, its request log, and the bad-input properties.
import { expect } from "vitest";
import type { MerchantSettings } from "../../../sandbox/types.js";
import type { Sandbox } from "../../support/sandbox.js";
import { apiRequests } from "../../support/sandbox.js";

import merchantsJson from "../../../sandbox/merchants.json";

// Tests read loosely typed JSON bodies.
export type Json = any;

/** The second merchant of sandbox/merchants.json: every payment method disabled. */
export function cardsOnlyKey(sandbox: Sandbox): string {
  const merchant = sandbox.merchants[1];
  if (!merchant) throw new Error("sandbox/merchants.json has no second merchant");
  return merchant.tokenizationKey;
}

/**
 * sandbox/merchants.json's merchants and, last, a copy of the first with US bank accounts but no bank login (its
 * configuration has no Plaid key), whose tokenization key is `development_n0l0g1n_<merchantId>`.
 */
export function merchantsWithNoBankLogin(merchantId: string): MerchantSettings[] {
  const merchants = merchantsJson as MerchantSettings[];
  const first = merchants[0]!;
  return [
    ...merchants,
    {
      ...first,
      merchantId,
      tokenizationKey: `development_n0l0g1n_${merchantId}`,
      methods: { ...first.methods, usBankLogin: false },
    },
  ];
}

/** Calls one of the gateway's simulator routes (the wallet provider's side), as a simulator script does. */
export async function callProvider(
  sandbox: Sandbox,
  path: string,
  body: unknown,
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${sandbox.gatewayUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Runs a simulator script, as served by the asset server, in this jsdom window. */
export async function installSimulator(sandbox: Sandbox, name: string): Promise<void> {
  const response = await fetch(`${sandbox.assetsUrl}/simulators/${name}.js`);
  if (!response.ok) throw new Error(`simulator ${name}: HTTP ${response.status}`);
  (0, eval)(await response.text());
}

/** Waits for the simulated sheet and presses one of its buttons, optionally choosing an entry first. */
export async function answerSheet(action: "pay" | "cancel", choice?: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const button = document.querySelector<HTMLButtonElement>(`[data-simulator] [data-simulator-action="${action}"]`);
    if (button && !button.disabled) {
      if (choice !== undefined) {
        const select = document.querySelector<HTMLSelectElement>('[data-simulator] [data-simulator-field="choice"]');
        if (select) select.value = choice;
      }
      button.click();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`no simulated sheet offered "${action}"`);
}

/** Closes any sheet a test left open. */
export function closeSheets(): void {
  for (const sheet of document.querySelectorAll("[data-simulator]")) sheet.remove();
}

/** The logged requests to gateway paths ending with `endpoint`. */
export function requestsTo(sandbox: Sandbox, endpoint: string): Json[] {
  return apiRequests(sandbox).filter((request) => request.path.endsWith(endpoint));
}

export function lastRequestTo(sandbox: Sandbox, endpoint: string): Json {
  const matching = requestsTo(sandbox, endpoint);
  expect(matching.length, `a request to ${endpoint}`).toBeGreaterThan(0);
  return matching[matching.length - 1];
}

/** Settles within `ms` or reports a hang: a public method that never settles is a bug too. */
export async function outcome(
  run: () => unknown,
  ms = 5000,
): Promise<{ ok: true; value: unknown } | { ok: false; error: unknown }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("hang")), ms);
  });
  try {
    const value = await Promise.race([Promise.resolve().then(run), hang]);
    return { ok: true, value };
  } catch (error) {
    return { ok: false, error };
  } finally {
    clearTimeout(timer);
  }
}

/** Either success, or a BraintreeError whose code is one of `codes`. */
export function expectSuccessOrCatalogueError(
  result: Awaited<ReturnType<typeof outcome>>,
  codes: readonly string[],
): void {
  if (result.ok) return;
  const error = result.error as { name?: string; code?: string; type?: string; message?: string };
  expect(error?.name, String(result.error)).toBe("BraintreeError");
  expect(codes, String(error.code)).toContain(error.code);
  expect(["CUSTOMER", "MERCHANT", "NETWORK", "INTERNAL", "UNKNOWN"]).toContain(error.type);
  expect(typeof error.message).toBe("string");
}

/** Runs a synchronous public method: success, or a thrown catalogue error. */
export function syncOutcome(run: () => unknown): { ok: true; value: unknown } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    return { ok: false, error };
  }
}
