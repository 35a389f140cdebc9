/** PayPal's accelerated checkout (Fastlane) script: minified in production only (WIRE §5.5). */
export const axoScriptUrl = (minified: boolean) => `https://www.paypalobjects.com/connect-boba/axo${minified ? ".min" : ""}.js`;

/** Path of the sandbox's simulated Fastlane script on a development gateway. */
export const SIMULATOR_SCRIPT_PATH = "/simulators/fastlane/axo.js";

/** `platform` the Fastlane SDK is told it runs on. */
export const PLATFORM = "BT";

export const NOT_LOADED = "The Fastlane SDK did not load.";
