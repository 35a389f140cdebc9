/** PayPal's fraud beacon image (WIRE §4.2). */
export const BEACON_URL = "https://b.stats.paypal.com/counter.cgi";

/** Path of the sandbox's beacon on a development gateway. */
export const SIMULATOR_BEACON_PATH = "/simulators/fraudnet/beacon";

/** Beacon query: `i` is fixed, `p` the session id, `t` the time in (fractional) seconds, `a` fixed. */
export const beaconQuery = (sessionId: string) =>
  `?i=127.0.0.1&p=${encodeURIComponent(sessionId)}&t=${Date.now() / 1000}&a=14`;
