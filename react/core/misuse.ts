import { createError, sharedErrors, type BraintreeError } from "../../kernel/index.js";

/** The error a hook or component used outside the provider it needs throws: it names both. */
export function outsideProvider(caller: string, provider: string): BraintreeError {
  return createError(sharedErrors.INSTANTIATION_OPTION_REQUIRED, {
    message: `${caller} must be used inside ${provider}: wrap the payment form in it.`,
  });
}

/** What a component's method rejects with while its instance does not exist yet: what is not ready, and when to call. */
export function notReady(component: string, advice: string): BraintreeError {
  return createError(sharedErrors.INSTANTIATION_OPTION_REQUIRED, { message: `${component} is not ready: ${advice}.` });
}
