// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogue, createError, FrameService } from "../../../../kernel/index.js";
import type { PopupFlow } from "../../../../kernel/frames/popup-flow.js";

const ASSETS = "http://127.0.0.1:4401";
const PROVIDER = "http://127.0.0.1:4400/simulators/provider/checkout?token=T-1";

const errors = catalogue([
  ["TEST_IN_PROGRESS", "MERCHANT", "In progress."],
  ["TEST_OPEN_FAILED", "MERCHANT", "Pop-up failed to open."],
  ["TEST_CLOSED", "CUSTOMER", "Closed."],
  ["TEST_FAILED", "NETWORK", "Could not start."],
  ["TEST_INVALID_OPTION", "MERCHANT", "Options are invalid."],
  ["TEST_NO_REDIRECT", "NETWORK", "Nowhere to go."],
  ["TEST_CHECK", "MERCHANT", "Check failed."],
] as const);

const FLOW_ERRORS = {
  inProgress: errors.TEST_IN_PROGRESS,
  openFailed: errors.TEST_OPEN_FAILED,
  closed: errors.TEST_CLOSED,
  failed: errors.TEST_FAILED,
  invalidOption: errors.TEST_INVALID_OPTION,
  noRedirect: errors.TEST_NO_REDIRECT,
};

interface FakePopup {
  closed: boolean;
  location: { href: string };
  close(): void;
  focus(): void;
}

let services: FrameService[] = [];

afterEach(() => {
  for (const service of services) service.teardown();
  services = [];
  vi.restoreAllMocks();
});

function stubPopups(blocked = false): FakePopup[] {
  const opened: FakePopup[] = [];
  vi.spyOn(window, "open").mockImplementation(() => {
    if (blocked) return null;
    const popup: FakePopup = {
      closed: false,
      location: { href: "" },
      close: () => (popup.closed = true),
      focus: () => undefined,
    };
    opened.push(popup);
    return popup as unknown as Window;
  });
  return opened;
}

function makeService(): FrameService {
  const service = new FrameService({
    name: "braintreetestlanding",
    assetsUrl: ASSETS,
    landingFrame: "test-landing-frame",
    title: "Test",
  });
  services.push(service);
  return service;
}

function fromDispatchFrame(service: FrameService, type: "READY" | "REPORT", payload?: unknown): void {
  const frame = document.querySelector<HTMLIFrameElement>(`iframe[name="dispatch_${service.serviceId}"]`);
  window.dispatchEvent(
    new MessageEvent("message", {
      data: { paykit: service.serviceId, type: `frameService:DISPATCH_FRAME_${type}`, payload },
      origin: ASSETS,
      source: frame?.contentWindow ?? null,
    }),
  );
}

function testFlow(overrides: Partial<PopupFlow<unknown, unknown>> = {}): PopupFlow<unknown, unknown> {
  return {
    errors: FLOW_ERRORS,
    returnParameters: ["token", "PayerID"],
    createResource: async () => ({ redirect: PROVIDER }),
    redirectUrl: (resource) => (resource as { redirect?: unknown }).redirect,
    complete: (parameters, resource) => ({ parameters, resource }),
    ...overrides,
  };
}

/** A gateway failure as `client.request` reports it. */
function gatewayError(httpStatus: number) {
  return createError({ type: "MERCHANT", code: "CLIENT_REQUEST_ERROR", message: "x" }, { details: { httpStatus } });
}

