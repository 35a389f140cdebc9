import type { ThreeDSecureErrorCode } from "./errors.js";

/** How each accepted `version` presents the challenge (WIRE §5.16). */
export const FRAMEWORKS = {
  "2": "cardinal-modal",
  "2-cardinal-modal": "cardinal-modal",
  "2-bootstrap3-modal": "bootstrap3-modal",
  "2-inline-iframe": "inline-iframe",
} as const;

export type Framework = (typeof FRAMEWORKS)[keyof typeof FRAMEWORKS];

/** `payment.framework` handed to Cardinal per framework (Cardinal's own modal needs none). */
export const CARDINAL_FRAMEWORK: Record<Framework, string | undefined> = {
  "cardinal-modal": undefined,
  "bootstrap3-modal": "bootstrap3",
  "inline-iframe": "inline",
};

export const unrecognizedVersion = (version: string) =>
  `Version \`${version}\` is not a recognized version. You may need to update the version of your Braintree SDK to support this version.`;

export const missingOption = (option: string) => `verifyCard options must include ${option}.`;

export const MISSING = { bin: "a BIN", nonce: "a nonce", amount: "an amount", onLookupComplete: "an onLookupComplete function" } as const;

export const EXEMPTION_TYPES = ["low_value", "transaction_risk_analysis"] as const;

export const invalidExemption = (value: string) =>
  `requestedExemptionType \`${value}\` is not a valid exemption. The accepted values are: \`${EXEMPTION_TYPES.join("`, `")}\``;

/** Milliseconds Cardinal's Songbird.js may take to set up, unless `cardinalSDKConfig.timeout` says otherwise. */
export const INTEGRATION_TIMEOUT_MS = 60000;

/** `Payment.ExtendedData.ChallengeCancel` when the shopper closed Cardinal's challenge. */
export const CUSTOMER_CANCELED_CODE = "01";

/** Cardinal `ErrorNumber` → error (WIRE §5.16); any other number is THREEDS_CARDINAL_SDK_ERROR. */
export const CARDINAL_ERROR_NUMBERS: Record<number, ThreeDSecureErrorCode> = {
  10001: "THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT",
  10002: "THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT",
  10003: "THREEDS_CARDINAL_SDK_RESPONSE_TIMEDOUT",
  10007: "THREEDS_CARDINAL_SDK_RESPONSE_TIMEDOUT",
  10009: "THREEDS_CARDINAL_SDK_RESPONSE_TIMEDOUT",
  10005: "THREEDS_CARDINAL_SDK_BAD_CONFIG",
  10006: "THREEDS_CARDINAL_SDK_BAD_CONFIG",
  10008: "THREEDS_CARDINAL_SDK_BAD_JWT",
  10010: "THREEDS_CARDINAL_SDK_BAD_JWT",
  10011: "THREEDS_CARDINAL_SDK_CANCELED",
};

/** Cardinal's UI events and the instance events they become. */
export const UI_EVENTS: Record<string, string> = {
  "ui.close": "authentication-modal-close",
  "ui.render": "authentication-modal-render",
  "ui.renderHidden": "authentication-modal-render-hidden",
  "ui.loading.close": "authentication-modal-loader-close",
  "ui.loading.render": "authentication-modal-loader-render",
};

/** The element Cardinal puts its challenge modal in; removed when a challenge ends early (cancel, teardown). */
export const CARDINAL_CONTAINER_ID = "Cardinal-ElementContainer";

export const CLIENT_METADATA = { requestedThreeDSecureVersion: "2", sdkVersion: "web/3.132.0" } as const;
export const LIBRARY_VERSION = "braintree/web/3.132.0";

export const lookupEndpoint = (nonce: string) => `payment_methods/${encodeURIComponent(nonce)}/three_d_secure/lookup`;
export const jwtEndpoint = (nonce: string) =>
  `payment_methods/${encodeURIComponent(nonce)}/three_d_secure/authenticate_from_jwt`;
