// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FrameService, type BraintreeError, type ReturnParameters } from "../../../../kernel/index.js";
import { frameServiceErrors } from "../../../../kernel/frames/errors.js";

const ASSETS = "http://127.0.0.1:4401";
const ANDROID_WEB_VIEW =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0 Mobile Safari/537.36";

interface FakePopup {
  closed: boolean;
  location: { href: string };
  close(): void;
  focus: ReturnType<typeof vi.fn>;
}

function fakePopup(): FakePopup {
  return {
    closed: false,
    location: { href: "" },
    close() {
      this.closed = true;
    },
    focus: vi.fn(),
  };
}

interface Outcome {
  error: BraintreeError | null;
  parameters?: ReturnParameters;
}

let services: FrameService[] = [];

function makeService(overrides: Partial<ConstructorParameters<typeof FrameService>[0]> = {}): FrameService {
  const service = new FrameService({
    name: "braintreetestlanding",
    assetsUrl: ASSETS,
    landingFrame: "test-landing-frame",
    title: "Test provider",
    ...overrides,
  });
  services.push(service);
  return service;
}

/** The return parameters the test flows read, as a PayPal flow would declare them. */
const RETURN_PARAMETERS = ["token", "PayerID", "paymentId"];

/** Opens and records the one outcome of the flow. */
function openFlow(service: FrameService, options = {}): { outcomes: Outcome[]; settled: Promise<Outcome> } {
  const outcomes: Outcome[] = [];
  let settle: (outcome: Outcome) => void = () => undefined;
  const settled = new Promise<Outcome>((resolve) => (settle = resolve));
  service.open({ returnParameters: RETURN_PARAMETERS, ...options }, (error, parameters) => {
    outcomes.push({ error, parameters });
    settle({ error, parameters });
  });
  return { outcomes, settled };
}

function dispatchFrame(service: FrameService): HTMLIFrameElement {
  const frame = document.querySelector<HTMLIFrameElement>(`iframe[name="dispatch_${service.serviceId}"]`);
  if (!frame) throw new Error("no dispatch frame");
  return frame;
}

/** A message as the dispatch frame on the asset origin would post it. */
function fromDispatchFrame(
  service: FrameService,
  type: string,
  payload?: unknown,
  overrides: Partial<MessageEventInit> = {},
): void {
  window.dispatchEvent(
    new MessageEvent("message", {
      data: { paykit: service.serviceId, type, payload },
      origin: ASSETS,
      source: dispatchFrame(service).contentWindow,
      ...overrides,
    }),
  );
}

/**
 * The marker of "nothing happened": a cancel report sent along the same path after the message under test. Messages
 * are handled in the order they arrive, so when the flow ends, the earlier message has been handled too; the flow's
 * one outcome must then be this cancel, not anything the earlier message caused.
 */
async function cancelledAfter(
  service: FrameService,
  flow: { outcomes: Outcome[]; settled: Promise<Outcome> },
): Promise<Outcome[]> {
  fromDispatchFrame(service, "frameService:DISPATCH_FRAME_REPORT", { kind: "cancel", parameters: {} });
  await flow.settled;
  return flow.outcomes.map(({ error, parameters }) => ({
    error: error && ({ code: error.code } as BraintreeError),
    parameters,
  }));
}

const CANCELLED = [{ error: { code: "FRAME_SERVICE_FRAME_CLOSED" }, parameters: undefined }];

function useUserAgent(userAgent: string): void {
  Object.defineProperty(navigator, "userAgent", { value: userAgent, configurable: true });
}

beforeEach(() => {
  services = [];
});

afterEach(() => {
  for (const service of services) service.teardown();
  vi.restoreAllMocks();
  delete (navigator as { userAgent?: string }).userAgent;
  delete (globalThis as { popupBridge?: unknown }).popupBridge;
});

describe("frame service pages", () => {
  it("serves the return page on the asset origin with the service id as channel", () => {
    const service = makeService();
    expect(service.returnUrl).toBe(`${ASSETS}/web/3.132.0/html/redirect-frame.min.html?channel=${service.serviceId}`);
  });

  it("serves the cancel page on the asset origin with the service id as channel", () => {
    const service = makeService();
    expect(service.cancelUrl).toBe(`${ASSETS}/web/3.132.0/html/cancel-frame.min.html?channel=${service.serviceId}`);
  });

  it("offers the return page without a channel for providers with a fixed callback URL", () => {
    expect(makeService().fixedReturnUrl).toBe(`${ASSETS}/web/3.132.0/html/redirect-frame.min.html`);
  });

  it("uses the un-minified pages in debug mode", () => {
    expect(makeService({ debug: true }).pageUrl("dispatch-frame")).toBe(
      `${ASSETS}/web/3.132.0/html/dispatch-frame.html`,
    );
  });

  it("has a service id of 32 hex digits", () => {
    expect(makeService().serviceId).toMatch(/^[0-9a-f]{32}$/);
  });

  it("places one hidden dispatch frame on the page", () => {
    const service = makeService();
    const frame = dispatchFrame(service);
    expect(frame.className).toBe("braintree-dispatch-frame");
    expect(frame.src).toBe(`${ASSETS}/web/3.132.0/html/dispatch-frame.min.html`);
    expect(frame.getAttribute("aria-hidden")).toBe("true");
    expect(frame.style.left).toBe("-9999px");
  });
});

