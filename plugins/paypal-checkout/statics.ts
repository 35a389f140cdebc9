// Answers the `braintree.paypalCheckout` namespace gives before any bundle is fetched (the loader serves them too).

/** Every browser can run PayPal Checkout: the PayPal JS SDK falls back to a modal where pop-ups cannot open. */
export function isSupported(): boolean {
  return true;
}
