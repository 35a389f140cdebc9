// 3-D Secure inside the checkout: created with the checkout (a failure fails create, as with drop-in), it verifies
// each card nonce before `requestPaymentMethod` hands it over.
import { createError, recordOf, type Client, type ErrorDefinition } from "../../kernel/index.js";
import { ACS_WINDOW_SIZE, THREE_D_SECURE_EVENTS } from "../constants.js";
import { namespaceOf } from "../load.js";
import type { PaymentMethodPayload } from "../types.js";

export interface Verifier {
  /**
   * Verifies a method that needs it (a card; a Google Pay card that is not a network token) unless verified already:
   * its nonce becomes the verified one, with the liability shift. Fails with DROPIN_THREE_D_SECURE_FAILED.
   */
  verify(method: PaymentMethodPayload, options: unknown): Promise<void>;
  teardown(): Promise<void>;
}

function needsVerification(method: PaymentMethodPayload): boolean {
  if (method.liabilityShifted !== undefined && method.liabilityShifted !== null) return false;
  return (
    method.type === "CreditCard" || (method.type === "AndroidPayCard" && method.details?.isNetworkTokenized === false)
  );
}

/**
 * `config` is the merchant's `threeDSecure` option, kept current by `updateConfiguration`; `failed` the checkout's
 * DROPIN_THREE_D_SECURE_FAILED.
 */
export async function createVerifier(
  client: Client,
  config: Record<string, unknown>,
  emit: (event: string, payload: unknown) => void,
  failed: ErrorDefinition,
): Promise<Verifier> {
  const namespace = await namespaceOf("threeDSecure", () => import("../../plugins/three-d-secure/plugin.js"));
  const cardinalSDKConfig = config.cardinalSDKConfig;
  const instance = await namespace.create({
    client,
    version: "2",
    ...(cardinalSDKConfig ? { cardinalSDKConfig } : {}),
  });
  for (const event of THREE_D_SECURE_EVENTS)
    instance.on(event as never, (payload: unknown) => emit(`3ds:${event}`, payload));
  return {
    async verify(method, options) {
      if (!needsVerification(method)) return;
      const merchant = recordOf(options);
      try {
        const verified = (await instance.verifyCard({
          amount: config.amount,
          ...merchant,
          nonce: method.nonce,
          bin: method.details.bin,
          onLookupComplete: (_data: unknown, next: () => void) => next(),
          additionalInformation: { acsWindowSize: ACS_WINDOW_SIZE, ...recordOf(merchant.additionalInformation) },
        } as never)) as unknown as PaymentMethodPayload;
        const { nonce, liabilityShifted, liabilityShiftPossible, threeDSecureInfo } = verified;
        Object.assign(method, { nonce, liabilityShifted, liabilityShiftPossible, threeDSecureInfo });
      } catch (originalError) {
        throw createError(failed, { details: { originalError } });
      }
    },
    teardown: () => instance.teardown(),
  };
}
