// The demo checkout's payment methods, in the order the page shows them. Adding a method to the demo is
// one self-contained file, methods/<id>.js, which calls demoCheckout.method({ id, title, tagline,
// bundles, scripts, mount(body, checkout) }), plus its id on one line below. The same file runs on `/`
// (CDN bundles by script tag) and `/loader` (the loader fetches bundles), because it only uses
// checkout.client() and the page's `braintree` namespace (see checkout.js). `/react` draws the same ids
// with its own components (sandbox/demo/react/), one per method.
// The Checkout first (on its own, above the accordion), then the single methods by group (DEMO_GROUPS).
window.DEMO_METHODS = [
  "checkout",
  "card",
  "american-express",
  "unionpay",
  "apple-pay",
  "google-payment",
  "payment-request",
  "visa-checkout",
  "paypal",
  "venmo",
  "us-bank-account",
  "sepa",
  "local-payment",
  "instant-verification",
  "vault-manager",
  "fastlane",
  "payment-ready",
  "preferred-payment-methods",
];

/** The accordion's groups, so that a visitor finds a method at a glance (a method named in none goes last). */
window.DEMO_GROUPS = [
  { title: "Cards", methods: ["card", "american-express", "unionpay"] },
  { title: "Wallets", methods: ["apple-pay", "google-payment", "payment-request", "visa-checkout"] },
  { title: "PayPal and Venmo", methods: ["paypal", "venmo"] },
  { title: "Banks and local methods", methods: ["us-bank-account", "sepa", "local-payment", "instant-verification"] },
  { title: "Saved and advanced", methods: ["vault-manager", "fastlane", "payment-ready", "preferred-payment-methods"] },
];
