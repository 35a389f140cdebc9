// The checkout's state, free of the DOM and of React: the options offered, the view shown, the payment methods listed
// and the selected one, whether a method can be requested. The actions below are the only way it changes; the events
// drop-in emits (paymentOptionSelected, paymentMethodRequestable, noPaymentMethodRequestable, changeActiveView) are
// derived from each change in one place, `eventsOf`. The DOM view (view/render.ts) and React's <Checkout> subscribe.
import type { PaymentMethodPayload, PaymentMethodRequestableEvent, PaymentOptionId, ViewId } from "./types.js";

export interface CheckoutState {
  /** The options offered, in order. */
  readonly offered: readonly PaymentOptionId[];
  /** The view shown: an option's sheet, the methods, the options list, a deletion; none before the first. */
  readonly view?: ViewId;
  /** The customer's saved methods, then those the shopper's flows gave in this session. */
  readonly methods: readonly PaymentMethodPayload[];
  readonly selected?: PaymentMethodPayload;
  /** Set while `requestPaymentMethod` would resolve (a method is selected, or the shown sheet is complete): as what. */
  readonly requestable?: PaymentMethodRequestableEvent;
  /** The saved methods show their Delete links. */
  readonly editing: boolean;
  /** The error line (empty: none). */
  readonly error: string;
  /** Tokenizing or verifying: the controls do not react. */
  readonly busy: boolean;
  /** Create has resolved and teardown not begun: the requestable events are emitted only then, as drop-in's. */
  readonly ready: boolean;
}

/** The fields `set` changes as given; the selection and the requestable state change only through their actions. */
export type PlainChange = Partial<Omit<CheckoutState, "offered" | "selected" | "requestable">>;

export type Listener = (state: CheckoutState, previous: CheckoutState) => void;

/**
 * Where a checkout instance keeps its store, for React's <Checkout>: a registered symbol, so it is found whichever
 * copy of this module made the instance.
 */
export const STORE: unique symbol = Symbol.for("paykit.checkout.store");

/** The store of a checkout instance (undefined for anything else). */
export function storeOf(instance: unknown): CheckoutStore | undefined {
  return (instance as { [STORE]?: CheckoutStore } | undefined)?.[STORE];
}

/**
 * The public events one change emits, in drop-in's order. The requestable events follow drop-in's rule: one when the
 * state changes, or when another method, with another nonce, is selected (3-D Secure replaces the selected method's
 * nonce in place: still the same method).
 */
export function eventsOf(previous: CheckoutState, next: CheckoutState): Array<[string, unknown]> {
  const events: Array<[string, unknown]> = [];
  const { view, requestable, selected } = next;
  const before = previous.requestable;
  if (previous.view === "options" && next.offered.includes(view as PaymentOptionId))
    events.push(["paymentOptionSelected", { paymentOption: view }]);
  if (
    previous.ready &&
    next.ready &&
    (requestable ? !before || (selected !== previous.selected && selected?.nonce !== previous.selected?.nonce) : before)
  )
    events.push(
      requestable ? ["paymentMethodRequestable", { ...requestable }] : ["noPaymentMethodRequestable", undefined],
    );
  if (previous.view !== view) events.push(["changeActiveView", { previousViewId: previous.view, newViewId: view }]);
  return events;
}

export type CheckoutStore = ReturnType<typeof createCheckoutStore>;

/**
 * The store of one checkout. `emit` receives the public events, after every subscriber has seen the change (the
 * view has drawn it when a merchant's listener runs).
 */
export function createCheckoutStore(
  offered: readonly PaymentOptionId[],
  emit: (event: string, payload: unknown) => void,
) {
  let state: CheckoutState = { offered, methods: [], editing: false, error: "", busy: false, ready: false };
  const listeners = new Set<Listener>();

  const commit = (change: Partial<CheckoutState>): void => {
    const previous = state;
    state = { ...previous, ...change };
    listeners.forEach((listener) => listener(state, previous));
    for (const [event, payload] of eventsOf(previous, state)) emit(event, payload);
  };

  return {
    getState: (): CheckoutState => state,
    /** `listener` runs after each change (React's useSyncExternalStore calls it with no use for the arguments). */
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Changes what needs no rule: the view shown (and `editing`), the methods listed, the error line, the busy state,
     * `ready` (create has resolved; false once teardown begins).
     */
    set: (change: PlainChange) => commit(change),
    /** Selects a method (`given` by a flow of this session: added to the list first) and shows the methods. */
    select: (method: PaymentMethodPayload, given?: boolean) =>
      commit({
        methods: given ? [...state.methods, method] : state.methods,
        selected: method,
        requestable: { type: method.type, paymentMethodIsSelected: true },
        view: "methods",
      }),
    /** Drops the selection, and what it made requestable. */
    deselect: () => state.selected && commit({ selected: undefined, requestable: undefined }),
    /** The shown sheet became complete or stopped being; a selected method or another view makes it moot. */
    sheetRequestable: (id: PaymentOptionId, requestable: boolean, type: string) =>
      state.view === id &&
      !state.selected &&
      commit({ requestable: requestable ? { type, paymentMethodIsSelected: false } : undefined }),
  };
}
