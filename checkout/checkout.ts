// The checkout instance: its public API (braintree-web-drop-in 1.48's) and its services: which payment options are
// offered, each option's sheet drawn when first shown (methods/, parts fetched when first needed), 3-D Secure and
// device data around `requestPaymentMethod`, the customer's saved methods. What is shown, selected and requestable,
// and the way through the views, are its store's (store.ts), whose changes make Drop-in's events; the DOM is the
// view's (view/), drawn from the store's state; every plugin comes through the kernel's registry.
import {
  createEmitter,
  createError,
  loadPart,
  recordOf,
  sharedErrors,
  trustedUrl,
  type Client,
  type GatewayConfiguration,
} from "../kernel/index.js";
import { isGuest, isRequested, OPTION_ROWS, priorityOf } from "./core/options.js";
import { formatPayload, optionLabel } from "./core/payload.js";
import { ON_NPM } from "./load.js";
import { checkoutErrors as errors } from "./errors.js";
import { offerOf, type Offer } from "./methods/index.js";
import type { MethodContext, Sheet } from "./methods/method.js";
import type { Services } from "./services/index.js";
import { initialView, isSheet, requestableOf, STORE, type CheckoutState, CheckoutStore } from "./store.js";
import { stringsFor, type Strings } from "./translations/index.js";
import type { DropinEvents, PaymentMethodPayload, PaymentOptionId } from "./types.js";
import { containerOf } from "./view/container.js";
import { h, logo, part } from "./view/dom.js";
import { createLayout, sheetOf, type Layout } from "./view/layout.js";
import { renderer } from "./view/render.js";
import { linkStylesheet } from "./view/styles.js";

export class Checkout {
  readonly #client: Client;
  readonly #configuration: GatewayConfiguration;
  readonly #options: Record<string, unknown>;
  readonly #strings: Strings;
  readonly #layout: Layout;
  readonly #guest: boolean;
  /** Each offered option's plugin namespace and sheet. */
  readonly #offers: Map<PaymentOptionId, Offer>;
  readonly #unlinkStylesheet: () => void;
  /**
   * Each offered option's settings (`paypal: {…}`), and 3-D Secure's: the objects the sheets and the verifier read at
   * flow time, which `updateConfiguration` edits.
   */
  readonly #settings = Object.create(null) as Partial<Record<string, Record<string, unknown>>>;
  /** Each drawn sheet (its state is the store's `sheets`). */
  readonly #sheets = new Map<PaymentOptionId, Promise<Sheet>>();
  /** Merchant listeners: the kernel's one emitter, as every component's `on`/`off`. */
  readonly #events = createEmitter<Record<string, [unknown]>>();
  readonly #emit = (event: string, payload?: unknown): void => this.#events.emit(event, payload);
  /** What is offered, shown, listed, selected and requestable, and the way through the views. */
  readonly #store: CheckoutStore;
  #pending: Promise<PaymentMethodPayload> | undefined;
  #tornDown = false;
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
    const store = new CheckoutStore(
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
    this.#layout = createLayout(container, strings, {
      toggle: () => store.toggle(),
      edit: () => store.edit(!this.#state.editing),
      // The deletion, and the saved methods fetched again after it, are the vault's (checkout-services).
      confirmDeletion: () => void this.#services.vault?.remove(store, strings, this.#preselect),
      cancelDeletion: () => store.cancelDelete(),
    });
    this.#unlinkStylesheet = linkStylesheet(container, this.#configuration.assetsUrl);
    // Subscribed before the view: a sheet shown for the first time has its frame by the time the view shows it.
    store.subscribe((state, previous) => this.#follow(state, previous));
    store.subscribe(
      renderer(
        this.#layout,
        {
          strings,
          label: (id) => this.#label(id),
          vaultManager: options.vaultManager === true,
          guest: this.#guest,
          question: (method) => this.#services.vault?.question(method, strings) ?? "",
        },
        store,
      ),
    );
    for (const id of this.#state.offered) this.#settings[id] = recordOf(options[id]);
    this.#settings.threeDSecure = recordOf(options.threeDSecure);
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
    // The stylesheet and every frame come from the asset origin: checked before anything is placed.
    trustedUrl(client.getConfiguration().gatewayConfiguration.assetsUrl);
    const [offers, strings] = await Promise.all([
      Checkout.#eligible(priority, options, client),
      stringsFor(options.locale, options.translations),
    ]);
    if (offers.length === 0) throw createError(errors.DROPIN_NO_VALID_PAYMENT_OPTIONS);
    const checkout = new Checkout(client, options, container, strings, offers);
    try {
      await checkout.#start();
    } catch (error) {
      await checkout.#teardown();
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
        rows: OPTION_ROWS,
        customer: !this.#guest,
        emit: this.#emit,
        errors,
      };
      this.#services = await loadPart(
        "checkout-services",
        ON_NPM ? () => import("./services/index.js") : undefined,
      ).then(
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
    this.#store.setMethods((await this.#services.vault?.list()) ?? []);
    this.#store.showFirst(this.#preselect);
    const { view } = this.#state;
    if (isSheet(this.#state, view))
      await this.#sheets.get(view)?.catch((originalError: unknown) => {
        throw createError(errors.DROPIN_PAYMENT_OPTIONS_FAILED, { details: { originalError } });
      });
    // The requestable state's events start once create has resolved, as with Drop-in.
    this.#store.set({ loading: false, ready: true });
  }

  get #preselect(): boolean {
    return this.#options.preselectVaultedPaymentMethod !== false;
  }

