// The checkout's state and its navigation, free of the DOM and of React: the options offered, the view shown, the
// payment methods listed and the selected one. The named actions below are the only way it
// changes, and they follow braintree-web-drop-in 1.48's way through its views; the events Drop-in emits
// (changeActiveView, paymentMethodRequestable, noPaymentMethodRequestable, paymentOptionSelected) are derived from
// each change in one place, `eventsOf`. The DOM view (view/render.ts), the checkout (its sheets' mounting) and
// React's <Checkout> subscribe; the store is the kernel's one subscribable.
import { Subscribable, type SnapshotListener } from "../kernel/index.js";
import type { PaymentMethodPayload, PaymentMethodRequestableEvent, PaymentOptionId, ViewId } from "./types.js";

export interface CheckoutState {
  /** The options offered, in order. */
  readonly offered: readonly PaymentOptionId[];
  /** The view shown: an option's sheet, the methods, the options list, a deletion; none before the first. */
  readonly view?: ViewId;
  /** Counts the times a view was shown (Drop-in reports showing the same view again: methods -> methods). */
  readonly shown: number;
  /** Under the saved methods, the options list too ("Choose another way to pay" from the methods). */
  readonly othersShown: boolean;
  /** The customer's saved methods, then those the shopper's flows gave in this session. */
  readonly methods: readonly PaymentMethodPayload[];
  /** The active method of the methods list (kept while a sheet is shown, as Drop-in does). */
  readonly selected?: PaymentMethodPayload;
  /** Each shown sheet complete enough to be requested, as the payment method type it gives. */
  readonly complete: Readonly<Partial<Record<PaymentOptionId, string>>>;
  /** The saved methods can be deleted (Edit). */
  readonly editing: boolean;
  /** The saved method whose deletion the shopper is asked to confirm. */
  readonly deleting?: PaymentMethodPayload;
  /** The error line (empty: none): a string of the checkout's strings, already in the shopper's language. */
  readonly error: string;
  /** Tokenizing: the controls do not react. */
  readonly busy: boolean;
  /** The loading indicator: before the first view, while verifying, deleting or fetching the saved methods. */
  readonly loading: boolean;
  /** Create has resolved and teardown not begun: the requestable events are emitted only then, as Drop-in's. */
  readonly ready: boolean;
}

export type Listener = SnapshotListener<CheckoutState>;

/**
 * Where a checkout instance keeps its store, for React's <Checkout>: a registered symbol, so it is found whichever
 * copy of this module made the instance.
 */
export const STORE: unique symbol = Symbol.for("paykit.checkout.store");

/** The store of a checkout instance (undefined for anything else). */
export function storeOf(instance: unknown): CheckoutStore | undefined {
  return (instance as { [STORE]?: CheckoutStore } | undefined)?.[STORE];
}

/** The view a checkout starts from without saved methods: the options list, or the one option's sheet. */
export function initialView(state: CheckoutState): ViewId {
  return state.offered.length > 1 ? "options" : (state.offered[0] as PaymentOptionId);
}

/** Whether a view is an option's sheet. */
export function isSheet(state: CheckoutState, view = state.view): view is PaymentOptionId {
  return state.offered.includes(view as PaymentOptionId);
}

/**
 * What `requestPaymentMethod` would give now, derived: the active method in the methods view (not while editing),
 * the shown sheet once complete; nothing elsewhere.
 */
export function requestableOf(state: CheckoutState): PaymentMethodRequestableEvent | undefined {
  const { view, selected } = state;
  if (view === "methods")
    return selected && !state.editing ? { type: selected.type, paymentMethodIsSelected: true } : undefined;
  const type = isSheet(state) ? state.complete[state.view as PaymentOptionId] : undefined;
  return type ? { type, paymentMethodIsSelected: false } : undefined;
}

/**
 * The public events one change emits, in Drop-in's order: the view first, then whether a method is requestable, then
 * the option chosen. A requestable event follows Drop-in's rule: one when the state changes, or when another method,
 * with another nonce, is selected (3-D Secure replaces the selected method's nonce in place: still the same method).
 */
export function eventsOf(previous: CheckoutState, next: CheckoutState): Array<[string, unknown]> {
  const events: Array<[string, unknown]> = [];
  if (previous.shown !== next.shown)
    events.push(["changeActiveView", { previousViewId: previous.view, newViewId: next.view }]);
  const before = requestableOf(previous);
  const now = requestableOf(next);
  const other = next.selected !== previous.selected && next.selected?.nonce !== previous.selected?.nonce;
  if (previous.ready && next.ready && (now ? !before || (now.paymentMethodIsSelected && other) : before))
    events.push(now ? ["paymentMethodRequestable", { ...now }] : ["noPaymentMethodRequestable", undefined]);
  return events;
}

/** The fields `set` changes as given; the rest change only through the named actions. */
export type PlainChange = Partial<Pick<CheckoutState, "error" | "busy" | "loading" | "ready">>;

/** A checkout's store: its state, and the named actions that change it. */
export class CheckoutStore extends Subscribable<CheckoutState> {
  readonly #emit: (event: string, payload: unknown) => void;