describe("pop-up", () => {
  it("starts closed", () => {
    expect(makeService().state).toBe("closed");
  });

  it("opens the landing page in a named pop-up of 450x535", () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => fakePopup() as unknown as Window);
    const service = makeService();
    openFlow(service);
    const [url, name, features] = open.mock.calls[0] ?? [];
    expect(url).toBe(`${ASSETS}/web/3.132.0/html/test-landing-frame.min.html`);
    expect(name).toBe(`braintreetestlanding_${service.serviceId}`);
    expect(features).toMatch(/^resizable,scrollbars,height=535,width=450,top=\d+,left=\d+$/);
    expect(service.state).toBe("open");
  });

  it("takes the size and position of one pop-up from the open options", () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => fakePopup() as unknown as Window);
    openFlow(makeService({ width: 450, height: 660 }), { width: 500, top: 10, left: 20 });
    expect(open.mock.calls[0]?.[2]).toBe("resizable,scrollbars,height=660,width=500,top=10,left=20");
  });

  it("reports that the frame failed to open when the pop-up is blocked", () => {
    vi.spyOn(window, "open").mockImplementation(() => null);
    const service = makeService();
    const { outcomes } = openFlow(service);
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]?.error).toMatchObject({
      name: "BraintreeError",
      code: "FRAME_SERVICE_FRAME_OPEN_FAILED",
      type: "INTERNAL",
      message: "Frame failed to open.",
    });
    expect(service.state).toBe("closed");
  });

  it("refuses to open frames from an asset origin the configuration may not name", () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => fakePopup() as unknown as Window);
    const { outcomes } = openFlow(makeService({ assetsUrl: "https://assets.evil.example" }));
    // Not even its dispatch frame is placed.
    expect(document.querySelector("iframe")).toBeNull();
    expect(open).not.toHaveBeenCalled();
    expect(outcomes[0]?.error?.code).toBe("FRAME_SERVICE_FRAME_OPEN_FAILED");
  });

  it("reports the frame closed once the shopper closes the pop-up", async () => {
    const popup = fakePopup();
    vi.spyOn(window, "open").mockImplementation(() => popup as unknown as Window);
    const service = makeService();
    const { settled } = openFlow(service);
    popup.closed = true;
    const outcome = await settled;
    expect(outcome.error).toMatchObject({
      code: "FRAME_SERVICE_FRAME_CLOSED",
      message: "Frame closed before tokenization could occur.",
    });
    expect(service.state).toBe("closed");
  });

  it("closes the pop-up and ends the flow when closed by the merchant", () => {
    const popup = fakePopup();
    vi.spyOn(window, "open").mockImplementation(() => popup as unknown as Window);
    const service = makeService();
    const { outcomes } = openFlow(service);
    service.handler().close();
    expect(popup.closed).toBe(true);
    expect(outcomes.map((outcome) => outcome.error?.code)).toEqual(["FRAME_SERVICE_FRAME_CLOSED"]);
  });

  it("focuses the pop-up", () => {
    const popup = fakePopup();
    vi.spyOn(window, "open").mockImplementation(() => popup as unknown as Window);
    const service = makeService();
    openFlow(service);
    service.handler().focus();
    expect(popup.focus).toHaveBeenCalledOnce();
  });

  it("ends a flow still open before opening the next one", () => {
    vi.spyOn(window, "open").mockImplementation(() => fakePopup() as unknown as Window);
    const service = makeService();
    const first = openFlow(service);
    openFlow(service);
    expect(first.outcomes.map((outcome) => outcome.error?.code)).toEqual(["FRAME_SERVICE_FRAME_CLOSED"]);
    expect(service.state).toBe("open");
  });
});

