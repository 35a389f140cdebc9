// The npm module of this payment method (`paykit/hosted-fields`, `braintree-web/hosted-fields` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin, type Component } from "../../kernel/index.js";
import type { HostedFields as HostedFieldsImplementation } from "./hosted-fields.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** An instance as `create` resolves it: every asynchronous method takes a trailing callback or returns a Promise. */
export type HostedFields = Component<HostedFieldsImplementation>;

/** The `braintree.hostedFields` namespace: `create`, `supportsInputFormatting` and `VERSION`. */
export const hostedFields = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/hosted-fields"`. */
export const { create, VERSION, supportsInputFormatting } = hostedFields;

export default hostedFields;
