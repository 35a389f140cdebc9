// 3-D Secure as braintree-web's documentation teaches it, in TypeScript: create with the version as a number or text,
// every instance method with callbacks and with Promises, and the events.
import * as braintree from "braintree-web";
import threeDSecure, { type ThreeDSecure, type ThreeDSecureVerifyPayload } from "braintree-web/three-d-secure";

declare const clientInstance: braintree.Client;
declare const nonce: string;
declare const bin: string;

threeDSecure.create({ client: clientInstance, version: 2 }, function (createErr, threeDSecureInstance) {
  if (createErr || !threeDSecureInstance) {
    console.error(createErr?.code);
    return;
  }
  threeDSecureInstance.verifyCard(
    {
      amount: "500.00",
      nonce,
      bin,
      email: "test@example.com",
      billingAddress: {
        givenName: "Jill",
        surname: "Doe",
        phoneNumber: "8101234567",
        streetAddress: "555 Smith St.",
        locality: "Oakland",
        region: "CA",
        postalCode: "12345",
        countryCodeAlpha2: "US",
      },
      additionalInformation: { workPhoneNumber: "5555555555", shippingGivenName: "Jill" },
      onLookupComplete: function (data, next) {
        console.log(data.requiresUserAuthentication);
        next();
      },
    },
    function (verifyErr: braintree.BraintreeError, payload: ThreeDSecureVerifyPayload) {
      if (verifyErr) {
        console.error(verifyErr.code);
        return;
      }
      if (payload.liabilityShifted) console.log(payload.nonce);
      console.log(payload.threeDSecureInfo?.liabilityShiftPossible);
    },
  );
  threeDSecureInstance.on("lookup-complete", function (data: unknown, next: () => void) {
    console.log(data);
    next();
  });
  threeDSecureInstance.on("customer-canceled", () => console.log("canceled"));
  console.log(threeDSecureInstance.hasListener("lookup-complete"));
  threeDSecureInstance.cancelVerifyCard(function (err, verifyPayload) {
    if (err) return;
    console.log(verifyPayload?.nonce);
  });
  threeDSecureInstance.prepareLookup({ nonce, bin }, (err, payload) => console.log(err?.code, payload));
  threeDSecureInstance.initializeChallengeWithLookupResponse("{}", (err, payload) =>
    console.log(err?.code, payload?.nonce),
  );
  threeDSecureInstance.teardown((err) => err?.code);
});

export async function withPromises(): Promise<string> {
  const instance: ThreeDSecure = await braintree.threeDSecure.create({ client: clientInstance, version: "2" });
  await braintree.threeDSecure.create({ authorization: "sandbox_key", version: "2-inline-iframe" });
  const lookup: string = await instance.prepareLookup({ nonce, bin });
  const challenged = await instance.initializeChallengeWithLookupResponse(lookup);
  const verified = await instance.verifyCard({ nonce, bin, amount: 10, onLookupComplete: (_data, next) => next() });
  const cancelled = await instance.cancelVerifyCard();
  await instance.teardown();
  return challenged.nonce + verified.nonce + cancelled.nonce;
}

// Code written for 3-D Secure 2 as the provider's migration guide and the community typings show it, under strict.
export function withListeners(instance: ThreeDSecure): void {
  instance.on("lookup-complete", (data, next) => {
    if (data?.requiresUserAuthentication) console.log(data.lookup.threeDSecureVersion, data.paymentMethod.nonce);
    next?.();
  });
  instance.on("authentication-iframe-available", function (event, next) {
    document.body.appendChild(event.element);
    next();
  });
  const onCancel = () => console.log("canceled");
  instance.on("customer-canceled", onCancel);
  instance.on("authentication-modal-render", () => console.log("shown"));
  instance.on("authentication-modal-close", () => console.log("closed"));
  instance.off("customer-canceled", onCancel);
  // The typings' listener for every event: optional data and next.
  const anyEvent = (data?: unknown, next?: () => void) => next?.();
  for (const event of ["lookup-complete", "customer-canceled"] as const) instance.on(event, anyEvent);
}

export function readPayload(payload: ThreeDSecureVerifyPayload): string {
  const shifted: boolean = payload.threeDSecureInfo.liabilityShifted;
  const possible: boolean = payload.threeDSecureInfo.liabilityShiftPossible;
  const deprecated: boolean = payload.liabilityShifted || payload.liabilityShiftPossible;
  const status: string = payload.threeDSecureInfo.status;
  console.log(shifted, possible, deprecated, status, payload.details.cardType, payload.details.lastTwo);
  return `${payload.binData.issuingBank} ${payload.binData.countryOfIssuance} ${payload.binData.prepaid} ${payload.description}`;
}

export async function cancelled(instance: ThreeDSecure): Promise<boolean> {
  const payload: ThreeDSecureVerifyPayload = await instance.cancelVerifyCard();
  return payload.liabilityShifted;
}

// @ts-expect-error: the version is required (the provider refuses a create without one)
threeDSecure.create({ client: clientInstance });
