// @vitest-environment jsdom
// The page side of the desktop QR flow: a hidden frame at stacking value 9999999 that only this frame's
// messages reach, and only the three payment-context calls for the context on screen.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PaymentContexts } from "../../../../../plugins/venmo/contexts.js";
import { VenmoDesktop } from "../../../../../plugins/venmo/desktop/qr-frame.js";

const ASSETS = "http://127.0.0.1:4401";

function setup() {
  const contexts = {
    create: vi.fn(async () => ({ id: "context-1", merchantId: "m", createdAt: "", expiresAt: "" })),
    query: vi.fn(async () => ({ status: "CREATED" })),
    update: vi.fn(async () => undefined),
  };
  const desktop = new VenmoDesktop({
    assetsUrl: ASSETS,
    contexts: contexts as unknown as PaymentContexts,
    contextInput: { customerClient: "DESKTOP" },
    legacyInput: {},
    launch: { qrBase: "https://venmo.com/go/purchase", environment: "SANDBOX" },
    loadTimeoutMs: 60000,
  });
  const frame = document.querySelector<HTMLIFrameElement>('iframe[name="venmo-desktop-iframe"]') as HTMLIFrameElement;
  const id = new URL(frame.src).hash.slice(1);
  const posted = vi.spyOn(frame.contentWindow as Window, "postMessage");
  const fromFrame = (data: Record<string, unknown>, origin = ASSETS) =>
    window.dispatchEvent(
      new MessageEvent("message", { data: { paykit: id, ...data }, origin, source: frame.contentWindow }),
    );
  return { desktop, contexts, frame, id, posted, fromFrame };
}

const replies = (posted: ReturnType<typeof setup>["posted"]) =>
  posted.mock.calls
    .map(([message]) => message as Record<string, unknown>)
    .filter((message) => message.reply !== undefined);

afterEach(() => document.body.replaceChildren());

describe("the QR frame, page side", () => {
  it("is hidden until launched, full screen at stacking value 9999999", () => {
    const { frame } = setup();
    expect(frame.style.display).toBe("none");
    expect(frame.style.zIndex).toBe("9999999");
    expect(frame.title).toBe("Venmo Desktop");
    expect(frame.src).toMatch(
      /^http:\/\/127\.0\.0\.1:4401\/web\/3\.132\.0\/html\/venmo-desktop-frame\.html#[0-9a-f]{32}$/,
    );
  });

  it("shows the frame once it is ready and resolves with what the frame reports", async () => {
    const { desktop, frame, posted, fromFrame } = setup();
    fromFrame({ type: "venmo:ready" });
    const launched = desktop.launch();
    await vi.waitFor(() => expect(frame.style.display).toBe("block"));
    expect(posted).toHaveBeenCalledWith(
      expect.objectContaining({ type: "venmo:launch", payload: expect.objectContaining({ environment: "SANDBOX" }) }),
      ASSETS,
    );
    fromFrame({ type: "venmo:done", payload: { reason: "CUSTOMER_CANCELED" } });
    expect(await launched).toEqual({ reason: "CUSTOMER_CANCELED" });
  });

  it("makes the calls for the context on screen only", async () => {
    const { desktop, contexts, posted, fromFrame } = setup();
    fromFrame({ type: "venmo:ready" });
    void desktop.launch();
    await vi.waitFor(() => expect(posted).toHaveBeenCalled());
    fromFrame({ type: "venmo:call", id: 1, payload: { name: "query", id: "context-1" } });
    fromFrame({ type: "venmo:call", id: 2, payload: { name: "create" } });
    await vi.waitFor(() => expect(replies(posted)).toHaveLength(2));
    fromFrame({ type: "venmo:call", id: 3, payload: { name: "query", id: "context-1" } });
    fromFrame({ type: "venmo:call", id: 4, payload: { name: "update", id: "context-1", status: "APPROVED" } });
    fromFrame({ type: "venmo:call", id: 5, payload: { name: "update", id: "context-1", status: "EXPIRED" } });
    await vi.waitFor(() => expect(replies(posted)).toHaveLength(5));
    const byId = Object.fromEntries(replies(posted).map((message) => [message.reply, message.failed === true]));
    expect(byId).toEqual({ 1: true, 2: false, 3: false, 4: true, 5: false });
    expect(contexts.query).toHaveBeenCalledTimes(1);
    expect(contexts.update).toHaveBeenCalledWith("context-1", "EXPIRED");
    expect(contexts.update).toHaveBeenCalledTimes(1);
  });

  it("ignores messages from another origin: a frame that never says ready ends the flow after 60000 ms", async () => {
    vi.useFakeTimers();
    try {
      const { desktop, frame, fromFrame } = setup();
      fromFrame({ type: "venmo:ready" }, "http://evil.example");
      const launched = desktop.launch();
      await vi.advanceTimersByTimeAsync(60000);
      expect(await launched).toEqual({ reason: "UNKNOWN_ERROR", error: "Venmo Desktop frame did not load" });
      expect(frame.style.display).toBe("none");
    } finally {
      vi.useRealTimers();
    }
  });

  it("cancelContext sets the context on screen CANCELED; teardown removes the frame", async () => {
    const { desktop, contexts, posted, fromFrame, frame } = setup();
    fromFrame({ type: "venmo:ready" });
    void desktop.launch();
    await vi.waitFor(() => expect(posted).toHaveBeenCalled());
    fromFrame({ type: "venmo:call", id: 1, payload: { name: "create" } });
    await vi.waitFor(() => expect(contexts.create).toHaveBeenCalled());
    await vi.waitFor(() => expect(replies(posted)).toHaveLength(1));
    await desktop.cancelContext();
    expect(contexts.update).toHaveBeenCalledWith("context-1", "CANCELED");
    desktop.teardown();
    expect(frame.isConnected).toBe(false);
  });
});
