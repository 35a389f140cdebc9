import {
  callMerchant,
  createEmitter,
  createError,
  gatewayStatusOf,
  isRecord,
  jsonCopy,
  recordOf,
  type BraintreeError,
  type Client,
  type ErrorDefinition,
} from "../../kernel/index.js";
import {
  CARDINAL_CONTAINER_ID,
  CLIENT_METADATA,
  CUSTOMER_CANCELED_CODE,
  INTEGRATION_TIMEOUT_MS,
  LIBRARY_VERSION,
  MISSING,
  UI_EVENT_PREFIX,
  UI_EVENTS,
  endpoint,
  missingOption,
  type Framework,
} from "./constants.js";
import { causedBy, threeDSecureErrors as errors } from "./errors.js";
import { isNumericAmount, lookupData } from "./lookup.js";
import { cardinalError, setupFailed, startSongbird, type Songbird, type ValidatedData } from "./songbird.js";
import type {
  CancelVerifyCardPayload,
  ThreeDSecureCreateOptions,
  ThreeDSecureAnyEventHandler,
  ThreeDSecureEvent,
  ThreeDSecureEventHandler,
  ThreeDSecureInfo,
  ThreeDSecureLookupData,
  ThreeDSecurePaymentMethod,
  VerifyCardOptions,
  VerifyPayload,
} from "./types.js";

type Json = Record<string, unknown>;
type Handler = (...args: unknown[]) => void;

interface Verification {
  promise: Promise<VerifyPayload>;
  resolve: (payload: VerifyPayload) => void;
  reject: (error: unknown) => void;
}

