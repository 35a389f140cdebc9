import mitt from "mitt";
import {
  assetsBaseHint,
  createError,
  createFrame,
  FrameChannel,
  jsonCopy,
  originOf,
  sharedErrors,
  uuid,
  VERSION,
  type BraintreeErrorType,
  type Client,
  type Prepared,
  sendEvent,
} from "../../kernel/index.js";
import {
  CONTAINER_CLASSES,
  EVENTS,
  FIELD_LABELS,
  FRAME_NAME_PREFIX,
  FRAME_PAGE,
  MESSAGES,
  READY_TIMEOUT_MS,
  type FieldKey,
} from "./constants.js";
import { setupErrors as errors, tokenizationErrors } from "./errors.js";
import {
  assertAttribute,
  assertAttributeValue,
  assertFieldPresent,
  assertMonthSelect,
  assertNoFrame,
  resolveFields,
  type FieldAction,
  type ResolvedField,
} from "./fields.js";
import type {
  BinAvailableEvent,
  CardType,
  FieldState,
  FrameConfiguration,
  HostedFieldsEvent,
  HostedFieldsOptions,
  HostedFieldsState,
  HostedFieldsTokenizePayload,
  InputEventPayload,
  TokenizeOptions,
} from "./types.js";

type Events = { ready: undefined; timeout: undefined; binAvailable: BinAvailableEvent } & Record<
  Exclude<(typeof EVENTS)[number], "binAvailable">,
  HostedFieldsEvent
>;

interface FieldRecord {
  key: FieldKey;
  container: HTMLElement;
  frame: HTMLIFrameElement;
  channel: FrameChannel;
  state: Omit<FieldState, "container">;
  isSelect: boolean;
}

/** Containers being filled by a create that has not settled yet; a later create waits for it. */
const claims = new WeakMap<HTMLElement, Promise<unknown>>();

/**
 * A create into containers an earlier create is still filling waits until that one has settled and the
 * merchant has had a turn to tear it down (React StrictMode mounts, unmounts and mounts again).
 */
async function afterEarlierCreates(resolved: ResolvedField[]): Promise<void> {
  const earlier = resolved.map((field) => claims.get(field.container)).filter(Boolean);
  if (earlier.length === 0) return;
  await Promise.allSettled(earlier);
  await new Promise((resolve) => setTimeout(resolve));
}

/** Rejects with HOSTED_FIELDS_TIMEOUT (after the `timeout` event) unless `work` settles in time. */
async function withinReadyTimeout<T>(work: Promise<T>, onTimeout: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(createError(errors.HOSTED_FIELDS_TIMEOUT));
    }, READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** What the frames need from the client, known once the configuration has arrived. */
interface FrameSetup {
  shared: Omit<FrameConfiguration, "key" | "client">;
  client: FrameConfiguration["client"];
}

/** Frames placed before the client existed (see `HostedFields.prepare`). */
export interface EarlyFrames extends Prepared {
  instance: HostedFields;
  /** The asset origin the frames came from; kept only if the configuration names the same one. */
  origin: string;
  mounting: Promise<void>;
}

/** The merchant-page side of Hosted Fields: frames, state and events; never a card value. */
export class HostedFields {
  #client!: Client;
  /** Settles once the client is known: the frames' configuration waits on it. */
  #setup: Promise<FrameSetup>;
  #provideSetup!: (setup: FrameSetup) => void;
  #refuseSetup!: (reason: unknown) => void;
  readonly #emitter = mitt<Events>();
  readonly #fields = new Map<FieldKey, FieldRecord>();
  #cards: CardType[] = [];
  /** The frame that collects the card from its siblings and sends it to the gateway. */
  readonly #tokenizer: FieldKey;

  readonly #resolved: ResolvedField[];

