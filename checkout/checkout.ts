// The checkout instance: which payment options are offered, 3-D Secure and device data around `requestPaymentMethod`,
// and the shopper's way through the views. Its state (what is shown, selected, requestable) lives in its store
// (store.ts), whose changes make drop-in's events; the frame is drawn from that state (view/render.ts), each option's
// sheet by methods/ (parts fetched when first needed); every plugin comes through the kernel's registry.
import {
  createEmitter,
  createError,
  loadPart,
  recordOf,
  type Client,
  type GatewayConfiguration,
} from "../kernel/index.js";
import { isGuest, isRequested, PAYMENT_METHOD_TYPES, priorityOf } from "./core/options.js";
import { formatPayload, optionLabel } from "./core/payload.js";
import { checkoutErrors as errors } from "./errors.js";
import { offerOf, type Offer } from "./methods/index.js";
import type { MethodContext, Sheet } from "./methods/method.js";
import type { Services } from "./services/index.js";
import { createCheckoutStore, STORE, type CheckoutState, type CheckoutStore } from "./store.js";
import { stringsFor, type Strings } from "./translations/index.js";
import type { DropinEvents, PaymentMethodPayload, PaymentOptionId } from "./types.js";
import { containerOf } from "./view/container.js";
import { createLayout, sheetOf, type Layout } from "./view/layout.js";
import { renderer } from "./view/render.js";
import { adoptStyles } from "./view/styles.js";

export class Checkout {
  readonly #client: Client;
  readonly #configuration: GatewayConfiguration;
  readonly #options: Record<string, unknown>;
  readonly #strings: Strings;
  readonly #layout: Layout;
  readonly #guest: boolean;
  /** Each offered option's plugin namespace and sheet. */
  readonly #offers: Map<PaymentOptionId, Offer>;
  readonly #releaseStyles: () => void;
  /** Each option's settings (`paypal: {…}`): the objects the sheets read at flow time, which `updateConfiguration` edits. */
  readonly #settings: Record<string, Record<string, unknown>> = {};
  readonly #sheets = new Map<PaymentOptionId, Promise<Sheet>>();
  /** Merchant listeners: the kernel's one emitter, as every component's `on`/`off`. */
  readonly #events = createEmitter<Record<string, [unknown]>>();
  readonly #emit = (event: string, payload?: unknown): void => this.#events.emit(event, payload);
  /** What is offered, shown, listed, selected and requestable; its changes make drop-in's events. */
  readonly #store: CheckoutStore;
  #pending: Promise<PaymentMethodPayload> | undefined;
  /** 3-D Secure, device data and the saved methods, when the options or the authorization call for them. */
  #services: Partial<Services> = {};

