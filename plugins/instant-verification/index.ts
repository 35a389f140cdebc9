// The npm module of this payment method (`paykit/instant-verification`, `braintree-web/instant-verification` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin, type Component } from "../../kernel/index.js";
import type { InstantVerification as InstantVerificationImplementation } from "./instant-verification.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** An instance as `create` resolves it: every asynchronous method takes a trailing callback or returns a Promise. */
export type InstantVerification = Component<InstantVerificationImplementation>;

/** The `braintree.instantVerification` namespace: `create` and `VERSION`. */
export const instantVerification = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/instant-verification"`. */
export const { create, VERSION } = instantVerification;

export default instantVerification;
