/** Masterpass pop-up size (spec 001 §2). */
export const POPUP_WIDTH = 450;
export const POPUP_HEIGHT = 660;

/** Masterpass checkout API version the loading frame asks for. */
export const MASTERPASS_VERSION = "v6";

export const LANDING_FRAME_NAME = "braintreemasterpasslanding";
export const LANDING_FRAME_PAGE = "masterpass-landing-frame";
export const LOADING_FRAME_PAGE = "masterpass-loading-frame";

/** What the shopper's return must carry, each present and not the string "null". */
export const REQUIRED_RETURN_PARAMETERS = ["oauth_verifier", "oauth_token", "checkout_resource_url"] as const;

/** What Masterpass hands back (WIRE §5.11): its status (`success` when approved) and the required three. */
export const RETURN_PARAMETERS = ["mpstatus", ...REQUIRED_RETURN_PARAMETERS] as const;

/** Masterpass's checkout script, per environment (the loading frame loads it). */
export const masterpassScript = (environment: string | null) =>
  `https://${environment === "production" ? "" : "sandbox."}static.masterpass.com/dyn/js/switch/integration/MasterPass.client.js`;

/** Where the sandbox's Masterpass simulator lives on a development gateway. */
export const SIMULATOR_PATH = "/simulators/masterpass/checkout";
