// CDN entry of venmo-desktop.min.js: the desktop half of the Venmo component (see venmo-desktop-load.ts).
import * as desktop from "../../plugins/venmo/desktop/index.js";

const root = globalThis as unknown as { braintree?: Record<string, unknown> };
(root.braintree ??= {}).__venmoDesktop = desktop;
