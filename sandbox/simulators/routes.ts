/**
 * Every provider the sandbox plays, on the gateway under `/simulators/<provider>/…`: the pages a shopper
 * would see at PayPal, Masterpass, Venmo, a bank or an issuer, the third-party scripts a page would load
 * from them, and the servers behind the wallet simulators. Each is labelled as a simulator and never reaches
 * the real provider. (The wallets' browser APIs themselves come from the asset origin: browser-apis.ts.)
 */
import { type Route, get, post } from "../gateway/router.js";
import { simulateApplePayPayment } from "./apple-pay/payment.js";
import { linkBankAccount } from "./bank-login/link.js";
import { cardinalSetup, decideChallenge, showChallenge } from "./cardinal/challenge.js";
import { fraudBeacon } from "./fraudnet/beacon.js";
import { simulateGooglePayPaymentData } from "./google-pay/payment-data.js";
import { decideLocalPayment, showLocalPayment } from "./local-payment/bank.js";
import { decideMasterpass, showMasterpassCheckout } from "./masterpass/checkout.js";
import { decideOpenBanking, showOpenBanking } from "./open-banking/bank.js";
import { decidePayPal, payPalLoading, payPalPreload, payPalSdkReturn, showPayPalApproval } from "./paypal/approval.js";
import { simulatorScript } from "./scripts.js";
import { decideSepaMandate, showSepaMandate } from "./sepa/mandate.js";
import { decideVenmo, showVenmoApp } from "./venmo/app.js";
import { simulateVisaCheckoutPayment } from "./visa-checkout/payment.js";

/** The simulated third-party scripts the gateway serves: URL path → file under sandbox/simulators/. */
export const SIMULATOR_SCRIPTS: Readonly<Record<string, string>> = {
  "/simulators/cardinal/songbird.js": "cardinal/songbird.js",
  "/simulators/fraudnet/fb.js": "fraudnet/fb.js",
  "/simulators/fastlane/axo.js": "fastlane/axo.js",
  "/simulators/paypal/sdk/js": "paypal/sdk.js",
  "/simulators/bank-login/link-initialize.js": "bank-login/link-initialize.js",
};

export const simulatorRoutes: readonly Route[] = [
  ...Object.entries(SIMULATOR_SCRIPTS).map(([path, file]) => get(path, () => simulatorScript(file))),
  // Wallet servers: what Apple, Google and Visa hand their browser APIs (browser-apis.ts).
  post("/simulators/apple-pay/payment", simulateApplePayPayment),
  post("/simulators/google-pay/payment-data", simulateGooglePayPaymentData),
  post("/simulators/visa-checkout/payment", simulateVisaCheckoutPayment),
  // PayPal: approval pages, and the pages behind the simulated JS SDK.
  get("/simulators/paypal/checkout", showPayPalApproval),
  get("/simulators/paypal/agreement", showPayPalApproval),
  get("/simulators/paypal/decide", decidePayPal),
  get("/simulators/paypal/sdk/return", payPalSdkReturn),
  get("/simulators/paypal/loading", payPalLoading),
  get("/simulators/paypal/smart/buttons/preload", payPalPreload),
  get("/simulators/masterpass/checkout", showMasterpassCheckout),
  get("/simulators/masterpass/decide", decideMasterpass),
  // The Venmo app: the deep links, the web login and the desktop QR code all open it.
  get("/simulators/venmo/braintree/checkout", showVenmoApp),
  get("/simulators/venmo/go/checkout", showVenmoApp),
  get("/simulators/venmo/go/web", showVenmoApp),
  get("/simulators/venmo/go/purchase", showVenmoApp),
  get("/simulators/venmo/decide", decideVenmo),
  // Cardinal and the card issuer (3-D Secure).
  post("/simulators/cardinal/setup", cardinalSetup),
  get("/simulators/cardinal/challenge", showChallenge),
  get("/simulators/cardinal/decide", decideChallenge),
  get("/simulators/fraudnet/beacon", fraudBeacon),
  post("/simulators/bank-login/link", linkBankAccount),
  // Banks: local payments, SEPA mandates, open banking.
  get("/simulators/local-payment/checkout", showLocalPayment),
  get("/simulators/local-payment/decide", decideLocalPayment),
  get("/simulators/sepa/mandate", showSepaMandate),
  get("/simulators/sepa/decide", decideSepaMandate),
  get("/simulators/open-banking/create", showOpenBanking),
  get("/simulators/open-banking/decide", decideOpenBanking),
];
