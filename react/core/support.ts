// Whether a payment method can complete in this browser, asked of the method itself (its isBrowserSupported) or of
// its flow module (plugins/<method>/flow.ts), so <PaymentMethod> offers nothing the shopper cannot finish; and the
// create options a ready-made button needs, which the flow modules define.
import { applePayUnavailable } from "../../plugins/apple-pay/flow.js";
import { withPayJsVersion } from "../../plugins/google-payment/flow.js";
import { withDesktopQrCode } from "../../plugins/venmo/flow.js";

export type MethodSupport = { supported: true; reason?: undefined } | { supported: false; reason: string };

const SUPPORTED: MethodSupport = { supported: true };

/** Browser APIs a method's sheet needs: the sentence a developer reads when one is missing, undefined when present. */
const BROWSER_NEEDS: Record<string, () => string | undefined> = {
  applePay: () => applePayUnavailable(),
  paymentRequest: () =>
    typeof (globalThis as { PaymentRequest?: unknown }).PaymentRequest === "function"
      ? undefined
      : "This browser has no PaymentRequest API.",
};

/** Support of a created instance: the method's own isBrowserSupported when it has one, else the browser API check. */
export function supportOf(name: string, instance: object | undefined): MethodSupport {
  if (!instance) return SUPPORTED;
  const check = (instance as { isBrowserSupported?: unknown }).isBrowserSupported;
  if (typeof check === "function" && !askSafely(() => check.call(instance) === true)) {
    return { supported: false, reason: `${name}.isBrowserSupported() is false in this browser with these options.` };
  }
  const reason = BROWSER_NEEDS[name]?.();
  return reason ? { supported: false, reason } : SUPPORTED;
}

function askSafely(question: () => boolean): boolean {
  try {
    return question();
  } catch {
    return false;
  }
}

/**
 * Create options a ready-made button needs where the merchant gave none, as each method's flow module defines them:
 * Venmo's desktop QR code (so `<PaymentMethod name="venmo">` works on a computer as written), Google Pay's API
 * version 2 (what pay.js speaks).
 */
const BUTTON_DEFAULTS: Record<string, (options: object) => object> = {
  venmo: withDesktopQrCode,
  googlePayment: withPayJsVersion,
};

export function withReactDefaults(name: string, options: object): object {
  return BUTTON_DEFAULTS[name]?.(options) ?? options;
}
