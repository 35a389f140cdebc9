// The npm module of this payment method (`paykit/us-bank-account`, `braintree-web/us-bank-account` under the alias): its namespace,
// admitted by the kernel's registry, as the default export and member by member, and its public types.
import { registerPlugin, type Component } from "../../kernel/index.js";
import type { UsBankAccount as UsBankAccountImplementation } from "./us-bank-account.js";
import plugin from "./plugin.js";

export * from "./plugin.js";
export { plugin };

/** An instance as `create` resolves it: every asynchronous method takes a trailing callback or returns a Promise. */
export type UsBankAccount = Component<UsBankAccountImplementation>;
/** The provider's typings call the instance `USBankAccount`. */
export type USBankAccount = UsBankAccount;

/** The `braintree.usBankAccount` namespace: `create` and `VERSION`. */
export const usBankAccount = registerPlugin(plugin);

/** The namespace's members, named: `import { create } from "paykit/us-bank-account"`. */
export const { create, VERSION } = usBankAccount;

export default usBankAccount;