  #label(id: PaymentOptionId): string {
    return optionLabel(id, this.#strings, this.#settings[id]);
  }

  /** A sheet shown for the first time is drawn (its code and plugin fetched); one shown again is told so. */
  #follow(state: CheckoutState, previous: CheckoutState): void {
    const { view } = state;
    if (!isSheet(state, view) || (view === previous.view && state.shown === previous.shown)) return;
    // The shopper's choice moves the focus into the sheet; the first view of a page load leaves it where it is.
    const chosen = state.ready;
    if (!this.#sheets.has(view)) this.#mount(view);
    void this.#sheets.get(view)?.then(
      (sheet) => this.#state.view === view && sheet.shown?.(chosen),
      () => undefined,
    );
  }

  #mount(id: PaymentOptionId): void {
    const { title, sheet } = OPTION_ROWS[id];
    const content = sheetOf(
      this.#layout,
      id,
      title ? ((this.#strings as Record<string, string>)[title] as string) : this.#label(id),
      sheet === "form",
    );
    const { mount, namespace } = this.#offers.get(id) as Offer;
    const mounting = mount(content, this.#context(id), namespace);
    this.#sheets.set(id, mounting);
    mounting.catch(() => {
      this.#sheets.delete(id);
      if (this.#state.view === id) this.#store.set({ error: this.#strings.genericError });
    });
  }

  #context(id: PaymentOptionId): MethodContext {
    const store = this.#store;
    return {
      client: this.#client,
      configuration: this.#configuration,
      options: this.#settings[id] as Record<string, unknown>,
      strings: this.#strings,
      option: id,
      label: this.#label(id),
      guest: this.#guest,
      done: (method) => {
        // A method whose payloads carry no type (a plugin of paykit's own) is known by its manifest's.
        method.type ??= OPTION_ROWS[id].paymentMethodType;
        store.select(method, true);
      },
      failed: (error, text = this.#strings.genericError) => {
        // The shopper closed the window or cancelled the sheet: nothing to say.
        if (!/CANCEL/.test(String(recordOf(error).code ?? recordOf(error).statusCode))) store.set({ error: text });
      },
      emit: this.#emit,
      requestable: (requestable) => store.sheetRequestable(id, requestable, OPTION_ROWS[id].paymentMethodType),
      dom: { h, part, logo },
    };
  }

  /** Drop-in's way back after a change of methods: the initial view, unless shown already or methods are listed. */
  #navigateToInitialView(): void {
    const state = this.#state;
    if (state.view !== initialView(state) && state.methods.length === 0) this.#store.showInitial();
  }

  // ---- public methods (the registry adds callbacks; after teardown they answer as Drop-in's) ----

  /** What the shown view gives (the selected method, a card form tokenized), verified and with device data. */
  requestPaymentMethod(options?: unknown): Promise<PaymentMethodPayload> {
    if (this.#tornDown)
      // Drop-in's card sheet asks its torn-down Hosted Fields for their state: this is the error it gets.
      return Promise.reject(
        createError(sharedErrors.METHOD_CALLED_AFTER_TEARDOWN, {
          message: "getState cannot be called after teardown.",
        }),
      );
    this.#pending ??= this.#request(recordOf(options)).finally(() => (this.#pending = undefined));
    return this.#pending;
  }

  async #request(options: Record<string, unknown>): Promise<PaymentMethodPayload> {
    const store = this.#store;
    store.set({ error: "" });
    const { view, selected, editing } = this.#state;
    let method = view === "methods" && !editing ? selected : undefined;
    if (!method) {
      const sheet = isSheet(this.#state, view) ? this.#sheets.get(view) : undefined;
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
      store.set({ loading: true });
      try {
        // The method's nonce becomes the verified one, in place: still the selected method.
        await verifier.verify(method, options.threeDSecure);
      } catch (error) {
        // The card's nonce is spent: the shopper starts again.
        this.clearSelectedPaymentMethod();
        throw error;
      } finally {
        store.set({ loading: false });
      }
    }
    return formatPayload(method, this.#services.collector?.deviceData);
  }

  isPaymentMethodRequestable(): boolean {
    return !this.#tornDown && requestableOf(this.#state) !== undefined;
  }

  /**
   * Forgets the selected method and those given in this session (saved ones stay, fetched again), and goes back to
   * the initial view unless methods are left, as Drop-in does.
   */
  clearSelectedPaymentMethod(): void {
    if (this.#tornDown) return;
    const store = this.#store;
    store.setMethods(this.#state.methods.filter((method) => method.vaulted));
    store.deselect();
    const vault = this.#services.vault;
    if (this.#state.methods.length === 0 || !vault) return this.#navigateToInitialView();
    store.set({ loading: true });
    void vault.list().then((saved) => {
      if (this.#tornDown) return;
      store.setMethods([...saved, ...this.#state.methods.filter((method) => !method.vaulted)]);
      this.#navigateToInitialView();
      store.set({ loading: false });
    });
  }

  /**
   * Changes one setting of an offered option whose manifest says `updatable` (Drop-in's `paypal`, `paypalCredit`,
   * `applePay`, `googlePay`) or of `threeDSecure`; the next flow uses it.
   */
  updateConfiguration(property: unknown, key: unknown, value: unknown): void {
    const id = property as PaymentOptionId;
    // The settings kept are the offered options' and 3-D Secure's, which has no option's row.
    const settings = this.#settings[id];
    const row = OPTION_ROWS[id];
    if (!settings || (row && !row.updatable) || typeof key !== "string" || key === "__proto__") return;
    settings[key] = value;
    if (!row || this.#tornDown) return;
    // The methods the old settings gave no longer stand (Drop-in's rule), and Drop-in goes back to its initial view.
    const type = row.paymentMethodType;
    this.#store.setMethods(this.#state.methods.filter((method) => method.type !== type || method.vaulted));
    this.#navigateToInitialView();
  }

  getAvailablePaymentOptions(): PaymentOptionId[] {
    return [...this.#state.offered];
  }

  on<E extends keyof DropinEvents>(event: E, handler: (payload: DropinEvents[E]) => void): void {
    this.#events.on(event, handler as (payload: unknown) => void);
  }

  off<E extends keyof DropinEvents>(event: E, handler: (payload: DropinEvents[E]) => void): void {
    this.#events.off(event, handler as (payload: unknown) => void);
  }

  hasListener(event: unknown): boolean {
    return typeof event === "string" && this.#events.hasListener(event);
  }

  /**
   * Tears down every sheet's instance, 3-D Secure and the Data Collector, and removes what the checkout drew; with a
   * callback, calls it with the error or null. A second teardown rejects (Drop-in's fails too).
   */
  teardown(callback?: unknown): Promise<void> | undefined {
    const done = this.#teardown();
    if (typeof callback !== "function") return done;
    const call = callback as (error: unknown) => void;
    done.then(
      () => call(null),
      (error: unknown) => call(error),
    );
    return undefined;
  }

  async #teardown(): Promise<void> {
    if (this.#tornDown)
      throw createError(sharedErrors.METHOD_CALLED_AFTER_TEARDOWN, {
        message: "teardown cannot be called after teardown.",
      });
    this.#tornDown = true;
    this.#store.set({ ready: false });
    const sheets = [...this.#sheets.values()].map((sheet) => sheet.then((ready) => ready.teardown()));
    await Promise.allSettled([...sheets, this.#services.teardown?.()]);
    this.#sheets.clear();
    this.#events.clear();
    this.#layout.wrapper.remove();
    this.#unlinkStylesheet();
  }
}
