/**
 * The local sandbox: an offline stand-in for the provider gateway (client API, GraphQL, analytics),
 * an asset server on a second origin and a demo merchant page on a third.
 *
 * ```ts
 * const sandbox = await startSandbox();
 * const clientToken = await sandbox.createClientToken({ customerId: "42" });
 * sandbox.inject({ path: "/graphql", graphqlErrorClass: "INTERNAL" });
 * await sandbox.close();
 * ```
 */

import { findDropIn } from "./assets/drop-in.js";
import { AssetHolds, createAssetsServer } from "./assets/server.js";
import { createDemoServer } from "./demo/server.js";
import { AuthorizationService } from "./gateway/core/authorization.js";
import { CardVault } from "./gateway/core/card-tokenization.js";
import { createGatewayContext } from "./gateway/context.js";
import { FaultInjector, parseFaultRule } from "./gateway/core/faults.js";
import { NonceBook } from "./gateway/core/nonce-book.js";
import { MerchantDirectory, checkMerchants, loadMerchantsFile } from "./gateway/core/merchants.js";
import { createGatewayServer } from "./gateway/server.js";
import { customerVaults } from "./gateway/methods/vault-manager.js";
import { GatewayUrls } from "./gateway/core/urls.js";
import { type TrackedServer, closeTracked, listen, originOf } from "./shared/http.js";
import { findRepositoryRoot, sandboxFile } from "./shared/paths.js";
import type { AssetRequest, LoggedRequest, SandboxHandle, SandboxOptions } from "./types.js";

export type { DropInStyles, InstalledDropIn } from "./assets/drop-in.js";
export type {
  AssetRequest,
  ClientTokenOptions,
  FaultRule,
  GraphQLErrorClass,
  IssuedNonce,
  LoggedRequest,
  MerchantMethods,
  MerchantSettings,
  SandboxHandle,
  SandboxOptions,
} from "./types.js";

const DEFAULT_HOST = "127.0.0.1";

/**
 * The demo merchant's server-side call: `transaction sale` on the gateway, over HTTP like a real server's
 * (with the page's `deviceData` for fraud checks when it sent some).
 */
async function chargeNonce(
  gateway: string,
  merchantId: string,
  nonce: string,
  amount: string,
  deviceData?: string,
): Promise<{ status: number; body: unknown }> {
  try {
    const response = await fetch(`${gateway}/merchants/${encodeURIComponent(merchantId)}/transactions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ transaction: { type: "sale", amount, paymentMethodNonce: nonce, deviceData } }),
    });
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      return {
        status: 502,
        body: { success: false, message: `The gateway answered ${response.status} with a body that is not JSON` },
      };
    }
  } catch {
    return { status: 502, body: { success: false, message: "The gateway did not answer" } };
  }
}

function checkLatency(ms: number): number {
  if (!Number.isFinite(ms) || ms < 0)
    throw new RangeError(`paykit sandbox: latency must be a non-negative number, got ${ms}`);
  return ms;
}

/** Starts the gateway, asset and demo servers; resolves once all three listen. */
export async function startSandbox(options: SandboxOptions = {}): Promise<SandboxHandle> {
  const rootDir = options.rootDir ?? findRepositoryRoot();
  const host = options.host ?? DEFAULT_HOST;
  const merchantList = options.merchants
    ? checkMerchants(structuredClone(options.merchants), "options.merchants")
    : loadMerchantsFile(sandboxFile(rootDir, "merchants.json"));
  const merchants = new MerchantDirectory(merchantList);
  const defaultMerchant = merchants.defaultMerchant;

  const urls = new GatewayUrls();
  const auth = new AuthorizationService(merchants, urls);
  const faults = new FaultInjector(merchantList);
  const requests: LoggedRequest[] = [];
  const analytics: object[] = [];
  const assetRequests: AssetRequest[] = [];
  const lifetime = new AbortController();
  let latencyMs = checkLatency(options.latencyMs ?? 0);
  const setLatency = (ms: number): void => {
    latencyMs = checkLatency(ms);
  };

  const context = createGatewayContext({
    merchants,
    auth,
    urls,
    vault: new CardVault(merchantList),
    nonces: new NonceBook(),
    analytics,
  });
  const gateway = createGatewayServer({
    context,
    control: { faults, requests, analytics, setLatency },
    latencyMs: () => latencyMs,
    signal: lifetime.signal,
  });
  const holds = new AssetHolds();
  const dropInStyles = options.dropInFrom === undefined ? {} : findDropIn(options.dropInFrom);
  const assets = createAssetsServer({
    rootDir,
    dropInStyles,
    log: assetRequests,
    holds,
    latencyMs: () => latencyMs,
    signal: lifetime.signal,
    gatewayUrl: () => urls.gateway,
  });
  const demo = createDemoServer({
    rootDir,
    placeholders: () => ({
      gatewayUrl: urls.gateway,
      assetsUrl: urls.assets,
      tokenizationKey: defaultMerchant.tokenizationKey,
    }),
    mintClientToken: (tokenOptions) => auth.mintClientToken(tokenOptions),
    sale: (nonce, amount, deviceData) =>
      chargeNonce(urls.gateway, defaultMerchant.merchantId, nonce, amount, deviceData),
  });

  const servers: TrackedServer[] = [gateway, assets, demo];
  const close = async (): Promise<void> => {
    lifetime.abort();
    await Promise.all(servers.map(closeTracked));
  };

  let demoUrl: string;
  try {
    urls.gateway = originOf(host, await listen(gateway.server, options.port ?? 0, host));
    urls.assets = originOf(host, await listen(assets.server, options.assetsPort ?? 0, host));
    demoUrl = originOf(host, await listen(demo.server, options.demoPort ?? 0, host));
  } catch (error) {
    await close();
    throw error;
  }

  return {
    gatewayUrl: urls.gateway,
    assetsUrl: urls.assets,
    demoUrl,
    merchantId: defaultMerchant.merchantId,
    tokenizationKey: defaultMerchant.tokenizationKey,
    merchants: merchants.all,
    dropInStyles,
    createClientToken: async (tokenOptions) => auth.mintClientToken(tokenOptions),
    inject: (rule) => {
      const checked = parseFaultRule(rule);
      if (typeof checked === "string") throw new TypeError(`paykit sandbox: invalid fault rule: ${checked}`);
      faults.inject(checked);
    },
    clearFaults: () => faults.clear(),
    requests,
    clearRequests: () => {
      requests.length = 0;
    },
    analytics,
    assetRequests,
    getNonce: (nonce) => context.vault.get(nonce),
    clearCustomerVaults: () => context.state(customerVaults).clear(),
    setLatency,
    holdAssets: (pathSuffix) => holds.hold(pathSuffix),
    releaseAssets: () => holds.releaseAll(),
    setGraphQLFeatures: (features) => {
      for (const merchant of merchants.all) {
        if (features) merchant.graphQLFeatures = [...features];
        else delete merchant.graphQLFeatures;
      }
    },
    close,
  };
}
