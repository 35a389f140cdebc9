import { createError, loadScript, type BraintreeError, type GatewayConfiguration } from "../../kernel/index.js";
import { CARDINAL_ERROR_NUMBERS, songbirdUrl, UI_EVENTS } from "./constants.js";
import { threeDSecureErrors as errors } from "./errors.js";

type Listener = (...args: never[]) => void;

/** The calls paykit makes on Cardinal's Songbird.js (`window.Cardinal`). */
export interface CardinalSdk {
  configure(config: object): void;
  setup(kind: "init", data: { jwt: string }): void;
  on(event: string, listener: Listener): void;
  off(event: string): void;
  trigger(event: string, data: unknown): unknown;
  continue(kind: "cca", acs: { AcsUrl: string; Payload: unknown }, order: { OrderDetails: { TransactionId: string } }): void;
}

/** What `payments.validated` reports. */
export interface ValidatedData {
  ActionCode?: string;
  Validated?: boolean;
  ErrorNumber?: number;
  ErrorDescription?: string;
  Payment?: { ExtendedData?: { ChallengeCancel?: string } };
  [field: string]: unknown;
}

export interface SongbirdListeners {
  validated(data: ValidatedData, jwt: string | undefined): void;
  ui(event: string): void;
  inlineSetup?(template: unknown, details: unknown, resolve: () => void, reject: (error: unknown) => void): void;
}

export interface SongbirdOptions {
  configuration: GatewayConfiguration;
  /** Passed to `Cardinal.configure`. */
  cardinalConfig: Record<string, unknown>;
  timeoutMs: number;
  listeners: SongbirdListeners;
}

/** The error a Cardinal `ErrorNumber` stands for, with Cardinal's number and description as details. */
export function cardinalError(errorNumber: unknown, description: unknown): BraintreeError {
  const code = `THREEDS_CARDINAL_SDK_${(typeof errorNumber === "number" && CARDINAL_ERROR_NUMBERS[errorNumber]) || "ERROR"}`;
  return createError(errors[code as keyof typeof errors], {
    details: { originalError: { code: errorNumber, description } },
  });
}

const cardinal = (): CardinalSdk | undefined => (globalThis as { Cardinal?: CardinalSdk }).Cardinal;

/**
 * Cardinal's Songbird.js on the page, set up once per instance: loaded from the configuration's
 * Songbird URL, configured, and initialised with the merchant's JWT. `ready` always resolves; when set-up
 * fails or times out, `failure` says why (a frictionless lookup needs no Songbird, a challenge does).
 */
export class Songbird {
  readonly ready: Promise<void>;
  /** Cardinal's session id (the lookup's `dfReferenceId`), once set up. */
  sessionId: string | undefined;
  failure: BraintreeError | undefined;
  #settle!: () => void;
  #settled = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #events: string[] = [];

  constructor(options: SongbirdOptions) {
    this.ready = new Promise((resolve) => (this.#settle = resolve));
    void this.#setUp(options);
  }

  get sdk(): CardinalSdk | undefined {
    return this.failure ? undefined : cardinal();
  }

  /** Ends set-up with an error (also used when Cardinal reports one before any verification). */
  fail(error: BraintreeError): void {
    if (this.#settled) return;
    this.failure = error;
    this.#finish();
  }

  teardown(): void {
    this.fail(createError(errors.THREEDS_CARDINAL_SDK_SETUP_FAILED));
    const sdk = cardinal();
    for (const event of this.#events) sdk?.off(event);
    this.#events = [];
  }

  #finish(): void {
    this.#settled = true;
    clearTimeout(this.#timer);
    this.#settle();
  }

  async #setUp({ configuration, cardinalConfig, timeoutMs, listeners }: SongbirdOptions): Promise<void> {
    const settings = (configuration.threeDSecure ?? {}) as Record<string, unknown>;
    this.#timer = setTimeout(() => this.fail(createError(errors.THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT)), timeoutMs);
    try {
      await loadScript({
        src: String(settings.cardinalSongbirdUrl || songbirdUrl(configuration.environment === "production")),
        integrity: typeof settings.cardinalSongbirdIdentityHash === "string" ? settings.cardinalSongbirdIdentityHash : undefined,
      });
    } catch (originalError) {
      return this.fail(createError(errors.THREEDS_CARDINAL_SDK_SCRIPT_LOAD_FAILED, { details: { originalError } }));
    }
    const sdk = cardinal();
    if (this.#settled) return;
    if (!sdk) return this.fail(createError(errors.THREEDS_CARDINAL_SDK_SETUP_FAILED));
    try {
      const listen = (event: string, listener: Listener) => {
        this.#events.push(event);
        sdk.on(event, listener);
      };
      for (const event of Object.keys(UI_EVENTS)) listen(event, () => listeners.ui(event));
      listen("payments.setupComplete", ((data: { sessionId?: string } | undefined) => {
        if (this.#settled) return;
        this.sessionId = data?.sessionId;
        this.#finish();
      }) as Listener);
      if (listeners.inlineSetup) listen("ui.inline.setup", listeners.inlineSetup as Listener);
      sdk.configure(cardinalConfig);
      sdk.setup("init", { jwt: String(settings.cardinalAuthenticationJWT) });
      listen("payments.validated", listeners.validated as Listener);
    } catch (originalError) {
      this.fail(createError(errors.THREEDS_CARDINAL_SDK_SETUP_FAILED, { details: { originalError } }));
    }
  }
}
