/** PayPal's accelerated checkout (Fastlane) assets: the script (minified in production only) and its locales (WIRE §5.5). */
export const AXO_ASSETS_URL = "https://www.paypalobjects.com/connect-boba/";
export const axoScriptUrl = (minified: boolean) => `${AXO_ASSETS_URL}axo${minified ? ".min" : ""}.js`;
/** Where the Fastlane SDK finds its language files: the loader hands it over as `localeUrl`. */
export const LOCALE_PATH = "locales/";

/** The sandbox's stand-ins on a development gateway. */
export const SIMULATOR_ASSETS_PATH = "/simulators/fastlane/";
export const SIMULATOR_SCRIPT = "axo.js";

/** `platform` the Fastlane SDK is told it runs on. */
export const PLATFORM = "BT";

export const NOT_LOADED = "The Fastlane SDK did not load.";
