// The checkout's store on its own (no DOM, no React): each action's change of state, and the events drop-in emits
// that are derived from it, in drop-in's order.
import { describe, expect, it } from "vitest";
import { createCheckoutStore, STORE, storeOf, type CheckoutStore } from "../../../checkout/store.js";
import type { PaymentMethodPayload } from "../../../checkout/types.js";

const card = (nonce: string, vaulted = false): PaymentMethodPayload => ({
  nonce,
  type: "CreditCard",
  details: { lastFour: "1111" },
  ...(vaulted ? { vaulted } : {}),
});

/** A store offering card and PayPal, its events recorded; `ready` as after create has resolved. */
function storeWithEvents(ready = true): { store: CheckoutStore; events: Array<[string, unknown]> } {
  const events: Array<[string, unknown]> = [];
  const store = createCheckoutStore(["card", "paypal"], (event, payload) => events.push([event, payload]));
  if (ready) store.set({ ready: true });
  return { store, events };
}

/** The events one action emits, from a store already brought to some state by `before`. */
function eventsOf(before: (store: CheckoutStore) => void, action: (store: CheckoutStore) => void) {
  const { store, events } = storeWithEvents();
  before(store);
  events.length = 0;
  action(store);
  return events;
}

describe("the checkout store's transitions and the events they emit", () => {
  const saved = card("saved-nonce", true);
  const given = card("given-nonce");

  // One row per transition that emits: a transition that stops emitting its event (or emits it out of order) fails.
  it.each([
    {
      transition: "choosing an option from the options list",
      before: (store: CheckoutStore) => store.set({ view: "options" }),
      action: (store: CheckoutStore) => store.set({ view: "card" }),
      events: [
        ["paymentOptionSelected", { paymentOption: "card" }],
        ["changeActiveView", { previousViewId: "options", newViewId: "card" }],
      ],
    },
    {
      transition: "a flow giving a method while its sheet is shown",
      before: (store: CheckoutStore) => store.set({ view: "paypal" }),
      action: (store: CheckoutStore) => store.select(given, true),
      events: [
        ["paymentMethodRequestable", { type: "CreditCard", paymentMethodIsSelected: true }],
        ["changeActiveView", { previousViewId: "paypal", newViewId: "methods" }],
      ],
    },
    {
      transition: "selecting another listed method",
      before: (store: CheckoutStore) => {
        store.set({ methods: [saved, given] });
        store.select(saved);
      },
      action: (store: CheckoutStore) => store.select(given),
      events: [["paymentMethodRequestable", { type: "CreditCard", paymentMethodIsSelected: true }]],
    },
    {
      transition: "dropping the selection",
      before: (store: CheckoutStore) => store.select(given, true),
      action: (store: CheckoutStore) => store.deselect(),
      events: [["noPaymentMethodRequestable", undefined]],
    },
    {
      transition: "the shown card form becoming complete",
      before: (store: CheckoutStore) => store.set({ view: "card" }),
      action: (store: CheckoutStore) => store.sheetRequestable("card", true, "CreditCard"),
      events: [["paymentMethodRequestable", { type: "CreditCard", paymentMethodIsSelected: false }]],
    },
    {
      transition: "the shown card form no longer complete",
      before: (store: CheckoutStore) => {
        store.set({ view: "card" });
        store.sheetRequestable("card", true, "CreditCard");
      },
      action: (store: CheckoutStore) => store.sheetRequestable("card", false, "CreditCard"),
      events: [["noPaymentMethodRequestable", undefined]],
    },
    {
      transition: "the complete card form tokenized into a selected method",
      before: (store: CheckoutStore) => {
        store.set({ view: "card" });
        store.sheetRequestable("card", true, "CreditCard");
      },
      action: (store: CheckoutStore) => store.select(given, true),
      events: [
        ["paymentMethodRequestable", { type: "CreditCard", paymentMethodIsSelected: true }],
        ["changeActiveView", { previousViewId: "card", newViewId: "methods" }],
      ],
    },
    {
      transition: "asking to delete a saved method",
      before: (store: CheckoutStore) => store.set({ methods: [saved] }),
      action: (store: CheckoutStore) => store.set({ view: "delete-confirmation" }),
      events: [["changeActiveView", { previousViewId: undefined, newViewId: "delete-confirmation" }]],
    },
  ])("$transition", ({ before, action, events }) => {
    expect(eventsOf(before, action)).toEqual(events);
  });

  it("emits nothing for a transition that changes no view and no requestable state", () => {
    expect(
      eventsOf(
        (store) => store.select(given, true),
        (store) => {
          store.select(given);
          store.set({ error: "Something went wrong" });
          store.set({ busy: true });
          store.set({ view: "methods", editing: true });
          store.sheetRequestable("card", false, "CreditCard");
        },
      ),
    ).toEqual([]);
  });

  it("keeps a method whose nonce 3-D Secure replaced the same method: selecting it again emits nothing", () => {
    const method = card("tokenized");
    const { store, events } = storeWithEvents();
    store.select(method, true);
    events.length = 0;
    method.nonce = "verified";
    store.select(method);
    expect(events).toEqual([]);
    expect(store.getState().requestable).toEqual({ type: "CreditCard", paymentMethodIsSelected: true });
  });

  it("emits for another method with another nonce, not for a copy with the same nonce (the saved list fetched again)", () => {
    const saved = card("saved-nonce", true);
    const { store, events } = storeWithEvents();
    store.set({ methods: [saved] });
    store.select(saved);
    events.length = 0;
    store.select({ ...saved });
    expect(events).toEqual([]);
    store.select(card("other-nonce", true));
    expect(events).toEqual([["paymentMethodRequestable", { type: "CreditCard", paymentMethodIsSelected: true }]]);
  });

  it("does not take a sheet's requestable state while a method is selected or another view is shown", () => {
    const { store, events } = storeWithEvents();
    store.set({ view: "paypal" });
    store.sheetRequestable("card", true, "CreditCard");
    store.select(given, true);
    events.length = 0;
    store.sheetRequestable("methods" as never, false, "CreditCard");
    expect(events).toEqual([]);
    expect(store.getState().requestable).toMatchObject({ paymentMethodIsSelected: true });
  });

  it("emits no requestable event before create has resolved, nor after teardown began; the views still change", () => {
    const { store, events } = storeWithEvents(false);
    store.set({ methods: [saved] });
    store.select(saved);
    expect(events).toEqual([["changeActiveView", { previousViewId: undefined, newViewId: "methods" }]]);
    store.set({ ready: true });
    store.set({ ready: false });
    events.length = 0;
    store.deselect();
    expect(events).toEqual([]);
    expect(store.getState().requestable).toBeUndefined();
  });

  it("a newly listed method keeps the others, in order; the selection and requestable state are the store's", () => {
    const { store } = storeWithEvents();
    store.set({ methods: [saved] });
    store.select(given, true);
    expect(store.getState()).toMatchObject({
      methods: [saved, given],
      selected: given,
      view: "methods",
      requestable: { type: "CreditCard", paymentMethodIsSelected: true },
    });
    store.set({ view: "card" });
    expect(store.getState().selected).toBe(given);
  });
});

