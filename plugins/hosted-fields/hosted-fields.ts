import mitt, { type Emitter } from "mitt";
import {
  createError,
  createFrame,
  FrameChannel,
  originOf,
  uuid,
  VERSION,
  type BraintreeError,
  type Client,
} from "../../kernel/index.js";
import {
  ALLOWED_ATTRIBUTES,
  CONTAINER_CLASSES,
  FIELDS,
  FRAME_NAME_PREFIX,
  FRAME_PAGE,
  MESSAGES,
  READY_TIMEOUT_MS,
  type FieldKey,
} from "./constants.js";
import { hostedFieldsErrors as errors } from "./errors.js";
import { assertFieldPresent, holdsFrame, resolveFields, type FieldAction, type ResolvedField } from "./fields.js";
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

type Events = {
  ready: undefined;
  timeout: undefined;
  focus: HostedFieldsEvent;
  blur: HostedFieldsEvent;
  empty: HostedFieldsEvent;
  notEmpty: HostedFieldsEvent;
  validityChange: HostedFieldsEvent;
  cardTypeChange: HostedFieldsEvent;
  inputSubmitRequest: HostedFieldsEvent;
  binAvailable: BinAvailableEvent;
};

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

/** The merchant-page side of Hosted Fields: frames, state and events; never a card value. */
export class HostedFields {
  readonly #client: Client;
  readonly #emitter: Emitter<Events> = mitt<Events>();
  readonly #fields = new Map<FieldKey, FieldRecord>();
  #cards: CardType[] = [];
  #tokenizer: FieldKey | undefined;

  private constructor(client: Client) {
    this.#client = client;
  }

  /** Validates the options, places one frame per field and resolves once every frame is ready. */
  static async create(client: Client, options: HostedFieldsOptions): Promise<HostedFields> {
    const resolved = resolveFields(options.fields);
    const instance = new HostedFields(client);
    const mounting = instance.#mount(resolved, options);
    for (const field of resolved) claims.set(field.container, mounting);
    try {
      await mounting;
    } finally {
      for (const field of resolved) if (claims.get(field.container) === mounting) claims.delete(field.container);
    }
    return instance;
  }

  async #mount(resolved: ResolvedField[], options: HostedFieldsOptions): Promise<void> {
    // A create still settling on the same containers goes first (React StrictMode mounts twice).
    await Promise.all(resolved.map((field) => claims.get(field.container)?.catch(() => undefined)));
    for (const field of resolved) {
      if (holdsFrame(field.container)) {
        throw createError(errors.HOSTED_FIELDS_FIELD_DUPLICATE_IFRAME, {
          details: { fieldSelector: field.options.selector, fieldContainer: field.options.container, fieldKey: field.key },
        });
      }
    }
    const configuration = this.#client.getConfiguration();
    const gateway = configuration.gatewayConfiguration;
    const assetsUrl = gateway.assetsUrl;
    const assetsOrigin = originOf(assetsUrl);
    const componentId = uuid();
    const page = configuration.isDebug ? FRAME_PAGE.replace(".min", "") : FRAME_PAGE;
    const src = `${assetsUrl}/web/${VERSION}/${page}#${componentId}`;
    this.#tokenizer = resolved.some((field) => field.key === "number") ? "number" : resolved[0]?.key;

    const frameFields = Object.fromEntries(
      resolved.map(({ key, options: { container: _container, selector: _selector, ...rest } }) => [key, rest]),
    );
    const supportedCardTypes = gateway.creditCards?.supportedCardTypes ?? [];

