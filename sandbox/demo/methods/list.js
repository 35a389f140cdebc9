// The demo checkout's payment methods, in the order the page shows them. Adding a method to the demo is
// one self-contained file, methods/<id>.js, which calls demoCheckout.method({ id, title, tagline,
// bundles, scripts, mount(body, checkout) }), plus its id on one line below. The same file runs on `/`
// (CDN bundles by script tag) and `/loader` (the loader fetches bundles), because it only uses
// checkout.client() and the page's `braintree` namespace (see checkout.js). `/react` draws the same ids
// with its own components (sandbox/demo/react/), one per method.
window.DEMO_METHODS = [
  "card",
  "checkout",
  "american-express",
  "apple-pay",
  "google-payment",
  "payment-request",
  "visa-checkout",
  "paypal",
  "venmo",
  "unionpay",
  "us-bank-account",
  "sepa",
  "local-payment",
  "instant-verification",
  "vault-manager",
  "payment-ready",
  "preferred-payment-methods",
  "fastlane",
];
