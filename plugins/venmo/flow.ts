// Venmo's shopper flow on a page, framework-free: whether the app switch (or a desktop flow the options allow) can
// complete in this browser, the desktop default a ready-made button gives, and the payment itself, one tokenize.
// The checkout's Venmo sheet and React's <PaymentMethod> both use it; it imports no instance code (the browser
// check is the namespace's synchronous static), so it loads without the plugin's bundle.
import type { MethodFlow } from "../../kernel/index.js";
import { tokenizeOnce, type Tokenizer } from "../common/flow.js";
import { isBrowserSupported } from "./statics.js";
import type { VenmoBrowserSupportOptions } from "./types.js";

export { isBrowserSupported };

/**
 * Create options with the desktop QR code on unless the merchant chose a desktop flow: a ready-made Venmo button
 * then works on a computer as written (the plugin alone keeps the provider's default, phones only).
 */
export function withDesktopQrCode<Options extends object>(options: Options): Options & VenmoBrowserSupportOptions {
  const chosen = Object.hasOwn(options, "allowDesktop") || Object.hasOwn(options, "allowDesktopWebLogin");
  return chosen ? options : { allowDesktop: true, ...options };
}

const flow: MethodFlow<Tokenizer> = {
  defaults: withDesktopQrCode,
  supported: ({ options }) =>
    isBrowserSupported(options) || "venmo.isBrowserSupported() is false in this browser with these options.",
  pay: tokenizeOnce,
};

export default flow;
