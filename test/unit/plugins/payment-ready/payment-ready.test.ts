import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { paymentReady, type PaymentReady } from "../../../../plugins/payment-ready/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { requestsTo } from "../support.js";

const sandbox = useSandbox();

const CUSTOMER = {
  hashedEmail: "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0",
  venmoAppInstalled: true,
};
const SESSION_ID = "paykit-sandbox-session-0000000000000000000001";

let instance: PaymentReady;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  clearClientCache();
  sandbox().clearFaults();
  instance = await paymentReady.create({ authorization: sandbox().tokenizationKey });
  sandbox().clearRequests();
  sandbox().analytics.length = 0;
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => warn.mockRestore());

function lastGraphQL() {
  return requestsTo(sandbox(), "/graphql").at(-1);
}

interface AnalyticsBody {
  events: Array<{ event: string; payload: Record<string, unknown> }>;
  tracking: Array<Record<string, unknown>>;
}

/** The analytics the sandbox received until an event named `name` arrived. */
async function analyticsUntil(name: string): Promise<AnalyticsBody[]> {
  await vi.waitFor(
    () => {
      const bodies = sandbox().analytics as AnalyticsBody[];
      if (!bodies.some((body) => body.events.some((event) => event.event === name))) throw new Error(`no ${name}`);
    },
    { timeout: 5000, interval: 20 },
  );
  return sandbox().analytics as AnalyticsBody[];
}

function trackingOf(bodies: AnalyticsBody[], name: string) {
  return bodies.flatMap((body) => body.tracking).filter((record) => record.event_name === name);
}

describe("createCustomerSession", () => {
  it("sends the CreateCustomerSession mutation and resolves with the session", async () => {
    await expect(instance.createCustomerSession({ customer: CUSTOMER })).resolves.toEqual({
      sessionId: expect.any(String),
      clientMutationId: null,
    });
    const request = lastGraphQL();
    expect(request.operationName).toBe("CreateCustomerSession");
    expect(request.body.variables).toEqual({ input: { customer: CUSTOMER } });
  });

  it("keeps the session id the merchant chose", async () => {
    await expect(instance.createCustomerSession({ customer: CUSTOMER, sessionId: SESSION_ID })).resolves.toMatchObject({
      sessionId: SESSION_ID,
    });
  });

  it("requires a customer", async () => {
    for (const options of [undefined, null, {}, { sessionId: SESSION_ID }]) {
      await expect(instance.createCustomerSession(options as never)).rejects.toMatchObject({
        code: "PAYMENT_READY_MISSING_REQUIRED_OPTION",
        type: "MERCHANT",
        message: "Missing required option for Payment Ready method.",
      });
    }
    expect(requestsTo(sandbox(), "/graphql")).toHaveLength(0);
  });

  it("fails a refused session with the client's CLIENT_GRAPHQL_REQUEST_ERROR, as the provider's", async () => {
    await expect(instance.createCustomerSession({ customer: CUSTOMER, sessionId: "too-short" })).rejects.toMatchObject({
      code: "CLIENT_GRAPHQL_REQUEST_ERROR",
      type: "NETWORK",
      message: "There was a problem with your request.",
      details: { originalError: { code: "CLIENT_GRAPHQL_REQUEST_ERROR" } },
    });
  });

  it("fails with the client's CLIENT_GATEWAY_NETWORK when the gateway fails, as the provider's", async () => {
    sandbox().inject({ operationName: "CreateCustomerSession", status: 500 });
    await expect(instance.createCustomerSession({ customer: CUSTOMER })).rejects.toMatchObject({
      code: "CLIENT_GATEWAY_NETWORK",
      type: "NETWORK",
      message: "Cannot contact the gateway at this time.",
      details: { originalError: { code: "CLIENT_GATEWAY_NETWORK", details: { httpStatus: 500 } } },
    });
  });

  it("fails with PAYMENT_READY_CREATE_SESSION_ERROR when the answer carries no session", async () => {
    sandbox().inject({ operationName: "CreateCustomerSession", status: 200, body: { data: {} } });
    await expect(instance.createCustomerSession({ customer: CUSTOMER })).rejects.toMatchObject({
      code: "PAYMENT_READY_CREATE_SESSION_ERROR",
      type: "NETWORK",
      message: "Error creating customer session.",
    });
  });
});

