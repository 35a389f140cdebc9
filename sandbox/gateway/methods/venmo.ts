/**
 * Venmo payment contexts (WIRE §5.20): the GraphQL operations the Venmo component calls, over one state
 * machine per context. CREATED → SCANNED → APPROVED is the shopper's path in the (simulated) Venmo app;
 * CANCELED, FAILED and EXPIRED end a context early. Terminal states never change again.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { isRecord } from "../../shared/http.js";
import { type GatewayContext, type GatewayResponse, gatewayState } from "../context.js";
import { type GraphQLCall, type GraphQLError, graphQLData, graphQLErrors } from "../core/graphql.js";
import { describeMerchant } from "../core/profile.js";
import { type Route, operation } from "../router.js";

export const VENMO_STATUSES = ["CREATED", "SCANNED", "APPROVED", "EXPIRED", "FAILED", "CANCELED"] as const;
export type VenmoStatus = (typeof VENMO_STATUSES)[number];

const TERMINAL: readonly VenmoStatus[] = ["APPROVED", "EXPIRED", "FAILED", "CANCELED"];

/** How long a context lives before the gateway calls it EXPIRED. */
export const VENMO_CONTEXT_LIFETIME_MS = 5 * 60 * 1000;

/** The sandbox Venmo account every approval comes from. */
export const SANDBOX_VENMO_ACCOUNT = {
  userName: "venmojoe",
  firstName: "Venmo",
  lastName: "Joe",
  phoneNumber: "5551234567",
  email: "venmojoe@example.com",
  address: {
    fullName: "Venmo Joe",
    addressLine1: "123 Main St",
    addressLine2: "Unit 1",
    adminArea1: "IL",
    adminArea2: "Chicago",
    postalCode: "60654",
    countryCode: "US",
  },
} as const;

export interface VenmoPaymentContext {
  id: string;
  merchantId: string;
  /** Created by the legacy QR-code mutation (no payer information). */
  legacy: boolean;
  intent: string;
  customerClient: string | null;
  paymentMethodUsage: string | null;
  displayName: string | null;
  merchantProfileId: string | null;
  /** The merchant's store name, which the simulated app shows when the page gave no `displayName`. */
  storeName: string | null;
  collectCustomerBillingAddress: boolean;
  collectCustomerShippingAddress: boolean;
  transactionDetails: Record<string, unknown> | null;
  createdAt: number;
  expiresAt: number;
  status: VenmoStatus;
  paymentMethodId: string | null;
  userName: string | null;
}

/** The contexts the gateway issued, and the decisions taken on them in the simulated app. */
export class VenmoLedger {
  readonly #contexts = new Map<string, VenmoPaymentContext>();
  lifetimeMs = VENMO_CONTEXT_LIFETIME_MS;

  create(
    fields: Omit<VenmoPaymentContext, "id" | "createdAt" | "expiresAt" | "status" | "paymentMethodId" | "userName">,
  ): VenmoPaymentContext {
    const createdAt = Date.now();
    const context: VenmoPaymentContext = {
      ...fields,
      id: `cGF5bWVudGNvbnRleHRfdmVubW9f${randomBytes(12).toString("hex")}`,
      createdAt,
      expiresAt: createdAt + this.lifetimeMs,
      status: "CREATED",
      paymentMethodId: null,
      userName: null,
    };
    this.#contexts.set(context.id, context);
    return context;
  }

  /** The context, its status brought up to date with the clock. */
  get(id: unknown): VenmoPaymentContext | undefined {
    const context = typeof id === "string" ? this.#contexts.get(id) : undefined;
    if (context && !TERMINAL.includes(context.status) && Date.now() > context.expiresAt) context.status = "EXPIRED";
    return context;
  }

  /** Moves a context on; false when it already ended (or the move makes no sense). */
  move(context: VenmoPaymentContext, status: VenmoStatus): boolean {
    if (TERMINAL.includes(context.status) || status === "CREATED") return false;
    if (status === "SCANNED" && context.status !== "CREATED") return false;
    context.status = status;
    if (status === "APPROVED") {
      context.paymentMethodId = `fake-venmo-account-nonce-${randomUUID()}`;
      context.userName = SANDBOX_VENMO_ACCOUNT.userName;
    }
    return true;
  }