  private constructor(resolved: ResolvedField[]) {
    this.#resolved = resolved;
    this.#tokenizer = resolved.some((field) => field.key === "number") ? "number" : (resolved[0] as ResolvedField).key;
    this.#setup = new Promise((provide, refuse) => {
      this.#provideSetup = provide;
      this.#refuseSetup = refuse;
    });
    this.#setup.catch(() => undefined);
  }

  /**
   * Starts the frames before the client exists, when this bundle knows the asset origin it was served
   * from (CDN and loader): the frame pages load while the configuration is still on the wire.
   */
  static prepare(options: HostedFieldsOptions): EarlyFrames | undefined {
    const base = assetsBaseHint();
    if (!base) return undefined;
    const resolved = resolveFields(options.fields);
    const instance = new HostedFields(resolved);
    const mounting = instance.#mountClaimed(resolved, options, base.replace(/\/$/, ""), false);
    mounting.catch(() => undefined);
    return { instance, origin: originOf(base), mounting, abandon: () => instance.#abandon() };
  }

  /** Validates the options, places one frame per field and resolves once every frame is ready. */
  static async create(client: Client, options: HostedFieldsOptions, early?: EarlyFrames): Promise<HostedFields> {
    const assetsUrl = client.getConfiguration().gatewayConfiguration.assetsUrl;
    if (early && early.origin === originOf(assetsUrl)) {
      early.instance.#attach(client, options);
      await early.mounting;
      return early.instance;
    }
    early?.abandon();
    const resolved = early ? early.instance.#resolved : resolveFields(options.fields);
    const instance = new HostedFields(resolved);
    instance.#attach(client, options);
    const isDebug = client.getConfiguration().isDebug;
    await instance.#mountClaimed(resolved, options, assetsUrl, isDebug === true);
    return instance;
  }

  /** Mounts once earlier creates on the same containers have settled, holding the containers meanwhile. */
  async #mountClaimed(resolved: ResolvedField[], options: HostedFieldsOptions, assetsUrl: string, isDebug: boolean): Promise<void> {
    const mounting = afterEarlierCreates(resolved).then(() => this.#mount(resolved, assetsUrl, isDebug));
    for (const { container } of resolved) claims.set(container, mounting);
    try {
      await mounting;
    } finally {
      for (const { container } of resolved) if (claims.get(container) === mounting) claims.delete(container);
    }
  }

  /** The client is known: hand the frames their configuration. */
  #attach(client: Client, options: HostedFieldsOptions): void {
    this.#client = client;
    const configuration = client.getConfiguration();
    const resolved = this.#resolved;
    this.#provideSetup({
      // Merchant options cross into the frames as plain data: a function or an element would not survive the trip.
      shared: {
        fields: Object.fromEntries(resolved.map(({ key, options: { container, selector, ...rest } }) => [key, plainData(rest)])),
        styles: plainData(options.styles ?? {}),
        preventAutofill: options.preventAutofill === true,
        supportedCardTypes: configuration.gatewayConfiguration.creditCards?.supportedCardTypes ?? [],
        // Not the component id, which is in every frame's URL: only this page and its frames know it.
        siblingChannel: uuid(),
      },
      client: {
        authorization: configuration.authorization,
        gatewayConfiguration: configuration.gatewayConfiguration,
        analyticsMetadata: { ...configuration.analyticsMetadata },
      },
    });
  }

  /** The client could not be had: take the early frames away again. */
  #abandon(): void {
    this.#refuseSetup(createError(errors.HOSTED_FIELDS_TIMEOUT));
    this.#removeFrames();
  }

  async #mount(resolved: ResolvedField[], assetsUrl: string, isDebug: boolean): Promise<void> {
    for (const field of resolved) assertNoFrame(field);
    const componentId = uuid();
    const page = isDebug ? FRAME_PAGE.replace(".min", "") : FRAME_PAGE;
    // One URL per field: browsers fetch identical URLs one after another (the HTTP cache lets one request
    // per URL through at a time), which would load the frames in series instead of side by side.
    const src = (key: FieldKey) => `${assetsUrl}/web/${VERSION}/${page}?field=${key}#${componentId}`;
    const ready = resolved.map((field) => this.#placeFrame(field, src(field.key), componentId, originOf(assetsUrl)));
    try {
      // The setup is refused when the client cannot be had, which ends the wait too.
      await withinReadyTimeout(Promise.all([...ready, this.#setup]), () => this.#emitter.emit("timeout", undefined));
    } catch (error) {
      this.#removeFrames();
      throw error;
    }
    sendEvent(this.#client, "custom.hosted-fields.initialized");
  }

  /** Appends one field's frame; resolves once the frame has its configuration and reports its state. */
  #placeFrame(field: ResolvedField, src: string, componentId: string, origin: string): Promise<void> {
    const frame = createFrame({
      src,
      name: `${FRAME_NAME_PREFIX}${field.key}`,
      title: `Secure Credit Card Frame - ${FIELD_LABELS[field.key]}`,
    });
    const channel = new FrameChannel({ channel: componentId, target: () => frame.contentWindow, targetOrigin: () => origin });
    const record: FieldRecord = {
      key: field.key,
      container: field.container,
      frame,
      channel,
      state: { isEmpty: true, isValid: false, isPotentiallyValid: true, isFocused: false },
      isSelect: Boolean(field.options.select),
    };
    this.#fields.set(field.key, record);
    return new Promise((resolve) => {
      channel
        .on(MESSAGES.frameReady, () =>
          this.#setup.then(({ shared, client }): FrameConfiguration => ({
            ...shared,
            key: field.key,
            client: field.key === this.#tokenizer ? client : undefined,
          })),
        )
        .on(MESSAGES.ready, (payload) => {
          this.#update(record, payload as InputEventPayload);
          resolve();
        })
        .on(MESSAGES.inputEvent, (payload) => this.#onInputEvent(record, payload as InputEventPayload));
      field.container.appendChild(frame);
    });
  }

  /** A frame's report: its state, and the possible card brands when it is the tokenizing frame. */
  #update(record: FieldRecord, report: Pick<InputEventPayload, "field" | "cards">): void {
    record.state = { ...report.field };
    if (record.key === this.#tokenizer && report.cards) this.#cards = report.cards;
    const { classList } = record.container;
    classList.toggle(CONTAINER_CLASSES.focused, record.state.isFocused);
    classList.toggle(CONTAINER_CLASSES.valid, record.state.isValid);
    classList.toggle(CONTAINER_CLASSES.invalid, !record.state.isPotentiallyValid);
  }

  #onInputEvent(record: FieldRecord, event: InputEventPayload): void {
    if (!EVENTS.includes(event.type)) return;
    this.#update(record, event);
    if (event.type === "binAvailable") this.#emitter.emit("binAvailable", { bin: String(event.bin) });
    else this.#emitter.emit(event.type, { ...this.getState(), emittedBy: record.key });
  }

  // ----- public API -----

  on<K extends keyof Events>(event: K, handler: (payload: Events[K]) => void): void {
    if (typeof handler === "function") this.#emitter.on(event, handler);
  }

  off<K extends keyof Events>(event: K, handler: (payload: Events[K]) => void): void {
    if (typeof handler === "function") this.#emitter.off(event, handler);
  }

  getState(): HostedFieldsState {
    const fields: HostedFieldsState["fields"] = {};
    for (const record of this.#fields.values()) fields[record.key] = { container: record.container, ...record.state };
    return { cards: this.#cards.map((card) => ({ ...card, code: { ...card.code } })), fields };
  }

  /** Asks the tokenizing frame to send the card to the gateway; resolves with the nonce. */
  async tokenize(options?: TokenizeOptions): Promise<HostedFieldsTokenizePayload> {
    const request = options !== null && typeof options === "object" ? plainData(options) : {};
    const tokenizer = this.#fields.get(this.#tokenizer);
    if (!tokenizer) throw tornDown("tokenize");
    try {
      const payload = await whileAttached(tokenizer.frame, tokenizer.channel.request(MESSAGES.tokenize, request));
      sendEvent(this.#client, "custom.hosted-fields.tokenization.succeeded");
      return payload as HostedFieldsTokenizePayload;
    } catch (failure) {
      sendEvent(this.#client, "custom.hosted-fields.tokenization.failed");
      throw this.#restoreError(failure);
    }
  }

  /** Errors cross the frame boundary as plain objects; rebuild them and point at invalid containers. */
  #restoreError(failure: unknown) {
    const { type, code, message, details } = failure as {
      type: BraintreeErrorType;
      code: string;
      message: string;
      details?: { invalidFieldKeys?: FieldKey[] };
    };
    if (!Array.isArray(details?.invalidFieldKeys)) return createError({ type, code }, { message, details });
    const invalidFields: Partial<Record<FieldKey, HTMLElement>> = {};
    for (const key of details.invalidFieldKeys) {
      const record = this.#fields.get(key);
      if (record) invalidFields[key] = record.container;
    }
    return createError({ type, code }, { message, details: { ...details, invalidFields } });
  }

  async addClass(field: FieldKey, className: string): Promise<void> {
    this.#send("addClass", field, MESSAGES.addClass, { className: String(className) });
  }

  async removeClass(field: FieldKey, className: string): Promise<void> {
    this.#send("removeClass", field, MESSAGES.removeClass, { className: String(className) });
  }

  async setAttribute(options: { field: FieldKey; attribute: string; value: string | number | boolean }): Promise<void> {
    const { field, attribute, value } = { ...options };
    assertFieldPresent(field, this.#fields, "setAttribute");
    assertAttributeValue(attribute, value);
    this.#send("setAttribute", field, MESSAGES.setAttribute, { attribute, value: String(value) });
  }

  async removeAttribute(options: { field: FieldKey; attribute: string }): Promise<void> {
    const { field, attribute } = { ...options };
    assertFieldPresent(field, this.#fields, "removeAttribute");
    assertAttribute(attribute);
    this.#send("removeAttribute", field, MESSAGES.removeAttribute, { attribute });
  }

  /** Deprecated in the provider's SDK; kept for pages that still call it. */
  async setPlaceholder(field: FieldKey, placeholder: string): Promise<void> {
    return this.setAttribute({ field, attribute: "placeholder", value: placeholder });
  }

  /** Sets the text screen readers announce for a field (e.g. why it is invalid). */
  async setMessage(options: { field: FieldKey; message: string }): Promise<void> {
    const { field, message } = { ...options };
    this.#send("setMessage", field, MESSAGES.setMessage, { message: message === undefined ? "" : String(message) });
  }

  async setMonthOptions(monthOptions: string[]): Promise<void> {
    const month = this.#fields.get("expirationMonth");
    assertMonthSelect(month);
    const labels = Array.isArray(monthOptions) ? monthOptions.map(String) : [];
    month?.channel.send(MESSAGES.setMonthOptions, { options: labels });
  }

  async clear(field: FieldKey): Promise<void> {
    this.#send("clear", field, MESSAGES.clear);
  }

  async focus(field: FieldKey): Promise<void> {
    // Focusing the frame element first lets the frame move focus to its input without a user gesture.
    this.#send("focus", field, MESSAGES.focus).frame.focus();
  }

  async getSupportedCardTypes(): Promise<string[]> {
    return this.#client.getConfiguration().gatewayConfiguration.creditCards?.supportedCardTypes ?? [];
  }

  async getChallenges(): Promise<string[]> {
    return this.#client.getConfiguration().gatewayConfiguration.challenges ?? [];
  }

  /** Removes every frame and listener at once (synchronously), so the containers can be reused at once. */
  async teardown(): Promise<void> {
    this.#removeFrames();
    this.#emitter.all.clear();
    sendEvent(this.#client, "custom.hosted-fields.teardown-completed");
  }

  #removeFrames(): void {
    const interrupted = tornDown("tokenize");
    for (const record of this.#fields.values()) {
      record.channel.destroy(interrupted);
      record.frame.remove();
      const { container } = record;
      container.classList.remove(CONTAINER_CLASSES.focused, CONTAINER_CLASSES.valid, CONTAINER_CLASSES.invalid);
      // Toggling our classes left an empty class attribute where the merchant had none.
      if (container.className === "") container.removeAttribute("class");
    }
    this.#fields.clear();
  }

  #send(action: FieldAction, field: unknown, type: string, payload?: unknown): FieldRecord {
    const record = this.#fields.get(assertFieldPresent(field, this.#fields, action)) as FieldRecord;
    record.channel.send(type, payload);
    return record;
  }
}

/** A tokenization that teardown interrupted, or that was asked for while teardown was under way. */
/** How often a pending tokenize checks that its frame is still in the page. */
const DETACHED_CHECK_MS = 250;

/**
 * A frame the merchant removed from the page never answers: fail the request instead of waiting forever.
 * The card may or may not have reached the gateway; the shopper can try again.
 */
function whileAttached<T>(frame: HTMLIFrameElement, pending: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setInterval> | undefined;
  const detached = new Promise<never>((_, reject) => {
    const check = () => {
      if (frame.isConnected) return;
      reject(
        createError(tokenizationErrors.HOSTED_FIELDS_FAILED_TOKENIZATION, {
          message: "The card fields were removed from the page before tokenization finished.",
        }),
      );
    };
    check();
    timer = setInterval(check, DETACHED_CHECK_MS);
  });
  return Promise.race([pending, detached]).finally(() => clearInterval(timer));
}

function tornDown(method: string) {
  return createError(sharedErrors.METHOD_CALLED_AFTER_TEARDOWN, { message: `${method} cannot be called after teardown.` });
}

/** Only plain data crosses into the frame (a merchant may pass class instances or functions by mistake). */
function plainData<T>(value: T): T {
  return jsonCopy(value) ?? ({} as T);
}
