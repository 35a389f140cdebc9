// Fastlane as braintree-web's documentation teaches it, in TypeScript: the instance is PayPal's own Fastlane object.
import * as braintree from "braintree-web";
import fastlane from "braintree-web/fastlane";

declare const clientInstance: braintree.Client;
declare const deviceData: string;

fastlane.create({ client: clientInstance, deviceData }, function (createErr, fastlaneInstance) {
  if (createErr) {
    console.error(createErr.code);
    return;
  }
  console.log(fastlaneInstance);
});

export async function withPromises(): Promise<void> {
  const instance = await braintree.fastlane.create({ authorization: "sandbox_key", deviceData, styles: { root: {} } });
  console.log(instance);
}
