/** Messages of the option errors (WIRE §6.2). */
export const MESSAGES = {
  mandateTextRequired: "mandateText property is required.",
  detailsOrLoginRequired: "tokenize must be called with bankDetails or bankLogin.",
  notBoth: "tokenize must be called with bankDetails or bankLogin, not both.",
  displayNameRequired: "displayName property is required when using bankLogin.",
} as const;

/** The bank-linking service's script (production). */
export const BANK_LOGIN_SCRIPT = "https://cdn.plaid.com/link/v2/stable/link-initialize.js";

/** Where the sandbox serves its simulated bank-linking script on a development gateway. */
export const BANK_LOGIN_SIMULATOR_PATH = "/simulators/bank-login/link-initialize.js";

/** The account id sent outside production, where the service's own account ids do not exist. */
export const NON_PRODUCTION_ACCOUNT_ID = "plaid_account_id";

export const DESCRIPTION_PREFIX = "US bank account ending in - ";

export const RESULT_TYPE = "us_bank_account";

/** A refused tokenization with this status means the authorization may not use this API. */
export const ACCESS_RESTRICTED_STATUS = 401;

export const EVENTS = {
  bankDetailsSucceeded: "usbankaccount.bankdetails.tokenization.succeeded",
  bankDetailsFailed: "usbankaccount.bankdetails.tokenization.failed",
  bankLoginStarted: "usbankaccount.banklogin.tokenization.started",
  bankLoginClosed: "usbankaccount.banklogin.tokenization.closed.by-user",
  bankLoginSucceeded: "usbankaccount.banklogin.tokenization.succeeded",
  bankLoginFailed: "usbankaccount.banklogin.tokenization.failed",
} as const;

/** `tokenizeUsBankAccount` / `tokenizeUsBankLogin` mutation text (WIRE §5.18). */
export function tokenizeMutation(kind: "UsBankAccount" | "UsBankLogin"): string {
  return (
    `mutation Tokenize${kind}($input: Tokenize${kind}Input!) { tokenize${kind}(input: $input) ` +
    "{ paymentMethod { id details { ... on UsBankAccountDetails { last4 } } } } }"
  );
}
