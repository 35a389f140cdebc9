import {
  assetsBaseHint,
  cardFraudNet,
  contentWindowOf,
  createEmitter,
  createError,
  FrameChannel,
  instanceKey,
  isRecord,
  jsonCopy,
  originOf,
  recordOf,
  sharedErrors,
  trustedUrl,
  type BraintreeError,
  type BraintreeErrorType,
  type Client,
  type FraudNet,
  type InstanceKey,
  type Prepared,
  sendEvent,
} from "../../kernel/index.js";
import {
  CONTAINER_CLASSES,
  DETACHED_CHECK_MS,
  EVENTS,
  FIELD_LABELS,
  FRAME_PAGE,
  MESSAGES,
  READY_TIMEOUT_MS,
  type FieldKey,
} from "./constants.js";
import { fieldFrame, frameUrl, type PlacedFrames } from "./frame-placement.js";
import { pageTokenizationErrors, setupErrors as errors } from "./errors.js";
import { CARD_FRAME_REQUEST, UNIONPAY_CALLS, type UnionPayCall } from "../common/unionpay-card-frame.js";
import {
  assertAttribute,
  assertAttributeValue,
  assertFieldPresent,
  assertMonthSelect,
  assertNoFrame,
  resolveFields,
  textOf,
  type FieldAction,
  type ResolvedField,
} from "./fields.js";
import type {
  CardType,
  FieldState,
  FrameConfiguration,
  HostedFieldsEventTypeMap,
  HostedFieldsOptions,
  HostedFieldsState,
  HostedFieldsTokenizePayload,
  InputEventPayload,
  TokenizeOptions,
} from "./types.js";

/** What each event passes its handlers. */
export type HostedFieldsEvents = HostedFieldsEventTypeMap;
type Events = HostedFieldsEventTypeMap;

/** The same, as the shared emitter takes it: each event's arguments. */
type EmitterEvents = { [K in keyof Events]: [Events[K]] };

interface FieldRecord {
  key: FieldKey;
  container: HTMLElement;
  frame: HTMLIFrameElement;
  /** The frame's window, taken once when the frame was placed (a frame removed and put back gets another). */
  window: Window | null;
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
  const earlier = resolved
    .map((field) => claims.get(field.container))
    .filter((claim): claim is Promise<unknown> => claim !== undefined);
  if (earlier.length === 0) return;
  await Promise.allSettled(earlier);
  await new Promise((resolve) => setTimeout(resolve));
}

/**
 * Settles as `work` does, unless `check` (run every `interval` ms) returns an error first: then rejects with
 * it. The timer stops as soon as either side settles.
 */
function watch<T>(work: Promise<T>, interval: number, check: () => BraintreeError | undefined): Promise<T> {
  let timer: ReturnType<typeof setInterval> | undefined;
  const failed = new Promise<never>((_, reject) => {
    timer = setInterval(() => {
      const error = check();
      if (error) reject(error);
    }, interval);
  });
  return Promise.race([work, failed]).finally(() => clearInterval(timer));
}

/** What the frames need from the client, known once the configuration has arrived. */
interface FrameSetup {
  shared: Omit<FrameConfiguration, "key" | "proof" | "client">;
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
  /** FraudNet's code for the card hook, asked for when the client is known (kernel/fraud/load.ts). */
  #fraudNet?: Promise<FraudNet | undefined>;
  /** Settles once the client is known (with nothing: the setup itself is read from #frameSetup). */
  #setup: Promise<void>;
  #provideSetup!: () => void;
  #refuseSetup!: (reason: unknown) => void;
  /** The merchant's handlers (the kernel's emitter: a handler added twice runs twice, as with the provider's). */
  readonly #events = createEmitter<EmitterEvents>();
  readonly #fields = new Map<FieldKey, FieldRecord>();
  #cards: CardType[] = [];
  /** The frame that collects the card from its siblings and sends it to the gateway. */
  readonly #tokenizer: FieldKey;