    const ready = resolved.map(
      (field) =>
        new Promise<void>((resolve) => {
          const frame = createFrame({
            src,
            name: `${FRAME_NAME_PREFIX}${field.key}`,
            title: `Secure Credit Card Frame - ${FIELDS[field.key].label}`,
          });
          const channel = new FrameChannel({
            channel: componentId,
            target: () => frame.contentWindow,
            targetOrigin: () => assetsOrigin,
          });
          const record: FieldRecord = {
            key: field.key,
            container: field.container,
            frame,
            channel,
            state: { isEmpty: !field.options.prefill, isValid: false, isPotentiallyValid: true, isFocused: false },
            isSelect: Boolean(field.options.select),
          };
          this.#fields.set(field.key, record);
          channel
            .on(MESSAGES.frameReady, (): FrameConfiguration => ({
              key: field.key,
              fields: frameFields,
              styles: options.styles ?? {},
              preventAutofill: options.preventAutofill === true,
              supportedCardTypes,
              client:
                field.key === this.#tokenizer
                  ? {
                      authorization: configuration.authorization,
                      gatewayConfiguration: gateway,
                      analyticsMetadata: { ...configuration.analyticsMetadata },
                    }
                  : undefined,
            }))
            .on(MESSAGES.ready, (payload) => {
              const { cards, field: state } = payload as { cards: CardType[]; field: FieldRecord["state"] };
              if (field.key === this.#tokenizer || this.#cards.length === 0) this.#cards = cards;
              record.state = state;
              resolve();
            })
            .on(MESSAGES.inputEvent, (payload) => this.#onInputEvent(payload as InputEventPayload));
          field.container.appendChild(frame);
        }),
    );

    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.#emitter.emit("timeout", undefined);
        reject(createError(errors.HOSTED_FIELDS_TIMEOUT));
      }, READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([Promise.all(ready), timedOut]);
    } catch (error) {
      this.#removeFrames();
      throw error;
    } finally {
      clearTimeout(timer);
    }
    this.#client.sendEvent("custom.hosted-fields.initialized");
  }

  #onInputEvent(event: InputEventPayload): void {
    const record = this.#fields.get(event.key);
    if (!record) return;
    record.state = { ...event.field };
    if (event.cards) this.#cards = event.cards;
    this.#updateContainerClasses(record);
    if (event.type === "binAvailable") {
      this.#emitter.emit("binAvailable", { bin: String(event.bin) });
      return;
    }
    this.#emitter.emit(event.type, { ...this.getState(), emittedBy: event.key });
  }

  #updateContainerClasses(record: FieldRecord): void {
    const { classList } = record.container;
    classList.toggle(CONTAINER_CLASSES.focused, record.state.isFocused);
    classList.toggle(CONTAINER_CLASSES.valid, record.state.isValid);
    classList.toggle(CONTAINER_CLASSES.invalid, !record.state.isPotentiallyValid);
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

  /** Asks the frames to send the card to the gateway; resolves with the nonce. */
  async tokenize(options?: TokenizeOptions): Promise<HostedFieldsTokenizePayload> {
    const tokenizer = this.#tokenizer ? this.#fields.get(this.#tokenizer) : undefined;
    if (!tokenizer) throw createError(errors.HOSTED_FIELDS_FIELDS_EMPTY);
    const request = options !== null && typeof options === "object" ? options : {};
    try {
      const payload = (await tokenizer.channel.request(MESSAGES.tokenize, sanitiseForMessage(request))) as HostedFieldsTokenizePayload;
      this.#client.sendEvent("custom.hosted-fields.tokenization.succeeded");
      return payload;
    } catch (failure) {
      this.#client.sendEvent("custom.hosted-fields.tokenization.failed");
      throw this.#restoreError(failure);
    }
  }

  /** Errors cross the frame boundary as plain objects; rebuild them and point at invalid containers. */
  #restoreError(failure: unknown): BraintreeError {
    const plain = (failure ?? {}) as { type?: string; code?: string; message?: string; details?: Record<string, unknown> };
    const definition = {
      type: (plain.type ?? "UNKNOWN") as BraintreeError["type"],
      code: plain.code ?? errors.HOSTED_FIELDS_FAILED_TOKENIZATION.code,
    };
    let details = plain.details;
    if (plain.code === errors.HOSTED_FIELDS_FIELDS_INVALID.code && Array.isArray(details?.invalidFieldKeys)) {
      const invalidFields: Record<string, HTMLElement> = {};
      for (const key of details.invalidFieldKeys as FieldKey[]) {
        const record = this.#fields.get(key);
        if (record) invalidFields[key] = record.container;
      }
      details = { ...details, invalidFields };
    }
    return createError(definition, { message: plain.message ?? "", details });
  }

  async addClass(field: FieldKey, className: string): Promise<void> {
    this.#send("addClass", field, MESSAGES.addClass, { className: String(className) });
  }

  async removeClass(field: FieldKey, className: string): Promise<void> {
    this.#send("removeClass", field, MESSAGES.removeClass, { className: String(className) });
  }

  async setAttribute(options: { field: FieldKey; attribute: string; value: string | number | boolean }): Promise<void> {
    const { field, attribute, value } = (options ?? {}) as Partial<typeof options>;
    const key = assertFieldPresent(field, this.#presentKeys(), "setAttribute");
    const kind = assertAttribute(attribute);
    const allowed =
      kind === "boolean"
        ? value === true || value === false || value === "true" || value === "false"
        : typeof value === "string" || typeof value === "number";
    if (!allowed) {
      throw createError(errors.HOSTED_FIELDS_ATTRIBUTE_VALUE_NOT_ALLOWED, {
        message: `Value "${String(value)}" is not allowed for "${attribute}" attribute.`,
      });
    }
    this.#fields.get(key)?.channel.send(MESSAGES.setAttribute, { attribute, value: String(value) });
  }

  async removeAttribute(options: { field: FieldKey; attribute: string }): Promise<void> {
    const { field, attribute } = (options ?? {}) as Partial<typeof options>;
    const key = assertFieldPresent(field, this.#presentKeys(), "removeAttribute");
    assertAttribute(attribute);
    this.#fields.get(key)?.channel.send(MESSAGES.removeAttribute, { attribute });
  }

  /** Deprecated in the provider's SDK; kept for pages that still call it. */
  async setPlaceholder(field: FieldKey, placeholder: string): Promise<void> {
    return this.setAttribute({ field, attribute: "placeholder", value: placeholder });
  }

  /** Sets the text screen readers announce for a field (e.g. why it is invalid). */
  async setMessage(options: { field: FieldKey; message: string }): Promise<void> {
    const { field, message } = (options ?? {}) as Partial<typeof options>;
    this.#send("setMessage", field, MESSAGES.setMessage, { message: message === undefined ? "" : String(message) });
  }

  async setMonthOptions(monthOptions: string[]): Promise<void> {
    const month = this.#fields.get("expirationMonth");
    if (!month) {
      throw createError(errors.HOSTED_FIELDS_FIELD_PROPERTY_INVALID, {
        message: "Expiration month field must exist to use setMonthOptions.",
      });
    }
    if (!month.isSelect) {
      throw createError(errors.HOSTED_FIELDS_FIELD_PROPERTY_INVALID, {
        message: "Expiration month field must be a select element.",
      });
    }
    const labels = Array.isArray(monthOptions) ? monthOptions.map(String) : [];
    month.channel.send(MESSAGES.setMonthOptions, { options: labels });
  }

  async clear(field: FieldKey): Promise<void> {
    this.#send("clear", field, MESSAGES.clear);
  }

  async focus(field: FieldKey): Promise<void> {
    const key = assertFieldPresent(field, this.#presentKeys(), "focus");
    const record = this.#fields.get(key);
    // Focusing the frame element first lets the frame move focus to its input without a user gesture.
    record?.frame.focus();
    record?.channel.send(MESSAGES.focus);
  }

  async getSupportedCardTypes(): Promise<string[]> {
    return [...(this.#client.getConfiguration().gatewayConfiguration.creditCards?.supportedCardTypes ?? [])];
  }

  async getChallenges(): Promise<string[]> {
    return [...(this.#client.getConfiguration().gatewayConfiguration.challenges ?? [])];
  }

  /** Removes every frame and listener at once (synchronously), so the containers can be reused at once. */
  async teardown(): Promise<void> {
    this.#removeFrames();
    this.#emitter.all.clear();
    this.#client.sendEvent("custom.hosted-fields.teardown-completed");
  }

  #removeFrames(): void {
    const closed = createError(errors.HOSTED_FIELDS_FAILED_TOKENIZATION, { message: "Hosted Fields was torn down." });
    for (const record of this.#fields.values()) {
      record.channel.destroy(closed);
      record.frame.remove();
      const { classList } = record.container;
      classList.remove(CONTAINER_CLASSES.focused, CONTAINER_CLASSES.valid, CONTAINER_CLASSES.invalid);
    }
    this.#fields.clear();
  }

  #presentKeys(): Set<string> {
    return new Set(this.#fields.keys());
  }

  #send(action: FieldAction, field: unknown, type: string, payload?: unknown): void {
    const key = assertFieldPresent(field, this.#presentKeys(), action);
    this.#fields.get(key)?.channel.send(type, payload);
  }
}

function assertAttribute(attribute: unknown): "boolean" | "string" {
  const kind = typeof attribute === "string" ? ALLOWED_ATTRIBUTES[attribute] : undefined;
  if (!kind) {
    throw createError(errors.HOSTED_FIELDS_ATTRIBUTE_NOT_SUPPORTED, {
      message: `The "${String(attribute)}" attribute is not supported in Hosted Fields.`,
    });
  }
  return kind;
}

/** Only plain data crosses into the frame (a merchant may pass class instances or functions by mistake). */
function sanitiseForMessage(value: object): unknown {
  try {
    return JSON.parse(JSON.stringify(value)) as unknown;
  } catch {
    return {};
  }
}
