// Apple Pay's shopper flow on a page, framework-free: whether Safari's ApplePaySession can pay here, and the session
// begun in the shopper's click (merchant validation through performValidation, the token through tokenize). The
// checkout's Apple Pay sheet and React's default button both run it; it imports no instance code, so it loads
// without the plugin's bundle (on the CDN the kernel is the page's). The sandbox's demo pages load a simulated
// ApplePaySession.
import { catalogue, createError, wrapError, type MethodFlow } from "../../kernel/index.js";

/** The ApplePaySession version a request is written for when the caller names none (Apple Pay JS 3: Safari 11.1+). */
export const APPLE_PAY_JS_VERSION = 3;

/**
 * Failures of the sheet itself. The provider's SDK leaves the session to the merchant, so it has no codes for
 * these; they follow its naming and types.
 */
export const applePayFlowErrors = /* @__PURE__ */ catalogue([
  ["APPLE_PAY_CANCELED", "CUSTOMER", "The shopper closed Apple Pay without paying."],
  ["APPLE_PAY_SESSION_FAILED", "UNKNOWN", "Apple Pay could not start a payment session."],
] as const);

/** What the flow needs of an applePay instance. */
export interface ApplePayLike {
  createPaymentRequest(overrides?: object): unknown;
  performValidation(options: { validationURL: string; displayName?: string }): Promise<unknown>;
  tokenize(options: { token: unknown }): Promise<unknown>;
}

/** How the session is opened: the request's overrides (`total`), the session version, the name on the sheet. */
export interface ApplePaySessionOptions {
  paymentRequest?: object;
  version?: number;
  displayName?: string;
}

/** What the sheet gave: the payload of `tokenize`, and Apple's payment it tokenized. */
export interface ApplePayOutcome {
  payload: unknown;
  payment: unknown;
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
  supportsVersion?(version: number): boolean;
  canMakePayments?(): boolean;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
}

function sessionConstructor(): SessionConstructor | undefined {
  const session = (globalThis as { ApplePaySession?: unknown }).ApplePaySession;
  return typeof session === "function" ? (session as SessionConstructor) : undefined;
}

/** Why Apple Pay cannot be used here, in a sentence a developer reads; undefined where it can. Never throws. */
export function applePayUnavailable(version = APPLE_PAY_JS_VERSION): string | undefined {
  try {
    const Session = sessionConstructor();
    if (!Session || !globalThis.isSecureContext) return "Apple Pay needs Safari's ApplePaySession on a secure page.";
    if (Session.supportsVersion?.(version) !== true) return `ApplePaySession does not support version ${version} here.`;
    if (Session.canMakePayments?.() !== true) return "ApplePaySession.canMakePayments() is not true here.";
    return undefined;
  } catch {
    return "ApplePaySession failed to answer whether it can pay here.";
  }
}

/**
 * Opens the Apple Pay sheet. Apple allows a session only inside the shopper's click: nothing is awaited before the
 * session begins, so the instance must return its request at once. Resolves once the token is tokenized; rejects
 * with APPLE_PAY_CANCELED when the shopper closes the sheet, or with the instance's error.
 */
export function startApplePaySession(
  instance: ApplePayLike,
  options: ApplePaySessionOptions = {},
): Promise<ApplePayOutcome> {
  const Session = sessionConstructor();
  if (!Session) return Promise.reject(createError(applePayFlowErrors.APPLE_PAY_SESSION_FAILED));
  let session: SessionLike;
  try {
    session = new Session(
      options.version ?? APPLE_PAY_JS_VERSION,
      instance.createPaymentRequest(options.paymentRequest),
    );
  } catch (failure) {
    return Promise.reject(wrapError(applePayFlowErrors.APPLE_PAY_SESSION_FAILED, failure));
  }
  return new Promise((resolve, reject) => {
    session.onvalidatemerchant = (event) => {
      instance.performValidation({ validationURL: event.validationURL, displayName: options.displayName }).then(
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
          resolve({ payload, payment: event.payment });
        },
        (failure: unknown) => {
          session.completePayment(Session.STATUS_FAILURE);
          reject(failure);
        },
      );
    };
    session.oncancel = () => reject(createError(applePayFlowErrors.APPLE_PAY_CANCELED));
    session.begin();
  });
}

/** The session version the surface asks for (drop-in's `applePaySessionVersion`), else Apple Pay JS 3. */
function versionOf(options: Readonly<Record<string, unknown>>): number {
  return Number(options.applePaySessionVersion) || APPLE_PAY_JS_VERSION;
}

/** The shop's name on the sheet: the surface's `displayName`, else the page's title. */
function displayNameOf(options: Readonly<Record<string, unknown>>): string | undefined {
  if (typeof options.displayName === "string") return options.displayName;
  return (globalThis as { document?: Document }).document?.title || undefined;
}

/** Apple Pay's flow: offered where ApplePaySession can pay, paid in a session begun in the click. */
const flow: MethodFlow<ApplePayLike> = {
  supported: ({ options }) => applePayUnavailable(versionOf(options)) ?? true,
  pay: ({ instance, options, paymentRequest }) =>
    startApplePaySession(instance, {
      paymentRequest,
      version: versionOf(options),
      displayName: displayNameOf(options),
    }).then(({ payload, payment }) => ({ payload, raw: payment })),
};

export default flow;
