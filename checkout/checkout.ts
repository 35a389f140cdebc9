// The checkout instance: which payment options are offered, which method is selected, whether one can be requested,
// the events drop-in emits, 3-D Secure and device data around `requestPaymentMethod`. What it draws is in view/, each
// option's sheet in methods/ (parts fetched when first needed); every plugin comes through the kernel's registry.
import {
  createEmitter,
  createError,
  loadPart,
  recordOf,
  type Client,
  type GatewayConfiguration,
} from "../kernel/index.js";
import { isGuest, isRequested, PAYMENT_METHOD_TYPES, priorityOf } from "./core/options.js";
import { describeMethod, formatPayload, optionLabel, optionOfType } from "./core/payload.js";
import { checkoutErrors as errors } from "./errors.js";
import { offerOf, type Offer } from "./methods/index.js";
import type { MethodContext, Sheet } from "./methods/method.js";
import type { Services } from "./services/index.js";
import { stringsFor, type Strings } from "./translations/index.js";
import { fill } from "./translations/text.js";
import type { DropinEvents, PaymentMethodPayload, PaymentOptionId, ViewId } from "./types.js";
import { button, h } from "./view/dom.js";
import { containerOf } from "./view/container.js";
import { createLayout, icon, optionIcon, setBusy, sheetOf, showError, showView, type Layout } from "./view/layout.js";
import { adoptStyles } from "./view/styles.js";

