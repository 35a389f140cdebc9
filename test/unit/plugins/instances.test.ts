// @vitest-environment jsdom
// What every component's create and instance show a merchant, as braintree-web 3.132.0's do: the client's
// version is checked before anything else, instances expose methods only, and creation is reported to
// analytics under the provider's event name.
import { beforeEach, describe, expect, it } from "vitest";
import { client, type Client } from "../../../kernel/index.js";
import { clearClientCache } from "../../../kernel/client/create.js";
import { americanExpress } from "../../../plugins/american-express/index.js";
import { applePay } from "../../../plugins/apple-pay/index.js";
import { googlePayment } from "../../../plugins/google-payment/index.js";
import { masterpass } from "../../../plugins/masterpass/index.js";
import { paymentRequest } from "../../../plugins/payment-request/index.js";
import { paypal } from "../../../plugins/paypal/index.js";
import { paypalCheckout } from "../../../plugins/paypal-checkout/index.js";
import { visaCheckout } from "../../../plugins/visa-checkout/index.js";
import { useSandbox } from "../../support/sandbox.js";
import { installSimulator } from "./support.js";

const sandbox = useSandbox();

interface Namespace {
  create(options: object): Promise<object>;
}

/** Each component: its namespace, its name in messages, the analytics event the provider sends on create (if any). */
const COMPONENTS: Array<[string, Namespace, string, string | undefined]> = [
  ["americanExpress", americanExpress, "American Express", undefined],
  ["applePay", applePay, "Apple Pay", "web.applepay.initialized"],
  ["googlePayment", googlePayment, "Google Pay", undefined],
  ["masterpass", masterpass, "Masterpass", undefined],
  ["paymentRequest", paymentRequest, "Payment Request", "web.payment-request.initialized"],
  ["paypal", paypal, "PayPal", "web.paypal.initialized"],
  ["paypalCheckout", paypalCheckout, "PayPal Checkout", "web.paypal-checkout.initialized"],
  ["visaCheckout", visaCheckout, "Visa Checkout", "web.visacheckout.initialized"],
];

let paykitClient: Client;
let sessionId: string;

beforeEach(async () => {
  clearClientCache();
  sandbox().clearFaults();
  if (!(globalThis as { PaymentRequest?: unknown }).PaymentRequest)
    await installSimulator(sandbox(), "payment-request");
  sessionId = `instances-${Math.random().toString(36).slice(2)}`;
  paykitClient = await client.create({ authorization: sandbox().tokenizationKey, sessionId });
});

interface AnalyticsBody {
  events: Array<{ event: string }>;
  tracking: Array<{ session_id: string }>;
}

/** This test's events that reached the analytics logger once the client's batch is flushed (teardown flushes it). */
async function eventsSent(awaited: string): Promise<string[]> {
  await paykitClient.teardown();
  const ours = () =>
    (sandbox().analytics as AnalyticsBody[]).flatMap((body) =>
      body.events.filter((_, index) => body.tracking[index]?.session_id === sessionId).map((event) => event.event),
    );
  for (let attempt = 0; attempt < 100 && !ours().includes(awaited); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return ours();
}

describe.each(COMPONENTS)("%s", (_name, namespace, displayName, initializedEvent) => {
  it("fails create with INCOMPATIBLE_VERSIONS for a minimal client-like object of another version", async () => {
    await expect(namespace.create({ client: { getVersion: () => "3.100.0" } })).rejects.toMatchObject({
      name: "BraintreeError",
      code: "INCOMPATIBLE_VERSIONS",
      type: "MERCHANT",
      message: `Client (version 3.100.0) and ${displayName} (version 3.132.0) components must be from the same SDK version.`,
    });
  });

  it("exposes methods only: every enumerable property of an instance is a function", async () => {
    const instance = (await namespace.create({ client: paykitClient })) as Record<string, unknown>;
    const nonMethods = Object.keys(instance).filter((key) => typeof instance[key] !== "function");
    expect(nonMethods).toEqual([]);
    await (instance.teardown as () => Promise<void>)();
  });

  it(`sends the provider's analytics event on create (${initializedEvent ?? "none"})`, async () => {
    const instance = (await namespace.create({ client: paykitClient })) as { teardown(): Promise<void> };
    const created = (await eventsSent(initializedEvent ?? "web.custom.client.load.succeeded")).filter(
      (event) => event.endsWith(".initialized") && event !== "web.custom.client.load.initialized",
    );
    expect(created).toEqual(initializedEvent ? [initializedEvent] : []);
    await instance.teardown();
  });
});