describe("updateCustomerSession", () => {
  it("sends the UpdateCustomerSession mutation and resolves with the session", async () => {
    const { sessionId } = await instance.createCustomerSession({ customer: CUSTOMER });
    await expect(instance.updateCustomerSession({ sessionId, customer: { hashedPhoneNumber: "ab" } })).resolves.toEqual(
      { sessionId, clientMutationId: null },
    );
    expect(lastGraphQL().body.variables).toEqual({ input: { sessionId, customer: { hashedPhoneNumber: "ab" } } });
  });

  it("requires a session id and a customer", async () => {
    for (const options of [undefined, { customer: CUSTOMER }, { sessionId: SESSION_ID }]) {
      await expect(instance.updateCustomerSession(options as never)).rejects.toMatchObject({
        code: "PAYMENT_READY_MISSING_REQUIRED_OPTION",
      });
    }
  });

  it("fails with the client's CLIENT_GATEWAY_NETWORK on a gateway failure, as the provider's", async () => {
    sandbox().inject({ operationName: "UpdateCustomerSession", status: 502 });
    await expect(instance.updateCustomerSession({ sessionId: SESSION_ID, customer: CUSTOMER })).rejects.toMatchObject({
      code: "CLIENT_GATEWAY_NETWORK",
      type: "NETWORK",
      message: "Cannot contact the gateway at this time.",
    });
  });
});

describe("getCustomerRecommendations", () => {
  it("sends GenerateCustomerRecommendations and resolves with the recommendations", async () => {
    const { sessionId } = await instance.createCustomerSession({ customer: CUSTOMER });
    await expect(
      instance.getCustomerRecommendations({ sessionId, domain: "shop.example", purchaseUnits: [{ amount: "10.00" }] }),
    ).resolves.toEqual({
      clientMutationId: null,
      sessionId,
      paymentRecommendations: [
        { paymentOption: "VENMO", recommendedPriority: 1 },
        { paymentOption: "PAYPAL", recommendedPriority: 2 },
      ],
      isInPayPalNetwork: true,
    });
    expect(lastGraphQL().body.variables.input).toEqual({
      sessionId,
      domain: "shop.example",
      purchaseUnits: [{ amount: "10.00" }],
    });
  });

  it("requires a session id", async () => {
    await expect(instance.getCustomerRecommendations({} as never)).rejects.toMatchObject({
      code: "PAYMENT_READY_NO_SESSION_ID",
      type: "MERCHANT",
      message: "A session ID is required",
    });
  });

  it("fails an unknown session with the client's CLIENT_GRAPHQL_REQUEST_ERROR, as the provider's", async () => {
    await expect(
      instance.getCustomerRecommendations({ sessionId: "paykit-sandbox-session-never-created-0000000001" }),
    ).rejects.toMatchObject({
      code: "CLIENT_GRAPHQL_REQUEST_ERROR",
      details: { originalError: { details: { originalError: [{ message: "Customer session not found" }] } } },
    });
  });

  it("fails with the client's CLIENT_GATEWAY_NETWORK when the connection drops twice, as the provider's", async () => {
    sandbox().inject({ operationName: "GenerateCustomerRecommendations", drop: true, times: 2 });
    await expect(instance.getCustomerRecommendations({ sessionId: SESSION_ID })).rejects.toMatchObject({
      code: "CLIENT_GATEWAY_NETWORK",
      type: "NETWORK",
      message: "Cannot contact the gateway at this time.",
    });
  });
});

describe("the instance", () => {
  it("has the provider's public methods only, and no teardown", () => {
    for (const method of [
      "createCustomerSession",
      "updateCustomerSession",
      "getCustomerRecommendations",
      "sendPresentedEvent",
      "sendSelectedEvent",
    ]) {
      expect(typeof (instance as unknown as Record<string, unknown>)[method], method).toBe("function");
    }
    expect("teardown" in instance).toBe(false);
  });

  it("names the component as the provider does in create's errors: PAYMENT READY", async () => {
    await expect(paymentReady.create({})).rejects.toMatchObject({
      code: "INSTANTIATION_OPTION_REQUIRED",
      message: "options.client is required when instantiating PAYMENT READY.",
    });
  });
});

