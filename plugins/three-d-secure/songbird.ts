import { createError, loadScript, type BraintreeError, type GatewayConfiguration } from "../../kernel/index.js";
import { CARDINAL_ERROR_NUMBERS, FIRST_CARDINAL_ERROR_NUMBER, songbirdUrl, UI_EVENTS } from "./constants.js";
import { causedBy, threeDSecureErrors as errors } from "./errors.js";

type Listener = (...args: never[]) => void;

/** The calls paykit makes on Cardinal's Songbird.js (`window.Cardinal`). */
export interface CardinalSdk {
  configure(config: object): void;
  setup(kind: "init", data: { jwt: string }): void;
  on(event: string, listener: Listener): void;
  off(event: string): void;
  trigger(event: string, data: unknown): unknown;
  continue(
    kind: "cca",
    /** The lookup's ACS URL and payload, as the gateway sent them. */
    acs: { AcsUrl: unknown; Payload: unknown },
    order: { OrderDetails: { TransactionId: string } },
  ): void;
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

/** Handed to Songbird's `on` as they are: functions, not methods of this object. */
export interface SongbirdListeners {
  validated: (data: ValidatedData, jwt: string | undefined) => void;
  ui: (event: string) => void;
  inlineSetup?: (template: unknown, details: unknown, resolve: () => void, reject: (error: unknown) => void) => void;
}

/**
 * Cardinal's Songbird.js on the page, set up once per instance: loaded from the configuration's
 * Songbird URL, configured, and initialised with the merchant's JWT. `ready` always resolves; when set-up
 * fails or times out, `failure` says why (a frictionless lookup needs no Songbird, a challenge does).
 */
export interface Songbird {
  readonly ready: Promise<void>;
  /** Cardinal's session id (the lookup's `dfReferenceId`), once set up. */
  sessionId?: string;
  /**
   * Milliseconds from the start of set-up (at `create`) until Cardinal was asked to initialise, the script's
   * load included: the lookup's `clientMetadata.cardinalDeviceDataCollectionTimeElapsed`, as the provider measures it.
   */
  setupElapsed?: number;
  failure?: BraintreeError;
  /** Cardinal, unless set-up failed. */
  sdk(): CardinalSdk | undefined;
  /** Ends set-up with an error (also used when Cardinal reports one before any verification). */
  fail(error: BraintreeError): void;
  /** Fails set-up if still under way and unhooks every listener paykit gave Cardinal (Songbird.js stays loaded). */
  teardown(): void;
}

/** The error a Cardinal `ErrorNumber` stands for, with Cardinal's number and description as details. */
export function cardinalError(errorNumber: unknown, description: unknown): BraintreeError {
  const code = `THREEDS_CARDINAL_SDK_${(typeof errorNumber === "number" && CARDINAL_ERROR_NUMBERS[errorNumber - FIRST_CARDINAL_ERROR_NUMBER]) || "ERROR"}`;
  return causedBy(errors[code as keyof typeof errors], { code: errorNumber, description });
}

const cardinal = (): CardinalSdk | undefined => (globalThis as { Cardinal?: CardinalSdk }).Cardinal;
export const setupFailed = () => createError(errors.THREEDS_CARDINAL_SDK_SETUP_FAILED);

/**
 * Loads and sets up Songbird.js: `cardinalConfig` is passed to `Cardinal.configure`; set-up fails with
 * THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT after `timeoutMs`.
 */
export function startSongbird(
  configuration: GatewayConfiguration,
  cardinalConfig: Record<string, unknown>,
  timeoutMs: number,
  listeners: SongbirdListeners,
): Songbird {
  const settings = (configuration.threeDSecure ?? {}) as Record<string, unknown>;
  const started = Date.now();
  let settle!: () => void;
  let settled = false;
  let events: string[] = [];
  const songbird: Songbird = {
    ready: new Promise((resolve) => (settle = resolve)),
    sdk: () => (songbird.failure ? undefined : cardinal()),
    fail(error) {
      if (settled) return;
      songbird.failure = error;
      finish();
    },
    teardown() {
      songbird.fail(setupFailed());
      const sdk = cardinal();
      for (const event of events) sdk?.off(event);
      events = [];
    },
  };
  const timer = setTimeout(() => songbird.fail(createError(errors.THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT)), timeoutMs);
  const finish = () => {
    settled = true;
    clearTimeout(timer);
    settle();
  };
  void (async () => {
    try {
      await loadScript({
        src:
          (typeof settings.cardinalSongbirdUrl === "string" && settings.cardinalSongbirdUrl) ||
          songbirdUrl(configuration.environment === "production"),
        integrity:
          typeof settings.cardinalSongbirdIdentityHash === "string" ? settings.cardinalSongbirdIdentityHash : undefined,
      });
    } catch (originalError) {
      return songbird.fail(causedBy(errors.THREEDS_CARDINAL_SDK_SCRIPT_LOAD_FAILED, originalError));
    }
    const sdk = cardinal();
    if (settled) return;
    if (!sdk) return songbird.fail(setupFailed());
    try {
      const listen = (event: string, listener: Listener) => {
        events.push(event);
        sdk.on(event, listener);
      };
      for (const event of Object.keys(UI_EVENTS)) listen(event, () => listeners.ui(event));
      listen("payments.setupComplete", (data: { sessionId?: string } | undefined) => {
        if (settled) return;
        songbird.sessionId = data?.sessionId;
        finish();
      });
      if (listeners.inlineSetup) listen("ui.inline.setup", listeners.inlineSetup);
      sdk.configure(cardinalConfig);
      sdk.setup("init", { jwt: String(settings.cardinalAuthenticationJWT) });
      songbird.setupElapsed = Date.now() - started;
      listen("payments.validated", listeners.validated);
    } catch (originalError) {
      songbird.fail(causedBy(errors.THREEDS_CARDINAL_SDK_SETUP_FAILED, originalError));
    }
  })();
  return songbird;
}