function deferred(): Verification {
  let resolve!: Verification["resolve"];
  let reject!: Verification["reject"];
  const promise = new Promise<VerifyPayload>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/** Lookup failures by HTTP status (WIRE §5.16); any other is THREEDS_LOOKUP_ERROR. */
const LOOKUP_ERRORS: Record<number, ErrorDefinition> = {
  404: errors.THREEDS_LOOKUP_TOKENIZED_CARD_NOT_FOUND_ERROR,
  422: errors.THREEDS_LOOKUP_VALIDATION_ERROR,
};

const missing = (option: string) =>
  createError(errors.THREEDS_MISSING_VERIFY_CARD_OPTION, { message: missingOption(option) });
const invalidData = (originalError?: unknown) => causedBy(errors.THREEDS_LOOKUP_VALIDATION_ERROR, originalError);
const canceledByMerchant = () => createError(errors.THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT);

function formatAuthResponse(
  method: ThreeDSecurePaymentMethod,
  info: Partial<ThreeDSecureInfo> | undefined,
): VerifyPayload {
  return {
    nonce: method.nonce,
    type: method.type,
    binData: method.binData,
    details: method.details,
    description: method.description && String(method.description).replace(/\+/g, " "),
    // The gateway always sends both flags; a lookup answer without them is passed on as the provider passes it.
    liabilityShifted: info?.liabilityShifted as boolean,
    liabilityShiftPossible: info?.liabilityShiftPossible as boolean,
    threeDSecureInfo: method.threeDSecureInfo,
  };
}

/** A lookup answer as the gateway (or the merchant's server, as text) gives it; anything unusable is a lookup error. */
function readLookupResponse(value: unknown): ThreeDSecureLookupData {
  let copy: Json | undefined;
  try {
    // A JSON round trip: whatever comes out is JSON.
    copy = jsonCopy(typeof value === "string" ? (JSON.parse(value) as unknown) : value) as Json | undefined;
  } catch (originalError) {
    throw causedBy(errors.THREEDS_LOOKUP_ERROR, originalError);
  }
  const method = isRecord(copy) ? copy.paymentMethod : undefined;
  if (!isRecord(method) || typeof method.nonce !== "string" || method.nonce === "")
    throw causedBy(errors.THREEDS_LOOKUP_ERROR, value);
  return {
    ...(copy as object),
    lookup: recordOf(copy?.lookup),
    paymentMethod: method,
  } as unknown as ThreeDSecureLookupData;
}

/** 3D Secure 2 authentication of card nonces through Cardinal's Songbird.js (spec 001 §3–§5, WIRE §5.16). */
export class ThreeDSecure {
  readonly #client: Client;
  readonly #songbird: Songbird;
  /** The merchant's listeners; the UI events' names are made from Cardinal's (constants.ts). */
  readonly #listeners = createEmitter<Record<string, unknown[]>>();
  #inProgress = false;
  #verification: Verification | undefined;
  #lookupPaymentMethod: ThreeDSecurePaymentMethod | undefined;
  #inlineContainer: HTMLElement | undefined;

  constructor(client: Client, framework: Framework, options: ThreeDSecureCreateOptions) {
    this.#client = client;
    const sdkConfig = recordOf(options.cardinalSDKConfig);
    const timeout =
      typeof sdkConfig.timeout === "number" && sdkConfig.timeout > 0 ? sdkConfig.timeout : INTEGRATION_TIMEOUT_MS;
    this.#songbird = startSongbird(
      client.getConfiguration().gatewayConfiguration,
      cardinalConfiguration(sdkConfig, options.loggingEnabled === true, framework),
      timeout,
      {
        validated: (data, jwt) => this.#onValidated(recordOf(data), jwt),
        ui: (event) => this.#listeners.emit(UI_EVENT_PREFIX + UI_EVENTS[event]),
        inlineSetup: framework === "inline" ? (...args) => this.#onInlineSetup(...args) : undefined,
      },
    );
  }

  /** Looks the card up and, when the issuer asks for it, shows the challenge; resolves with a new nonce. */
  async verifyCard(options: VerifyCardOptions): Promise<VerifyPayload> {
    // Read once: getters run in one place (recordOf reads an object whose getters throw as {}).
    const given = recordOf(options);
    this.#checkVerifyCardOptions(given);
    this.#inProgress = true;
    try {
      const body = await this.#prepare(lookupData(given));
      const response = await this.#lookup(given.nonce as string, body);
      const verification = this.#start(response);
      await this.#lookupComplete(response, given.onLookupComplete, verification);
      return await this.#continue(response, verification);
    } finally {
      this.#finishVerification();
    }
  }

  /** Continues from a lookup made by the merchant's server (`prepareLookup` gave it the client data). */
  async initializeChallengeWithLookupResponse(lookupResponse: unknown): Promise<VerifyPayload> {
    if (this.#inProgress) throw createError(errors.THREEDS_AUTHENTICATION_IN_PROGRESS);
    const response = readLookupResponse(lookupResponse);
    this.#inProgress = true;
    try {
      return await this.#continue(response, this.#start(response));
    } finally {
      this.#finishVerification();
    }
  }

  /** The client data for a lookup made by the merchant's server, as a JSON string. */
  async prepareLookup(options: unknown): Promise<string> {
    const body = await this.#prepare(recordOf(options));
    try {
      return JSON.stringify(body);
    } catch (originalError) {
      throw invalidData(originalError);
    }
  }

  /** Ends the verification in progress (it fails with THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT) and closes the challenge. */
  async cancelVerifyCard(): Promise<CancelVerifyCardPayload> {
    this.#inProgress = false;
    const method = this.#lookupPaymentMethod;
    if (!method) throw createError(errors.THREEDS_NO_VERIFICATION_PAYLOAD);
    const info = method.threeDSecureInfo;
    this.#verification?.reject(canceledByMerchant());
    this.#closeChallenge();
    return {
      ...method,
      liabilityShiftPossible: info?.liabilityShiftPossible,
      liabilityShifted: info?.liabilityShifted,
      verificationDetails: info?.verificationDetails as Record<string, unknown> | undefined,
    };
  }

  /**
   * Adds a listener: `lookup-complete` and `authentication-iframe-available` pass `(data, next)`, the others
   * nothing (`ThreeDSecureEventMap`). A listener written for the community typings' `(data?, next?)` is accepted too.
   */
  on<E extends ThreeDSecureEvent>(event: E, handler: ThreeDSecureEventHandler<E>): void;
  on(event: ThreeDSecureEvent, handler: ThreeDSecureAnyEventHandler): void;
  on(event: ThreeDSecureEvent, handler: (...args: never[]) => void): void {
    this.#listeners.on(event, handler as Handler);
  }

  /** Removes one registration of a listener. */
  off<E extends ThreeDSecureEvent>(event: E, handler: ThreeDSecureEventHandler<E>): void;
  off(event: ThreeDSecureEvent, handler: ThreeDSecureAnyEventHandler): void;
  off(event: ThreeDSecureEvent, handler: (...args: never[]) => void): void {
    this.#listeners.off(event, handler as Handler);
  }

  /** Whether anything listens to `event` (the provider's instances answer this too). */
  hasListener(event: ThreeDSecureEvent): boolean {
    return this.#listeners.hasListener(event);
  }

  /** Fails a verification in progress, closes any challenge and unhooks Cardinal (Songbird.js stays loaded). */
  async teardown(): Promise<void> {
    this.#verification?.reject(canceledByMerchant());
    this.#closeChallenge();
    this.#songbird.teardown();
    this.#listeners.clear();
  }

  #checkVerifyCardOptions(options: Json): void {
    const bin = options.bin;
    if (!(typeof bin === "string" || typeof bin === "number") || !bin) throw missing(MISSING.bin);
    if (this.#inProgress) throw createError(errors.THREEDS_AUTHENTICATION_IN_PROGRESS);
    if (typeof options.nonce !== "string" || options.nonce === "") throw missing(MISSING.nonce);
    if (!isNumericAmount(options.amount)) throw missing(MISSING.amount);
    if (typeof options.onLookupComplete !== "function" && !this.#listeners.hasListener("lookup-complete")) {
      throw missing(MISSING.onLookupComplete);
    }
  }

  /** Adds what the lookup needs from Cardinal and the client: the device-data session and client metadata. */
  async #prepare(data: Json): Promise<Json> {
    const songbird = this.#songbird;
    await songbird.ready;
    const metadata: Json = { ...CLIENT_METADATA };
    if (songbird.setupElapsed !== undefined) metadata.cardinalDeviceDataCollectionTimeElapsed = songbird.setupElapsed;
    const sdk = songbird.sdk();
    if (data.bin && sdk) {
      const started = Date.now();
      try {
        const result = recordOf(await sdk.trigger("bin.process", data.bin));
        metadata.issuerDeviceDataCollectionTimeElapsed = Date.now() - started;
        metadata.issuerDeviceDataCollectionResult = result.Status;
      } catch {
        // The issuer's device data is a nicety; the lookup goes ahead without it.
      }
    }
    return {
      ...data,
      ...(songbird.sessionId && { dfReferenceId: songbird.sessionId }),
      clientMetadata: metadata,
      authorizationFingerprint: this.#client.getConfiguration().authorizationFingerprint,
      braintreeLibraryVersion: LIBRARY_VERSION,
    };
  }

  async #lookup(nonce: string, body: Json): Promise<ThreeDSecureLookupData> {
    if (jsonCopy(body) === undefined) throw invalidData();
    let response: unknown;
    try {
      response = await this.#client.request({ method: "post", endpoint: endpoint(nonce, "lookup"), data: body });
    } catch (originalError) {
      const status = gatewayStatusOf(originalError);
      throw causedBy((status !== undefined && LOOKUP_ERRORS[status]) || errors.THREEDS_LOOKUP_ERROR, originalError);
    }
    return readLookupResponse(response);
  }

  #start(response: ThreeDSecureLookupData): Verification {
    this.#lookupPaymentMethod = response.paymentMethod;
    this.#verification = deferred();
    return this.#verification;
  }

  /** Hands the lookup to the merchant (`onLookupComplete` first, else `lookup-complete` listeners) and waits for `next()`. */
  #lookupComplete(response: ThreeDSecureLookupData, callback: unknown, verification: Verification): Promise<void> {
    response.requiresUserAuthentication = Boolean(response.lookup?.acsUrl);
    return new Promise<void>((resolve, reject) => {
      verification.promise.catch(reject);
      const next = () => resolve();
      if (typeof callback === "function") callMerchant(callback as Handler, [response, next]);
      else this.#listeners.emit("lookup-complete", response, next);
    });
  }

  /** Resolves at once when the issuer needs no challenge; otherwise shows Cardinal's challenge and waits for it. */
  async #continue(response: ThreeDSecureLookupData, verification: Verification): Promise<VerifyPayload> {
    const lookup = recordOf(response.lookup);
    if (!lookup.acsUrl) {
      const payload = formatAuthResponse(response.paymentMethod, response.threeDSecureInfo);
      payload.verificationDetails = response.threeDSecureInfo;
      verification.resolve(payload);
      return verification.promise;
    }
    const songbird = this.#songbird;
    await Promise.race([songbird.ready, verification.promise]);
    const sdk = songbird.sdk();
    if (!sdk) throw songbird.failure ?? setupFailed();
    if (typeof lookup.transactionId !== "string" || !lookup.transactionId) {
      throw causedBy(errors.THREEDS_LOOKUP_ERROR, lookup);
    }
    try {
      sdk.continue(
        "cca",
        { AcsUrl: lookup.acsUrl, Payload: lookup.pareq },
        { OrderDetails: { TransactionId: lookup.transactionId } },
      );
    } catch (originalError) {
      throw causedBy(errors.THREEDS_CARDINAL_SDK_ERROR, originalError);
    }
    return verification.promise;
  }

  #finishVerification(): void {
    this.#inProgress = false;
    this.#verification = undefined;
    this.#removeInlineContainer();
  }

  #onValidated(data: ValidatedData, jwt: string | undefined): void {
    const verification = this.#verification;
    const action = data.ActionCode;
    if (action === "ERROR") {
      const error = cardinalError(data.ErrorNumber, data.ErrorDescription);
      // Cardinal reports set-up problems this way before any verification starts.
      if (verification) verification.reject(error);
      else this.#songbird.fail(error);
    } else if (verification && (action === "SUCCESS" || action === "NOACTION" || action === "FAILURE")) {
      if (recordOf(recordOf(data.Payment).ExtendedData).ChallengeCancel === CUSTOMER_CANCELED_CODE)
        this.#listeners.emit("customer-canceled");
      this.#authenticateJwt(data, jwt).then(verification.resolve, verification.reject);
    }
  }

  /** Exchanges Cardinal's response JWT for the authenticated payment method. */
  async #authenticateJwt(data: ValidatedData, jwt: string | undefined): Promise<VerifyPayload> {
    const method = this.#lookupPaymentMethod as ThreeDSecurePaymentMethod;
    try {
      const response = recordOf(
        await this.#client.request({
          method: "post",
          endpoint: endpoint(method.nonce, "authenticate_from_jwt"),
          data: { jwt, paymentMethodNonce: method.nonce },
        }),
      );
      const upgraded = isRecord(response.paymentMethod)
        ? (response.paymentMethod as ThreeDSecurePaymentMethod)
        : method;
      const payload = formatAuthResponse(upgraded, recordOf(response.threeDSecureInfo));
      payload.rawCardinalSDKVerificationData = data;
      return payload;
    } catch (originalError) {
      throw causedBy(errors.THREEDS_JWT_AUTHENTICATION_FAILED, originalError);
    }
  }

  /** Cardinal's `ui.inline.setup` (version "2-inline-iframe"): the merchant places the challenge frame. */
  #onInlineSetup(template: unknown, details: unknown, resolve: () => void, reject: (error: unknown) => void): void {
    const info = recordOf(details);
    const mode = recordOf(info.data).mode;
    if (
      !template ||
      typeof template !== "string" ||
      info.paymentType !== "CCA" ||
      (mode !== "suppress" && mode !== "static")
    ) {
      const error: BraintreeError = createError(errors.THREEDS_INLINE_IFRAME_DETAILS_INCORRECT);
      callMerchant(reject, [error]);
      this.#verification?.reject(error);
      return;
    }
    const container = (this.#inlineContainer = document.createElement("div"));
    container.innerHTML = template;
    if (mode === "static" && this.#listeners.hasListener("authentication-iframe-available")) {
      this.#listeners.emit("authentication-iframe-available", { element: container }, () => resolve());
    } else {
      // Hidden (suppress), or nobody to place it: keep the frame on the page so the flow cannot stall.
      if (mode === "suppress") container.style.display = "none";
      document.body.appendChild(container);
      resolve();
    }
  }

  #removeInlineContainer(): void {
    this.#inlineContainer?.remove();
    this.#inlineContainer = undefined;
  }

  #closeChallenge(): void {
    this.#removeInlineContainer();
    const container = document.getElementById(CARDINAL_CONTAINER_ID);
    if (container) {
      container.remove();
      this.#listeners.emit(UI_EVENT_PREFIX + UI_EVENTS["ui.close"]);
    }
  }
}

/** `Cardinal.configure` options: the merchant's, with only the payment settings paykit knows and the framework. */
function cardinalConfiguration(sdkConfig: Json, loggingEnabled: boolean, framework: Framework): Json {
  const payment = recordOf(sdkConfig.payment);
  const config: Json = { ...sdkConfig, payment: {} };
  if (!config.logging && loggingEnabled) config.logging = { level: "verbose" };
  const settings = config.payment as Json;
  if ("displayLoading" in payment) settings.displayLoading = payment.displayLoading;
  if ("displayExitButton" in payment) settings.displayExitButton = payment.displayExitButton;
  if (framework) settings.framework = framework;
  return config;
}