describe("reports from the dispatch frame", () => {
  it("redirects the pop-up only once the dispatch frame is ready", async () => {
    const popup = fakePopup();
    vi.spyOn(window, "open").mockImplementation(() => popup as unknown as Window);
    const service = makeService();
    openFlow(service);
    vi.useFakeTimers({ toFake: ["setTimeout", "setInterval"] });
    try {
      service.redirect("http://127.0.0.1:4400/simulators/paypal/checkout?token=EC-1");
      // A minute on the fake clock, every task and microtask run: a redirect that did not wait is done by now, however late.
      await vi.advanceTimersByTimeAsync(60000);
      expect(popup.location.href).toBe("");
    } finally {
      vi.useRealTimers();
    }
    fromDispatchFrame(service, "frameService:DISPATCH_FRAME_READY");
    await vi.waitFor(() =>
      expect(popup.location.href).toBe("http://127.0.0.1:4400/simulators/paypal/checkout?token=EC-1"),
    );
  });

  it("hands the known return parameters to the flow and closes the pop-up", async () => {
    const popup = fakePopup();
    vi.spyOn(window, "open").mockImplementation(() => popup as unknown as Window);
    const service = makeService();
    const { settled } = openFlow(service);
    fromDispatchFrame(service, "frameService:DISPATCH_FRAME_REPORT", {
      kind: "return",
      parameters: { token: "EC-1", PayerID: "P1", paymentId: "PAYID-1", injected: "<script>" },
    });
    const outcome = await settled;
    expect(outcome).toEqual({ error: null, parameters: { token: "EC-1", PayerID: "P1", paymentId: "PAYID-1" } });
    expect(popup.closed).toBe(true);
  });

  it("ends the flow as closed when the shopper cancelled at the provider", async () => {
    vi.spyOn(window, "open").mockImplementation(() => fakePopup() as unknown as Window);
    const service = makeService();
    const { settled } = openFlow(service);
    fromDispatchFrame(service, "frameService:DISPATCH_FRAME_REPORT", { kind: "cancel", parameters: { token: "EC-1" } });
    expect((await settled).error?.code).toBe("FRAME_SERVICE_FRAME_CLOSED");
  });

  it("ignores reports from another origin", async () => {
    vi.spyOn(window, "open").mockImplementation(() => fakePopup() as unknown as Window);
    const service = makeService();
    const flow = openFlow(service);
    fromDispatchFrame(
      service,
      "frameService:DISPATCH_FRAME_REPORT",
      { kind: "return", parameters: {} },
      { origin: "http://evil.example" },
    );
    expect(await cancelledAfter(service, flow)).toEqual(CANCELLED);
  });

  it("ignores reports for another service", async () => {
    vi.spyOn(window, "open").mockImplementation(() => fakePopup() as unknown as Window);
    const service = makeService();
    const flow = openFlow(service);
    window.dispatchEvent(
      new MessageEvent("message", {
        data: { paykit: "0".repeat(32), type: "frameService:DISPATCH_FRAME_REPORT", payload: { kind: "return" } },
        origin: ASSETS,
        source: dispatchFrame(service).contentWindow,
      }),
    );
    expect(await cancelledAfter(service, flow)).toEqual(CANCELLED);
  });

  it("ignores reports from windows other than its dispatch frame", async () => {
    vi.spyOn(window, "open").mockImplementation(() => fakePopup() as unknown as Window);
    const service = makeService();
    const flow = openFlow(service);
    fromDispatchFrame(
      service,
      "frameService:DISPATCH_FRAME_REPORT",
      { kind: "return", parameters: {} },
      { source: window },
    );
    expect(await cancelledAfter(service, flow)).toEqual(CANCELLED);
  });

  it("ignores reports when no flow is open", async () => {
    vi.spyOn(window, "open").mockImplementation(() => fakePopup() as unknown as Window);
    const service = makeService();
    fromDispatchFrame(service, "frameService:DISPATCH_FRAME_REPORT", { kind: "return", parameters: { token: "x" } });
    expect(service.state).toBe("closed");
    // Nor is it kept for the next flow, opened as a shopper would, in a later task; that flow ends with the marker's cancel.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cancelledAfter(service, openFlow(service))).toEqual(CANCELLED);
  });
});

