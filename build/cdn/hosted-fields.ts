// CDN entry of hosted-fields.min.js: installs `braintree.hostedFields`.
import { hostedFields } from "../../plugins/hosted-fields/index.js";

const root = globalThis as unknown as { braintree?: Record<string, unknown> };
(root.braintree ??= {}).hostedFields = hostedFields;
