// Helpers for the pop-up and frame flow plugin tests (PayPal, PayPal Checkout, Masterpass) in jsdom against the real sandbox.
import { expect, vi } from "vitest";
import type { Sandbox } from "../../support/sandbox.js";
import { client } from "../../../kernel/index.js";

/** A pop-up window as `window.open` returns it, for tests that need no real browser window. */
export interface FakePopup {
  closed: boolean;
  location: { href: string };
  close(): void;
  focus: ReturnType<typeof vi.fn>;
}

export function fakePopup(): FakePopup {
  return {
    closed: false,
    location: { href: "" },
    close() {
      this.closed = true;
    },
    focus: vi.fn(),
  };
}

/** Makes `window.open` hand out fake pop-ups (or `null`, a blocked pop-up); returns those opened. */
export function stubPopups(blocked = false): FakePopup[] {
  const opened: FakePopup[] = [];
  vi.spyOn(window, "open").mockImplementation(() => {
    if (blocked) return null;
    const popup = fakePopup();
    opened.push(popup);
    return popup as unknown as Window;
  });
  return opened;
}

/** The shopper's decision on the sandbox's provider simulator; resolves with the return parameters. */
export async function decideOnSimulator(
  sandbox: Sandbox,
  provider: "paypal" | "masterpass",
  query: string,
  decision: "approve" | "cancel",
) {
  const response = await fetch(`${sandbox.gatewayUrl}/simulators/${provider}/decide?${query}&decision=${decision}`, {
    redirect: "manual",
  });
  const location = new URL(response.headers.get("location") ?? "/", sandbox.gatewayUrl);
  return Object.fromEntries(location.searchParams) as Record<string, string>;
}

/** Bodies of the sandbox requests to one client API endpoint, oldest first. */
export function bodiesSentTo(sandbox: Sandbox, endpoint: string): Array<Record<string, unknown>> {
  return sandbox.requests
    .filter((request) => request.method === "POST" && request.path.endsWith(`/client_api/v1/${endpoint}`))
    .map((request) => request.body as Record<string, unknown>);
}

/**
 * The marker of "nothing was sent": resolves once a request sent now through the client of `authorization` to `endpoint`
 * has been answered by the sandbox (whatever the answer), so a request the code under test sent before it has arrived
 * too: one client's requests reach the sandbox in the order they are sent.
 */
export async function sentBefore(authorization: string, endpoint: string): Promise<void> {
  const marker = await client.create({ authorization });
  await marker.request({ method: "post", endpoint, data: { marker: true } }).catch(() => undefined);
}

/** Settles within `ms` or reports a hang: a public method that never settles is a bug. */
export async function settle(
  run: () => unknown,
  ms = 5000,
): Promise<{ ok: true; value: unknown } | { ok: false; error: unknown }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("hang")), ms);
  });
  try {
    return { ok: true, value: await Promise.race([Promise.resolve().then(run), hang]) };
  } catch (error) {
    return { ok: false, error };
  } finally {
    clearTimeout(timer);
  }
}

/** A failure must be a catalogue error with one of the given codes. */
export function expectCatalogueError(result: { ok: boolean; error?: unknown }, codes: readonly string[]): void {
  if (result.ok) return;
  const error = result.error as { name?: string; code?: string; type?: string; message?: string };
  expect(error?.name, String(result.error)).toBe("BraintreeError");
  expect(codes, String(error.code)).toContain(error.code);
  expect(["CUSTOMER", "MERCHANT", "NETWORK", "INTERNAL", "UNKNOWN"]).toContain(error.type);
  expect(typeof error.message).toBe("string");
}

/** Lets every script the page inserts "load" at once, as a browser would (jsdom fetches none). */
export function loadScriptsInstantly(): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLScriptElement) queueMicrotask(() => node.dispatchEvent(new Event("load")));
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** The dispatch frame a frame service placed on the page (the newest one). */
export function dispatchFrame(): HTMLIFrameElement {
  const frames = document.querySelectorAll<HTMLIFrameElement>("iframe.braintree-dispatch-frame");
  const frame = frames[frames.length - 1];
  if (!frame) throw new Error("no dispatch frame on the page");
  return frame;
}

/** A message as the dispatch frame on the asset origin posts it to the merchant page. */
export function fromDispatchFrame(assetsOrigin: string, type: "ready" | "report", payload?: unknown): void {
  const frame = dispatchFrame();
  window.dispatchEvent(
    new MessageEvent("message", {
      data: {
        paykit: frame.name.replace("dispatch_", ""),
        type: `frameService:DISPATCH_FRAME_${type === "ready" ? "READY" : "REPORT"}`,
        payload,
      },
      origin: assetsOrigin,
      source: frame.contentWindow,
    }),
  );
}
