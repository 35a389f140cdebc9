// A part of the checkout (checkout.json `parts`): the sheets of the wallets and banks and the browser checks that
// decide whether to offer them, fetched at create when the gateway enables one of them.
import * as applePaySheet from "./apple-pay.js";
import * as googlePaySheet from "./google-pay.js";
import { mount as localPaymentMount } from "./local-payment.js";
import type { WalletSheet } from "./method.js";
import { mountPayPal } from "./paypal.js";
import * as venmoSheet from "./venmo.js";

export const applePay: WalletSheet = applePaySheet;
export const googlePay: WalletSheet = googlePaySheet;
export const venmo: WalletSheet = venmoSheet;
export const localPayment: WalletSheet = { mount: localPaymentMount };
export const paypal: WalletSheet = { mount: /* @__PURE__ */ mountPayPal(false) };
export const paypalCredit: WalletSheet = { mount: /* @__PURE__ */ mountPayPal(true) };
