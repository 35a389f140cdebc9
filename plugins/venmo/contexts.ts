// Payment contexts over GraphQL: create (current or legacy variant), update the status, read it back.
import { recordOf, type Client } from "../../kernel/index.js";
import type { ContextStatus } from "./constants.js";
import {
  CREATE_CONTEXT,
  LEGACY_CREATE_CONTEXT,
  LEGACY_QUERY_STATUS,
  LEGACY_UPDATE_STATUS,
  QUERY_STATUS,
  UPDATE_STATUS,
} from "./queries.js";

export interface PaymentContext {
  id: string;
  merchantId: string;
  createdAt: string;
  expiresAt: string;
}

/** What a status query returns. */
export interface ContextNode {
  status: ContextStatus;
  paymentMethodId?: string | null;
  userName?: string | null;
  payerInfo?: Record<string, unknown> | null;
}

/** The GraphQL calls of one Venmo instance; `legacy` picks the QR-code variants (no paymentMethodUsage). */
export class PaymentContexts {
  readonly #client: Client;
  readonly legacy: boolean;

  constructor(client: Client, legacy: boolean) {
    this.#client = client;
    this.legacy = legacy;
  }

  async #request(query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
    const response: unknown = await this.#client.request({ api: "graphQLApi", data: { query, variables } });
    return recordOf(recordOf(response).data);
  }

  /** Creates a context; `input` is the current variant's input, the legacy variant takes `legacyInput`. */
  async create(input: Record<string, unknown>, legacyInput: Record<string, unknown>): Promise<PaymentContext> {
    const data = this.legacy
      ? recordOf((await this.#request(LEGACY_CREATE_CONTEXT, { input: legacyInput })).createVenmoQRCodePaymentContext)
          .venmoQRCodePaymentContext
      : recordOf((await this.#request(CREATE_CONTEXT, { input })).createVenmoPaymentContext).venmoPaymentContext;
    const context = recordOf(data) as unknown as PaymentContext;
    if (typeof context.id !== "string") throw new Error("no payment context in the answer");
    return context;
  }

  /** Resolves with the gateway's whole answer (what the provider's `cancelTokenization` hands on). */
  update(id: string, status: ContextStatus): Promise<unknown> {
    return this.#client.request({
      api: "graphQLApi",
      data: { query: this.legacy ? LEGACY_UPDATE_STATUS : UPDATE_STATUS, variables: { input: { id, status } } },
    });
  }

  async query(id: string): Promise<ContextNode> {
    const node = recordOf((await this.#request(this.legacy ? LEGACY_QUERY_STATUS : QUERY_STATUS, { id })).node);
    if (typeof node.status !== "string") throw new Error("no payment context status in the answer");
    return node as unknown as ContextNode;
  }
}

/** Milliseconds from creation to expiry, or NaN when the context's times are unreadable. */
export function lifetimeOf(context: PaymentContext): number {
  return new Date(context.expiresAt).getTime() - new Date(context.createdAt).getTime();
}

/** What a flow ends with, before it is shaped into the public payload. */
export interface VenmoResult {
  paymentMethodNonce?: string | null;
  username?: string | null;
  payerInfo?: Record<string, unknown> | null;
  id?: string;
}

export function resultOf(node: ContextNode, id: string | undefined): VenmoResult {
  return { paymentMethodNonce: node.paymentMethodId, username: node.userName, payerInfo: node.payerInfo, id };
}
