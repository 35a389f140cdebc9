/**
 * React bindings for paykit: lifecycle and state wiring over the kernel, no payment logic.
 * Safe under StrictMode double mounts and server rendering (nothing touches `window` at import).
 */
export { PaymentsProvider, usePaymentsClient } from "./provider.js";
export type { PaymentsProviderProps, PaymentsState } from "./provider.js";
export { PaymentMethod } from "./payment-method.js";
export type { PaymentMethodProps, PaymentMethodRender, PaymentMethodRenderApi } from "./payment-method.js";
export type {
  DefaultButtonMethod,
  MethodInstance,
  MethodOptions,
  MethodPayload,
  MethodPaymentRequest,
  MethodTokenizeOptions,
  PaymentMethodName,
} from "./plugins.js";
export type { ButtonStyle } from "./buttons/types.js";
export { HostedFields, useHostedFields } from "./hosted-fields.js";
export type { HostedFieldProps, HostedFieldsApi, HostedFieldsProps } from "./hosted-fields.js";
export { useThreeDSecure } from "./use-three-d-secure.js";
export { Checkout, useCheckout } from "./checkout.js";
export type { CheckoutApi, CheckoutProps } from "./checkout.js";
export type { ThreeDSecureApi, UseThreeDSecureOptions } from "./use-three-d-secure.js";