  /** `emit` receives the public events after every subscriber has seen the change (the view has drawn it). */
  constructor(offered: readonly PaymentOptionId[], emit: (event: string, payload: unknown) => void) {
    super({
      offered,
      shown: 0,
      othersShown: false,
      methods: [],
      complete: {},
      editing: false,
      error: "",
      busy: false,
      loading: true,
      ready: false,
    });
    this.#emit = emit;
  }

  readonly getState = (): CheckoutState => this.getSnapshot();

  #commit(change: Partial<CheckoutState>, after: Array<[string, unknown]> = []): void {
    const previous = this.getSnapshot();
    const next = { ...previous, ...change };
    if ((Object.keys(change) as Array<keyof CheckoutState>).every((key) => previous[key] === next[key])) return;
    this.publish(next);
    for (const [event, payload] of [...eventsOf(previous, next), ...after]) this.#emit(event, payload);
  }

  /** Shows a view (Drop-in's "primary view"): the error line cleared, the options under the methods folded. */
  #show(view: ViewId, change: Partial<CheckoutState> = {}, after?: Array<[string, unknown]>): void {
    const state = this.getSnapshot();
    this.#commit({ view, shown: state.shown + 1, othersShown: false, error: "", ...change }, after);
  }

  /** The error line, busy, loading, `ready` (create has resolved; false once teardown begins). */
  set(change: PlainChange): void {
    this.#commit(change);
  }

  /** The options list. */
  showOptions(): void {
    this.#show("options");
  }

  /** The shopper chose an option in the list: its sheet, then `paymentOptionSelected`. */
  choose(id: PaymentOptionId): void {
    this.#show(id, { editing: false }, [["paymentOptionSelected", { paymentOption: id }]]);
  }

  /** An option's sheet, not chosen from the list (the only option, or the one the shopper returns to). */
  showSheet(id: PaymentOptionId): void {
    this.#show(id);
  }

  /** The methods list; with `others`, the options list under it. */
  showMethods(others = false): void {
    this.#show("methods", { othersShown: others });
  }

  /** Where a checkout starts, and returns after a deletion: the first saved method selected, the methods, or the initial view. */
  showFirst(preselect: boolean): void {
    const [first] = this.getSnapshot().methods;
    if (!first) this.showInitial();
    else if (preselect) this.select(first);
    else this.showMethods();
  }

  /** The options list, or the one option's sheet. */
  showInitial(): void {
    const view = initialView(this.getSnapshot());
    if (view === "options") this.showOptions();
    else this.showSheet(view as PaymentOptionId);
  }

  /** "Choose another way to pay", as Drop-in's toggle. */
  toggle(): void {
    const state = this.getSnapshot();
    if (state.offered.length < 2) this.showSheet(state.offered[0] as PaymentOptionId);
    else if (state.view === "methods") this.#commit({ othersShown: true });
    else if (state.methods.length > 0) this.showMethods(true);
    else this.showOptions();
  }

  /** Selects a listed method (`given` by a flow of this session: listed first) and shows the methods. */
  select(method: PaymentMethodPayload, given = false): void {
    const { methods } = this.getSnapshot();
    this.#show("methods", { methods: given ? [...methods, method] : methods, selected: method, editing: false });
  }

  /** Drops the selection (the methods stay listed). */
  deselect(): void {
    this.#commit({ selected: undefined });
  }

  /** The listed methods (the saved ones fetched again, or fewer); a selection no longer listed is dropped. */
  setMethods(methods: readonly PaymentMethodPayload[]): void {
    const { selected } = this.getSnapshot();
    const kept = selected && methods.find((method) => method === selected || method.nonce === selected.nonce);
    this.#commit({ methods, selected: kept });
  }

  /** Edit mode on (the methods shown, their deletion offered) or off. */
  edit(editing: boolean): void {
    if (editing) this.#show("methods", { editing });
    else this.#commit({ editing, error: "" });
  }

  /** Asks the shopper to confirm the deletion of a saved method. */
  confirmDelete(method: PaymentMethodPayload): void {
    this.#show("delete-confirmation", { deleting: method });
  }

  /** The shopper kept the method: back to the methods, still editing. */
  cancelDelete(): void {
    this.#show("methods", { deleting: undefined });
  }

  /** The deletion ended: the saved methods fetched again; with `problem`, back to editing those left. */
  deleted(methods: readonly PaymentMethodPayload[], problem: string, preselect: boolean): void {
    this.#commit({ deleting: undefined, editing: false, selected: undefined, methods, loading: false });
    if (problem && methods.length > 0) {
      this.edit(true);
      this.#commit({ error: problem });
    } else {
      this.showFirst(preselect);
    }
  }

  /** A sheet became complete enough to be requested (the card form), or stopped being. */
  sheetRequestable(id: PaymentOptionId, requestable: boolean, type: string): void {
    const { complete } = this.getSnapshot();
    if ((complete[id] !== undefined) === requestable) return;
    this.#commit({ complete: { ...complete, [id]: requestable ? type : undefined } });
  }
}