export class Checkout {
  readonly #client: Client;
  readonly #configuration: GatewayConfiguration;
  readonly #options: Record<string, unknown>;
  readonly #strings: Strings;
  readonly #layout: Layout;
  readonly #guest: boolean;
  readonly #available: PaymentOptionId[];
  /** Each offered option's plugin namespace and sheet. */
  readonly #offers: Map<PaymentOptionId, Offer>;
  readonly #releaseStyles: () => void;
  /** Each option's settings (`paypal: {…}`): the objects the sheets read at flow time, which `updateConfiguration` edits. */
  readonly #settings: Record<string, Record<string, unknown>> = {};
  readonly #sheets = new Map<PaymentOptionId, Promise<Sheet>>();
  /** Merchant listeners: the kernel's one emitter, as every component's `on`/`off`. */
  readonly #events = createEmitter<Record<string, [unknown]>>();
  /** The saved methods and those the shopper's flows gave in this session. */
  #methods: PaymentMethodPayload[] = [];
  #active: PaymentMethodPayload | undefined;
  #view: ViewId | undefined;
  #requestable = false;
  #requestableNonce: string | undefined;
  /** The requestable state's events start once create has resolved, as with drop-in. */
  #ready = false;
  #editing = false;
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
    const available = offers.map((offer) => offer.id);
    const configuration = client.getConfiguration();
    this.#client = client;
    this.#configuration = configuration.gatewayConfiguration;
    this.#options = options;
    this.#guest = isGuest(configuration);
    this.#strings = strings;
    this.#available = available;
    this.#offers = new Map(offers.map((offer) => [offer.id, offer]));
    this.#releaseStyles = adoptStyles(container);
    this.#layout = createLayout(
      container,
      strings,
      () => this.#showOthers(),
      () => this.#toggleEditing(),
    );
    for (const id of [...available, "threeDSecure"]) this.#settings[id] = recordOf(options[id]);
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
        offered: this.#available,
        paymentMethodTypes: PAYMENT_METHOD_TYPES,
        customer: !this.#guest,
        emit: (event: string, payload: unknown) => this.#emit(event, payload),
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
    this.#ready = true;
  }

  /** A customer's saved methods first (the first one selected unless `preselectVaultedPaymentMethod: false`), else the options. */
  async #showFirstView(): Promise<void> {
    await this.#loadSavedMethods();
    if (this.#methods.length > 0) {
      if (this.#options.preselectVaultedPaymentMethod !== false) this.#select(this.#methods[0] as PaymentMethodPayload);
      else this.#showMethods();
      return;
    }
    await this.#showInitialOption();
  }

  /** The customer's saved methods, followed by the methods given in this session. */
  async #loadSavedMethods(): Promise<void> {
    const saved = (await this.#services.vault?.list()) ?? [];
    this.#methods = [...saved, ...this.#methods.filter((method) => !method.vaulted)];
  }

  // ---- views ----

  /** The options list, or the one option's sheet when there is only one. */
  async #showInitialOption(): Promise<void> {
    if (this.#available.length > 1) return this.#showOptions();
    await this.#showSheet(this.#available[0] as PaymentOptionId).catch((originalError: unknown) => {
      throw createError(errors.DROPIN_PAYMENT_OPTIONS_FAILED, { details: { originalError } });
    });
  }

  #setView(view: ViewId): void {
    const previousViewId = this.#view;
    const { edit, toggle, heading } = this.#layout;
    const saved = this.#methods.length > 0;
    const sheet = this.#offers.has(view as PaymentOptionId);
    this.#view = view;
    showView(this.#layout, view);
    edit.hidden =
      view !== "methods" || this.#options.vaultManager !== true || !this.#methods.some((method) => method.vaulted);
    edit.textContent = this.#editing ? this.#strings.doneEditing : this.#strings.edit;
    toggle.hidden =
      view === "delete-confirmation" ||
      (view === "options" && !saved) ||
      (sheet && this.#available.length < 2 && !saved);
    // A checkout of one option shows its sheet alone, under the sheet's own title.
    heading.hidden = sheet && this.#available.length < 2;
    heading.textContent =
      view === "methods" && this.#active
        ? fill(this.#strings.payingWith, { paymentSource: describeMethod(this.#active, this.#strings)[0] })
        : this.#strings.chooseAWayToPay;
    if (previousViewId !== view) this.#emit("changeActiveView", { previousViewId, newViewId: view });
  }

  #label(id: PaymentOptionId): string {
    return optionLabel(id, this.#strings, this.#settings.localPayment?.displayName);
  }

  #showOptions(): void {
    this.#layout.options.replaceChildren(
      ...this.#available.map((id) =>
        h(
          "li",
          {},
          button(
            { class: "pk-row", "data-option": id },
            () => this.#choose(id),
            optionIcon(id),
            h("span", {}, this.#label(id)),
          ),
        ),
      ),
    );
    this.#setView("options");
  }

  #choose(id: PaymentOptionId): void {
    this.#emit("paymentOptionSelected", { paymentOption: id });
    void this.#showSheet(id).catch(() => undefined);
  }

  /** Shows an option's sheet, drawing it (its code and plugin fetched) the first time. */
  #showSheet(id: PaymentOptionId): Promise<Sheet> {
    showError(this.#layout, "");
    this.#deselect();
    const { body, fresh } = sheetOf(this.#layout, id, id === "card" ? this.#strings.payWithCard : this.#label(id));
    if (fresh) {
      body.textContent = this.#strings.loading;
      const { mount, namespace } = this.#offers.get(id) as Offer;
      const mounting = mount(body, this.#context(id), namespace);
      this.#sheets.set(id, mounting);
      mounting.catch(() => {
        this.#sheets.delete(id);
        body.parentElement?.remove();
        if (this.#view === id) showError(this.#layout, this.#strings.genericError);
      });
    }
    this.#setView(id);
    // The shopper's choice moves the focus into the sheet; the first view of a page load leaves it where it is.
    const chosen = this.#ready;
    return (this.#sheets.get(id) as Promise<Sheet>).then((sheet) => {
      if (this.#view === id) sheet.shown?.(chosen);
      return sheet;
    });
  }

  #context(id: PaymentOptionId): MethodContext {
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
        showError(this.#layout, "");
        this.#methods.push(method);
        this.#select(method);
      },
      failed: (error, text = this.#strings.genericError) => {
        // The shopper closed the window or cancelled the sheet: nothing to say.
        if (!/CANCEL/.test(String(recordOf(error).code ?? recordOf(error).statusCode))) showError(this.#layout, text);
      },
      emit: (event, payload) => this.#emit(event, payload),
      requestable: (requestable) => {
        if (this.#view === id && !this.#active) this.#setRequestable(requestable, PAYMENT_METHOD_TYPES[id]);
      },
    };
  }

  #showMethods(): void {
    this.#layout.methods.replaceChildren(
      ...this.#methods.map((method) => {
        const [name, line] = describeMethod(method, this.#strings);
        const row = button(
          { class: "pk-row", "aria-pressed": String(method === this.#active), "data-type": method.type },
          () => this.#select(method),
          icon(optionOfType(method.type)),
          h("span", {}, name, h("small", {}, line)),
        );
        const remove =
          this.#editing && method.vaulted
            ? [button({ class: "pk-link" }, () => this.#askDeletion(method), this.#strings.deleteConfirmationButton)]
            : [];
        return h("li", { class: "pk-item" }, row, ...remove);
      }),
    );
    this.#setView("methods");
  }

  /** "Choose another way to pay": from the methods to the options (or the one option), from elsewhere back to the methods. */
  #showOthers(): void {
    if (this.#view === "methods" || this.#methods.length === 0) {
      this.#deselect();
      void this.#showInitialOption().catch(() => undefined);
    } else {
      this.#showMethods();
    }
  }

  #toggleEditing(): void {
    this.#editing = !this.#editing;
    this.#showMethods();
  }

  #askDeletion(method: PaymentMethodPayload): void {
    this.#services.vault?.ask(
      this.#layout.confirmation,
      method,
      this.#strings,
      (deleted, problem = "") => void this.#afterDeletion(method, deleted, problem),
    );
    this.#setView("delete-confirmation");
  }

  /** Back to the saved methods (listed again when one was deleted), or to the options once none is left. */
  async #afterDeletion(method: PaymentMethodPayload, deleted: boolean, problem: string): Promise<void> {
    if (deleted) {
      if (this.#active === method) this.#deselect();
      this.#methods = this.#methods.filter((other) => other !== method);
      await this.#loadSavedMethods();
      this.#editing = false;
    }
    if (this.#methods.length > 0) this.#showMethods();
    else await this.#showInitialOption().catch(() => undefined);
    showError(this.#layout, problem);
  }

  // ---- selection and the requestable state ----

  #select(method: PaymentMethodPayload): void {
    this.#active = method;
    this.#setRequestable(true, method.type, true, method.nonce);
    this.#showMethods();
  }

  #deselect(): void {
    if (!this.#active) return;
    this.#active = undefined;
    this.#setRequestable(false);
  }

  /** Drop-in's rule: an event when requestable changes, or when another selected method becomes requestable. */
  #setRequestable(requestable: boolean, type?: string, selected = false, nonce?: string): void {
    const changed = requestable !== this.#requestable || (requestable && nonce !== this.#requestableNonce);
    this.#requestable = requestable;
    this.#requestableNonce = requestable ? nonce : undefined;
    if (!this.#ready || !changed) return;
    if (requestable) this.#emit("paymentMethodRequestable", { type, paymentMethodIsSelected: selected });
    else this.#emit("noPaymentMethodRequestable", undefined);
  }

  #emit(event: string, payload: unknown): void {
    this.#events.emit(event, payload);
  }

  // ---- public methods (the registry adds callbacks and retires them at teardown) ----

  /** The selected method, or what the shown sheet gives (a card form tokenizes), verified and with device data. */
  requestPaymentMethod(options?: unknown): Promise<PaymentMethodPayload> {
    this.#pending ??= this.#request(recordOf(options)).finally(() => (this.#pending = undefined));
    return this.#pending;
  }

  async #request(options: Record<string, unknown>): Promise<PaymentMethodPayload> {
    showError(this.#layout, "");
    let method = this.#active;
    if (!method) {
      const sheet = this.#sheets.get(this.#view as PaymentOptionId);
      if (!sheet) throw createError(errors.DROPIN_NO_PAYMENT_METHOD);
      setBusy(this.#layout, true);
      try {
        method = await (await sheet).request();
      } catch (originalError) {
        throw createError(
          errors.DROPIN_NO_PAYMENT_METHOD,
          originalError === undefined ? {} : { details: { originalError } },
        );
      } finally {
        setBusy(this.#layout, false);
      }
      this.#methods.push(method);
      this.#select(method);
    }
    const verifier = this.#services.verifier;
    if (verifier) {
      setBusy(this.#layout, true);
      try {
        await verifier.verify(method, options.threeDSecure);
        this.#requestableNonce = method.nonce;
      } catch (error) {
        // The card's nonce is spent: the shopper starts again.
        this.clearSelectedPaymentMethod();
        throw error;
      } finally {
        setBusy(this.#layout, false);
      }
    }
    return formatPayload(method, this.#services.collector?.deviceData);
  }

  isPaymentMethodRequestable(): boolean {
    return this.#requestable;
  }

  /** Forgets the selected method and those given in this session (saved ones stay), and shows the first view again. */
  clearSelectedPaymentMethod(): void {
    this.#methods = this.#methods.filter((method) => method.vaulted);
    this.#deselect();
    showError(this.#layout, "");
    if (this.#methods.length > 0) this.#showMethods();
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
    if (!this.#methods.some((method) => method.type === type && !method.vaulted)) return;
    if (this.#active?.type === type && !this.#active.vaulted) return this.clearSelectedPaymentMethod();
    this.#methods = this.#methods.filter((method) => method.type !== type || method.vaulted);
    if (this.#view === "methods") this.#showMethods();
  }

  getAvailablePaymentOptions(): PaymentOptionId[] {
    return [...this.#available];
  }

  on<E extends keyof DropinEvents>(event: E, handler: (payload: DropinEvents[E]) => void): void {
    this.#events.on(event as string, handler as (payload: unknown) => void);
  }

  off<E extends keyof DropinEvents>(event: E, handler: (payload: DropinEvents[E]) => void): void {
    this.#events.off(event as string, handler as (payload: unknown) => void);
  }

  /** Tears down every sheet's instance, 3-D Secure and the Data Collector, and removes what the checkout drew. */
  async teardown(): Promise<void> {
    this.#ready = false;
    const sheets = [...this.#sheets.values()].map((sheet) => sheet.then((ready) => ready.teardown()));
    await Promise.allSettled([...sheets, this.#services.teardown?.()]);
    this.#sheets.clear();
    this.#events.clear();
    this.#layout.root.remove();
    this.#releaseStyles();
  }
}
