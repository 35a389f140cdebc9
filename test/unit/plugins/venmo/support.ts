// A client whose GraphQL requests go to the sandbox's Venmo payment-context state machine in process:
// no network, so fake timers can drive every interval and timeout of the Venmo component.
import { vi } from "vitest";
import { clientErrors, createError, type Client } from "../../../../kernel/index.js";
import {
  createVenmoContext,
  queryVenmoContext,
  updateVenmoContext,
  VenmoLedger,
} from "../../../../sandbox/gateway/methods/venmo.js";

export interface GraphQLCall {
  operationName: string;
  variables: any;
}

export function fakeClient(options: { enriched?: boolean; venmo?: boolean } = {}) {
  const ledger = new VenmoLedger();
  const calls: GraphQLCall[] = [];
  const gatewayConfiguration: Record<string, unknown> = {
    environment: "development",
    clientApiUrl: "http://127.0.0.1:4400/merchants/sandbox_merchant_1/client_api",
    assetsUrl: "http://127.0.0.1:4401",
    merchantId: "sandbox_merchant_1",
  };
  if (options.venmo !== false) {
    gatewayConfiguration.payWithVenmo = {
      merchantId: "1234567890",
      accessToken: "access_token$development$abc",
      environment: "sandbox",
      enrichedCustomerDataEnabled: options.enriched !== false,
    };
  }
  const request = vi.fn(async ({ data }: { data: { query: string; variables: any } }) => {
    const operationName = /^\s*(?:query|mutation)\s+(\w+)/.exec(data.query)?.[1] ?? "";
    calls.push({ operationName, variables: data.variables });
    const variables = data.variables ?? {};
    const result =
      operationName === "PaymentContext"
        ? queryVenmoContext(data.query, variables, ledger)
        : operationName.startsWith("Update")
          ? updateVenmoContext(operationName === "UpdateVenmoQRCodePaymentContext", variables, ledger)
          : createVenmoContext(
              operationName === "CreateVenmoQRCodePaymentContext",
              variables,
              ledger,
              "1234567890",
              options.enriched !== false,
            );
    if ("errors" in result)
      throw createError(clientErrors.CLIENT_GRAPHQL_REQUEST_ERROR, { details: { originalError: result.errors } });
    return { data: result.data };
  });
  const client = {
    getVersion: () => "3.132.0",
    getConfiguration: () => ({
      authorization: "development_k7x2m9qa_sandbox_merchant_1",
      authorizationType: "TOKENIZATION_KEY",
      authorizationFingerprint: undefined,
      analyticsMetadata: {
        merchantAppId: "localhost",
        platform: "web",
        sdkVersion: "3.132.0",
        source: "client",
        integration: "custom",
        integrationType: "custom",
        sessionId: "session-1",
      },
      gatewayConfiguration: structuredClone(gatewayConfiguration),
      isDebug: false,
    }),
    request,
    sendEvent: () => undefined,
    teardown: async () => undefined,
    toJSON: () => ({}),
  } as unknown as Client;
  const named = (name: string) => calls.filter((call) => call.operationName === name);
  return { client, ledger, calls, request, named };
}

/** Lets pending promise callbacks run (with fake timers on). */
export const flush = () => vi.advanceTimersByTimeAsync(0);
