// The npm module of the checkout (`paykit/checkout`): its namespace, admitted by the kernel's registry, as the default
// export and member by member, and its public types.
import { registerPlugin } from "../kernel/index.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** The `braintree.dropin` namespace: `create` and `VERSION`. */
export const dropin = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/checkout"`. */
export const { create, VERSION } = dropin;

export default dropin;