  all(): VenmoPaymentContext[] {
    return [...this.#contexts.values()];
  }
}

/** This gateway's Venmo payment contexts (the simulated Venmo app decides them). */
export const venmoContexts = gatewayState("Venmo payment contexts", () => new VenmoLedger());

export function isTerminal(status: VenmoStatus): boolean {
  return TERMINAL.includes(status);
}

/** What an operation produced: `data`, or errors (with `data` null). */
export type VenmoOperationResult = { data: Record<string, unknown> } | { errors: GraphQLError[] };

function userError(message: string, inputPath?: string[]): VenmoOperationResult {
  return {
    errors: [
      {
        message,
        extensions: { errorClass: "VALIDATION", errorType: "user_error", ...(inputPath ? { inputPath } : {}) },
      },
    ],
  };
}

function notFound(): VenmoOperationResult {
  return {
    errors: [
      {
        message: "An object with this ID was not found.",
        extensions: { errorClass: "NOT_FOUND", errorType: "user_error" },
      },
    ],
  };
}

const iso = (time: number) => new Date(time).toISOString();

function contextFields(context: VenmoPaymentContext) {
  return {
    id: context.id,
    merchantId: context.merchantId,
    createdAt: iso(context.createdAt),
    expiresAt: iso(context.expiresAt),
  };
}

const USAGES = ["SINGLE_USE", "MULTI_USE"];
const CLIENTS = ["DESKTOP", "MOBILE_WEB", "NATIVE_WEB"];
const INTENTS = ["CONTINUE", "PAY_FROM_APP"];

function text(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/** `CreateVenmoPaymentContext` (current) and `CreateVenmoQRCodePaymentContext` (legacy). */
export function createVenmoContext(
  legacy: boolean,
  variables: Record<string, unknown>,
  ledger: VenmoLedger,
  venmoMerchantId: string,
  enrichedCustomerData: boolean,
  storeName: string | null = null,
): VenmoOperationResult {
  const input = isRecord(variables.input) ? variables.input : undefined;
  if (!input) return userError("Variable 'input' has an invalid value.", ["input"]);
  const intent = input.intent;
  if (typeof intent !== "string" || !INTENTS.includes(intent))
    return userError("Intent is invalid.", ["input", "intent"]);
  if (legacy) {
    const environment = input.environment;
    if (typeof environment !== "string" || !["SANDBOX", "PRODUCTION", "DEVELOPMENT"].includes(environment)) {
      return userError("Environment is invalid.", ["input", "environment"]);
    }
  } else {
    if (typeof input.paymentMethodUsage !== "string" || !USAGES.includes(input.paymentMethodUsage)) {
      return userError("Payment method usage is invalid.", ["input", "paymentMethodUsage"]);
    }
    if (typeof input.customerClient !== "string" || !CLIENTS.includes(input.customerClient)) {
      return userError("Customer client is invalid.", ["input", "customerClient"]);
    }
  }
  const paysheet = isRecord(input.paysheetDetails) ? input.paysheetDetails : {};
  const billing = paysheet.collectCustomerBillingAddress === true;
  const shipping = paysheet.collectCustomerShippingAddress === true;
  if ((billing || shipping) && !enrichedCustomerData) {
    return userError("Merchant is not enabled to collect customer data.", ["input", "paysheetDetails"]);
  }
  const context = ledger.create({
    merchantId: text(input.merchantProfileId) ?? venmoMerchantId,
    legacy,
    intent,
    customerClient: legacy ? null : (input.customerClient as string),
    paymentMethodUsage: legacy ? null : (input.paymentMethodUsage as string),
    displayName: text(input.displayName),
    merchantProfileId: text(input.merchantProfileId),
    storeName,
    collectCustomerBillingAddress: billing,
    collectCustomerShippingAddress: shipping,
    transactionDetails: isRecord(paysheet.transactionDetails) ? paysheet.transactionDetails : null,
  });
  const clientMutationId = text(input.clientMutationId) ?? randomUUID();
  return legacy
    ? {
        data: {
          createVenmoQRCodePaymentContext: { clientMutationId, venmoQRCodePaymentContext: contextFields(context) },
        },
      }
    : { data: { createVenmoPaymentContext: { clientMutationId, venmoPaymentContext: contextFields(context) } } };
}

/** `UpdateVenmoPaymentContextStatus` and the legacy `UpdateVenmoQRCodePaymentContext`. */
export function updateVenmoContext(
  legacy: boolean,
  variables: Record<string, unknown>,
  ledger: VenmoLedger,
): VenmoOperationResult {
  const input = isRecord(variables.input) ? variables.input : {};
  const context = ledger.get(input.id);
  if (!context) return notFound();
  const status = input.status;
  if (typeof status !== "string" || !(VENMO_STATUSES as readonly string[]).includes(status)) {
    return userError("Status is invalid.", ["input", "status"]);
  }
  if (context.status !== status && !ledger.move(context, status as VenmoStatus)) {
    return userError(`Payment context is already ${context.status}.`, ["input", "status"]);
  }
  const field = legacy ? "updateVenmoQRCodePaymentContext" : "updateVenmoPaymentContextStatus";
  return { data: { [field]: { clientMutationId: text(input.clientMutationId) ?? randomUUID() } } };
}

/** `query PaymentContext($id)`: the node, with payer information for current contexts once approved. */
export function queryVenmoContext(
  query: string,
  variables: Record<string, unknown>,
  ledger: VenmoLedger,
): VenmoOperationResult {
  const context = ledger.get(variables.id);
  if (!context) return { data: { node: null } };
  const node: Record<string, unknown> = {
    status: context.status,
    paymentMethodId: context.paymentMethodId,
    userName: context.userName,
  };
  if (!context.legacy && /\bpayerInfo\b/.test(query))
    node.payerInfo = context.status === "APPROVED" ? payerInfoOf(context) : null;
  return { data: { node } };
}

function payerInfoOf(context: VenmoPaymentContext): Record<string, unknown> {
  const account = SANDBOX_VENMO_ACCOUNT;
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    phoneNumber: account.phoneNumber,
    email: account.email,
    externalId: `venmo-external-${context.id.slice(-12)}`,
    userName: account.userName,
    billingAddress: context.collectCustomerBillingAddress ? { ...account.address } : null,
    shippingAddress: context.collectCustomerShippingAddress ? { ...account.address } : null,
  };
}

/** Answers one of the Venmo operations for the merchant of `credential`. */
function venmoOverGraphQL(
  { operationName, query, variables, credential }: GraphQLCall,
  context: GatewayContext,
): GatewayResponse {
  const profile = describeMerchant(credential.merchant, context.urls);
  const venmo = profile.venmo;
  const result: VenmoOperationResult = !venmo
    ? {
        errors: [
          {
            message: "Venmo is not enabled for this merchant.",
            extensions: { errorClass: "AUTHORIZATION", errorType: "user_error" },
          },
        ],
      }
    : operationName === "PaymentContext"
      ? queryVenmoContext(query, variables, context.state(venmoContexts))
      : operationName.startsWith("Update")
        ? updateVenmoContext(
            operationName === "UpdateVenmoQRCodePaymentContext",
            variables,
            context.state(venmoContexts),
          )
        : createVenmoContext(
            operationName === "CreateVenmoQRCodePaymentContext",
            variables,
            context.state(venmoContexts),
            venmo.merchantId,
            venmo.enrichedCustomerDataEnabled,
            profile.displayName,
          );
  return "data" in result ? graphQLData(result.data) : graphQLErrors(null, result.errors);
}

export const venmoRoutes: readonly Route[] = [
  "CreateVenmoPaymentContext",
  "CreateVenmoQRCodePaymentContext",
  "UpdateVenmoPaymentContextStatus",
  "UpdateVenmoQRCodePaymentContext",
  "PaymentContext",
].map((name) => operation(name, venmoOverGraphQL));
