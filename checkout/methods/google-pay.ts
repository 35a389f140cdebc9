// Google Pay once Google's PaymentsClient says the shopper is ready to pay (its script loaded if the page has none).
import { loadScript, recordOf, type GatewayConfiguration } from "../../kernel/index.js";
import { GOOGLE_PAY_SCRIPT } from "../constants.js";
import { namespaceOf } from "../load.js";
import { walletsEnUS } from "../translations/en-us.js";
import { textOf } from "../translations/text.js";
import { buttonSheet, type Mount, type Supported } from "./method.js";

/** The part of Google's `PaymentsClient` the sheet uses. */
interface PaymentsClient {
  isReadyToPay(request: unknown): Promise<{ result: boolean }>;
  loadPaymentData(request: unknown): Promise<unknown>;
}
type PaymentsClientClass = new (options: { environment: string }) => PaymentsClient;

const paymentsClientClass = () =>
  (globalThis as unknown as { google?: { payments?: { api?: { PaymentsClient?: PaymentsClientClass } } } }).google?.payments?.api?.PaymentsClient;

async function paymentsClient(configuration: GatewayConfiguration): Promise<PaymentsClient> {
  if (!paymentsClientClass()) await loadScript({ src: GOOGLE_PAY_SCRIPT });
  const PaymentsClient = paymentsClientClass() as PaymentsClientClass;
  return new PaymentsClient({ environment: configuration.environment === "production" ? "PRODUCTION" : "TEST" });
}

export const supported: Supported = async (configuration) => {
  const card = {
    type: "CARD",
    parameters: { allowedAuthMethods: ["PAN_ONLY", "CRYPTOGRAM_3DS"], allowedCardNetworks: recordOf(configuration.androidPay).supportedNetworks },
  };
  const answer = await (await paymentsClient(configuration)).isReadyToPay({ apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods: [card] });
  return answer.result === true;
};

export const mount: Mount = async (body, context) => {
  const namespace = await namespaceOf("googlePayment", () => import("../../plugins/google-payment/plugin.js"));
  const { merchantId, googlePayVersion } = context.options;
  const [instance, client] = await Promise.all([
    namespace.create({ client: context.client, googlePayVersion: googlePayVersion as never, googleMerchantId: merchantId as string }),
    paymentsClient(context.configuration),
  ]);
  // Google opens its sheet only inside the shopper's click: the request is built and sent without awaiting.
  const start = () => {
    const { merchantId: _id, googlePayVersion: _version, button: _button, ...overrides } = context.options;
    client
      .loadPaymentData(instance.createPaymentDataRequest(overrides as never))
      .then((paymentData) =>
        instance.parseResponse(paymentData as never).then((payload) =>
          context.done({ ...payload, details: { ...recordOf(recordOf(payload).details), rawPaymentData: paymentData } } as never),
        ),
      )
      .catch((error: unknown) => context.failed(error));
  };
  return buttonSheet(body, "googlePay", "Google Pay", textOf(context.strings, walletsEnUS, "googlePayButtonMustBeUsed"), context, start, () => instance.teardown());
};
