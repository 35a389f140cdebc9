// @vitest-environment jsdom
// getConfiguration().gatewayConfiguration compared key by key with what braintree-web 3.132.0's own client code
// (the npm package in node_modules, run here under jsdom) makes of the same local sandbox's answers.
import { createRequire } from "node:module";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { client } from "../../../../kernel/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { merchantsWithNoBankLogin } from "../../plugins/support.js";

const NO_BANK_LOGIN = "sandbox_merchant_no_bank_login";
const sandbox = useSandbox({ merchants: merchantsWithNoBankLogin(NO_BANK_LOGIN) });
const require = createRequire(import.meta.url);

interface ProviderConfiguration {
  authorizationType: string;
  gatewayConfiguration: Record<string, unknown>;
}
type GetConfiguration = (authData: unknown) => Promise<ProviderConfiguration>;

let providerGetConfiguration: GetConfiguration;
let providerAuthorizationData: (authorization: string) => unknown;

beforeAll(() => {
  // The provider's development build takes its development gateway from build settings; this points the npm build's
  // tables at the local sandbox the same way, so a development_ key reaches it.
  const constants = require("braintree-web/lib/constants") as Record<string, Record<string, string>>;
  constants.CLIENT_API_URLS!.development = sandbox().gatewayUrl;
  constants.GRAPHQL_URLS!.development = `${sandbox().gatewayUrl}/graphql`;
  providerGetConfiguration = (
    require("braintree-web/client/get-configuration") as { getConfiguration: GetConfiguration }
  ).getConfiguration;
  providerAuthorizationData = require("braintree-web/lib/create-authorization-data") as (a: string) => unknown;
});

/** Which configuration the provider's client asked for last: its GraphQL query or the classic endpoint. */
let providerAsked: "GraphQL" | "classic" | undefined;

beforeEach(() => clearClientCache());

/** The provider client's copy of what it read (its getConfiguration is a JSON copy). */
async function providerGatewayConfiguration(authorization: string): Promise<Record<string, unknown>> {
  sandbox().clearRequests();
  const read = await providerGetConfiguration(providerAuthorizationData(authorization));
  providerAsked = sandbox().requests.some((request) => request.operationName === "ClientConfiguration")
    ? "GraphQL"
    : "classic";
  return JSON.parse(JSON.stringify(read.gatewayConfiguration)) as Record<string, unknown>;
}

async function paykitGatewayConfiguration(authorization: string): Promise<Record<string, unknown>> {
  return (await client.create({ authorization })).getConfiguration().gatewayConfiguration;
}

/** The 3-D Secure JWT is minted per answer (it carries the time): each side's must be there, then they compare equal. */
function withoutMintedJwt(configuration: Record<string, unknown>): Record<string, unknown> {
  const threeDSecure = configuration.threeDSecure as { cardinalAuthenticationJWT?: unknown } | null | undefined;
  if (!threeDSecure) return configuration;
  expect(threeDSecure.cardinalAuthenticationJWT).toEqual(expect.stringMatching(/^ey/));
  return { ...configuration, threeDSecure: { ...threeDSecure, cardinalAuthenticationJWT: "minted" } };
}

/** Same keys in the same order at the top, and the same value under every key. */
async function expectSameAsProvider(authorization: string, asked: "GraphQL" | "classic"): Promise<void> {
  const provider = withoutMintedJwt(await providerGatewayConfiguration(authorization));
  expect(providerAsked).toBe(asked);
  const paykit = withoutMintedJwt(await paykitGatewayConfiguration(authorization));
  expect(Object.keys(paykit)).toEqual(Object.keys(provider));
  for (const key of Object.keys(provider)) expect({ [key]: paykit[key] }).toStrictEqual({ [key]: provider[key] });
}

describe("gatewayConfiguration, as braintree-web 3.132.0's client makes it from the same gateway", () => {
  it("for a tokenization key (the provider reads it over GraphQL)", async () => {
    await expectSameAsProvider(sandbox().tokenizationKey, "GraphQL");
  });

  it("for a tokenization key of a merchant without GraphQL, 3-D Secure or wallets", async () => {
    await expectSameAsProvider(sandbox().merchants[1]!.tokenizationKey, "GraphQL");
  });

  it("for a tokenization key of a merchant with US bank accounts but no bank login", async () => {
    await expectSameAsProvider(`development_n0l0g1n_${NO_BANK_LOGIN}`, "GraphQL");
  });

  it("for a client token dated on or before 2018-05-10 (the provider reads it over GraphQL)", async () => {
    await expectSameAsProvider(await sandbox().createClientToken({ graphQLDate: "2018-05-08" }), "GraphQL");
  });

  it("for a client token dated after 2018-05-10 (the provider reads the classic configuration as it is)", async () => {
    await expectSameAsProvider(await sandbox().createClientToken({ graphQLDate: "2019-01-01" }), "classic");
  });
});