describe("modal frame", () => {
  beforeEach(() => useUserAgent(ANDROID_WEB_VIEW));

  it("covers the page with a dialog holding the landing page at stacking value 20001", () => {
    const open = vi.spyOn(window, "open");
    const service = makeService();
    openFlow(service);
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    expect(open).not.toHaveBeenCalled();
    expect(dialog?.style.zIndex).toBe("20001");
    expect(dialog?.style.position).toBe("fixed");
    expect(dialog?.getAttribute("aria-label")).toBe("Test provider");
    expect(dialog?.querySelector("iframe")?.src).toBe(`${ASSETS}/web/3.132.0/html/test-landing-frame.min.html`);
  });

  it("stops the page behind from scrolling while open", () => {
    openFlow(makeService());
    expect(document.body.style.overflow).toBe("hidden");
    expect(document.body.style.position).toBe("fixed");
  });

  it("ends the flow as closed when the shopper presses its close button", async () => {
    const { settled } = openFlow(makeService());
    document.querySelector<HTMLButtonElement>('[role="dialog"] button[aria-label="Close"]')?.click();
    expect((await settled).error?.code).toBe("FRAME_SERVICE_FRAME_CLOSED");
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it("restores the page when it closes", () => {
    document.body.style.overflow = "auto";
    const service = makeService();
    openFlow(service);
    service.close();
    expect(document.body.style.overflow).toBe("auto");
    expect(document.body.style.position).toBe("");
    document.body.style.overflow = "";
  });

  it("sends the modal frame to the provider once the dispatch frame is ready", async () => {
    const service = makeService();
    openFlow(service);
    fromDispatchFrame(service, "frameService:DISPATCH_FRAME_READY");
    service.redirect("http://127.0.0.1:4400/simulators/paypal/checkout?token=EC-2");
    await vi.waitFor(() =>
      expect(document.querySelector<HTMLIFrameElement>('[role="dialog"] iframe')?.src).toBe(
        "http://127.0.0.1:4400/simulators/paypal/checkout?token=EC-2",
      ),
    );
  });
});

describe("pop-up bridge", () => {
  function installBridge() {
    const bridge = {
      open: vi.fn(),
      getReturnUrlPrefix: () => "com.example.app.popupbridge://popupbridgev1/",
      onComplete: undefined as undefined | ((error: unknown, payload?: unknown) => void),
    };
    (globalThis as { popupBridge?: unknown }).popupBridge = bridge;
    return bridge;
  }

  it("returns to the bridge's return and cancel paths", () => {
    installBridge();
    const service = makeService();
    expect(service.returnUrl).toBe("com.example.app.popupbridge://popupbridgev1/return");
    expect(service.cancelUrl).toBe("com.example.app.popupbridge://popupbridgev1/cancel");
  });

  it("needs no dispatch frame", () => {
    installBridge();
    const service = makeService();
    expect(document.querySelector(`iframe[name="dispatch_${service.serviceId}"]`)).toBeNull();
  });

  it("opens the provider page, not the landing page, in the native view", async () => {
    const bridge = installBridge();
    const service = makeService();
    openFlow(service);
    expect(bridge.open).not.toHaveBeenCalled();
    service.redirect("https://www.sandbox.paypal.com/checkoutnow?token=EC-3");
    await vi.waitFor(() =>
      expect(bridge.open).toHaveBeenCalledWith("https://www.sandbox.paypal.com/checkoutnow?token=EC-3"),
    );
  });

  it("hands back the query items of the return path", async () => {
    const bridge = installBridge();
    const { settled } = openFlow(makeService());
    bridge.onComplete?.(null, { path: "/return", queryItems: { token: "EC-3", PayerID: "P3", other: "x" } });
    expect(await settled).toEqual({ error: null, parameters: { token: "EC-3", PayerID: "P3" } });
  });

  it("ends the flow as closed on the cancel path", async () => {
    const bridge = installBridge();
    const { settled } = openFlow(makeService());
    bridge.onComplete?.(null, { path: "/cancel", queryItems: { token: "EC-3" } });
    expect((await settled).error?.code).toBe("FRAME_SERVICE_FRAME_CLOSED");
  });

  it("ends the flow as closed when the shopper dismisses the native view", async () => {
    const bridge = installBridge();
    const { settled } = openFlow(makeService());
    bridge.onComplete?.(null, undefined);
    expect((await settled).error?.code).toBe("FRAME_SERVICE_FRAME_CLOSED");
  });
});

describe("teardown", () => {
  it("ends the open flow as closed", () => {
    vi.spyOn(window, "open").mockImplementation(() => fakePopup() as unknown as Window);
    const service = makeService();
    const { outcomes } = openFlow(service);
    service.teardown();
    expect(outcomes.map((outcome) => outcome.error?.code)).toEqual(["FRAME_SERVICE_FRAME_CLOSED"]);
  });

  it("removes the dispatch frame and its message listener", () => {
    const service = makeService();
    const removeListener = vi.spyOn(window, "removeEventListener");
    service.teardown();
    expect(document.querySelector(`iframe[name="dispatch_${service.serviceId}"]`)).toBeNull();
    expect(removeListener).toHaveBeenCalledWith("message", expect.any(Function));
  });

  it("exports both frame service errors as INTERNAL catalogue entries", () => {
    expect(frameServiceErrors).toEqual({
      FRAME_SERVICE_FRAME_CLOSED: {
        code: "FRAME_SERVICE_FRAME_CLOSED",
        type: "INTERNAL",
        message: "Frame closed before tokenization could occur.",
      },
      FRAME_SERVICE_FRAME_OPEN_FAILED: {
        code: "FRAME_SERVICE_FRAME_OPEN_FAILED",
        type: "INTERNAL",
        message: "Frame failed to open.",
      },
    });
  });
});
