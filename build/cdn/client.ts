// CDN entry of client.min.js: installs `braintree.client` on the page's global.
import { client, BraintreeError, VERSION } from "../../kernel/index.js";

type Namespace = Record<string, unknown>;
const root = globalThis as unknown as { braintree?: Namespace };
const braintree: Namespace = root.braintree ?? (root.braintree = {});
braintree.client = client;
braintree.VERSION = VERSION;
braintree.BraintreeError ??= BraintreeError;
