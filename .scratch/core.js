  // checkout/checkout.ts
  function stringKeyOf(code) {
    return `${String(code ?? "").toLowerCase().replace(/_(\w)/g, (_, letter) => letter.toUpperCase())}Error`;
  }
  var Checkout = class _Checkout {
    #client;
    #configuration;
    #options;
    #strings;
    #layout;
    #guest;
    #releaseStyles;
    /** Each option's settings (`paypal: {…}`), the objects the sheets read at flow time. */
    #settings = {};
    #sheets = /* @__PURE__ */ new Map();
    #handlers = /* @__PURE__ */ new Map();
    #available = [];
    /** The saved methods and those the shopper's flows gave in this session. */
    #methods = [];
    #active;
    #view;
    #requestable = false;
    #requestableNonce;
    /** Events of the requestable state are sent only once create has resolved, as with drop-in. */
    #ready = false;
    #editing = false;
    #pending;
    #verifier;
    #collector;
    #vault;
    constructor(client, options, container, strings) {
      const configuration = client.getConfiguration();
      this.#client = client;
      this.#configuration = configuration.gatewayConfiguration;
      this.#options = options;
      this.#guest = isGuest(configuration);
      this.#strings = strings;
      this.#releaseStyles = adoptStyles(container);
      this.#layout = createLayout(container, this.#strings, () => this.#showOthers(), () => this.#toggleEditing());
      for (const id of [...Object.keys(ENABLED), "threeDSecure"]) this.#settings[id] = recordOf(options[id]);
    }
    /** What `braintree.dropin.create` runs once the client is ready (kernel/registry/plugin.ts made it). */
    static async create(client, rawOptions) {
      const options = recordOf(rawOptions);
      const container = containerOf(options);
      const priority = priorityOf(options);
      const [available, strings] = await Promise.all([
        _Checkout.#eligible(priority, options, client.getConfiguration().gatewayConfiguration),
        stringsFor(options.locale, options.translations)
      ]);
      if (available.length === 0) throw createError(checkoutErrors.DROPIN_NO_VALID_PAYMENT_OPTIONS);
      const checkout = new _Checkout(client, options, container, strings);
      try {
        await checkout.#start(available);
      } catch (error) {
        await checkout.teardown();
        throw error;
      }
      return checkout;
    }
    /** The options the merchant asked for that the gateway enables and this browser supports, in order. */
    static async #eligible(priority, options, configuration) {
      const enabled = priority.filter((id) => isRequested(id, options) && ENABLED[id](configuration));
      const wallets = enabled.some((id) => id !== "card") ? await walletSheets().catch(() => void 0) : void 0;
      const answers = await Promise.all(
        enabled.map(async (id) => {
          if (id === "card") return true;
          try {
            return Boolean(wallets) && await (wallets?.[id].supported?.(configuration, recordOf(options[id])) ?? true) === true;
          } catch {
            return false;
          }
        })
      );
      return enabled.filter((_, index) => answers[index]);
    }
    async #start(available) {
      this.#available = available;
      const options = this.#options;
      const verifier = options.threeDSecure ? createVerifier(this.#client, this.#settings.threeDSecure, (event, payload) => this.#emit(event, payload)).catch((originalError) => {
        throw createError(checkoutErrors.DROPIN_THREE_D_SECURE_SETUP_FAILED, { details: { originalError } });
      }) : void 0;
      const collector = options.dataCollector ? collectDeviceData(this.#client, options.dataCollector).catch((originalError) => {
        throw createError(checkoutErrors.DROPIN_DATA_COLLECTOR_SETUP_FAILED, { details: { originalError } });
      }) : void 0;
      const services = Promise.allSettled([verifier, collector]);
      let failure;
      try {
        if (!this.#guest) await this.#loadSavedMethods();
        await this.#showFirstView();
      } catch (error) {
        failure = error;
      }
      const [verified, collected] = await services;
      if (verified.status === "fulfilled") this.#verifier = verified.value;
      if (collected.status === "fulfilled") this.#collector = collected.value;
      if (failure) throw failure;
      for (const outcome of [verified, collected]) if (outcome.status === "rejected") throw outcome.reason;
      this.#ready = true;
    }
    async #loadSavedMethods() {
      try {
        this.#vault ??= await openVault(this.#client, this.#options.showDefaultPaymentMethodFirst !== false);
      } catch {
        return;
      }
      const hidden = [
        ...ALWAYS_HIDDEN_VAULTED_TYPES,
        ...(Array.isArray(this.#options.hiddenVaultedPaymentMethodTypes) ? this.#options.hiddenVaultedPaymentMethodTypes : []).map(
          (id) => PAYMENT_METHOD_TYPES[id]
        )
      ];
      const offered = this.#available.map((id) => PAYMENT_METHOD_TYPES[id]);
      const saved = (await this.#vault.list()).filter((method) => offered.includes(method.type) && !hidden.includes(method.type));
      this.#methods = [...saved, ...this.#methods.filter((method) => !method.vaulted)];
    }
    // ---- views ----
    /** Saved methods first (the first one selected unless `preselectVaultedPaymentMethod: false`), else the options. */
    async #showFirstView() {
      if (this.#methods.length > 0) {
        this.#active = this.#options.preselectVaultedPaymentMethod === false ? void 0 : this.#methods[0];
        this.#requestable = Boolean(this.#active);
        this.#requestableNonce = this.#active?.nonce;
        this.#showMethods();
        return;
      }
      await this.#showInitialOption();
    }
    /** The options list, or the one option's sheet when there is only one. */
    async #showInitialOption() {
      if (this.#available.length > 1) return this.#showOptions();
      const only = this.#available[0];
      const shown = this.#showSheet(only);
      if (!this.#ready) {
        await shown.catch((originalError) => {
          throw createError(checkoutErrors.DROPIN_PAYMENT_OPTIONS_FAILED, { details: { originalError } });
        });
      }
    }
    #setView(view) {
      const previousViewId = this.#view;
      this.#view = view;
      showView(this.#layout, view);
      const { edit, toggle, heading } = this.#layout;
      const vaulted = this.#methods.some((method) => method.vaulted);
      edit.hidden = view !== "methods" || this.#options.vaultManager !== true || !vaulted;
      edit.textContent = this.#editing ? this.#strings.doneEditing : this.#strings.edit;
      const saved = this.#methods.length > 0;
      const sheet2 = view in ENABLED;
      toggle.hidden = view === "delete-confirmation" || view === "options" && !saved || sheet2 && this.#available.length < 2 && !saved;
      heading.hidden = sheet2 && this.#available.length < 2;
      heading.textContent = view === "methods" && this.#active ? fill(this.#strings.payingWith, { paymentSource: describeMethod(this.#active, this.#strings)[0] }) : this.#strings.chooseAWayToPay;
      if (previousViewId !== view) this.#emit("changeActiveView", { previousViewId, newViewId: view });
    }
    #showOptions() {
      const { options } = this.#layout;
      options.replaceChildren(
        ...this.#available.map(
          (id) => h(
            "li",
            {},
            button({ class: "pk-row", "data-option": id }, () => this.#choose(id), optionIcon(id), h("span", {}, optionLabel(id, this.#strings, this.#settings.localPayment.displayName)))
          )
        )
      );
      this.#setView("options");
    }
    #choose(id) {
      this.#emit("paymentOptionSelected", { paymentOption: id });
      void this.#showSheet(id).catch(() => void 0);
    }
    /** Shows an option's sheet, drawing it (and fetching its plugin) the first time. */
    #showSheet(id) {
      showError(this.#layout, "");
      this.#deselect();
      const title = id === "card" ? this.#strings.payWithCard : optionLabel(id, this.#strings, this.#settings.localPayment.displayName);
      const { body, fresh } = sheetOf(this.#layout, id, title);
      if (fresh) {
        body.textContent = this.#strings.loading;
        const mount2 = id === "card" ? Promise.resolve(mount) : walletSheets().then((sheets) => sheets[id].mount);
        const mounting = mount2.then((draw) => draw(body, this.#context(id)));
        this.#sheets.set(id, mounting);
        mounting.catch(() => {
          this.#sheets.delete(id);
          body.parentElement?.remove();
          if (this.#view === id) showError(this.#layout, this.#strings.genericError);
        });
      }
      this.#setView(id);
      const sheet2 = this.#sheets.get(id);
      const chosen = this.#ready;
      return sheet2.then((ready) => {
        if (this.#view === id) ready.shown?.(chosen);
        return ready;
      });
    }
    #context(id) {
      return {
        client: this.#client,
        configuration: this.#configuration,
        options: this.#settings[id],
        strings: this.#strings,
        root: this.#layout.root,
        id: this.#layout.id,
        guest: this.#guest,
        done: (payload) => {
          showError(this.#layout, "");
          this.#methods.push(payload);
          this.#select(payload);
        },
        failed: (error, fallback) => this.#failed(error, fallback),
        emit: (event, payload) => this.#emit(event, payload),
        requestable: (requestable) => {
          if (this.#view === id && !this.#active) this.#setRequestable(requestable, PAYMENT_METHOD_TYPES[id]);
        }
      };
    }
    #failed(error, fallback = "genericError") {
      const code = recordOf(error).code;
      if (/CANCEL/.test(String(code ?? recordOf(error).statusCode ?? ""))) return;
      const key = stringKeyOf(code);
      showError(this.#layout, code !== void 0 && Object.hasOwn(this.#strings, key) ? this.#strings[key] : this.#strings[fallback]);
    }
    #showMethods() {
      const strings = this.#strings;
      this.#layout.methods.replaceChildren(
        ...this.#methods.map((method) => {
          const [name, line] = describeMethod(method, strings);
          const row = button(
            { class: "pk-row", "aria-pressed": String(method === this.#active), "data-type": method.type },
            () => this.#select(method),
            icon(optionOfType(method.type)),
            h("span", {}, name, h("small", {}, line))
          );
          const remove = this.#editing && method.vaulted ? [button({ class: "pk-link" }, () => this.#confirmDeletion(method), strings.deleteConfirmationButton)] : [];
          return h("li", { class: "pk-item" }, row, ...remove);
        })
      );
      this.#setView("methods");
    }
    /** "Choose another way to pay": from the methods to the options (or the one option), from elsewhere back to the methods. */
    #showOthers() {
      if (this.#view === "methods" || this.#methods.length === 0) {
        this.#deselect();
        void this.#showInitialOption().catch(() => void 0);
      } else {
        this.#showMethods();
      }
    }
    #toggleEditing() {
      this.#editing = !this.#editing;
      this.#showMethods();
    }
    #confirmDeletion(method) {
      const strings = this.#strings;
      const cancel = button({ class: "pk-link" }, () => this.#showMethods(), strings.deleteCancelButton);
      const confirm = button({ class: "pk-pay" }, () => void this.#delete(method), strings.deleteConfirmationButton);
      this.#layout.confirmation.replaceChildren(h("p", {}, deletionQuestion(method, strings)), h("div", { class: "pk-bar" }, cancel, confirm));
      this.#setView("delete-confirmation");
      confirm.focus();
    }
    async #delete(method) {
      setBusy(this.#layout, true);
      try {
        await this.#vault?.remove(method.nonce);
      } catch {
        showError(this.#layout, this.#strings.vaultManagerPaymentMethodDeletionError);
      }
      if (this.#active === method) this.#deselect();
      this.#methods = this.#methods.filter((other) => other !== method);
      await this.#loadSavedMethods();
      setBusy(this.#layout, false);
      this.#editing = false;
      if (this.#methods.length > 0) this.#showMethods();
      else await this.#showInitialOption().catch(() => void 0);
    }
    // ---- selection and the requestable state ----
    #select(method) {
      this.#active = method;
      this.#setRequestable(true, method.type, true, method.nonce);
      this.#showMethods();
    }
    #deselect() {
      if (!this.#active) return;
      this.#active = void 0;
      this.#setRequestable(false);
    }
    /** Drop-in's rule: an event when requestable changes, or when another selected method becomes requestable. */
    #setRequestable(requestable, type, selected = false, nonce) {
      const changed = requestable !== this.#requestable || requestable && nonce !== this.#requestableNonce;
      this.#requestable = requestable;
      this.#requestableNonce = requestable ? nonce : void 0;
      if (!this.#ready || !changed) return;
      if (requestable) this.#emit("paymentMethodRequestable", { type, paymentMethodIsSelected: selected });
      else this.#emit("noPaymentMethodRequestable", void 0);
    }
    #emit(event, payload) {
      for (const handler of [...this.#handlers.get(event) ?? []]) {
        try {
          handler(payload);
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    }
    // ---- public methods (the registry adds callbacks and retires them at teardown) ----
    /** The selected method, or what the shown sheet gives (a card form tokenizes), verified and with device data. */
    requestPaymentMethod(options) {
      this.#pending ??= this.#request(recordOf(options)).finally(() => this.#pending = void 0);
      return this.#pending;
    }
    async #request(options) {
      showError(this.#layout, "");
      let method = this.#active;
      if (!method) {
        const sheet2 = this.#view && this.#view in ENABLED ? this.#sheets.get(this.#view) : void 0;
        if (!sheet2) throw createError(checkoutErrors.DROPIN_NO_PAYMENT_METHOD);
        setBusy(this.#layout, true);
        try {
          method = await (await sheet2).request();
        } finally {
          setBusy(this.#layout, false);
        }
        this.#methods.push(method);
        this.#select(method);
      }
      if (this.#verifier && needsVerification(method)) await this.#verify(method, options.threeDSecure);
      return formatPayload(method, this.#collector?.deviceData);
    }
    async #verify(method, options) {
      setBusy(this.#layout, true);
      try {
        const verified = await this.#verifier.verify(method, options);
        Object.assign(method, {
          nonce: verified.nonce,
          liabilityShifted: verified.liabilityShifted,
          liabilityShiftPossible: verified.liabilityShiftPossible,
          threeDSecureInfo: verified.threeDSecureInfo
        });
        this.#requestableNonce = method.nonce;
      } catch (originalError) {
        this.clearSelectedPaymentMethod();
        throw createError(checkoutErrors.DROPIN_THREE_D_SECURE_FAILED, { details: { originalError } });
      } finally {
        setBusy(this.#layout, false);
      }
    }
    isPaymentMethodRequestable() {
      return this.#requestable;
    }
    /** Forgets the selected method and those given in this session (saved ones stay), and shows the first view again. */
    clearSelectedPaymentMethod() {
      this.#methods = this.#methods.filter((method) => method.vaulted);
      this.#deselect();
      showError(this.#layout, "");
      if (this.#methods.length > 0) this.#showMethods();
      else void this.#showInitialOption().catch(() => void 0);
    }
    /** Changes one setting of `paypal`, `paypalCredit`, `applePay`, `googlePay` or `threeDSecure`; the next flow uses it. */
    updateConfiguration(property, key, value) {
      if (!["paypal", "paypalCredit", "applePay", "googlePay", "threeDSecure"].includes(property) || typeof key !== "string") return;
      this.#settings[property][key] = value;
      if (property === "threeDSecure") return;
      const type = PAYMENT_METHOD_TYPES[property];
      const stale = this.#methods.filter((method) => method.type === type && !method.vaulted);
      if (stale.length === 0) return;
      this.#methods = this.#methods.filter((method) => !stale.includes(method));
      if (this.#active && stale.includes(this.#active)) this.clearSelectedPaymentMethod();
      else if (this.#view === "methods") this.#showMethods();
    }
    getAvailablePaymentOptions() {
      return [...this.#available];
    }
    on(event, handler) {
      if (typeof event !== "string" || typeof handler !== "function") return;
      const handlers = this.#handlers.get(event) ?? /* @__PURE__ */ new Set();
      handlers.add(handler);
      this.#handlers.set(event, handlers);
    }
    off(event, handler) {
      if (typeof event === "string") this.#handlers.get(event)?.delete(handler);
    }
    /** Tears down every sheet's instance, 3-D Secure and the Data Collector, and removes what the checkout drew. */
    async teardown() {
      this.#ready = false;
      const sheets = [...this.#sheets.values()].map((sheet2) => sheet2.then((ready) => ready.teardown()));
      await Promise.allSettled([...sheets, this.#verifier?.teardown(), this.#collector?.teardown()]);
      this.#sheets.clear();
      this.#handlers.clear();
      this.#layout.root.remove();
      this.#releaseStyles();
    }
  };

  // checkout/plugin.ts
