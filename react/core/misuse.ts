import { createError, sharedErrors, type BraintreeError } from "../../kernel/index.js";

/** The error a hook or component used outside the provider it needs throws: it names both. */
export function outsideProvider(caller: string, provider: string): BraintreeError {
  return createError(sharedErrors.INSTANTIATION_OPTION_REQUIRED, {
    message: `${caller} must be used inside ${provider}: wrap the payment form in it.`,
  });
}