describe("sendPresentedEvent", () => {
  it("sends payment-ready.button_presented with the session, button and presentment fields", async () => {
    instance.sendPresentedEvent({
      paymentReadySessionId: SESSION_ID,
      buttonType: "paypal",
      presentmentDetails: { experimentType: "control", pageType: "checkout", buttonOrder: "eight" },
    });
    const [record] = trackingOf(
      await analyticsUntil("web.payment-ready.button_presented"),
      "web.payment-ready.button_presented",
    );
    expect(record).toMatchObject({
      payment_ready_session_id: SESSION_ID,
      button_type: "paypal",
      payment_ready_experiment_type: "control",
      payment_ready_page_type: "checkout",
      payment_ready_button_order: "eight",
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it("sends unknown button type, order and page type as other, and an unknown experiment type as test", async () => {
    instance.sendPresentedEvent({
      paymentReadySessionId: SESSION_ID,
      buttonType: "applepay",
      presentmentDetails: { experimentType: "variant-b", pageType: "landing", buttonOrder: "eighth" },
    });
    const [record] = trackingOf(
      await analyticsUntil("web.payment-ready.button_presented"),
      "web.payment-ready.button_presented",
    );
    expect(record).toMatchObject({
      button_type: "other",
      payment_ready_experiment_type: "test",
      payment_ready_page_type: "other",
      payment_ready_button_order: "other",
    });
  });

  it("leaves out presentment fields that were not given", async () => {
    instance.sendPresentedEvent({ paymentReadySessionId: SESSION_ID, buttonType: "venmo" });
    const [record] = trackingOf(
      await analyticsUntil("web.payment-ready.button_presented"),
      "web.payment-ready.button_presented",
    );
    expect(record).toMatchObject({ button_type: "venmo" });
    expect(record).not.toHaveProperty("payment_ready_page_type");
  });

  it("warns and sends nothing without a string session id", async () => {
    for (const paymentReadySessionId of [undefined, "", 42]) {
      expect(instance.sendPresentedEvent({ paymentReadySessionId, buttonType: "paypal" } as never)).toBeUndefined();
    }
    expect(warn).toHaveBeenCalledWith("sendPresentedEvent: paymentReadySessionId is missing or invalid");
    instance.sendSelectedEvent({ paymentReadySessionId: SESSION_ID, buttonType: "paypal" });
    const bodies = await analyticsUntil("web.payment-ready.button_selected");
    expect(trackingOf(bodies, "web.payment-ready.button_presented")).toHaveLength(0);
  });

  it("warns and sends nothing without a string button type", async () => {
    instance.sendPresentedEvent({ paymentReadySessionId: SESSION_ID } as never);
    expect(warn).toHaveBeenCalledWith("sendPresentedEvent: buttonType is missing");
    instance.sendSelectedEvent({ paymentReadySessionId: SESSION_ID, buttonType: "paypal" });
    expect(
      trackingOf(await analyticsUntil("web.payment-ready.button_selected"), "web.payment-ready.button_presented"),
    ).toHaveLength(0);
  });

  it("warns instead of throwing when given no options at all", () => {
    expect(() => instance.sendPresentedEvent(undefined as never)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe("sendSelectedEvent", () => {
  it("sends payment-ready.button_selected with the session and button type", async () => {
    instance.sendSelectedEvent({ paymentReadySessionId: SESSION_ID, buttonType: "venmo" });
    const [record] = trackingOf(
      await analyticsUntil("web.payment-ready.button_selected"),
      "web.payment-ready.button_selected",
    );
    expect(record).toMatchObject({ payment_ready_session_id: SESSION_ID, button_type: "venmo" });
  });

  it("sends an unknown button type as other", async () => {
    instance.sendSelectedEvent({ paymentReadySessionId: SESSION_ID, buttonType: "card" });
    const [record] = trackingOf(
      await analyticsUntil("web.payment-ready.button_selected"),
      "web.payment-ready.button_selected",
    );
    expect(record).toMatchObject({ button_type: "other" });
  });

  it("warns and sends nothing with a bad session id or button type", async () => {
    instance.sendSelectedEvent({ paymentReadySessionId: 7, buttonType: "paypal" } as never);
    instance.sendSelectedEvent({ paymentReadySessionId: SESSION_ID, buttonType: null } as never);
    expect(warn.mock.calls).toEqual([
      ["sendSelectedEvent: paymentReadySessionId is missing or invalid"],
      ["sendSelectedEvent: buttonType is missing"],
    ]);
    instance.sendPresentedEvent({ paymentReadySessionId: SESSION_ID, buttonType: "paypal" });
    expect(
      trackingOf(await analyticsUntil("web.payment-ready.button_presented"), "web.payment-ready.button_selected"),
    ).toHaveLength(0);
  });
});
