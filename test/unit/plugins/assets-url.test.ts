// @vitest-environment jsdom
// Issue 46: each component that builds a frame, page, stylesheet or script address from the configuration's
// `assetsUrl` checks it with the kernel's one check (kernel/client/trusted-url.ts) before anything is placed,
// whatever client it is given: a configuration naming another host fails with the client's catalogue error and
// leaves the page as it was. (The client itself refuses such a configuration; these clients are the merchant's own
// objects, the one way such an address reaches a component.)
import { beforeEach, describe, expect, it } from "vitest";
import type { Client } from "../../../kernel/index.js";
import { trustedUrl } from "../../../kernel/index.js";
import { googlePayScriptUrl } from "../../../plugins/google-payment/flow.js";
import { hostedFields } from "../../../plugins/hosted-fields/index.js";
import { sepa } from "../../../plugins/sepa/index.js";
import { venmo } from "../../../plugins/venmo/index.js";
import { fakeClient } from "./venmo/support.js";

const ELSEWHERE = "https://assets.elsewhere.example";

const REFUSED = {
  name: "BraintreeError",
  code: "CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN",
  type: "MERCHANT",
  message: "assetsUrl property is on an invalid domain.",
};

/** A client whose configuration names `assetsUrl` (Venmo's test client, with the rest of a gateway's configuration). */
function clientWithAssetsUrl(assetsUrl: string): Client {
  const { client } = fakeClient();
  const configuration = client.getConfiguration();
  return Object.assign(Object.create(null), client, {
    getConfiguration: () => ({
      ...configuration,
      gatewayConfiguration: { ...configuration.gatewayConfiguration, assetsUrl },
    }),
  }) as Client;
}

async function refusal(promise: Promise<unknown>): Promise<Record<string, unknown>> {
  const error = (await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )) as Record<string, unknown> | undefined;
  return { name: error?.name, code: error?.code, type: error?.type, message: error?.message };
}

/** Whatever a component could have placed on the page. */
const placed = () => document.querySelectorAll("iframe, script, link").length;

beforeEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = '<div id="number"></div>';
});

describe("the kernel's check", () => {
  it("gives back a trusted address and refuses another host, a non-https one or a non-address, naming the property", () => {
    expect(trustedUrl("https://assets.braintreegateway.com")).toBe("https://assets.braintreegateway.com");
    for (const url of [ELSEWHERE, "http://assets.braintreegateway.com", "javascript:alert(1)", undefined, 42])
      expect(() => trustedUrl(url)).toThrow(expect.objectContaining(REFUSED));
    expect(() => trustedUrl(ELSEWHERE, "paypal.assetsUrl")).toThrow(
      "paypal.assetsUrl property is on an invalid domain.",
    );
  });
});

describe("a component given a configuration whose assetsUrl is on another host", () => {
  it("Hosted Fields refuses before placing a field frame", async () => {
    const created = hostedFields.create({
      client: clientWithAssetsUrl(ELSEWHERE),
      fields: { number: { container: "#number" } },
    });
    expect(await refusal(created)).toEqual(REFUSED);
    expect(placed()).toBe(0);
  });

  it("Venmo refuses before placing its desktop QR frame", async () => {
    const created = venmo.create({
      client: clientWithAssetsUrl(ELSEWHERE),
      allowDesktop: true,
      paymentMethodUsage: "single_use",
    });
    expect(await refusal(created)).toEqual(REFUSED);
    expect(placed()).toBe(0);
  });

  it("Venmo refuses before placing web login's dispatch frame", async () => {
    const created = venmo.create({
      client: clientWithAssetsUrl(ELSEWHERE),
      allowDesktopWebLogin: true,
      paymentMethodUsage: "single_use",
    });
    expect(await refusal(created)).toEqual(REFUSED);
    expect(placed()).toBe(0);
  });

  it("SEPA refuses at create, before any pop-up page or return page is built", async () => {
    expect(await refusal(sepa.create({ client: clientWithAssetsUrl(ELSEWHERE) }))).toEqual(REFUSED);
    expect(placed()).toBe(0);
  });

  it("Google Pay's simulator script (development gateway) is not taken from there", () => {
    expect(() => googlePayScriptUrl(clientWithAssetsUrl(ELSEWHERE))).toThrow(expect.objectContaining(REFUSED));
    expect(googlePayScriptUrl(clientWithAssetsUrl("http://127.0.0.1:4401"))).toMatch(/^http:\/\/127\.0\.0\.1:4401\//);
  });
});
