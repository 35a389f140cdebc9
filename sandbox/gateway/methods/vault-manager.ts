/**
 * The customer vault behind the vault manager (WIRE §5.19): `GET payment_methods` lists the payment
 * methods of the client token's customer, each with a fresh single-use nonce, and GraphQL
 * `DeletePaymentMethodFromSingleUseToken` removes the method a nonce stands for.
 *
 * Every customer id starts with the same three stored methods (a default Visa, a MasterCard and a PayPal
 * account); deletions last as long as the sandbox runs.
 */
import { randomUUID } from "node:crypto";
import { isRecord } from "../../shared/http.js";
import type { Credential } from "../core/authorization.js";
import {
  type GatewayContext,
  type GatewayRequest,
  type GatewayResponse,
  authorizeClassic,
  classicError,
  isResponse,
  gatewayState,
} from "../context.js";
import { type GraphQLCall, graphQLData, graphQLFailure } from "../core/graphql.js";
import { type Route, get, operation } from "../router.js";
import { binDataOf } from "../core/test-cards.js";

interface StoredMethod {
  id: string;
  type: "CreditCard" | "PayPalAccount";
  isDefault: boolean;
  hasSubscription: boolean;
  card?: { number: string; cardType: string; expirationMonth: string; expirationYear: string };
  email?: string;
}

function seed(): StoredMethod[] {
  const year = String(new Date().getUTCFullYear() + 4);
  return [
    {
      id: randomUUID(),
      type: "CreditCard",
      isDefault: true,
      hasSubscription: false,
      card: { number: "4111111111111111", cardType: "Visa", expirationMonth: "12", expirationYear: year },
    },
    {
      id: randomUUID(),
      type: "CreditCard",
      isDefault: false,
      hasSubscription: true,
      card: { number: "5555555555554444", cardType: "MasterCard", expirationMonth: "06", expirationYear: year },
    },
    { id: randomUUID(), type: "PayPalAccount", isDefault: false, hasSubscription: false, email: "shopper@example.com" },
  ];
}

/** Stored payment methods per merchant and customer, and the nonces handed out for them. */
export class CustomerVault {
  private readonly customers = new Map<string, StoredMethod[]>();
  private readonly nonces = new Map<string, { key: string; methodId: string }>();

  methodsOf(merchantId: string, customerId: string): StoredMethod[] {
    const key = `${merchantId}\u0000${customerId}`;
    let methods = this.customers.get(key);
    if (!methods) this.customers.set(key, (methods = seed()));
    return methods;
  }

  nonceFor(merchantId: string, customerId: string, method: StoredMethod): string {
    const nonce = randomUUID();
    this.nonces.set(nonce, { key: `${merchantId}\u0000${customerId}`, methodId: method.id });
    return nonce;
  }

  /** Forgets every customer: each starts again with the three seeded methods. */
  clear(): void {
    this.customers.clear();
    this.nonces.clear();
  }

  /** Deletes the method behind a nonce of this merchant; false when there is none. */
  deleteByNonce(merchantId: string, nonce: string): boolean {
    const entry = this.nonces.get(nonce);
    if (!entry || !entry.key.startsWith(`${merchantId}\u0000`)) return false;
    const methods = this.customers.get(entry.key) ?? [];
    const index = methods.findIndex((method) => method.id === entry.methodId);
    if (index < 0) return false;
    const [removed] = methods.splice(index, 1);
    if (removed?.isDefault && methods[0]) methods[0].isDefault = true;
    this.nonces.delete(nonce);
    return true;
  }
}

/** This gateway's customers and their stored payment methods. */
export const customerVaults = gatewayState("customer vaults", () => new CustomerVault());

function describe(method: StoredMethod, nonce: string): Record<string, unknown> {
  const common = { nonce, default: method.isDefault, hasSubscription: method.hasSubscription, type: method.type };
  if (method.card) {
    const { number, cardType, expirationMonth, expirationYear } = method.card;
    return {
      ...common,
      details: {
        cardType,
        lastFour: number.slice(-4),
        lastTwo: number.slice(-2),
        bin: number.slice(0, 6),
        expirationMonth,
        expirationYear,
        cardholderName: null,
      },
      description: `ending in ${number.slice(-2)}`,
      binData: binDataOf(number),
    };
  }
  return { ...common, details: { email: method.email }, description: method.email };
}

function customerOf(credential: Credential): string | undefined {
  return credential.kind === "clientToken" ? credential.grant.customerId : undefined;
}

/** `GET …/v1/payment_methods?defaultFirst=1|0`. */
export function listPaymentMethods(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const credential = authorizeClassic(request.query, request.pathMerchantId, context);
  if (isResponse(credential)) return credential;
  if (credential.kind !== "clientToken") return classicError(403, "A client token with a customer id is required");
  const customerId = customerOf(credential);
  if (customerId === undefined) return { status: 200, body: { paymentMethods: [] } };
  const merchantId = credential.merchant.merchantId;
  const stored = [...context.state(customerVaults).methodsOf(merchantId, customerId)];
  if (String(request.query.defaultFirst) === "1") stored.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const paymentMethods = stored.map((method) =>
    describe(method, context.state(customerVaults).nonceFor(merchantId, customerId, method)),
  );
  return { status: 200, body: { paymentMethods } };
}

const DELETE_FIELD = "deletePaymentMethodFromSingleUseToken";

/** GraphQL `DeletePaymentMethodFromSingleUseToken`. */
function deletePaymentMethodFromNonce(
  { variables, credential }: GraphQLCall,
  context: GatewayContext,
): GatewayResponse {
  if (credential.kind !== "clientToken") {
    return graphQLFailure(DELETE_FIELD, "AUTHORIZATION", "Tokenization keys cannot delete payment methods");
  }
  const input = isRecord(variables.input) ? variables.input : {};
  const nonce = input.singleUseTokenId;
  if (
    typeof nonce !== "string" ||
    !context.state(customerVaults).deleteByNonce(credential.merchant.merchantId, nonce)
  ) {
    return graphQLFailure(DELETE_FIELD, "NOT_FOUND", "Cannot find a payment method for the single use token", {
      inputPath: ["input", "singleUseTokenId"],
    });
  }
  return graphQLData({
    [DELETE_FIELD]: { clientMutationId: typeof input.clientMutationId === "string" ? input.clientMutationId : null },
  });
}

export const vaultManagerRoutes: readonly Route[] = [
  get("/merchants/:merchantId/client_api/v1/payment_methods", listPaymentMethods),
  operation("DeletePaymentMethodFromSingleUseToken", deletePaymentMethodFromNonce),
];
