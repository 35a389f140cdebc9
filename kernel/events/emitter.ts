/**
 * The one event emitter of the components that take merchant listeners (`on` / `off`). It behaves as the
 * provider's: a handler added twice runs twice, `off` removes one of them, and a handler removed while an event
 * is being emitted still runs for that event. Unlike the provider's, a merchant handler that throws does not keep
 * the other handlers (or the component's own work) from running: its error is thrown again on its own task, so
 * it still reaches the page's error reporting.
 */

/** Arguments each event passes to its handlers, by event name. */
export type EventMap = Record<string, unknown[]>;

export type EventHandler<Args extends unknown[]> = (...args: Args) => void;

export interface Emitter<Events extends EventMap> {
  /** Adds a handler; anything but a string event and a function handler is ignored, as merchants may pass anything. */
  on<E extends keyof Events & string>(event: E, handler: EventHandler<Events[E]>): void;
  /** Removes one registration of the handler, if there is one. */
  off<E extends keyof Events & string>(event: E, handler: EventHandler<Events[E]>): void;
  emit<E extends keyof Events & string>(event: E, ...args: Events[E]): void;
  hasListener(event: keyof Events & string): boolean;
  /** Drops every handler (teardown). */
  clear(): void;
}

type AnyHandler = (...args: unknown[]) => void;

export function createEmitter<Events extends EventMap>(): Emitter<Events> {
  // Each list is replaced, never changed in place, so an emit in progress runs the handlers it started with.
  const handlers = new Map<unknown, AnyHandler[]>();
  return {
    on(event, handler) {
      if (typeof event !== "string" || typeof handler !== "function") return;
      handlers.set(event, [...(handlers.get(event) ?? []), handler as AnyHandler]);
    },
    off(event, handler) {
      const list = handlers.get(event) ?? [];
      const index = list.indexOf(handler as AnyHandler);
      if (index >= 0) handlers.set(event, [...list.slice(0, index), ...list.slice(index + 1)]);
    },
    emit(event, ...args) {
      for (const handler of handlers.get(event) ?? []) callMerchant(handler, args);
    },
    hasListener: (event) => (handlers.get(event)?.length ?? 0) > 0,
    clear: () => handlers.clear(),
  };
}

/**
 * Runs a merchant's function (a listener, a callback option) so that what it throws cannot break the flow that
 * called it; the error is thrown again on its own task, so it still reaches the page's error reporting.
 */
export function callMerchant(handler: AnyHandler, args: unknown[]): void {
  try {
    handler(...args);
  } catch (error) {
    setTimeout(() => {
      throw error;
    });
  }
}
