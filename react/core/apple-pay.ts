// The Apple Pay glue around the applePay instance: an ApplePaySession started in the shopper's click, merchant
// validation through performValidation, the payment token through tokenize. Framework-free; the React button only
// drives it. Safari provides ApplePaySession; the sandbox's demo pages load a simulated one.
import { createError, wrapError } from "../../kernel/index.js";
import { reactErrors } from "../errors.js";

/** The ApplePaySession version the request is written for (Apple Pay JS version 3: Safari 11.1 and later). */
export const APPLE_PAY_JS_VERSION = 3;

/** What `<PaymentMethod name="applePay">` needs of the instance. */
export interface ApplePayLike {
  createPaymentRequest(overrides?: object): unknown;
  performValidation(options: { validationURL: string; displayName?: string }): Promise<unknown>;
  tokenize(options: { token: unknown }): Promise<unknown>;
}

interface SessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null;
  oncancel: (() => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(session: unknown): void;
  completePayment(status: number): void;
}

interface SessionConstructor {
  new (version: number, request: unknown): SessionLike;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
}

function sessionConstructor(): SessionConstructor | undefined {
  const session = (globalThis as { ApplePaySession?: unknown }).ApplePaySession;
  return typeof session === "function" ? (session as SessionConstructor) : undefined;
}

/**
 * Opens the Apple Pay sheet. It must run inside the shopper's click: nothing is awaited before the session
 * begins, so a deferred instance's request is not supported here (the default instance returns it at once).
 */
export function payWithApplePay(instance: ApplePayLike, overrides: object | undefined, displayName?: string): Promise<unknown> {
  const Session = sessionConstructor();
  if (!Session) return Promise.reject(createError(reactErrors.APPLE_PAY_SESSION_FAILED));
  let session: SessionLike;
  try {
    session = new Session(APPLE_PAY_JS_VERSION, instance.createPaymentRequest(overrides));
  } catch (failure) {
    return Promise.reject(wrapError(reactErrors.APPLE_PAY_SESSION_FAILED, failure));
  }
  return new Promise((resolve, reject) => {
    session.onvalidatemerchant = (event) => {
      instance.performValidation({ validationURL: event.validationURL, displayName }).then(
        (merchantSession) => session.completeMerchantValidation(merchantSession),
        (failure: unknown) => {
          session.abort();
          reject(failure);
        },
      );
    };
    session.onpaymentauthorized = (event) => {
      instance.tokenize({ token: event.payment.token }).then(
        (payload) => {
          session.completePayment(Session.STATUS_SUCCESS);
          resolve(payload);
        },
        (failure: unknown) => {
          session.completePayment(Session.STATUS_FAILURE);
          reject(failure);
        },
      );
    };
    session.oncancel = () => reject(createError(reactErrors.APPLE_PAY_CANCELED));
    session.begin();
  });
}
