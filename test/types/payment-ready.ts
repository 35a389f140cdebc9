// Payment Ready (customer sessions and recommendations) as braintree-web's documentation teaches it, in TypeScript.
import * as braintree from "braintree-web";
import paymentReady from "braintree-web/payment-ready";

declare const clientInstance: braintree.Client;

paymentReady.create({ client: clientInstance }, function (createErr, instance) {
  if (createErr || !instance) {
    console.error(createErr?.code);
    return;
  }
  instance.createCustomerSession(
    { customer: { hashedEmail: "hash", paypalAppInstalled: false } },
    function (err, session) {
      if (err || !session) return;
      instance.getCustomerRecommendations({ sessionId: session.sessionId }, (recommendationErr, recommendations) =>
        console.log(recommendationErr?.code, recommendations),
      );
      instance.updateCustomerSession(
        { sessionId: session.sessionId, customer: { venmoAppInstalled: true } },
        (updateErr) => updateErr?.code,
      );
      instance.sendPresentedEvent({ paymentReadySessionId: session.sessionId, buttonType: "PayPal" });
      instance.sendSelectedEvent({ paymentReadySessionId: session.sessionId, buttonType: "PayPal" });
    },
  );
});

export async function withPromises(): Promise<string> {
  const instance = await braintree.paymentReady.create({ client: clientInstance });
  const session = await instance.createCustomerSession({ customer: {} });
  await instance.getCustomerRecommendations({ sessionId: session.sessionId });
  return session.sessionId;
}
