// The checkout's store on its own (no DOM, no React): each named action's change of state and view, and the events
// Drop-in 1.48 emits for it, derived from the change, in Drop-in's order (the view first, then the requestable state,
// then the option chosen: views/main-view.js setPrimaryView, views/payment-options-view.js, dropin-model.js).
import { describe, expect, it } from "vitest";
import { CheckoutStore, requestableOf, STORE, storeOf } from "../../../checkout/store.js";
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
  const store = new CheckoutStore(["card", "paypal"], (event, payload) => events.push([event, payload]));
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

const saved = card("saved-nonce", true);
const other = card("other-nonce", true);
const given = card("given-nonce");

describe("the checkout store's named actions and the events they emit, in Drop-in's order", () => {
  // One row per transition that emits: a transition that stops emitting its event (or emits it out of order) fails.
  it.each([
    {
      transition: "choosing an option from the options list: the view, then paymentOptionSelected",
      before: (store: CheckoutStore) => store.showOptions(),
      action: (store: CheckoutStore) => store.choose("card"),
      events: [
        ["changeActiveView", { previousViewId: "options", newViewId: "card" }],
        ["paymentOptionSelected", { paymentOption: "card" }],
      ],
    },
    {
      transition: "choosing an option while a card form was complete: the view, no longer requestable, then the option",
      before: (store: CheckoutStore) => {
        store.choose("card");
        store.sheetRequestable("card", true, "CreditCard");
        store.showOptions();
        store.sheetRequestable("card", false, "CreditCard");
        store.choose("card");
        store.sheetRequestable("card", true, "CreditCard");
      },
      action: (store: CheckoutStore) => store.choose("paypal"),
      events: [
        ["changeActiveView", { previousViewId: "card", newViewId: "paypal" }],
        ["noPaymentMethodRequestable", undefined],
        ["paymentOptionSelected", { paymentOption: "paypal" }],
      ],
    },
    {
      transition: "the card form tokenized into a selected method: the view (card -> methods), then requestable",
      before: (store: CheckoutStore) => {
        store.choose("card");
        store.sheetRequestable("card", true, "CreditCard");
      },
      action: (store: CheckoutStore) => store.select(given, true),
      events: [
        ["changeActiveView", { previousViewId: "card", newViewId: "methods" }],
        ["paymentMethodRequestable", { type: "CreditCard", paymentMethodIsSelected: true }],
      ],
    },
    {
      transition: "a wallet's flow giving a method while its sheet is shown",
      before: (store: CheckoutStore) => store.choose("paypal"),
      action: (store: CheckoutStore) => store.select(given, true),
      events: [
        ["changeActiveView", { previousViewId: "paypal", newViewId: "methods" }],
        ["paymentMethodRequestable", { type: "CreditCard", paymentMethodIsSelected: true }],
      ],
    },
    {
      transition: "choosing another saved method: methods -> methods, then requestable for its nonce",
      before: (store: CheckoutStore) => {
        store.setMethods([saved, other]);
        store.select(saved);
      },
      action: (store: CheckoutStore) => store.select(other),
      events: [
        ["changeActiveView", { previousViewId: "methods", newViewId: "methods" }],
        ["paymentMethodRequestable", { type: "CreditCard", paymentMethodIsSelected: true }],
      ],
    },
    {
      transition: "choosing the selected saved method again: methods -> methods alone",
      before: (store: CheckoutStore) => {
        store.setMethods([saved]);
        store.select(saved);
      },
      action: (store: CheckoutStore) => store.select(saved),
      events: [["changeActiveView", { previousViewId: "methods", newViewId: "methods" }]],
    },
    {
      transition: "dropping the selection in the methods view",
      before: (store: CheckoutStore) => store.select(given, true),
      action: (store: CheckoutStore) => store.deselect(),
      events: [["noPaymentMethodRequestable", undefined]],
    },
    {
      transition: "the shown card form becoming complete",
      before: (store: CheckoutStore) => store.choose("card"),
      action: (store: CheckoutStore) => store.sheetRequestable("card", true, "CreditCard"),
      events: [["paymentMethodRequestable", { type: "CreditCard", paymentMethodIsSelected: false }]],
    },
    {
      transition: "edit mode on: methods -> methods, no longer requestable",
      before: (store: CheckoutStore) => {
        store.setMethods([saved]);
        store.select(saved);
      },
      action: (store: CheckoutStore) => store.edit(true),
      events: [
        ["changeActiveView", { previousViewId: "methods", newViewId: "methods" }],
        ["noPaymentMethodRequestable", undefined],
      ],
    },
    {
      transition: "asking to delete a saved method, then keeping it (still editing)",
      before: (store: CheckoutStore) => {
        store.setMethods([saved]);
        store.showMethods();
        store.edit(true);
      },
      action: (store: CheckoutStore) => {
        store.confirmDelete(saved);
        store.cancelDelete();
      },
      events: [
        ["changeActiveView", { previousViewId: "methods", newViewId: "delete-confirmation" }],
        ["changeActiveView", { previousViewId: "delete-confirmation", newViewId: "methods" }],
      ],
    },
    {
      transition:
        "'Choose another way to pay' from a sheet with saved methods: back to the methods, options under them",
      before: (store: CheckoutStore) => {
        store.setMethods([saved]);
        store.choose("paypal");
      },
      action: (store: CheckoutStore) => store.toggle(),
      events: [["changeActiveView", { previousViewId: "paypal", newViewId: "methods" }]],
    },
    {
      transition: "'Choose another way to pay' from the methods: the options unfold under them, no view change",
      before: (store: CheckoutStore) => {
        store.setMethods([saved]);
        store.select(saved);
      },
      action: (store: CheckoutStore) => store.toggle(),
      events: [],
    },
  ])("$transition", ({ before, action, events }) => {
    expect(eventsOf(before, action)).toEqual(events);
  });

  it("unfolds the options under the methods with the toggle, and folds them when a view is shown", () => {
    const { store } = storeWithEvents();
    store.setMethods([saved]);
    store.select(saved);
    store.toggle();
    expect(store.getState()).toMatchObject({ view: "methods", othersShown: true });
    store.choose("card");
    expect(store.getState()).toMatchObject({ view: "card", othersShown: false });
  });

  it("keeps the selected method while a sheet is shown, and makes it requestable again back in the methods", () => {
    const { store } = storeWithEvents();
    store.select(given, true);
    store.choose("paypal");
    expect(store.getState().selected).toBe(given);
    expect(requestableOf(store.getState())).toBeUndefined();
    store.showMethods();
    expect(requestableOf(store.getState())).toEqual({ type: "CreditCard", paymentMethodIsSelected: true });
  });

  it("keeps a method whose nonce 3-D Secure replaced the same method: no requestable event for it", () => {
    const method = card("tokenized");
    const { store, events } = storeWithEvents();
    store.select(method, true);
    events.length = 0;
    method.nonce = "verified";
    store.setMethods([...store.getState().methods]);
    expect(events).toEqual([]);
  });

  it("starts on the first saved method selected, on the methods without preselection, else on the initial view", () => {
    const starts = [
      { methods: [saved, other], preselect: true },
      { methods: [saved], preselect: false },
      { methods: [], preselect: true },
    ].map(({ methods, preselect }) => {
      const { store } = storeWithEvents(false);
      store.setMethods(methods);
      store.showFirst(preselect);
      const { view, selected } = store.getState();
      return [view, selected?.nonce];
    });
    expect(starts).toEqual([
      ["methods", "saved-nonce"],
      ["methods", undefined],
      ["options", undefined],
    ]);
    const single = new CheckoutStore(["card"], () => undefined);
    single.showInitial();
    expect(single.getState().view).toBe("card");
  });

  it("after a deletion: back to editing the methods left with the gateway's refusal, else to the first view", () => {
    const { store } = storeWithEvents();
    store.setMethods([saved, other]);
    store.edit(true);
    store.confirmDelete(saved);
    store.deleted([saved, other], "Unable to delete payment method, try again.", true);
    expect(store.getState()).toMatchObject({ view: "methods", editing: true, deleting: undefined });
    expect(store.getState().error).toBe("Unable to delete payment method, try again.");
    store.confirmDelete(saved);
    store.deleted([other], "", true);
    expect(store.getState()).toMatchObject({ view: "methods", editing: false, selected: other, error: "" });
    store.confirmDelete(other);
    store.deleted([], "", true);
    expect(store.getState().view).toBe("options");
  });

  it("emits no requestable event before create has resolved, nor after teardown began; the views still change", () => {
    const { store, events } = storeWithEvents(false);
    store.setMethods([saved]);
    store.select(saved);
    expect(events).toEqual([["changeActiveView", { previousViewId: undefined, newViewId: "methods" }]]);
    store.set({ ready: true });
    store.set({ ready: false });
    events.length = 0;
    store.deselect();
    expect(events).toEqual([]);
  });

  it("lists a method given in this session after the others; a selection no longer listed is dropped", () => {
    const { store } = storeWithEvents();
    store.setMethods([saved]);
    store.select(given, true);
    expect(store.getState()).toMatchObject({ methods: [saved, given], selected: given, view: "methods" });
    store.setMethods([saved]);
    expect(store.getState().selected).toBeUndefined();
  });
});

describe("the checkout store's subscribers", () => {
  it("see each change (the new state and the one before) before the merchant's listeners hear its events", () => {
    const order: string[] = [];
    const store = new CheckoutStore(["card", "paypal"], (event) => order.push(`event ${event}`));
    const unsubscribe = store.subscribe((state, previous) => order.push(`view ${previous.view} -> ${state.view}`));
    store.showOptions();
    store.choose("paypal");
    unsubscribe();
    store.showOptions();
    expect(order).toEqual([
      "view undefined -> options",
      "event changeActiveView",
      "view options -> paypal",
      "event changeActiveView",
      "event paymentOptionSelected",
      "event changeActiveView",
    ]);
  });

  it("are not called when an action changes nothing, and the state stays the same object", () => {
    const { store } = storeWithEvents();
    const calls: unknown[] = [];
    store.subscribe((state) => calls.push(state));
    const before = store.getState();
    store.deselect();
    store.sheetRequestable("card", false, "CreditCard");
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
