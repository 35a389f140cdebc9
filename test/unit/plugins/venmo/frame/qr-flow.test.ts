// The desktop QR flow's states with fake timers: polling every 1000 ms, the texts of each status, the
// 2000 ms pause after approval, the local time limit and a new QR code after an ending.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContextStatus } from "../../../../../plugins/venmo/constants.js";
import { QrFlow, type QrOutcome } from "../../../../../plugins/venmo/frame/qr-flow.js";

const LIFETIME_MS = 60000;

function setup(statuses: ContextStatus[] = ["CREATED"]) {
  let created = 0;
  const queue = [...statuses];
  const calls = {
    create: vi.fn(async () => {
      created++;
      const now = Date.now();
      return {
        id: `context-${created}`,
        merchantId: "venmo-merchant",
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + LIFETIME_MS).toISOString(),
      };
    }),
    update: vi.fn(async () => undefined),
    query: vi.fn(async () => ({
      status: (queue.length > 1 ? queue.shift() : queue[0]) as ContextStatus,
      paymentMethodId: "nonce-1",
      userName: "venmojoe",
      payerInfo: null,
    })),
  };
  const shown: Array<{ state: string; text: string; url?: string }> = [];
  const outcomes: QrOutcome[] = [];
  const flow = new QrFlow({
    calls,
    qrUrl: (context) => `https://venmo.com/go/purchase?resource_id=${context.id}`,
    show: (state, text, url) => shown.push({ state, text, url }),
    done: (outcome) => outcomes.push(outcome),
  });
  const setStatuses = (next: ContextStatus[]) => queue.splice(0, queue.length, ...next);
  return { flow, calls, shown, outcomes, setStatuses, lastText: () => shown.at(-1)?.text };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("QR flow states", () => {
  it("shows the QR code of a new context, then keeps polling every 1000 ms while CREATED", async () => {
    const { flow, calls, shown } = setup(["CREATED"]);
    flow.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.map((entry) => entry.text)).toEqual([
      "Generating a QR code, get your Venmo app ready",
      "To scan the QR code, open your Venmo app",
    ]);
    expect(shown[1]?.url).toBe("https://venmo.com/go/purchase?resource_id=context-1");
    expect(calls.query).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls.query).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.query).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls.query).toHaveBeenCalledTimes(5);
  });

  it("shows 'Authorize on your Venmo app' when the code is SCANNED", async () => {
    const { flow, lastText } = setup(["CREATED", "SCANNED"]);
    flow.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(lastText()).toBe("Authorize on your Venmo app");
  });

  it("shows 'Venmo account authorized' on APPROVED and completes 2000 ms later, without polling meanwhile", async () => {
    const { flow, calls, outcomes, lastText } = setup(["SCANNED", "APPROVED"]);
    flow.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(lastText()).toBe("Venmo account authorized");
    const queries = calls.query.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1999);
    expect(outcomes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcomes).toEqual([
      { result: { paymentMethodNonce: "nonce-1", username: "venmojoe", payerInfo: null, id: "context-1" } },
    ]);
    await vi.advanceTimersByTimeAsync(10000);
    expect(calls.query).toHaveBeenCalledTimes(queries);
  });

  for (const [status, text] of [
    ["CANCELED", "The authorization was canceled"],
    ["EXPIRED", "Something went wrong"],
    ["FAILED", "Something went wrong"],
  ] as const) {
    it(`shows '${text}' on ${status}, stops polling and offers a new QR code for a new context`, async () => {
      const { flow, calls, shown, outcomes, setStatuses } = setup(["CREATED", status]);
      flow.start();
      await vi.advanceTimersByTimeAsync(1000);
      expect(shown.at(-1)).toEqual({ state: "error", text, url: undefined });
      const queries = calls.query.mock.calls.length;
      await vi.advanceTimersByTimeAsync(5000);
      expect(calls.query).toHaveBeenCalledTimes(queries);
      expect(outcomes).toEqual([]);
      setStatuses(["CREATED"]);
      flow.newQrCode();
      await vi.advanceTimersByTimeAsync(0);
      expect(calls.create).toHaveBeenCalledTimes(2);
      expect(shown.at(-1)?.url).toContain("context-2");
    });
  }

  it("sets the context EXPIRED and shows 'Something went wrong' once the local time limit passes", async () => {
    const { flow, calls, lastText } = setup(["CREATED"]);
    flow.start();
    await vi.advanceTimersByTimeAsync(LIFETIME_MS + 1000);
    expect(calls.update).toHaveBeenCalledWith("context-1", "EXPIRED");
    expect(lastText()).toBe("Something went wrong");
    const queries = calls.query.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.query).toHaveBeenCalledTimes(queries);
  });

  it("sets the context CANCELED and reports CUSTOMER_CANCELED when the shopper closes the dialog", async () => {
    const { flow, calls, outcomes } = setup(["CREATED"]);
    flow.start();
    await vi.advanceTimersByTimeAsync(0);
    flow.cancelByShopper();
    expect(calls.update).toHaveBeenCalledWith("context-1", "CANCELED");
    expect(outcomes).toEqual([{ reason: "CUSTOMER_CANCELED" }]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.query).toHaveBeenCalledTimes(1);
  });

  it("reports UNKNOWN_ERROR when a status query fails", async () => {
    const { flow, calls, outcomes } = setup(["CREATED"]);
    flow.start();
    await vi.advanceTimersByTimeAsync(0);
    calls.query.mockRejectedValueOnce(new Error("offline"));
    await vi.advanceTimersByTimeAsync(1000);
    expect(outcomes).toEqual([{ reason: "UNKNOWN_ERROR", error: new Error("offline") }]);
  });

  it("stops polling when stopped (hidden by the page)", async () => {
    const { flow, calls } = setup(["CREATED"]);
    flow.start();
    await vi.advanceTimersByTimeAsync(0);
    flow.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.query).toHaveBeenCalledTimes(1);
    expect(flow.active).toBe(false);
  });
});
