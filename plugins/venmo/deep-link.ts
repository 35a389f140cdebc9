// The URLs that send the shopper to Venmo: the app-switch deep link and the desktop QR code (WIRE §5.20).
import { developmentGatewayOrigin, type ClientConfiguration } from "../../kernel/index.js";
import { SIMULATOR_PATH } from "./constants.js";

export interface DeepLinkOptions {
  base: string;
  /** Payment context id, if one exists. */
  contextId: string | undefined;
  legacy: boolean;
  /** Where the app returns the shopper; undefined sends "NOOP" (manual return). */
  returnUrl: string | undefined;
  allowAndroidRecreation: boolean;
  profileId: string | undefined;
}

interface VenmoConfiguration {
  merchantId?: unknown;
  accessToken?: unknown;
  environment?: unknown;
}

const query = (parameters: Record<string, unknown>) =>
  Object.entries(parameters)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join("&");

/** Venmo's address, or the sandbox's Venmo app simulator on a development gateway. */
export function venmoBase(url: string, configuration: ClientConfiguration["gatewayConfiguration"]): string {
  const simulator = developmentGatewayOrigin(configuration);
  return simulator ? `${simulator}${SIMULATOR_PATH}${new URL(url).pathname}` : url;
}

export function deepLinkUrl(options: DeepLinkOptions, configuration: ClientConfiguration): string {
  const venmo = (configuration.gatewayConfiguration.payWithVenmo ?? {}) as VenmoConfiguration;
  const metadata = configuration.analyticsMetadata;
  let accessToken = String(venmo.accessToken);
  const parameters: Record<string, unknown> = {};
  if (options.contextId) {
    if (options.legacy) accessToken += `|pcid:${options.contextId}`;
    else parameters.resource_id = options.contextId;
  }
  const returnTo = (marker: string) => (options.returnUrl === undefined ? "NOOP" : `${options.returnUrl}#${marker}=1`);
  parameters["x-success"] = returnTo("venmoSuccess");
  parameters["x-cancel"] = returnTo("venmoCancel");
  parameters["x-error"] = returnTo("venmoError");
  parameters.allowAndroidRecreation = options.allowAndroidRecreation ? 1 : 0;
  parameters.ua = typeof navigator === "undefined" ? "" : navigator.userAgent;
  parameters.braintree_merchant_id = options.profileId || venmo.merchantId;
  parameters.braintree_access_token = accessToken;
  parameters.braintree_environment = venmo.environment;
  parameters.braintree_sdk_data = btoa(
    JSON.stringify({
      _meta: {
        version: metadata.sdkVersion,
        integration: metadata.integration,
        platform: metadata.platform,
        sessionId: metadata.sessionId,
      },
    }),
  );
  return `${options.base}?${query(parameters)}`;
}
