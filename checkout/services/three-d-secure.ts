// 3-D Secure inside the checkout: created with the checkout (a failure fails create, as with drop-in), it verifies
// each card nonce before `requestPaymentMethod` hands it over.
import { recordOf, type Client } from "../../kernel/index.js";
import { ACS_WINDOW_SIZE, THREE_D_SECURE_EVENTS } from "../constants.js";
import { namespaceOf } from "../load.js";
import type { PaymentMethodPayload } from "../types.js";

export interface Verifier {
  /** Verifies a card's nonce: resolves with the verified nonce and the liability shift. */
  verify(payload: PaymentMethodPayload, options: unknown): Promise<PaymentMethodPayload>;
  teardown(): Promise<void>;
}

/** `config` is the merchant's `threeDSecure` option, kept current by `updateConfiguration`. */
export async function createVerifier(client: Client, config: Record<string, unknown>, emit: (event: string, payload: unknown) => void): Promise<Verifier> {
  const namespace = await namespaceOf("threeDSecure", () => import("../../plugins/three-d-secure/plugin.js"));
  const cardinalSDKConfig = config.cardinalSDKConfig;
  const instance = await namespace.create({ client, version: "2", ...(cardinalSDKConfig ? { cardinalSDKConfig } : {}) } as never);
  for (const event of THREE_D_SECURE_EVENTS) instance.on(event as never, (payload: unknown) => emit(`3ds:${event}`, payload));
  return {
    verify(payload, options) {
      const merchant = recordOf(options);
      return instance.verifyCard({
        amount: config.amount,
        ...merchant,
        nonce: payload.nonce,
        bin: payload.details.bin,
        onLookupComplete: (_data: unknown, next: () => void) => next(),
        additionalInformation: { acsWindowSize: ACS_WINDOW_SIZE, ...recordOf(merchant.additionalInformation) },
      } as never) as unknown as Promise<PaymentMethodPayload>;
    },
    teardown: () => instance.teardown(),
  };
}
