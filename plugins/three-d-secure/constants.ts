/**
 * Each accepted `version` and the `payment.framework` it asks Cardinal for (WIRE §5.16): "" is Cardinal's
 * own modal, "bootstrap3" a Bootstrap 3 modal, "inline" a frame the merchant places on the page.
 */
export const FRAMEWORKS: Record<string, Framework> = {
  "2": "",
  "2-cardinal-modal": "",
  "2-bootstrap3-modal": "bootstrap3",
  "2-inline-iframe": "inline",
};

export type Framework = "" | "bootstrap3" | "inline";

export const unrecognizedVersion = (version: string) =>
  `Version \`${version}\` is not a recognized version. You may need to update the version of your Braintree SDK to support this version.`;

export const missingOption = (option: string) => `verifyCard options must include ${option}.`;

export const MISSING = {
  bin: "a BIN",
  nonce: "a nonce",
  amount: "an amount",
  onLookupComplete: "an onLookupComplete function",
} as const;

export const EXEMPTION_TYPES = ["low_value", "transaction_risk_analysis"] as const;

export const invalidExemption = (value: string) =>
  `requestedExemptionType \`${value}\` is not a valid exemption. The accepted values are: \`${EXEMPTION_TYPES.join("`, `")}\``;

/** Milliseconds Cardinal's Songbird.js may take to set up, unless `cardinalSDKConfig.timeout` says otherwise. */
export const INTEGRATION_TIMEOUT_MS = 60000;

/** `Payment.ExtendedData.ChallengeCancel` when the shopper closed Cardinal's challenge. */
export const CUSTOMER_CANCELED_CODE = "01";

/**
 * Cardinal `ErrorNumber` → error (WIRE §5.16), as the code after `THREEDS_CARDINAL_SDK_`, indexed from 10001
 * (10001 and 10002 set-up timed out, 10003, 10007 and 10009 response timed out, 10005 and 10006 bad
 * configuration, 10008 and 10010 bad JWT, 10011 canceled); any other number is THREEDS_CARDINAL_SDK_ERROR.
 */
export const FIRST_CARDINAL_ERROR_NUMBER = 10001;
export const CARDINAL_ERROR_NUMBERS: readonly string[] = [
  "SETUP_TIMEDOUT",
  "SETUP_TIMEDOUT",
  "RESPONSE_TIMEDOUT",
  "",
  "BAD_CONFIG",
  "BAD_CONFIG",
  "RESPONSE_TIMEDOUT",
  "BAD_JWT",
  "RESPONSE_TIMEDOUT",
  "BAD_JWT",
  "CANCELED",
];

/** Cardinal's UI events and the instance events they become (after `authentication-modal-`). */
export const UI_EVENTS: Record<string, string> = {
  "ui.close": "close",
  "ui.render": "render",
  "ui.renderHidden": "render-hidden",
  "ui.loading.close": "loader-close",
  "ui.loading.render": "loader-render",
};
export const UI_EVENT_PREFIX = "authentication-modal-";

/** The element Cardinal puts its challenge modal in; removed when a challenge ends early (cancel, teardown). */
export const CARDINAL_CONTAINER_ID = "Cardinal-ElementContainer";

export const CLIENT_METADATA = { requestedThreeDSecureVersion: "2", sdkVersion: "web/3.132.0" } as const;
export const LIBRARY_VERSION = "braintree/web/3.132.0";

/** `payment_methods/{nonce}/three_d_secure/lookup` and `…/authenticate_from_jwt`. */
export const endpoint = (nonce: string, action: "lookup" | "authenticate_from_jwt") =>
  `payment_methods/${encodeURIComponent(nonce)}/three_d_secure/${action}`;

/** Songbird.js where the configuration names none: Cardinal's customary addresses (WIRE §5.16). */
export const songbirdUrl = (production: boolean) =>
  `https://songbird${production ? "" : "stag"}.cardinalcommerce.com/edge/v1/songbird.js`;