  readonly #resolved: ResolvedField[];
  /** What the frames are told, once the client is known; read when each frame is answered, never passed along. */
  #frameSetup: FrameSetup | undefined;
  /** Frames that asked before the client was known: each answers its own frame once (see #placeFrame). */
  readonly #waiting: Array<() => void> = [];
  /** A frame asked again or was removed and put back (so reloaded): it lost its value and is not set up again. */
  #reloaded = false;
  /** Removes the merchant-label listeners at teardown. */
  readonly #labels = new AbortController();
  /** Frames the loader placed before this code arrived (frame-placement.ts, `startEarly`), adopted when they are where the fields go. */
  readonly #placed: PlacedFrames | undefined;

  private constructor(resolved: ResolvedField[], placed?: PlacedFrames) {
    this.#resolved = resolved;
    this.#placed = placed;
    this.#tokenizer = resolved.some((field) => field.key === "number") ? "number" : (resolved[0] as ResolvedField).key;
    this.#setup = new Promise((provide, refuse) => {
      this.#provideSetup = provide;
      this.#refuseSetup = refuse;
    });
    this.#setup.catch(() => undefined);
  }

  /**
   * Starts the frames before the client exists, when this bundle knows the asset origin it was served
   * from (CDN and loader): the frame pages load while the configuration is still on the wire. Through the
   * loader they are already loading: the loader placed them beside this bundle's request (frame-placement.ts).
   */
  static prepare(options: HostedFieldsOptions, early?: unknown): EarlyFrames | undefined {
    // Placed by the loader for these very options, in the same tick as it requested this bundle; its kernel hands
    // them over (kernel/registry/early.ts).
    const placed = early as PlacedFrames | undefined;
    const base = placed?.base ?? assetsBaseHint()?.replace(/\/$/, "");
    if (!base) return undefined;
    // Refused here, the loader takes its frames away again. The merchant's own object (the loader's key) is read
    // through recordOf, as the kernel reads it for `create`.
    const resolved = resolveFields(recordOf(options).fields, placed?.frames);
    const instance = new HostedFields(resolved, placed);
    const mounting = instance.#mountClaimed(resolved, options, base, false);
    mounting.catch(() => undefined);
    return { instance, origin: originOf(base), mounting, abandon: () => instance.#abandon() };
  }

  /** Validates the options, places one frame per field and resolves once every frame is ready. */
  static async create(client: Client, options: HostedFieldsOptions, early?: EarlyFrames): Promise<HostedFields> {
    const { gatewayConfiguration, isDebug } = client.getConfiguration();
    let assetsUrl: string;
    // Checked when the client was made; checked again here, before anything is placed, as the frames' own source.
    try {
      assetsUrl = trustedUrl(gatewayConfiguration.assetsUrl);
    } catch (error) {
      early?.abandon();
      throw error;
    }
    // Early frames are the minified page: a debugging merchant gets the readable one instead.
    if (early && early.origin === originOf(assetsUrl) && !isDebug) {
      early.instance.#attach(client, options);
      await early.mounting;
      return early.instance;
    }
    early?.abandon();
    const resolved = early ? early.instance.#resolved : resolveFields(options.fields);
    const instance = new HostedFields(resolved);
    instance.#attach(client, options);
    await instance.#mountClaimed(resolved, options, assetsUrl, isDebug === true);
    return instance;
  }

  /** Mounts once earlier creates on the same containers have settled, holding the containers meanwhile. */
  async #mountClaimed(
    resolved: ResolvedField[],
    options: HostedFieldsOptions,
    assetsUrl: string,
    isDebug: boolean,
  ): Promise<void> {
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
    this.#fraudNet = cardFraudNet(configuration.gatewayConfiguration);
    const resolved = this.#resolved;
    this.#frameSetup = {
      // Merchant options cross into the frames as plain data: a function or an element would not survive the trip.
      shared: {
        fields: Object.fromEntries(
          resolved.map(({ key, options: { container, selector, ...rest } }) => [key, plainData(rest)]),
        ),
        // Only an object holds styles (the frame would walk a 5 MB string's five million characters).
        styles: isRecord(options.styles) ? plainData(options.styles) : {},
        preventAutofill: options.preventAutofill === true,
        supportedCardTypes: configuration.gatewayConfiguration.creditCards?.supportedCardTypes ?? [],
      },
      client: {
        authorization: configuration.authorization,
        gatewayConfiguration: configuration.gatewayConfiguration,
        analyticsMetadata: { ...configuration.analyticsMetadata },
      },
    };
    this.#provideSetup();
    // Frames that asked meanwhile are answered now, each by its own closure.
    const waiting = this.#waiting;
    for (let index = 0; index < waiting.length; index++) (waiting[index] as () => void)();
    waiting.length = 0;
  }

  /** The client could not be had: take the early frames away again. */
  #abandon(): void {
    this.#refuseSetup(createError(errors.HOSTED_FIELDS_TIMEOUT));
    this.#removeFrames();
    this.#placed?.abandon();
  }

  async #mount(resolved: ResolvedField[], assetsUrl: string, isDebug: boolean): Promise<void> {
    // The loader's frames are adopted when every one is still in its field's container (and only then).
    const placed = this.#placed;
    const adopted =
      placed &&
      Object.keys(placed.frames).length === resolved.length &&
      resolved.every((field) => placed.frames[field.key]?.parentNode === field.container)
        ? placed.frames
        : undefined;
    if (!adopted) placed?.abandon();
    for (const field of resolved) assertNoFrame(field, undefined, adopted);
    // The frames take their configuration only with this key's proof, which stays in the key.
    const key = adopted ? (placed as PlacedFrames).key : instanceKey(originOf(assetsUrl));
    const componentId = key.id;
    const page = isDebug ? FRAME_PAGE.replace(".min", "") : FRAME_PAGE;
    // One URL per field (frameUrl): browsers fetch identical URLs one after another (the HTTP cache lets one
    // request per URL through at a time), which would load the frames in series instead of side by side.
    const ready = resolved.map((field) =>
      this.#placeFrame(
        field,
        frameUrl(assetsUrl, page, field.key, componentId),
        key,
        originOf(assetsUrl),
        adopted?.[field.key],
      ),
    );
    // Every channel listens now: what the loader's frames said meanwhile reaches them.
    if (adopted) placed?.adopt();
    try {
      // The setup is refused when the client cannot be had, which ends the wait too.
      // Not ready in time: the `timeout` event, then HOSTED_FIELDS_TIMEOUT.
      await watch(Promise.all([...ready, this.#setup]), READY_TIMEOUT_MS, () => {
        this.#emit("timeout", undefined);
        return createError(errors.HOSTED_FIELDS_TIMEOUT);
      });
    } catch (error) {
      this.#removeFrames();
      throw error;
    }
    sendEvent(this.#client, "custom.hosted-fields.initialized");
  }

  /** Appends one field's frame; resolves once the frame has its configuration and reports its state. */
  #placeFrame(
    field: ResolvedField,
    src: string,
    key: InstanceKey,
    origin: string,
    placed?: HTMLIFrameElement,
  ): Promise<void> {
    const frame = placed ?? fieldFrame(field.key, src);
    const { iframeTitle } = field.options;
    frame.title =
      typeof iframeTitle === "string" ? iframeTitle : `Secure Credit Card Frame - ${FIELD_LABELS[field.key]}`;
    // A placed frame stays where it is: moving a frame would load it again.
    if (!placed) field.container.appendChild(frame);
    // Taken once, through the kernel's getter: every message to and from this field is this window's.
    const frameWindow = contentWindowOf(frame);
    const channel = new FrameChannel({
      channel: key.id,
      target: () => frameWindow,
      targetOrigin: () => origin,
    });
    const record: FieldRecord = {
      key: field.key,
      container: field.container,
      frame,
      window: frameWindow,
      channel,
      state: { isEmpty: true, isValid: false, isPotentiallyValid: true, isFocused: false },
      isSelect: Boolean(field.options.select),
    };
    this.#fields.set(field.key, record);
    // Whether this frame was asked and answered: kept in this closure, where no page script can reset it.
    let asked: number | undefined;
    let configured = false;
    /** Answers the frame's ask once the setup is known: built and posted at once, the proof added by the key. */
    const configure = () => {
      const setup = this.#frameSetup;
      if (configured || asked === undefined || !setup || !frameWindow) return;
      configured = true;
      const { shared, client } = setup;
      key.answer(frameWindow, MESSAGES.frameReady, asked, {
        ...shared,
        key: field.key,
        client: field.key === this.#tokenizer ? client : undefined,
      });
    };
    return new Promise((resolve) => {
      channel
        .on(MESSAGES.frameReady, (_, id) => {
          // Asked once per field: a frame that asks again (reloaded) never learns the setup, so never pairs, and
          // the field fails (#whileAttached).
          if (asked !== undefined || typeof id !== "number") this.#reloaded = true;
          else {
            asked = id;
            if (this.#frameSetup) configure();
            else this.#waiting[this.#waiting.length] = configure;
          }
          // Answered by `configure`, never through this channel's promise.
          return new Promise(() => undefined);
        })
        .on(MESSAGES.ready, (payload) => {
          this.#update(record, payload as InputEventPayload);
          resolve();
        })
        .on(MESSAGES.inputEvent, (payload) => this.#onInputEvent(record, payload as InputEventPayload));
      this.#focusOnLabelClick(field);
    });
  }

  /** A click on the merchant's label for the container (`for` its id, or wrapping it) focuses the field. */
  #focusOnLabelClick({ key, container }: ResolvedField): void {
    for (const label of document.querySelectorAll("label")) {
      if ((container.id && label.htmlFor === container.id) || label.contains(container)) {
        label.addEventListener("click", () => this.#focus(key), { signal: this.#labels.signal });
      }
    }
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
    if (event.type === "binAvailable") this.#emit("binAvailable", { bin: String(event.bin) });
    else this.#emit(event.type, { ...this.getState(), emittedBy: record.key });
  }

  #emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    this.#events.emit(event, ...([payload] as EmitterEvents[K]));
  }

  // ----- public API -----

  on<K extends keyof Events>(event: K, handler: (payload: Events[K]) => void): void {
    this.#events.on(event, handler);
  }

  off<K extends keyof Events>(event: K, handler: (payload: Events[K]) => void): void {
    this.#events.off(event, handler);
  }

  getState(): HostedFieldsState {
    const fields: Partial<HostedFieldsState["fields"]> = {};
    for (const record of this.#fields.values()) fields[record.key] = { container: record.container, ...record.state };
    // Only the configured fields are there; the type lists them all (see HostedFieldsState).
    return {
      cards: this.#cards.map((card) => ({ ...card, code: { ...card.code } })),
      fields: fields as HostedFieldsState["fields"],
    };
  }

  /** Asks the tokenizing frame to send the card to the gateway; resolves with the nonce. */
  async tokenize(options?: TokenizeOptions): Promise<HostedFieldsTokenizePayload> {
    const request = options !== null && typeof options === "object" ? plainData(options) : {};
    const tokenizer = this.#fields.get(this.#tokenizer);
    if (!tokenizer) throw tornDown("tokenize");
    try {
      const payload = await this.#whileAttached(tokenizer, tokenizer.channel.request(MESSAGES.tokenize, request));
      sendEvent(this.#client, "custom.hosted-fields.tokenization.succeeded");
      const { gatewayConfiguration, authorizationFingerprint } = this.#client.getConfiguration();
      (await this.#fraudNet)?.collectCardFraudData(
        gatewayConfiguration,
        authorizationFingerprint,
        (payload as HostedFieldsTokenizePayload).nonce,
      );
      return payload as HostedFieldsTokenizePayload;
    } catch (failure) {
      sendEvent(this.#client, "custom.hosted-fields.tokenization.failed");
      throw this.#restoreError(failure);
    }
  }

  /**
   * For the UnionPay component (plugins/common/unionpay-card-frame.ts): passes one of its calls to the frame
   * that holds the card, which answers it; `undefined` once the frames are gone.
   */
  [CARD_FRAME_REQUEST](type: UnionPayCall, payload: unknown): Promise<unknown> | undefined {
    const tokenizer = this.#fields.get(this.#tokenizer);
    if (!tokenizer || !UNIONPAY_CALLS.includes(type)) return undefined;
    return this.#whileAttached(tokenizer, tokenizer.channel.request(type, plainData(payload)));
  }

  /**
   * A frame the merchant removed from the page (or removed and put back) never answers, or lost its value:
   * fail instead of waiting forever. The card may or may not have reached the gateway; the shopper can try again.
   */
  #whileAttached<T>(tokenizer: FieldRecord, request: Promise<T>): Promise<T> {
    return watch(request, DETACHED_CHECK_MS, () =>
      tokenizer.frame.isConnected && !this.#reloaded && contentWindowOf(tokenizer.frame) === tokenizer.window
        ? undefined
        : createError(pageTokenizationErrors.HOSTED_FIELDS_FAILED_TOKENIZATION, {
            message: "The card fields were removed from the page before tokenization finished.",
          }),
    );
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
    this.#send("addClass", field, MESSAGES.addClass, { className: textOf(className, "className") });
  }

  async removeClass(field: FieldKey, className: string): Promise<void> {
    this.#send("removeClass", field, MESSAGES.removeClass, { className: textOf(className, "className") });
  }

  async setAttribute(options: { field: FieldKey; attribute: string; value: string | number | boolean }): Promise<void> {
    const { field, attribute, value } = recordOf(options);
    assertFieldPresent(field, this.#fields, "setAttribute");
    assertAttributeValue(attribute, value);
    this.#send("setAttribute", field, MESSAGES.setAttribute, { attribute, value: String(value) });
  }

  async removeAttribute(options: { field: FieldKey; attribute: string }): Promise<void> {
    const { field, attribute } = recordOf(options);
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
    const { field, message } = recordOf(options);
    this.#send("setMessage", field, MESSAGES.setMessage, {
      message: message === undefined ? "" : textOf(message, "message"),
    });
  }

  async setMonthOptions(monthOptions: readonly string[]): Promise<void> {
    const month = this.#fields.get("expirationMonth");
    assertMonthSelect(month);
    // A copy: the merchant's array may be a Proxy, or revoked.
    const copy = jsonCopy(monthOptions);
    const labels = Array.isArray(copy) ? copy.map((label) => textOf(label, "options")) : [];
    month?.channel.send(MESSAGES.setMonthOptions, { options: labels });
  }

  async clear(field: FieldKey): Promise<void> {
    this.#send("clear", field, MESSAGES.clear);
  }

  async focus(field: FieldKey): Promise<void> {
    this.#focus(field);
  }

  #focus(field: unknown): void {
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
    this.#events.clear();
    sendEvent(this.#client, "custom.hosted-fields.teardown-completed");
  }

  #removeFrames(): void {
    this.#labels.abort();
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
function tornDown(method: string) {
  return createError(sharedErrors.METHOD_CALLED_AFTER_TEARDOWN, {
    message: `${method} cannot be called after teardown.`,
  });
}

/** Only plain data crosses into the frame (a merchant may pass class instances or functions by mistake). */
function plainData<T>(value: T): T {
  return jsonCopy(value) ?? ({} as T);
}
