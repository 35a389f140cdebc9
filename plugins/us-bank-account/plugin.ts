/** US bank account: ACH bank details or a bank login, exchanged for a nonce over the GraphQL API. */
import { definePlugin, VERSION } from "../../kernel/index.js";
import { usBankAccountErrors } from "./errors.js";
import type { UsBankAccountCreateOptions } from "./types.js";
import { UsBankAccount } from "./us-bank-account.js";

export type * from "./types.js";
export { UsBankAccount } from "./us-bank-account.js";
export { usBankAccountErrors } from "./errors.js";

const plugin = definePlugin<UsBankAccountCreateOptions, UsBankAccount>({
  name: "usBankAccount",
  displayName: "US Bank Account",
  version: VERSION,
  enabled: (configuration) => Boolean(configuration.usBankAccount),
  notEnabled: usBankAccountErrors.US_BANK_ACCOUNT_NOT_ENABLED,
  methods: { async: ["tokenize", "teardown"] },
  create: ({ client, configuration }) => new UsBankAccount(client, configuration),
});

export default plugin;
