// @vitest-environment jsdom
// Manual-return polling with fake timers: every 250 ms, at most 300000 ms, and each polling error.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContextStatus } from "../../../../plugins/venmo/constants.js";
import type { PaymentContexts } from "../../../../plugins/venmo/contexts.js";
import { pollForApproval, STOPPED, type ContextState, type PollingTarget } from "../../../../plugins/venmo/polling.js";

function target(statuses: ContextStatus[], state: Partial<ContextState> = {}) {
  const queue = [...statuses];
  const query = vi.fn(async () => ({
    status: (queue.length > 1 ? queue.shift() : queue[0]) as ContextStatus,
    paymentMethodId: "nonce",
    userName: "joe",
  }));
  const cancelContext = vi.fn(async () => undefined);
  const polling: PollingTarget = {
    contexts: { query } as unknown as PaymentContexts,
    state: { contextId: "context-1", status: undefined, venmoWindow: undefined, ...state },
    cancelOnReturnToBrowser: false,
    cancelContext,
  };
  return { polling, query, cancelContext };
}

async function settle(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  location.hash = "";
});
afterEach(() => vi.useRealTimers());

describe("manual-return polling", () => {
  it("asks every 250 ms while the status is CREATED or SCANNED", async () => {
    const { polling, query } = target(["CREATED", "SCANNED", "SCANNED"]);
    void settle(pollForApproval(polling, () => false));
    await vi.advanceTimersByTimeAsync(0);
    expect(query).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(249);
    expect(query).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(query).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(query).toHaveBeenCalledTimes(6);
  });

  it("resolves with the context on APPROVED and asks nothing more", async () => {
    const { polling, query } = target(["CREATED", "APPROVED"]);
    const result = settle(pollForApproval(polling, () => false));
    await vi.advanceTimersByTimeAsync(250);
    expect(await result).toEqual({ value: { status: "APPROVED", paymentMethodId: "nonce", userName: "joe" } });
    await vi.advanceTimersByTimeAsync(2000);
    expect(query).toHaveBeenCalledTimes(2);
  });

  for (const [status, code, message] of [
    ["EXPIRED", "VENMO_MOBILE_POLLING_TOKENIZATION_EXPIRED", "The Venmo authorization request is expired."],
    ["FAILED", "VENMO_MOBILE_POLLING_TOKENIZATION_FAILED", "The Venmo authorization failed."],
    ["CANCELED", "VENMO_MOBILE_POLLING_TOKENIZATION_CANCELED", "The Venmo authorization was canceled"],
  ] as const) {
    it(`rejects with ${code} on ${status}`, async () => {
      const { polling } = target(["CREATED", status]);
      const result = settle(pollForApproval(polling, () => false));
      await vi.advanceTimersByTimeAsync(250);
      expect(await result).toEqual({ error: expect.objectContaining({ name: "BraintreeError", code, message }) });
    });
  }

  it("rejects with VENMO_MOBILE_POLLING_TOKENIZATION_TIMEOUT after 300000 ms", async () => {
    const { polling, query } = target(["CREATED"]);
    const started = Date.now();
    const result = settle(pollForApproval(polling, () => false));
    await vi.advanceTimersByTimeAsync(0);
    vi.setSystemTime(started + 299000);
    await vi.advanceTimersByTimeAsync(250);
    expect(query).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toEqual({
      error: expect.objectContaining({
        code: "VENMO_MOBILE_POLLING_TOKENIZATION_TIMEOUT",
        type: "CUSTOMER",
        message: "Customer took too long to authorize Venmo payment.",
      }),
    });
  });

  it("rejects with VENMO_MOBILE_POLLING_TOKENIZATION_NO_CONTEXT_ID without a context", async () => {
    const { polling, query } = target(["CREATED"], { contextId: undefined });
    expect(await settle(pollForApproval(polling, () => false))).toEqual({
      error: expect.objectContaining({ code: "VENMO_MOBILE_POLLING_TOKENIZATION_NO_CONTEXT_ID", type: "UNKNOWN" }),
    });
    expect(query).not.toHaveBeenCalled();
  });

  it("rejects with VENMO_MOBILE_POLLING_TOKENIZATION_NETWORK_ERROR when a query fails", async () => {
    const { polling, query } = target(["CREATED"]);
    query.mockRejectedValueOnce(new Error("offline"));
    expect(await settle(pollForApproval(polling, () => false))).toEqual({
      error: expect.objectContaining({
        code: "VENMO_MOBILE_POLLING_TOKENIZATION_NETWORK_ERROR",
        message: "Something went wrong during mobile polling.",
        details: { originalError: new Error("offline") },
      }),
    });
  });

  it("sets the context CANCELED when the opened window closed while CREATED", async () => {
    const venmoWindow = { closed: false } as Window;
    const { polling, cancelContext } = target(["CREATED"], { venmoWindow });
    const result = settle(pollForApproval(polling, () => false));
    await vi.advanceTimersByTimeAsync(250);
    (venmoWindow as { closed: boolean }).closed = true;
    await vi.advanceTimersByTimeAsync(250);
    expect(cancelContext).toHaveBeenCalledTimes(1);
    expect(await result).toEqual({
      error: expect.objectContaining({ code: "VENMO_MOBILE_POLLING_TOKENIZATION_CANCELED" }),
    });
  });

  it("keeps polling after the window closed once the context is no longer CREATED", async () => {
    const venmoWindow = { closed: true } as Window;
    const { polling, cancelContext } = target(["SCANNED", "APPROVED"], { venmoWindow });
    const result = settle(pollForApproval(polling, () => false));
    await vi.advanceTimersByTimeAsync(250);
    expect(cancelContext).not.toHaveBeenCalled();
    expect(await result).toEqual({ value: expect.objectContaining({ status: "APPROVED" }) });
  });

  it("cancels a context still CREATED after the results delay when cancelOnReturnToBrowser is set", async () => {
    const { polling, cancelContext } = target(["CREATED"]);
    polling.cancelOnReturnToBrowser = true;
    void settle(pollForApproval(polling, () => false));
    await vi.advanceTimersByTimeAsync(500);
    expect(cancelContext).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(250);
    expect(cancelContext).toHaveBeenCalledTimes(1);
  });

  it("ends quietly (STOPPED) once the flow is abandoned", async () => {
    const { polling, query } = target(["CREATED"]);
    let stopped = false;
    const result = settle(pollForApproval(polling, () => stopped));
    await vi.advanceTimersByTimeAsync(250);
    stopped = true;
    await vi.advanceTimersByTimeAsync(250);
    expect(await result).toEqual({ error: STOPPED });
    const asked = query.mock.calls.length;
    await vi.advanceTimersByTimeAsync(2000);
    expect(query).toHaveBeenCalledTimes(asked);
  });
});
