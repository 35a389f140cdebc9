// @vitest-environment jsdom
// The sandbox's Venmo payment contexts over GraphQL and its simulated Venmo app page.
import { describe, expect, it } from "vitest";
import { BRAINTREE_VERSION, useSandbox } from "./support.js";

const sandbox = useSandbox();
const VENMO_BASIC_KEY = "development_v9q4t2xe_sandbox_merchant_3";

const CREATE =
  "mutation CreateVenmoPaymentContext($input: CreateVenmoPaymentContextInput!) { createVenmoPaymentContext(input: $input) { clientMutationId venmoPaymentContext { id merchantId createdAt expiresAt } } }";
const LEGACY_CREATE =
  "mutation CreateVenmoQRCodePaymentContext($input: CreateVenmoQRCodePaymentContextInput!) { createVenmoQRCodePaymentContext(input: $input) { clientMutationId venmoQRCodePaymentContext { id merchantId createdAt expiresAt } } }";
const UPDATE =
  "mutation UpdateVenmoPaymentContextStatus($input: UpdateVenmoPaymentContextStatusInput!) { updateVenmoPaymentContextStatus(input: $input) { clientMutationId } }";
const QUERY =
  "query PaymentContext($id: ID!) { node(id: $id) { ... on VenmoPaymentContext { status paymentMethodId userName payerInfo { userName email } } } }";

async function graphQL(query: string, variables: unknown, key = sandbox().tokenizationKey): Promise<any> {
  const response = await fetch(`${sandbox().gatewayUrl}/graphql`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${key}`,
      "Braintree-Version": BRAINTREE_VERSION,
    },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

const mobileInput = (extra: Record<string, unknown> = {}) => ({
  input: {
    paymentMethodUsage: "SINGLE_USE",
    intent: "CONTINUE",
    customerClient: "MOBILE_WEB",
    isFinalAmount: false,
    paysheetDetails: {},
    ...extra,
  },
});

async function createContext(
  extra: Record<string, unknown> = {},
): Promise<{ id: string; merchantId: string; createdAt: string; expiresAt: string }> {
  const body = await graphQL(CREATE, mobileInput(extra));
  return body.data.createVenmoPaymentContext.venmoPaymentContext;
}

const statusOf = async (id: string) => (await graphQL(QUERY, { id })).data.node;

describe("Venmo payment contexts", () => {
  it("creates a CREATED context that lives five minutes", async () => {
    const context = await createContext();
    expect(new Date(context.expiresAt).getTime() - new Date(context.createdAt).getTime()).toBe(300000);
    expect(await statusOf(context.id)).toEqual({
      status: "CREATED",
      paymentMethodId: null,
      userName: null,
      payerInfo: null,
    });
  });

  it("creates the legacy QR-code context", async () => {
    const body = await graphQL(LEGACY_CREATE, { input: { environment: "SANDBOX", intent: "PAY_FROM_APP" } });
    expect(body.data.createVenmoQRCodePaymentContext.venmoQRCodePaymentContext.id).toMatch(/./);
  });

  it("refuses an unknown payment method usage as a validation user error", async () => {
    const body = await graphQL(CREATE, mobileInput({ paymentMethodUsage: "SOMETIMES" }));
    expect(body.errors[0]).toMatchObject({
      message: "Payment method usage is invalid.",
      extensions: { errorClass: "VALIDATION", errorType: "user_error" },
    });
  });

  it("refuses address collection for a merchant without enriched customer data", async () => {
    const body = await graphQL(
      CREATE,
      mobileInput({ paysheetDetails: { collectCustomerBillingAddress: true } }),
      VENMO_BASIC_KEY,
    );
    expect(body.errors[0].extensions).toMatchObject({ errorClass: "VALIDATION", errorType: "user_error" });
  });

  it("updates the status once, and never after a terminal one", async () => {
    const context = await createContext();
    expect(
      (await graphQL(UPDATE, { input: { id: context.id, status: "CANCELED" } })).data.updateVenmoPaymentContextStatus,
    ).toBeTruthy();
    expect((await statusOf(context.id)).status).toBe("CANCELED");
    const again = await graphQL(UPDATE, { input: { id: context.id, status: "EXPIRED" } });
    expect(again.errors[0].message).toBe("Payment context is already CANCELED.");
  });

  it("answers a null node for an unknown context", async () => {
    expect((await graphQL(QUERY, { id: "nope" })).data.node).toBeNull();
  });
});

describe("the simulated Venmo app", () => {
  async function app(path: string): Promise<{ status: number; text: string; location: string | null }> {
    const response = await fetch(`${sandbox().gatewayUrl}${path}`, { redirect: "manual" });
    return { status: response.status, text: await response.text(), location: response.headers.get("location") };
  }

  it("is labelled as a simulator and offers approve, decline, expire and fail", async () => {
    const context = await createContext();
    const page = await app(`/simulators/venmo/braintree/checkout?resource_id=${context.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Venmo simulator — paykit local sandbox");
    for (const decision of ["approve", "decline", "expire", "fail"]) expect(page.text).toContain(`value="${decision}"`);
    expect((await statusOf(context.id)).status).toBe("CREATED");
  });

  it("shows the merchant's store name, not its Venmo merchant id, when the page gave no displayName", async () => {
    const context = await createContext();
    const page = await app(`/simulators/venmo/braintree/checkout?resource_id=${context.id}`);
    expect(page.text).toContain("Pay <strong>Paykit Sandbox Store</strong>");
  });

  it("marks the context SCANNED when opened from the QR code", async () => {
    const context = await createContext({ customerClient: "DESKTOP", intent: "PAY_FROM_APP" });
    await app(`/simulators/venmo/go/purchase?resource_id=${context.id}`);
    expect((await statusOf(context.id)).status).toBe("SCANNED");
  });

  it("approves: the context carries a nonce and the payer, and the app returns to x-success", async () => {
    const context = await createContext();
    const back = "http://127.0.0.1:1/shop#venmoSuccess=1";
    const result = await app(
      `/simulators/venmo/decide?resource_id=${context.id}&decision=approve&x-success=${encodeURIComponent(back)}`,
    );
    expect(result.status).toBe(302);
    const node = await statusOf(context.id);
    expect(node).toMatchObject({
      status: "APPROVED",
      paymentMethodId: expect.stringMatching(/^fake-venmo-account-nonce-/),
      userName: "venmojoe",
    });
    expect(result.location).toBe(
      `${back}&paymentMethodNonce=${node.paymentMethodId}&username=venmojoe&resource_id=${context.id}`,
    );
  });

  it("declines, expires or fails the context, and says to go back to the shop when there is no return URL", async () => {
    for (const [decision, status] of [
      ["decline", "CANCELED"],
      ["expire", "EXPIRED"],
      ["fail", "FAILED"],
    ] as const) {
      const context = await createContext();
      const result = await app(
        `/simulators/venmo/decide?resource_id=${context.id}&decision=${decision}&x-cancel=NOOP&x-error=NOOP`,
      );
      expect(result.text).toContain(`data-venmo-outcome="${status}"`);
      expect((await statusOf(context.id)).status).toBe(status);
    }
  });

  it("refuses a second decision on the same context", async () => {
    const context = await createContext();
    await app(`/simulators/venmo/decide?resource_id=${context.id}&decision=decline`);
    expect((await app(`/simulators/venmo/decide?resource_id=${context.id}&decision=approve`)).status).toBe(409);
  });
});
