// Venmo: the app switch on a phone; on a computer only with `allowDesktop` (QR code) or `allowDesktopWebLogin`. Its
// sheet is the one-button sheet (one `tokenize`); whether to offer it is Venmo's flow module's browser check.
import { isBrowserSupported } from "../../plugins/venmo/flow.js";
import type { Supported } from "./method.js";

export { mount } from "./button.js";

// The namespace's synchronous static: no Venmo bundle is needed to decide.
export const supported: Supported = (_client, options) => isBrowserSupported(options);
