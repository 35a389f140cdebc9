// A part of the checkout (checkout.json `parts`): the sheets of the wallets and banks, by the names the plugin
// manifests give them (`checkout.<option>.sheet`), with the browser checks that decide whether to offer them,
// fetched at create when one of them is asked for.
import * as applePaySheet from "./apple-pay.js";
import * as buttonSheet from "./button.js";
import * as googlePaySheet from "./google-pay.js";
import { mount as localPaymentMount } from "./local-payment.js";
import type { SheetModule } from "./method.js";
import { mountPayPal } from "./paypal.js";
import * as venmoSheet from "./venmo.js";

export const applePay: SheetModule = applePaySheet;
export const googlePay: SheetModule = googlePaySheet;
export const venmo: SheetModule = venmoSheet;
export const localPayment: SheetModule = { mount: localPaymentMount };
export const paypal: SheetModule = { mount: /* @__PURE__ */ mountPayPal(false) };
export const paypalCredit: SheetModule = { mount: /* @__PURE__ */ mountPayPal(true) };
export const button: SheetModule = buttonSheet;
export const flow: SheetModule = buttonSheet;
