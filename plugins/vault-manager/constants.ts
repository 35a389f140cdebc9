export const ENDPOINT = "payment_methods";

/** The server's error class for a nonce that names no stored payment method. */
export const NOT_FOUND_ERROR_CLASS = "NOT_FOUND";

export const DELETE_OPERATION = "DeletePaymentMethodFromSingleUseToken";

export const DELETE_MUTATION =
  "mutation DeletePaymentMethodFromSingleUseToken($input: DeletePaymentMethodFromSingleUseTokenInput!) " +
  "{ deletePaymentMethodFromSingleUseToken(input: $input) { clientMutationId } }";

/** Messages naming the nonce (WIRE §6.2; "occured" and "assocaited" are the provider's spelling). */
export const MESSAGES = {
  notFound: (nonce: string) => `A payment method for payment method nonce \`${nonce}\` could not be found.`,
  unknown: (nonce: string) =>
    `An unknown error occured when attempting to delete the payment method assocaited with the payment method nonce \`${nonce}\`.`,
} as const;

export const EVENTS = {
  fetchSucceeded: "vault-manager.fetch-payment-methods.succeeded",
  deleteSucceeded: "vault-manager.delete-payment-method.succeeded",
  deleteFailed: "vault-manager.delete-payment-method.failed",
} as const;
