// @vitest-environment jsdom
// The desktop web login over a fake frame service (its window faked, its pop-up flow the kernel's): the backdrop,
// the three status checks and the errors.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FrameService } from "../../../../../kernel/index.js";
import { createError } from "../../../../../kernel/index.js";
import { frameServiceErrors } from "../../../../../kernel/frames/errors.js";
import type { FrameCallback } from "../../../../../kernel/frames/frame-service.js";
import type { PopupFlow } from "../../../../../kernel/frames/popup-flow.js";
import { runPopupFlow } from "../../../../../kernel/frames/popup-flow.js";
import type { ContextStatus } from "../../../../../plugins/venmo/constants.js";
import type { PaymentContexts } from "../../../../../plugins/venmo/contexts.js";
import { runWebLogin } from "../../../../../plugins/venmo/desktop/web-login.js";
import { venmoErrors } from "../../../../../plugins/venmo/errors.js";

function fakeService() {
  let callback: FrameCallback | undefined;
  const service = {
    state: "closed" as "open" | "closed",
    open: vi.fn((_options: unknown, done: FrameCallback) => {
      callback = done;
      service.state = "open";
    }),
    redirect: vi.fn(),
    focus: vi.fn(),
    close: vi.fn(() => {
      if (service.state === "open") finish(createError(frameServiceErrors.FRAME_SERVICE_FRAME_CLOSED));
    }),
    // As FrameService.flow: the overlay is shown while the kernel's pop-up flow runs on this window.
    flow: <Resource, Result>(flow: PopupFlow<Resource, Result>) => {
      if (flow.overlay) document.body.append(flow.overlay);
      return runPopupFlow(service, flow).finally(() => flow.overlay?.remove());
    },
  };
  function finish(error: ReturnType<typeof createError> | null): void {
    service.state = "closed";
    const done = callback;
    callback = undefined;
    done?.(error, {});
  }
  return { service, returned: () => finish(null), finish };
}

function run(statuses: ContextStatus[] | Error) {
  const { service, returned, finish } = fakeService();
  const queue = Array.isArray(statuses) ? [...statuses] : [];
  const query = vi.fn(async () => {
    if (statuses instanceof Error) throw statuses;
    return {
      status: (queue.length > 1 ? queue.shift() : queue[0]) as ContextStatus,
      paymentMethodId: "nonce-1",
      userName: "joe",
    };
  });
  const cancelContext = vi.fn(async () => undefined);
  const outcome = runWebLogin({
    service: service as unknown as FrameService,
    url: async () => "https://account.venmo.com/go/web?resource_id=context-1",
    contexts: { query } as unknown as PaymentContexts,
    state: { contextId: "context-1", status: undefined, venmoWindow: undefined },
    cancelContext,
    onStop: () => undefined,
    errors: venmoErrors,
  }).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { service, returned, finish, query, cancelContext, outcome };
}

const backdrop = () => document.getElementById("venmo-desktop-web-backdrop");

afterEach(() => document.body.replaceChildren());

describe("desktop web login", () => {
  it("opens the pop-up at once over a backdrop with 'Continue payment' and 'Cancel payment', then goes to Venmo", async () => {
    const { service, returned } = run(["APPROVED"]);
    expect(service.open).toHaveBeenCalledTimes(1);
    expect(backdrop()?.style.zIndex).not.toBe("");
    expect([...(backdrop()?.querySelectorAll("button") ?? [])].map((button) => button.textContent)).toEqual([
      "Continue payment",
      "Cancel payment",
    ]);
    await vi.waitFor(() =>
      expect(service.redirect).toHaveBeenCalledWith("https://account.venmo.com/go/web?resource_id=context-1"),
    );
    returned();
  });

  it("'Continue payment' brings the pop-up to the front", () => {
    const { service, returned } = run(["APPROVED"]);
    (backdrop()?.querySelectorAll("button")[0] as HTMLButtonElement).click();
    expect(service.focus).toHaveBeenCalledTimes(1);
    returned();
  });

  it("resolves on APPROVED and removes the backdrop", async () => {
    const { returned, outcome } = run(["APPROVED"]);
    returned();
    expect(await outcome).toEqual({
      value: { paymentMethodNonce: "nonce-1", username: "joe", payerInfo: undefined, id: "context-1" },
    });
    expect(backdrop()).toBeNull();
  });

  it("rejects CANCELED with VENMO_CUSTOMER_CANCELED and FAILED with VENMO_TOKENIZATION_FAILED", async () => {
    const canceled = run(["CANCELED"]);
    canceled.returned();
    expect(await canceled.outcome).toEqual({ error: expect.objectContaining({ code: "VENMO_CUSTOMER_CANCELED" }) });
    const failed = run(["FAILED"]);
    failed.returned();
    expect(await failed.outcome).toEqual({ error: expect.objectContaining({ code: "VENMO_TOKENIZATION_FAILED" }) });
  });

  it("asks the status three times before giving up with VENMO_TOKENIZATION_FAILED", async () => {
    const { returned, query, outcome } = run(["SCANNED"]);
    returned();
    expect(await outcome).toEqual({ error: expect.objectContaining({ code: "VENMO_TOKENIZATION_FAILED" }) });
    // Three checks, then one look to tell a shopper who gave up (CREATED) from a failure.
    expect(query).toHaveBeenCalledTimes(4);
  });

  it("calls a pop-up closed while the context is CREATED a customer cancellation", async () => {
    const { service, outcome } = run(["CREATED"]);
    service.close();
    expect(await outcome).toEqual({
      error: expect.objectContaining({ code: "VENMO_CUSTOMER_CANCELED", type: "CUSTOMER" }),
    });
  });

  it("fails with VENMO_NETWORK_ERROR when the status cannot be read", async () => {
    const { returned, outcome } = run(new Error("offline"));
    returned();
    expect(await outcome).toEqual({
      error: expect.objectContaining({
        code: "VENMO_NETWORK_ERROR",
        type: "NETWORK",
        message: "Something went wrong making the request",
      }),
    });
  });

  it("passes on the frame service's error when the pop-up cannot open", async () => {
    const { finish, outcome } = run(["CREATED"]);
    finish(createError(frameServiceErrors.FRAME_SERVICE_FRAME_OPEN_FAILED));
    expect(await outcome).toEqual({ error: expect.objectContaining({ code: "FRAME_SERVICE_FRAME_OPEN_FAILED" }) });
  });

  it("'Cancel payment' cancels the context, closes the pop-up and ends with VENMO_CUSTOMER_CANCELED", async () => {
    const { service, cancelContext, outcome } = run(["CREATED"]);
    (backdrop()?.querySelectorAll("button")[1] as HTMLButtonElement).click();
    expect(await outcome).toEqual({ error: expect.objectContaining({ code: "VENMO_CUSTOMER_CANCELED" }) });
    expect(cancelContext).toHaveBeenCalledTimes(1);
    expect(service.state).toBe("closed");
    expect(backdrop()).toBeNull();
  });
});