  private constructor(
    client: Client,
    options: Record<string, unknown>,
    container: HTMLElement,
    strings: Strings,
    offers: Offer[],
  ) {
    const configuration = client.getConfiguration();
    const store = createCheckoutStore(
      offers.map((offer) => offer.id),
      this.#emit,
    );
    this.#client = client;
    this.#configuration = configuration.gatewayConfiguration;
    this.#options = options;
    this.#guest = isGuest(configuration);
    this.#strings = strings;
    this.#offers = new Map(offers.map((offer) => [offer.id, offer]));
    this.#store = store;
    this.#releaseStyles = adoptStyles(container);
    this.#layout = createLayout(
      container,
      strings,
      () => this.#showOthers(),
      () => store.set({ view: "methods", editing: !this.#state.editing }),
    );
    store.subscribe(
      renderer(
        this.#layout,
        { strings, label: (id) => this.#label(id), vaultManager: options.vaultManager === true },
        {
          choose: (id) => void this.#showSheet(id).catch(() => undefined),
          select: store.select,
          askDeletion: (method) => this.#askDeletion(method),
        },
      ),
    );
    for (const id of [...this.#state.offered, "threeDSecure"]) this.#settings[id] = recordOf(options[id]);
  }

  get #state(): CheckoutState {
    return this.#store.getState();
  }

  /** The checkout's store, for React's <Checkout> (store.ts, `storeOf`). */
  get [STORE](): CheckoutStore {
    return this.#store;
  }

  /** What `braintree.dropin.create` runs once the client is ready (kernel/registry/plugin.ts made it). */
  static async create(client: Client, rawOptions: unknown): Promise<Checkout> {
    const options = recordOf(rawOptions);
    const container = containerOf(options);
    const priority = priorityOf(options);
    const [offers, strings] = await Promise.all([
      Checkout.#eligible(priority, options, client),
      stringsFor(options.locale, options.translations),
    ]);
    if (offers.length === 0) throw createError(errors.DROPIN_NO_VALID_PAYMENT_OPTIONS);
    const checkout = new Checkout(client, options, container, strings, offers);
    try {
      await checkout.#start();
    } catch (error) {
      await checkout.teardown();
      throw error;
    }
    return checkout;
  }

  /** The options the merchant asked for that their plugins enable for this gateway and this browser supports, in order. */
  static async #eligible(
    priority: PaymentOptionId[],
    options: Record<string, unknown>,
    client: Client,
  ): Promise<Offer[]> {
    const offers = await Promise.all(
      priority.filter((id) => isRequested(id, options)).map((id) => offerOf(id, client, recordOf(options[id]))),
    );
    return offers.filter((offer): offer is Offer => offer !== undefined);
  }

  async #start(): Promise<void> {
    const { threeDSecure, dataCollector } = this.#options;
    if (threeDSecure || dataCollector || !this.#guest) {
      const request = {
        client: this.#client,
        options: this.#options,
        threeDSecure: this.#settings.threeDSecure as Record<string, unknown>,
        offered: [...this.#state.offered],
        paymentMethodTypes: PAYMENT_METHOD_TYPES,
        customer: !this.#guest,
        emit: this.#emit,
      };
      this.#services = await loadPart("checkout-services", () => import("./services/index.js")).then(
        (part) => part.startServices(request),
        (originalError: unknown) => {
          // Without its part, 3-D Secure or the Data Collector cannot be set up; saved methods are only left out.
          if (!threeDSecure && !dataCollector) return {};
          throw createError(
            threeDSecure ? errors.DROPIN_THREE_D_SECURE_SETUP_FAILED : errors.DROPIN_DATA_COLLECTOR_SETUP_FAILED,
            { details: { originalError } },
          );
        },
      );
    }
    await this.#showFirstView();
    // The requestable state's events start once create has resolved, as with drop-in.
    this.#store.set({ ready: true });
  }

  /** A customer's saved methods first (the first one selected unless `preselectVaultedPaymentMethod: false`), else the options. */
  async #showFirstView(): Promise<void> {
    await this.#loadSavedMethods();
    const [first] = this.#state.methods;
    if (!first) return this.#showInitialOption();
    if (this.#options.preselectVaultedPaymentMethod !== false) this.#store.select(first);
    else this.#store.set({ view: "methods" });
  }

  /** The customer's saved methods, followed by the methods given in this session. */
  async #loadSavedMethods(): Promise<void> {
    const saved = (await this.#services.vault?.list()) ?? [];
    const given = this.#state.methods.filter((method) => !method.vaulted);
    this.#store.set({ methods: [...saved, ...given] });
  }

  // ---- views ----

  /** The options list, or the one option's sheet when there is only one. */
  async #showInitialOption(): Promise<void> {
    const { offered } = this.#state;
    if (offered.length > 1) return this.#store.set({ view: "options" });
    await this.#showSheet(offered[0] as PaymentOptionId).catch((originalError: unknown) => {
      throw createError(errors.DROPIN_PAYMENT_OPTIONS_FAILED, { details: { originalError } });
    });
  }

  #label(id: PaymentOptionId): string {
    return optionLabel(id, this.#strings, this.#settings.localPayment?.displayName);
  }

  /** Shows an option's sheet, drawing it (its code and plugin fetched) the first time. */
  #showSheet(id: PaymentOptionId): Promise<Sheet> {
    const store = this.#store;
    store.set({ error: "" });
    store.deselect();
    const { body, fresh } = sheetOf(this.#layout, id, id === "card" ? this.#strings.payWithCard : this.#label(id));
    if (fresh) {
      body.textContent = this.#strings.loading;
      const { mount, namespace } = this.#offers.get(id) as Offer;
      const mounting = mount(body, this.#context(id), namespace);
      this.#sheets.set(id, mounting);
      mounting.catch(() => {
        this.#sheets.delete(id);
        body.parentElement?.remove();
        if (this.#state.view === id) store.set({ error: this.#strings.genericError });
      });
    }
    store.set({ view: id });
    // The shopper's choice moves the focus into the sheet; the first view of a page load leaves it where it is.
    const chosen = this.#state.ready;
    return (this.#sheets.get(id) as Promise<Sheet>).then((sheet) => {
      if (this.#state.view === id) sheet.shown?.(chosen);
      return sheet;
    });
  }

  #context(id: PaymentOptionId): MethodContext {
    const store = this.#store;
    return {
      client: this.#client,
      configuration: this.#configuration,
      options: this.#settings[id] as Record<string, unknown>,
      strings: this.#strings,
      root: this.#layout.root,
      id: this.#layout.id,
      option: id,
      label: this.#label(id),
      guest: this.#guest,
      done: (method) => {
        // A method whose payloads carry no type (a plugin of paykit's own) is known by its manifest's.
        method.type ??= PAYMENT_METHOD_TYPES[id];
        store.set({ error: "" });
        store.select(method, true);
      },
      failed: (error, text = this.#strings.genericError) => {
        // The shopper closed the window or cancelled the sheet: nothing to say.
        if (!/CANCEL/.test(String(recordOf(error).code ?? recordOf(error).statusCode))) store.set({ error: text });
      },
      emit: this.#emit,
      requestable: (requestable) => store.sheetRequestable(id, requestable, PAYMENT_METHOD_TYPES[id]),
    };
  }

  /** "Choose another way to pay": from the methods to the options (or the one option), from elsewhere back to the methods. */
  #showOthers(): void {
    const { view, methods } = this.#state;
    if (view === "methods" || methods.length === 0) {
      this.#store.deselect();
      void this.#showInitialOption().catch(() => undefined);
    } else {
      this.#store.set({ view: "methods" });
    }
  }

  #askDeletion(method: PaymentMethodPayload): void {
    this.#services.vault?.ask(
      this.#layout.confirmation,
      method,
      this.#strings,
      (deleted, problem = "") => void this.#afterDeletion(method, deleted, problem),
    );
    this.#store.set({ view: "delete-confirmation" });
  }

  /** Back to the saved methods (listed again when one was deleted), or to the options once none is left. */
  async #afterDeletion(method: PaymentMethodPayload, deleted: boolean, problem: string): Promise<void> {
    const store = this.#store;
    if (deleted) {
      if (this.#state.selected === method) store.deselect();
      store.set({ methods: this.#state.methods.filter((other) => other !== method) });
      await this.#loadSavedMethods();
      store.set({ editing: false });
    }
    if (this.#state.methods.length > 0) store.set({ view: "methods" });
    else await this.#showInitialOption().catch(() => undefined);
    store.set({ error: problem });
  }

  // ---- public methods (the registry adds callbacks and retires them at teardown) ----

  /** The selected method, or what the shown sheet gives (a card form tokenizes), verified and with device data. */
  requestPaymentMethod(options?: unknown): Promise<PaymentMethodPayload> {
    this.#pending ??= this.#request(recordOf(options)).finally(() => (this.#pending = undefined));
    return this.#pending;
  }

  async #request(options: Record<string, unknown>): Promise<PaymentMethodPayload> {
    const store = this.#store;
    store.set({ error: "" });
    let method = this.#state.selected;
    if (!method) {
      const sheet = this.#sheets.get(this.#state.view as PaymentOptionId);
      if (!sheet) throw createError(errors.DROPIN_NO_PAYMENT_METHOD);
      store.set({ busy: true });
      try {
        method = await (await sheet).request();
      } catch (originalError) {
        throw createError(
          errors.DROPIN_NO_PAYMENT_METHOD,
          originalError === undefined ? {} : { details: { originalError } },
        );
      } finally {
        store.set({ busy: false });
      }
      store.select(method, true);
    }
    const verifier = this.#services.verifier;
    if (verifier) {
      store.set({ busy: true });
      try {
        // The method's nonce becomes the verified one, in place: still the selected method.
        await verifier.verify(method, options.threeDSecure);
      } catch (error) {
        // The card's nonce is spent: the shopper starts again.
        this.clearSelectedPaymentMethod();
        throw error;
      } finally {
        store.set({ busy: false });
      }
    }
    return formatPayload(method, this.#services.collector?.deviceData);
  }

  isPaymentMethodRequestable(): boolean {
    return Boolean(this.#state.requestable);
  }

  /** Forgets the selected method and those given in this session (saved ones stay), and shows the first view again. */
  clearSelectedPaymentMethod(): void {
    const store = this.#store;
    const saved = this.#state.methods.filter((method) => method.vaulted);
    store.set({ methods: saved });
    store.deselect();
    store.set({ error: "" });
    if (saved.length > 0) store.set({ view: "methods" });
    else void this.#showInitialOption().catch(() => undefined);
  }

  /** Changes one setting of `paypal`, `paypalCredit`, `applePay`, `googlePay` or `threeDSecure`; the next flow uses it. */
  updateConfiguration(property: unknown, key: unknown, value: unknown): void {
    const settings = this.#settings[property as string];
    if (
      !settings ||
      !["paypal", "paypalCredit", "applePay", "googlePay", "threeDSecure"].includes(property as string) ||
      typeof key !== "string" ||
      key === "__proto__"
    )
      return;
    settings[key] = value;
    // A method the old settings gave no longer stands, as with drop-in.
    const type = PAYMENT_METHOD_TYPES[property as PaymentOptionId];
    const { methods, selected } = this.#state;
    if (!methods.some((method) => method.type === type && !method.vaulted)) return;
    if (selected?.type === type && !selected.vaulted) return this.clearSelectedPaymentMethod();
    this.#store.set({ methods: methods.filter((method) => method.type !== type || method.vaulted) });
  }

  getAvailablePaymentOptions(): PaymentOptionId[] {
    return [...this.#state.offered];
  }

  on<E extends keyof DropinEvents>(event: E, handler: (payload: DropinEvents[E]) => void): void {
    this.#events.on(event as string, handler as (payload: unknown) => void);
  }

  off<E extends keyof DropinEvents>(event: E, handler: (payload: DropinEvents[E]) => void): void {
    this.#events.off(event as string, handler as (payload: unknown) => void);
  }

  /** Tears down every sheet's instance, 3-D Secure and the Data Collector, and removes what the checkout drew. */
  async teardown(): Promise<void> {
    this.#store.set({ ready: false });
    const sheets = [...this.#sheets.values()].map((sheet) => sheet.then((ready) => ready.teardown()));
    await Promise.allSettled([...sheets, this.#services.teardown?.()]);
    this.#sheets.clear();
    this.#events.clear();
    this.#layout.root.remove();
    this.#releaseStyles();
  }
}
