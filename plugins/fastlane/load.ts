import { createError, developmentGatewayOrigin, isRecord, loadScript, recordOf, VERSION, type Client } from "../../kernel/index.js";
import { axoScriptUrl, NOT_LOADED, PLATFORM, SIMULATOR_SCRIPT_PATH } from "./constants.js";
import { fastlaneErrors as errors } from "./errors.js";
import type { FastlaneCreateOptions, FastlaneInstance } from "./types.js";

interface FastlaneSdk {
  create(options: Record<string, unknown>): unknown;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : NOT_LOADED;
}

/**
 * Loads PayPal's accelerated checkout script and creates its Fastlane instance for this client, the way the
 * provider's loader does; any failure is FASTLANE_SDK_LOAD_ERROR with the underlying message.
 */
export async function loadFastlane(client: Client, given: FastlaneCreateOptions): Promise<FastlaneInstance> {
  const { client: _client, authorization: _authorization, deviceData, ...rest } = recordOf(given);
  const configuration = client.getConfiguration();
  const gateway = developmentGatewayOrigin(configuration.gatewayConfiguration);
  const production = configuration.gatewayConfiguration.environment === "production";
  try {
    await loadScript({ src: gateway ? gateway + SIMULATOR_SCRIPT_PATH : axoScriptUrl(production), errorMessage: NOT_LOADED });
    const sdk = (globalThis as { braintree?: { _fastlane?: FastlaneSdk } }).braintree?._fastlane;
    if (typeof sdk?.create !== "function") throw new Error(NOT_LOADED);
    const instance = await sdk.create({
      ...rest,
      platformOptions: { platform: PLATFORM, authorization: configuration.authorization, client, deviceData },
      btSdkVersion: VERSION,
      minified: production,
    });
    if (!isRecord(instance)) throw new Error(NOT_LOADED);
    return instance as FastlaneInstance;
  } catch (originalError) {
    throw createError(errors.FASTLANE_SDK_LOAD_ERROR, { message: messageOf(originalError), details: { originalError } });
  }
}
