// Apple Pay where the browser can pay with it (`ApplePaySession`, a secure page, the session version, a card).
import { recordOf } from "../../kernel/index.js";
import { APPLE_PAY_SESSION_VERSION } from "../constants.js";
import { namespaceOf } from "../load.js";
import { walletsEnUS } from "../translations/en-us.js";
import { textOf } from "../translations/text.js";
import { buttonSheet, type Mount, type Supported } from "./method.js";

/** The part of Safari's `ApplePaySession` the sheet uses. */
interface ApplePaySessionClass {
  new (version: number, request: unknown): ApplePaySessionInstance;
  supportsVersion(version: number): boolean;
  canMakePayments(): boolean;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
}
interface ApplePaySessionInstance {
  onvalidatemerchant: (event: { validationURL: string }) => void;
  onpaymentauthorized: (event: { payment: { token: unknown } }) => void;
  completeMerchantValidation(session: unknown): void;
  completePayment(status: number): void;
  abort(): void;
  begin(): void;
}

const session = () => (globalThis as unknown as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;
const versionOf = (options: Record<string, unknown>) => Number(options.applePaySessionVersion) || APPLE_PAY_SESSION_VERSION;

export const supported: Supported = (_configuration, options) => {
  const Session = session();
  return Boolean(Session && isSecureContext && Session.supportsVersion(versionOf(options)) && Session.canMakePayments());
};

export const mount: Mount = async (body, context) => {
  const namespace = await namespaceOf("applePay", () => import("../../plugins/apple-pay/plugin.js"));
  const instance = await namespace.create({ client: context.client });
  // Apple allows a session only inside the shopper's click: nothing is awaited before `begin`.
  const start = () => {
    const Session = session() as ApplePaySessionClass;
    const options = context.options;
    const applePaySession = new Session(versionOf(options), instance.createPaymentRequest(recordOf(options.paymentRequest) as never));
    applePaySession.onvalidatemerchant = (event) =>
      instance.performValidation({ validationURL: event.validationURL, displayName: options.displayName as string }).then(
        (merchantSession) => applePaySession.completeMerchantValidation(merchantSession),
        (error: unknown) => {
          applePaySession.abort();
          context.failed(error);
        },
      );
    applePaySession.onpaymentauthorized = (event) =>
      instance.tokenize({ token: event.payment.token } as never).then(
        (payload) => {
          applePaySession.completePayment(Session.STATUS_SUCCESS);
          context.done({ ...payload, details: { ...recordOf(payload.details), rawPaymentData: event.payment } } as never);
        },
        (error: unknown) => {
          applePaySession.completePayment(Session.STATUS_FAILURE);
          context.failed(error, textOf(context.strings, walletsEnUS, "applePayTokenizationError"));
        },
      );
    applePaySession.begin();
  };
  return buttonSheet(body, "applePay", "Apple Pay", textOf(context.strings, walletsEnUS, "applePayButtonMustBeUsed"), context, start, () => instance.teardown());
};
