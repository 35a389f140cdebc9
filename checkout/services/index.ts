// A part of the checkout (`checkout-services`, checkout.json): what some checkouts add around the payment options,
// fetched at create by those that use it: 3-D Secure and device data (when set up fails, so does create, as with
// drop-in) and a customer's saved payment methods (without them, the checkout still offers every option).
import { createError, type Client, type ErrorDefinition } from "../../kernel/index.js";
import type { checkoutErrors } from "../errors.js";
import type { PaymentOptionId } from "../types.js";
import { collectDeviceData, type Collector } from "./data-collector.js";
import { createVerifier, type Verifier } from "./three-d-secure.js";
import { openVault, type Vault } from "./vault.js";

export type { Collector, Verifier, Vault };

export interface Services {
  verifier?: Verifier;
  collector?: Collector;
  vault?: Vault;
  teardown(): Promise<void>;
}

/** What the services need of the checkout. */
export interface ServicesRequest {
  client: Client;
  /** The merchant's create options. */
  options: Record<string, unknown>;
  /** The `threeDSecure` settings `updateConfiguration` keeps current. */
  threeDSecure: Record<string, unknown>;
  /** The options offered (a saved method of another type is not shown). */
  offered: PaymentOptionId[];
  /** Each option's row, with the type of its payloads (options.generated.ts, read by the checkout's bundle). */
  rows: Readonly<Record<PaymentOptionId, { paymentMethodType: string }>>;
  /** A customer is behind the authorization: list their saved methods. */
  customer: boolean;
  emit: (event: string, payload: unknown) => void;
  /** The checkout's error catalogue (errors.ts, in the checkout's bundle): this part would otherwise carry it again. */
  errors: typeof checkoutErrors;
}

const failedAs = (definition: ErrorDefinition) => (originalError: unknown) => {
  throw createError(definition, { details: { originalError } });
};

/** Starts what the options ask for, side by side; a failure of 3-D Secure or the Data Collector tears down the others. */
export async function startServices(request: ServicesRequest): Promise<Services> {
  const { client, options, errors } = request;
  const [verifier, collector, vault] = await Promise.allSettled([
    options.threeDSecure
      ? createVerifier(client, request.threeDSecure, request.emit, errors.DROPIN_THREE_D_SECURE_FAILED).catch(
          failedAs(errors.DROPIN_THREE_D_SECURE_SETUP_FAILED),
        )
      : undefined,
    options.dataCollector
      ? collectDeviceData(client, options.dataCollector).catch(failedAs(errors.DROPIN_DATA_COLLECTOR_SETUP_FAILED))
      : undefined,
    request.customer ? openVault(client, options, request.offered, request.rows) : undefined,
  ]);
  const services: Services = {
    verifier: verifier.status === "fulfilled" ? verifier.value : undefined,
    collector: collector.status === "fulfilled" ? collector.value : undefined,
    vault: vault.status === "fulfilled" ? vault.value : undefined,
    teardown: () =>
      Promise.allSettled([services.verifier?.teardown(), services.collector?.teardown()]).then(() => undefined),
  };
  for (const outcome of [verifier, collector]) {
    if (outcome.status === "rejected") {
      await services.teardown();
      throw outcome.reason;
    }
  }
  return services;
}