describe("pop-up flow", () => {
  it("opens the landing page before the call returns", () => {
    stubPopups();
    const service = makeService();
    void service.flow(testFlow()).catch(() => undefined);
    expect(open).toHaveBeenCalledWith(
      `${ASSETS}/web/3.132.0/html/test-landing-frame.min.html`,
      expect.any(String),
      expect.any(String),
    );
  });

  it("fails with the plugin's open error, wrapping the frame service error, when the pop-up is blocked", async () => {
    stubPopups(true);
    await expect(makeService().flow(testFlow())).rejects.toMatchObject({
      code: "TEST_OPEN_FAILED",
      details: { originalError: { code: "FRAME_SERVICE_FRAME_OPEN_FAILED" } },
    });
  });

  it("creates no resource when the pop-up is blocked", async () => {
    stubPopups(true);
    const createResource = vi.fn(async () => ({}));
    await makeService()
      .flow(testFlow({ createResource }))
      .catch(() => undefined);
    expect(createResource).not.toHaveBeenCalled();
  });

  it("rejects a second flow with the plugin's in-progress error and opens nothing more", async () => {
    const opened = stubPopups();
    const service = makeService();
    const first = service.flow(testFlow()).catch((error: unknown) => error);
    await expect(service.flow(testFlow())).rejects.toMatchObject({ code: "TEST_IN_PROGRESS" });
    expect(opened).toHaveLength(1);
    service.close();
    await first;
  });

  it("runs the plugin's checks after the in-progress guard", async () => {
    stubPopups();
    const service = makeService();
    const first = service.flow(testFlow()).catch((error: unknown) => error);
    const check = () => {
      throw createError(errors.TEST_CHECK);
    };
    await expect(service.flow(testFlow({ check }))).rejects.toMatchObject({ code: "TEST_IN_PROGRESS" });
    service.close();
    await first;
  });

  it("opens nothing when the plugin's checks fail", async () => {
    const opened = stubPopups();
    const check = () => {
      throw createError(errors.TEST_CHECK);
    };
    await expect(makeService().flow(testFlow({ check }))).rejects.toMatchObject({ code: "TEST_CHECK" });
    expect(opened).toEqual([]);
  });

  it("sends the window to the resource's page once the dispatch frame is ready", async () => {
    const opened = stubPopups();
    const service = makeService();
    const flow = service.flow(testFlow()).catch((error: unknown) => error);
    fromDispatchFrame(service, "READY");
    await vi.waitFor(() => expect(opened[0]?.location.href).toBe(PROVIDER));
    service.close();
    await flow;
  });

  it("turns a 422 from the gateway into the plugin's invalid-option error and closes the window", async () => {
    const opened = stubPopups();
    const flow = makeService().flow(testFlow({ createResource: () => Promise.reject(gatewayError(422)) }));
    await expect(flow).rejects.toMatchObject({
      code: "TEST_INVALID_OPTION",
      details: { originalError: { details: { httpStatus: 422 } } },
    });
    expect(opened[0]?.closed).toBe(true);
  });

  it("turns any other resource failure into the plugin's flow error", async () => {
    stubPopups();
    const flow = makeService().flow(testFlow({ createResource: () => Promise.reject(gatewayError(500)) }));
    await expect(flow).rejects.toMatchObject({ code: "TEST_FAILED" });
  });

  it("fails with the plugin's no-redirect error, wrapping the resource, when it names no page", async () => {
    stubPopups();
    const flow = makeService().flow(testFlow({ createResource: async () => ({ other: 1 }) }));
    await expect(flow).rejects.toMatchObject({ code: "TEST_NO_REDIRECT", details: { originalError: { other: 1 } } });
  });

  it("ends with the plugin's closed error when the shopper closes the window", async () => {
    const opened = stubPopups();
    const flow = makeService().flow(testFlow());
    (opened[0] as FakePopup).closed = true;
    await expect(flow).rejects.toMatchObject({ code: "TEST_CLOSED", type: "CUSTOMER" });
  });

  it("ends with the plugin's closed error when the shopper cancels at the provider", async () => {
    stubPopups();
    const service = makeService();
    const flow = service.flow(testFlow());
    fromDispatchFrame(service, "REPORT", { kind: "cancel", parameters: {} });
    await expect(flow).rejects.toMatchObject({ code: "TEST_CLOSED" });
  });

  it("ends with the plugin's closed error when the return is not an approval", async () => {
    stubPopups();
    const service = makeService();
    const complete = vi.fn();
    const flow = service.flow(testFlow({ approved: (parameters) => parameters.token === "approved", complete }));
    fromDispatchFrame(service, "REPORT", { kind: "return", parameters: { token: "declined" } });
    await expect(flow).rejects.toMatchObject({ code: "TEST_CLOSED" });
    expect(complete).not.toHaveBeenCalled();
  });

  it("completes with only the return parameters the flow declared, and the resource", async () => {
    const opened = stubPopups();
    const service = makeService();
    const flow = service.flow(testFlow());
    fromDispatchFrame(service, "READY");
    await vi.waitFor(() => expect(opened[0]?.location.href).toBe(PROVIDER));
    fromDispatchFrame(service, "REPORT", {
      kind: "return",
      parameters: { token: "T-1", PayerID: "P-1", mpstatus: "success" },
    });
    await expect(flow).resolves.toEqual({
      parameters: { token: "T-1", PayerID: "P-1" },
      resource: { redirect: PROVIDER },
    });
  });

  it("shows the overlay while the flow runs and removes it when the flow ends", async () => {
    stubPopups();
    const service = makeService();
    const overlay = document.createElement("div");
    const flow = service.flow(testFlow({ overlay })).catch(() => undefined);
    expect(overlay.isConnected).toBe(true);
    service.close();
    await flow;
    expect(overlay.isConnected).toBe(false);
  });

  it("can run again once a flow has ended", async () => {
    const opened = stubPopups();
    const service = makeService();
    const first = service.flow(testFlow()).catch(() => undefined);
    service.close();
    await first;
    void service.flow(testFlow()).catch(() => undefined);
    expect(opened).toHaveLength(2);
  });
});
