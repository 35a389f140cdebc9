import type { BraintreeError } from "../kernel/index.js";
import type {
  ThreeDSecure,
  ThreeDSecureCreateOptions,
  VerifyCardOptions,
  VerifyPayload,
} from "../plugins/three-d-secure/index.js";
import { usePaymentsContext } from "./provider.js";
import { useComponent, useInstanceMethod } from "./use-component.js";

/** Options of `useThreeDSecure`: those of `threeDSecure.create` besides the client. */
export type UseThreeDSecureOptions = Omit<ThreeDSecureCreateOptions, "client" | "authorization">;

export interface ThreeDSecureApi {
  /** True once the 3D Secure component exists (Songbird.js may still be setting up; verifyCard waits for it). */
  ready: boolean;
  /** Why 3D Secure could not be created (e.g. a tokenization key: it needs a client token). */
  error?: BraintreeError;
  /** `verifyCard` of the component; rejects with `error`, or a not-ready error, until it exists. */
  verifyCard(options: VerifyCardOptions): Promise<VerifyPayload>;
  instance?: ThreeDSecure;
}

const NOT_READY = [
  "3D Secure",
  "call verifyCard once ready is true, inside <PaymentsProvider> with a client token",
] as const;

/**
 * 3D Secure for the client of the nearest `PaymentsProvider` (whose authorization must be a client token).
 * The plugin loads on first use; the component is torn down on unmount and when `version` changes, so
 * StrictMode's double mount leaves one instance.
 */
export function useThreeDSecure(options: UseThreeDSecureOptions = { version: "2" }): ThreeDSecureApi {
  const { client, error: clientError } = usePaymentsContext("useThreeDSecure");
  const { version } = options;
  const { instance, error } = useComponent<ThreeDSecure>("threeDSecure", client, () => ({ ...options }), version);
  const reported = clientError ?? error;
  const verifyCard = useInstanceMethod(instance, reported, NOT_READY, (ready, verifyOptions: VerifyCardOptions) =>
    ready.verifyCard(verifyOptions),
  );
  return { ready: Boolean(instance), error: reported, verifyCard, instance };
}
