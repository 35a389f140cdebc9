// The npm module of this payment method (`paykit/fastlane`, `braintree-web/fastlane` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin } from "../../kernel/index.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** The `braintree.fastlane` namespace: `create` and `VERSION`. */
export const fastlane = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/fastlane"`. */
export const { create, VERSION } = fastlane;

export default fastlane;
