import {
  createError,
  developmentGatewayOrigin,
  isRecord,
  loadScript,
  recordOf,
  type Client,
} from "../../kernel/index.js";
import {
  AXO_ASSETS_URL,
  axoScriptUrl,
  LOCALE_PATH,
  NOT_LOADED,
  PLATFORM,
  SIMULATOR_ASSETS_PATH,
  SIMULATOR_SCRIPT,
} from "./constants.js";
import { fastlaneErrors as errors } from "./errors.js";
import type { FastlaneCreateOptions, FastlaneInstance } from "./types.js";

interface FastlaneSdk {
  create: (options: Record<string, unknown>) => unknown;
}

type Root = { braintree?: { _fastlane?: FastlaneSdk; fastlane?: FastlaneSdk } };

/** The script's `create`: `braintree._fastlane` (what the script defines beside the provider's namespace), else `braintree.fastlane`. */
function sdkCreate(): FastlaneSdk["create"] {
  const root = (globalThis as Root).braintree;
  const create = root?._fastlane?.create ?? root?.fastlane?.create;
  if (typeof create !== "function") throw new Error(NOT_LOADED);
  return create;
}

function messageOf(error: unknown): string {
  try {
    return error instanceof Error && error.message ? error.message : NOT_LOADED;
  } catch {
    // A hostile value thrown by a script: its message cannot be read.
    return NOT_LOADED;
  }
}

/**
 * Loads PayPal's accelerated checkout script and creates its Fastlane instance for this client, the way the
 * provider's loader does (the loader's metadata, `localeUrl`, passed on); any failure is FASTLANE_SDK_LOAD_ERROR
 * with the underlying message and, as the provider's, no details.
 */
export async function loadFastlane(client: Client, given: FastlaneCreateOptions): Promise<FastlaneInstance> {
  const options = recordOf(given);
  // The SDK gets the merchant's options but those the provider's loader uses itself.
  const {
    client: _client,
    authorization,
    deviceData,
    minified: _minified,
    btSdkVersion: _version,
    ...passedOn
  } = options;
  const configuration = client.getConfiguration().gatewayConfiguration;
  const gateway = developmentGatewayOrigin(configuration);
  const production = configuration.environment === "production";
  const assets = gateway ? gateway + SIMULATOR_ASSETS_PATH : AXO_ASSETS_URL;
  const src = gateway ? assets + SIMULATOR_SCRIPT : axoScriptUrl(production);
  try {
    await loadScript({ src, errorMessage: `${src} failed to load.` });
    const instance = await sdkCreate()({
      platformOptions: { platform: PLATFORM, authorization, client, deviceData },
      ...passedOn,
      localeUrl: assets + LOCALE_PATH,
    });
    if (!isRecord(instance)) throw new Error(NOT_LOADED);
    return instance;
  } catch (failure) {
    throw createError(errors.FASTLANE_SDK_LOAD_ERROR, { message: messageOf(failure) });
  }
}
