/** PayPal's fraud script (FraudNet), WIRE §4.2. */
export const FRAUD_SCRIPT_URL = "https://c.paypal.com/da/r/fb.js";

/** The attribute naming FraudNet's parameter block. */
export const FNCLS = "fnparams-dede7cc5-15fd-4c75-a9f4-36c430ee3a99";

/** FraudNet's source tag for the provider's integrations. */
export const FRAUDNET_SOURCE = "BRAINTREE_SIGNIN";

/** Fraud beacon image address; `p` is the session id, `t` the time in (fractional) seconds. */
export const BEACON_URL = "https://b.stats.paypal.com/counter.cgi";

/** Paths of the sandbox's fraud script and beacon on a development gateway. */
export const SIMULATOR_SCRIPT_PATH = "/simulators/fraudnet/fb.js";
export const SIMULATOR_BEACON_PATH = "/simulators/fraudnet/beacon";

/** Longest fraud session id (spec 000 §3, §9). */
export const SESSION_ID_MAX_LENGTH = 32;