describe("the checkout store's subscribers", () => {
  it("see each change (the new state and the one before) before the merchant's listeners hear its events", () => {
    const order: string[] = [];
    const store = createCheckoutStore(["card", "paypal"], (event) => order.push(`event ${event}`));
    const unsubscribe = store.subscribe((state, previous) => order.push(`view ${previous.view} -> ${state.view}`));
    store.set({ view: "options" });
    store.set({ view: "paypal" });
    unsubscribe();
    store.set({ view: "options" });
    expect(order).toEqual([
      "view undefined -> options",
      "event changeActiveView",
      "view options -> paypal",
      "event paymentOptionSelected",
      "event changeActiveView",
      "event changeActiveView",
    ]);
  });

  it("are not called when an action changes nothing, and the state stays the same object", () => {
    const { store } = storeWithEvents();
    const calls: unknown[] = [];
    store.subscribe((state) => calls.push(state));
    const before = store.getState();
    store.deselect();
    store.sheetRequestable("card", true, "CreditCard");
    expect(calls).toEqual([]);
    expect(store.getState()).toBe(before);
  });

  it("find the store of a checkout instance under its registered symbol, and none on anything else", () => {
    const { store } = storeWithEvents();
    const instance = {
      get [STORE]() {
        return store;
      },
    };
    expect(storeOf(instance)).toBe(store);
    expect(storeOf({})).toBeUndefined();
    expect(storeOf(undefined)).toBeUndefined();
    expect(STORE).toBe(Symbol.for("paykit.checkout.store"));
  });
});
