/** A message on a paykit frame channel. `channel` is the instance id both ends were given. */
interface Envelope {
  paykit: string;
  type: string;
  payload?: unknown;
  /** Set on requests that expect an answer. */
  id?: number;
  /** Set on answers: the id of the request answered. */
  reply?: number;
  /** On answers: whether the request failed. */
  failed?: boolean;
}

/** Handles a message; `id` is set on requests (the id the answer must carry). */
export type MessageHandler = (payload: unknown, id?: number) => unknown;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** When set, only an answer it accepts settles the request; any other (a failure included) is ignored. */
  accept?: (payload: unknown) => boolean;
}

export interface ChannelOptions {
  /** The instance id carried by every message; messages with another id are ignored. */
  channel: string;
  /** The window messages are sent to (resolved late: an iframe's window appears once it is attached). */
  target: () => Window | null | undefined;
  /** Origin the target must have; messages are only sent to, and only accepted from, this origin. */
  targetOrigin: () => string;
  /** The window whose `message` events are listened to. */
  self?: Window;
}

/**
 * A typed postMessage channel between a page and one frame. Every incoming message is checked for the
 * expected source window, origin and instance id; anything else is ignored.
 */
export class FrameChannel {
  readonly #options: ChannelOptions;
  readonly #handlers = new Map<string, MessageHandler>();
  readonly #pending = new Map<number, Pending>();
  readonly #self: Window;
  #nextId = 1;

  constructor(options: ChannelOptions) {
    this.#options = options;
    this.#self = options.self ?? window;
    this.#self.addEventListener("message", this.#receive);
  }

  /** Handles messages of one type; a handler's return value (or Promise) answers a request. */
  on(type: string, handler: MessageHandler): this {
    this.#handlers.set(type, handler);
    return this;
  }

  /** Sends a message; `transfer` hands over ports (or other transferables) found in the payload. */
  send(type: string, payload?: unknown, transfer?: Transferable[]): void {
    this.#post({ paykit: this.#options.channel, type, payload }, transfer);
  }

  /**
   * Sends and waits for the other end's answer. With `accept`, answers it refuses are ignored and the request
   * waits on: a script that can post as the other end (the merchant page's realm) cannot settle it first.
   */
  request(type: string, payload?: unknown, accept?: (payload: unknown) => boolean): Promise<unknown> {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, accept ? { resolve, reject, accept } : { resolve, reject });
      this.#post({ paykit: this.#options.channel, type, payload, id });
    });
  }

  /** Stops listening; pending requests are rejected with `reason`. */
  destroy(reason?: unknown): void {
    this.#self.removeEventListener("message", this.#receive);
    for (const pending of this.#pending.values()) pending.reject(reason);
    this.#pending.clear();
    this.#handlers.clear();
  }

  #post(envelope: Envelope, transfer?: Transferable[]): void {
    const target = this.#options.target();
    if (!target) return;
    if (transfer) target.postMessage(envelope, this.#options.targetOrigin(), transfer);
    else target.postMessage(envelope, this.#options.targetOrigin());
  }

  readonly #receive = (event: MessageEvent): void => {
    const target = this.#options.target();
    if (!target || event.source !== target || event.origin !== this.#options.targetOrigin()) return;
    const envelope = event.data as Envelope | null;
    if (!envelope || typeof envelope !== "object" || envelope.paykit !== this.#options.channel) return;
    if (typeof envelope.reply === "number") {
      const pending = this.#pending.get(envelope.reply);
      if (!pending || (pending.accept && (envelope.failed || !pending.accept(envelope.payload)))) return;
      this.#pending.delete(envelope.reply);
      if (envelope.failed) pending.reject(envelope.payload);
      else pending.resolve(envelope.payload);
      return;
    }
    const handler = this.#handlers.get(envelope.type);
    if (!handler) return;
    const id = envelope.id;
    const answer = (payload: unknown, failed: boolean) =>
      id !== undefined &&
      this.#post({ paykit: this.#options.channel, type: envelope.type, reply: id, payload, failed });
    Promise.resolve()
      .then(() => handler(envelope.payload, id))
      .then(
        (payload) => answer(payload, false),
        (error: unknown) => answer(serialiseError(error), true),
      );
  };
}

/** Errors cross frames as plain objects; `BraintreeError` fields survive the structured clone. */
function serialiseError(error: unknown): unknown {
  if (error && typeof error === "object") {
    const { name, type, code, message, details } = error as Record<string, unknown>;
    return { name, type, code, message, details };
  }
  return error;
}

/** The origin of a URL, e.g. of the asset server that serves frames. */
export function originOf(url: string): string {
  return new URL(url).origin;
}
