import { createError, describeValue, isRecord } from "../../kernel/index.js";
import type { GooglePayVersion } from "../common/google-pay.js";
import { DEFAULT_VERSION, SUPPORTED_VERSIONS, unsupportedVersionMessage } from "./constants.js";
import { googlePaymentErrors as errors } from "./errors.js";

/**
 * The version a page asked for. Like the provider's SDK, an absent or falsy version means the default and
 * "1"/"2" are read as numbers.
 */
export function googlePayVersionOf(options: unknown): GooglePayVersion | undefined {
  const requested: unknown = (isRecord(options) ? options.googlePayVersion : undefined) || DEFAULT_VERSION;
  return SUPPORTED_VERSIONS.find((version) => version === requested || String(version) === requested);
}

/** The create-options check: an unsupported `googlePayVersion` names itself in the error. */
export function checkGooglePaymentOptions(options: unknown): void {
  if (googlePayVersionOf(options) !== undefined) return;
  const requested = isRecord(options) ? options.googlePayVersion : undefined;
  throw createError(errors.GOOGLE_PAYMENT_UNSUPPORTED_VERSION, {
    message: unsupportedVersionMessage(describeValue(requested)),
  });
}
