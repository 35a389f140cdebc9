// The desktop QR flow's states (spec 001 §4), run inside the Venmo Desktop frame: each round creates a
// payment context, shows its QR code and asks its status every second until a terminal status or the
// local time limit; APPROVED completes after a short pause, the other endings offer a new QR code.
import {
  DESKTOP_COMPLETION_DELAY_MS,
  DESKTOP_POLLING_INTERVAL_MS,
  QR_TEXTS,
  type ContextStatus,
} from "../constants.js";
import type { ContextNode, PaymentContext } from "../contexts.js";

/** What the frame shows. */
export type QrState = "generating" | "qr" | "scanned" | "approved" | "error";

/** The payment-context calls, which the merchant page makes for the frame. */
export interface ContextCalls {
  create(): Promise<PaymentContext>;
  update(id: string, status: ContextStatus): Promise<unknown>;
  query(id: string): Promise<ContextNode>;
}

/** How the flow ended: the approved context, or why not. */
export type QrOutcome =
  | { result: { paymentMethodNonce: string; username: string; payerInfo?: Record<string, unknown> | null; id: string } }
  | { reason: "CUSTOMER_CANCELED" | "UNKNOWN_ERROR"; error?: unknown };

export interface QrFlowOptions {
  calls: ContextCalls;
  /** The URL the QR code carries, for a context. */
  qrUrl(context: PaymentContext): string;
  show(state: QrState, text: string, url?: string): void;
  done(outcome: QrOutcome): void;
}

const TERMINAL_TEXT: Partial<Record<ContextStatus, string>> = {
  CANCELED: QR_TEXTS.canceled,
  EXPIRED: QR_TEXTS.failed,
  FAILED: QR_TEXTS.failed,
};

export class QrFlow {
  readonly #options: QrFlowOptions;
  /** Bumped by every new round and by stopping: work of an older round ends by itself. */
  #round = 0;
  #active = false;
  #contextId: string | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: QrFlowOptions) {
    this.#options = options;
  }

  get active(): boolean {
    return this.#active;
  }

  start(): void {
    this.#active = true;
    this.newQrCode();
  }

  /** Stops polling; the flow shows nothing more. */
  stop(): void {
    this.#active = false;
    this.#round++;
    this.#contextId = undefined;
    clearTimeout(this.#timer);
  }

  /** The shopper closed the dialog: the context is CANCELED and the page told. */
  cancelByShopper(): void {
    if (!this.#active) return;
    const id = this.#contextId;
    this.stop();
    if (id) this.#options.calls.update(id, "CANCELED").catch(() => undefined);
    this.#options.done({ reason: "CUSTOMER_CANCELED" });
  }

  /** The merchant cancelled: mark the context CANCELED. */
  async cancelContext(): Promise<void> {
    const id = this.#contextId;
    this.stop();
    if (id) await this.#options.calls.update(id, "CANCELED");
  }

  newQrCode(): void {
    if (!this.#active) return;
    const round = ++this.#round;
    clearTimeout(this.#timer);
    this.#options.show("generating", QR_TEXTS.generating);
    this.#options.calls
      .create()
      .then((context) => {
        if (round !== this.#round) return;
        this.#contextId = context.id;
        this.#options.show("qr", QR_TEXTS.scan, this.#options.qrUrl(context));
        const lifetime = new Date(context.expiresAt).getTime() - new Date(context.createdAt).getTime();
        this.#poll(round, context.id, undefined, Date.now() + lifetime);
      })
      .catch((error: unknown) => this.#fail(round, error));
  }

  #poll(round: number, id: string, last: ContextStatus | undefined, expiresAt: number): void {
    if (round !== this.#round) return;
    if (!(Date.now() <= expiresAt)) {
      this.#options.show("error", QR_TEXTS.failed);
      this.#options.calls.update(id, "EXPIRED").catch(() => undefined);
      return;
    }
    this.#options.calls
      .query(id)
      .then((node) => {
        if (round !== this.#round) return;
        if (node.status !== last) {
          const terminal = TERMINAL_TEXT[node.status];
          if (terminal) return this.#options.show("error", terminal);
          if (node.status === "SCANNED") this.#options.show("scanned", QR_TEXTS.scanned);
          if (node.status === "APPROVED") return this.#approved(round, id, node);
        }
        this.#timer = setTimeout(() => this.#poll(round, id, node.status, expiresAt), DESKTOP_POLLING_INTERVAL_MS);
      })
      .catch((error: unknown) => this.#fail(round, error));
  }

  /** "Venmo account authorized" stays on screen for a moment before the page gets the result. */
  #approved(round: number, id: string, node: ContextNode): void {
    this.#options.show("approved", QR_TEXTS.approved);
    this.#timer = setTimeout(() => {
      if (round !== this.#round) return;
      this.stop();
      this.#options.done({
        result: {
          paymentMethodNonce: node.paymentMethodId ?? "",
          username: node.userName ?? "",
          payerInfo: node.payerInfo,
          id,
        },
      });
    }, DESKTOP_COMPLETION_DELAY_MS);
  }

  #fail(round: number, error: unknown): void {
    if (round !== this.#round) return;
    this.stop();
    this.#options.done({ reason: "UNKNOWN_ERROR", error });
  }
}
