import { afterAll, afterEach, beforeAll } from "vitest";
import { type SandboxHandle, type SandboxOptions, startSandbox } from "../../../sandbox/index.js";

export const BRAINTREE_VERSION = "2018-05-10";
export const FULL_MERCHANT = "sandbox_merchant_1";
export const CARDS_ONLY_MERCHANT = "sandbox_merchant_2";
export const CARDS_ONLY_KEY = "development_b3n8w4zp_sandbox_merchant_2";

export const TOKENIZE_MUTATION =
  "mutation TokenizeCreditCard($input: TokenizeCreditCardInput!) { tokenizeCreditCard(input: $input) { token creditCard { bin brandCode last4 cardholderName expirationMonth expirationYear binData { prepaid healthcare debit durbinRegulated commercial payroll issuingBank countryOfIssuance productId business consumer purchase corporate } } } }";

export const CONFIGURATION_QUERY =
  "query ClientConfiguration { clientConfiguration { analyticsUrl environment merchantId } }";

/** A year a few years ahead, so test cards are never expired. */
export const FUTURE_YEAR = String(new Date().getUTCFullYear() + 3);

/**
 * Starts one sandbox for the test file (port 0) and resets its faults and logs after every test.
 * Returns a getter because the sandbox exists only once `beforeAll` ran.
 */
export function useSandbox(options: SandboxOptions = {}): () => SandboxHandle {
  let sandbox: SandboxHandle | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, ...options });
  });
  afterEach(() => {
    sandbox?.clearFaults();
    sandbox?.clearRequests();
    sandbox?.setLatency(0);
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  return () => {
    if (!sandbox) throw new Error("sandbox not started");
    return sandbox;
  };
}

// Tests read loosely typed JSON bodies.
export type Json = any;

export function decodeClientToken(clientToken: string): Json {
  return JSON.parse(Buffer.from(clientToken, "base64").toString("utf8"));
}

export async function fingerprintOf(
  sandbox: SandboxHandle,
  options?: Parameters<SandboxHandle["createClientToken"]>[0],
): Promise<string> {
  return decodeClientToken(await sandbox.createClientToken(options)).authorizationFingerprint as string;
}

/** The query string the client sends with a configuration fetch (WIRE §1.5). */
export function configurationQuery(authorization: Record<string, string>): string {
  return new URLSearchParams({
    ...authorization,
    "_meta[merchantAppId]": "shop.example",
    "_meta[platform]": "web",
    "_meta[sdkVersion]": "3.132.0",
    "_meta[source]": "client",
    "_meta[integration]": "custom",
    "_meta[integrationType]": "custom",
    "_meta[sessionId]": "3c1f2d8e-4b7a-4c1e-9f57-2a9b8c7d6e5f",
    braintreeLibraryVersion: "braintree/web/3.132.0",
    configVersion: "3",
  }).toString();
}

export function fetchConfiguration(
  sandbox: SandboxHandle,
  authorization: Record<string, string>,
  merchantId: string = sandbox.merchantId,
  init: RequestInit = {},
): Promise<Response> {
  const url = `${sandbox.gatewayUrl}/merchants/${merchantId}/client_api/v1/configuration?${configurationQuery(authorization)}`;
  return fetch(url, { headers: { "Content-Type": "application/json" }, ...init });
}

export function postClassicCard(
  sandbox: SandboxHandle,
  body: Record<string, unknown>,
  merchantId: string = sandbox.merchantId,
): Promise<Response> {
  return fetch(`${sandbox.gatewayUrl}/merchants/${merchantId}/client_api/v1/payment_methods/credit_cards`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      _meta: { source: "hosted-fields", platform: "web", sdkVersion: "3.132.0" },
      braintreeLibraryVersion: "braintree/web/3.132.0",
      ...body,
    }),
  });
}

export function postGraphQL(
  sandbox: SandboxHandle,
  bearer: string | undefined,
  body: Record<string, unknown>,
  extraHeaders: Record<string, string> = { "Braintree-Version": BRAINTREE_VERSION },
): Promise<Response> {
  const headers: Record<string, string> = { "Content-Type": "application/json", ...extraHeaders };
  if (bearer !== undefined) headers.Authorization = `Bearer ${bearer}`;
  return fetch(`${sandbox.gatewayUrl}/graphql`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      clientSdkMetadata: { source: "client", integration: "custom", sessionId: "3c1f2d8e-4b7a-4c1e-9f57-2a9b8c7d6e5f" },
      ...body,
    }),
  });
}

export function tokenizeOverGraphQL(
  sandbox: SandboxHandle,
  bearer: string,
  creditCard: Record<string, unknown>,
  validate?: boolean,
): Promise<Response> {
  const input: Record<string, unknown> = { creditCard };
  if (validate !== undefined) input.options = { validate };
  return postGraphQL(sandbox, bearer, {
    query: TOKENIZE_MUTATION,
    variables: { input },
    operationName: "TokenizeCreditCard",
  });
}

export function visa(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { number: "4111111111111111", expirationMonth: "12", expirationYear: FUTURE_YEAR, cvv: "123", ...overrides };
}
