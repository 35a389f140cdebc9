import {
  appendQuery,
  describeValue,
  developmentGatewayOrigin,
  loadScript,
  recordOf,
  type GatewayConfiguration,
} from "../../kernel/index.js";
import {
  paypalSite,
  SDK_HOST_PREFIXES,
  SDK_INTEGRATION_SOURCE,
  SDK_PRELOAD_PATH,
  SIMULATOR_PATH,
} from "./constants.js";
import type { LoadPayPalSDKOptions } from "./types.js";

export interface SdkContext {
  configuration: GatewayConfiguration;
  /** Environment of the authorization: the preload ping goes to PayPal's sandbox unless production. */
  environment: string;
  sessionId: string;
  /** The client token's fingerprint, when the merchant uses one. */
  fingerprint?: string;
  autoSetDataUserIdToken: boolean;
}

/** Query parameters of the SDK URL: the merchant's, over the defaults of spec 001 §7. */
export function sdkQuery(options: LoadPayPalSDKOptions, clientId: unknown): Record<string, string> {
  const { dataAttributes: _attributes, env: _env, ...rest } = options;
  const query: Record<string, unknown> = { components: "buttons", ...rest };
  if (query.vault) {
    query.intent ??= "tokenize";
  } else {
    query.intent ??= "authorize";
    query.currency ??= "USD";
  }
  query["client-id"] ??= clientId;
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, describeValue(value)]),
  );
}

/** Where the SDK comes from: the `env` option, or the sandbox's simulator on a development gateway. */
export function sdkBaseUrl(env: unknown, configuration: GatewayConfiguration): string {
  const gateway = developmentGatewayOrigin(configuration);
  return `${gateway ? gateway + SIMULATOR_PATH : paypalSite(SDK_HOST_PREFIXES[describeValue(env)])}/sdk/js`;
}

/** `data-*` attributes of the script tag: ours first, the merchant's over them. */
export function sdkAttributes(options: LoadPayPalSDKOptions, context: SdkContext): Record<string, string> {
  const attributes: Record<string, string> = {
    "client-metadata-id": context.sessionId,
    "sdk-integration-source": SDK_INTEGRATION_SOURCE,
  };
  for (const [name, value] of Object.entries(recordOf(options.dataAttributes))) {
    attributes[name.replace(/^data-/, "")] = describeValue(value);
  }
  const userIdToken = attributes["user-id-token"] ?? context.fingerprint?.split("?")[0];
  if (context.autoSetDataUserIdToken && userIdToken) attributes["user-id-token"] = userIdToken;
  return attributes;
}

/** Puts the PayPal JS SDK on the page; resolves with its script element. */
export function loadSdk(options: LoadPayPalSDKOptions, context: SdkContext): Promise<HTMLScriptElement> {
  const paypal = recordOf(context.configuration.paypal);
  const query = sdkQuery(options, paypal.clientId);
  const attributes = sdkAttributes(options, context);
  if (context.autoSetDataUserIdToken && attributes["user-id-token"])
    preload(
      context,
      { ...query, "user-id-token": attributes["user-id-token"] },
      recordOf(options.dataAttributes).amount,
    );
  return loadScript({
    src: appendQuery(sdkBaseUrl(options.env, context.configuration), query),
    dataAttributes: attributes,
    errorMessage: "PayPal SDK could not be loaded.",
  });
}

/** Tells PayPal which shopper is coming so the buttons render sooner; nothing waits for it. */
function preload(context: SdkContext, query: Record<string, string>, amount: unknown): void {
  const gateway = developmentGatewayOrigin(context.configuration);
  const site = gateway ? gateway + SIMULATOR_PATH : paypalSite(context.environment === "production" ? "" : "sandbox.");
  const base = site + SDK_PRELOAD_PATH;
  const ping: Record<string, string> = {
    "client-id": query["client-id"] ?? "",
    "user-id-token": query["user-id-token"] ?? "",
  };
  if (amount !== undefined) ping.amount = describeValue(amount);
  if (query.currency) ping.currency = query.currency;
  if (query["merchant-id"]) ping["merchant-id"] = query["merchant-id"];
  fetch(appendQuery(base, ping), { mode: "no-cors", credentials: "omit" }).catch(() => undefined);
}
