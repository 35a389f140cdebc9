// Answers the `braintree.paypal` namespace gives before any bundle is fetched (the loader serves them too).

/** Every browser can run the flow: in a pop-up, a modal frame or an app's pop-up bridge. */
export function isSupported(): boolean {
  return true;
}
