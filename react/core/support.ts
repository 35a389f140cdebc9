// Whether a payment method can complete in this browser, asked of the method itself (its isBrowserSupported) or of
// the browser API its sheet needs, so <PaymentMethod> offers nothing the shopper cannot finish.
import { recordOf } from "../../kernel/index.js";

export type MethodSupport = { supported: true; reason?: undefined } | { supported: false; reason: string };

const SUPPORTED: MethodSupport = { supported: true };

/** Browser APIs a method's sheet needs, with the sentence a developer reads when one is missing. */
const BROWSER_NEEDS: Record<string, { available: () => boolean; reason: string }> = {
  applePay: {
    available: () => {
      const session: unknown = (globalThis as { ApplePaySession?: unknown }).ApplePaySession;
      return typeof session === "function" && (session as { canMakePayments?: () => unknown }).canMakePayments?.() === true;
    },
    reason: "Apple Pay needs Safari's ApplePaySession, and ApplePaySession.canMakePayments() is not true here.",
  },
  paymentRequest: {
    available: () => typeof (globalThis as { PaymentRequest?: unknown }).PaymentRequest === "function",
    reason: "This browser has no PaymentRequest API.",
  },
};

/** Support of a created instance: the method's own isBrowserSupported when it has one, else the browser API check. */
export function supportOf(name: string, instance: object | undefined): MethodSupport {
  if (!instance) return SUPPORTED;
  const check = (instance as { isBrowserSupported?: unknown }).isBrowserSupported;
  if (typeof check === "function" && !askSafely(() => check.call(instance) === true)) {
    return { supported: false, reason: `${name}.isBrowserSupported() is false in this browser with these options.` };
  }
  const need = BROWSER_NEEDS[name];
  if (need && !askSafely(need.available)) return { supported: false, reason: need.reason };
  return SUPPORTED;
}

function askSafely(question: () => boolean): boolean {
  try {
    return question();
  } catch {
    return false;
  }
}

/**
 * Create options the React layer adds where the merchant gave none. Venmo on a computer offers its QR code (the
 * plugin keeps the provider's default, phones only), so `<PaymentMethod name="venmo">` works on a desktop as written.
 */
export function withReactDefaults(name: string, options: object): object {
  const defaults = REACT_DEFAULTS[name];
  if (!defaults) return options;
  const given = recordOf(options);
  const untouched = defaults.unlessGiven.every((option) => !Object.hasOwn(given, option));
  return untouched ? { ...defaults.options, ...given } : given;
}

const REACT_DEFAULTS: Record<string, { options: object; unlessGiven: readonly string[] }> = {
  venmo: { options: { allowDesktop: true }, unlessGiven: ["allowDesktop", "allowDesktopWebLogin"] },
  // pay.js speaks version 2 of Google's API; version 1 is the provider SDK's default for the instance alone.
  googlePayment: { options: { googlePayVersion: 2 }, unlessGiven: ["googlePayVersion"] },
};
