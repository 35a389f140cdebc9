/**
 * Venmo: the shopper approves in the Venmo app (app switch on mobile, a QR code or a web-login pop-up on
 * desktop) and the page gets a VenmoAccount nonce.
 */
import {
  createError,
  createFrameService,
  isBraintreeError,
  isRecord,
  MAX_TIMER_MS,
  recordOf,
  trustedUrl,
  wrapError,
  type BraintreeError,
  type Client,
  type ClientConfiguration,
  type FrameService,
  VERSION,
} from "../../kernel/index.js";
import {
  isAndroid,
  isAndroidWebview,
  inIframe,
  isChrome,
  isIos,
  isIosSafari,
  isMobile,
  isNonDefaultBrowser,
  isWebview,
} from "../common/browser.js";
import { isBrowserSupported } from "./statics.js";
import {
  CONTEXT_REFRESH_RATIO,
  LANDING_FRAME_PAGE,
  PROCESS_RESULTS_DELAY_MS,
  VENMO_URLS,
  VISIBILITY_CHANGE_DELAY_MS,
  WEB_LOGIN_POPUP_HEIGHT,
  WEB_LOGIN_POPUP_WIDTH,
  WEB_LOGIN_WINDOW_NAME,
} from "./constants.js";
import { lifetimeOf, PaymentContexts, resultOf, type VenmoResult } from "./contexts.js";
import { deepLinkUrl, venmoBase } from "./deep-link.js";
import { loadChunk, type DesktopModule } from "./desktop/load.js";
import type { VenmoDesktop } from "./desktop/qr-frame.js";
import { venmoErrors as errors } from "./errors.js";
import { fragmentParameters, hasAppResult, type FragmentParameters } from "./fragment.js";
import { readSettings, type VenmoSettings } from "./options.js";
import { pollForApproval, STOPPED, type ContextState, type PollingTarget } from "./polling.js";
import type { VenmoPayerInfo, VenmoTokenizeOptions, VenmoTokenizePayload } from "./types.js";

/** One tokenization in progress. */
interface Flow {
  stopped: boolean;
  reject(error: BraintreeError): void;
  cleanup?: () => void;
  /** This page sent the shopper to the app for this flow (a return to it may be this flow's answer). */
  switched?: boolean;
}

export class Venmo {
  readonly #configuration: ClientConfiguration;
  readonly #settings: VenmoSettings;
  readonly #contexts: PaymentContexts;
  readonly #useDesktopQr: boolean;
  readonly #useWebLogin: boolean;
  readonly #cannotHaveReturnUrls: boolean;
  readonly #createsContexts: boolean;
  #desktop: VenmoDesktop | undefined;
  /** Web login's pop-up service, made (as the provider makes it) by every instance that creates payment contexts. */
  #frameService: FrameService | undefined;
  #desktopModule: DesktopModule | undefined;
  /** Settles when the first payment context (or the QR frame) is ready; never rejects. */
  #setup: Promise<void> = Promise.resolve();
  #setupError: BraintreeError | undefined;
  readonly #state: ContextState = { contextId: undefined, status: undefined, venmoWindow: undefined };
  /** The payment context in `#state` is one this instance created: a return naming another one is not its answer. */
  #ownContext = false;
  #refreshTimer: ReturnType<typeof setTimeout> | undefined;
  #flow: Flow | undefined;
  #tornDown = false;

  private constructor(client: Client, options: unknown) {
    this.#configuration = client.getConfiguration();
    const settings = readSettings(options);
    this.#settings = settings;
    const legacy = settings.paymentMethodUsage === "";
    const desktop = !isMobile();
    this.#contexts = new PaymentContexts(client, legacy);
    this.#useDesktopQr = settings.allowDesktop && desktop && !settings.allowDesktopWebLogin;
    this.#useWebLogin = settings.allowDesktopWebLogin && desktop;
    this.#cannotHaveReturnUrls = inIframe() || settings.requireManualReturn;
    this.#createsContexts = this.#cannotHaveReturnUrls || !legacy;
  }

  static async create(client: Client, options: unknown): Promise<Venmo> {
    const venmo = new Venmo(client, options);
    if (!venmo.hasTokenizationResult()) await venmo.#setUp();
    return venmo;
  }

  /**
   * What braintree-web 3.132.0 starts at `create`, in its order: the QR frame for the desktop QR flow; else, for an
   * instance that creates payment contexts, web login's frame service (its dispatch frame) and then the first
   * payment context. `create` waits only for what the shopper's click needs at once (the desktop half, web login's
   * frame service); a context that cannot be created is the error of `getUrl` and `tokenize`, not of `create`.
   */
  async #setUp(): Promise<void> {
    // The QR frame, web login's pages and its return page come from the asset origin: checked before any is placed.
    trustedUrl(this.#gateway.assetsUrl);
    await this.#loadDesktop();
    if (this.#useDesktopQr || !this.#createsContexts) return;
    const service = createFrameService({
      name: WEB_LOGIN_WINDOW_NAME,
      assetsUrl: this.#gateway.assetsUrl,
      landingFrame: LANDING_FRAME_PAGE,
      title: "Venmo",
      debug: this.#configuration.isDebug,
      width: WEB_LOGIN_POPUP_WIDTH,
      height: WEB_LOGIN_POPUP_HEIGHT,
    });
    if (this.#useWebLogin) this.#frameService = await service;
    this.#setup = this.#prepare(service);
  }

  /** Merchants may collect addresses only with enriched customer data on in the Control Panel. */
  #collectsWithoutEcd(): boolean {
    const settings = this.#settings;
    const venmo = this.#venmoConfiguration;
    const collects = settings.collectCustomerBillingAddress || settings.collectCustomerShippingAddress;
    return !this.#contexts.legacy && collects && !(isRecord(venmo) && venmo.enrichedCustomerDataEnabled);
  }

  get #venmoConfiguration(): unknown {
    return this.#configuration.gatewayConfiguration.payWithVenmo;
  }

  get #gateway() {
    return this.#configuration.gatewayConfiguration;
  }

  /**
   * The desktop half, before `create` resolves: the web-login pop-up must open inside the shopper's click,
   * so nothing it needs may still be loading then.
   */
  async #loadDesktop(): Promise<void> {
    if (!this.#useDesktopQr && !this.#useWebLogin) return;
    let module: DesktopModule;
    try {
      module = await loadChunk();
    } catch (error) {
      throw isBraintreeError(error) ? error : wrapError(errors.VENMO_DESKTOP_UNKNOWN_ERROR, error);
    }
    this.#desktopModule = module;
    if (this.#useDesktopQr) {
      this.#desktop = module.createQrFrame(
        this.#contexts,
        this.#gateway,
        this.#settings,
        this.#legacyInput("PAY_FROM_APP"),
      );
    }
  }

  /**
   * The first payment context a tokenization will need (the QR flow makes its own per code), once the frame
   * service's dispatch frame is on its way; a frame service that cannot be made costs a page that never shows the
   * web login nothing.
   */
  async #prepare(service: Promise<FrameService>): Promise<void> {
    this.#frameService ??= await service.catch(() => undefined);
    if (this.#tornDown) this.#frameService?.teardown();
    try {
      await this.#createContext(false);
    } catch (error) {
      this.#setupError = setupFailed(error);
    }
  }

  #legacyInput(intent: string): Record<string, unknown> {
    return { environment: String(this.#gateway.environment).toUpperCase(), intent };
  }

  /** A new payment context; a refresh that finds a tokenization under way leaves the current one alone. */
  async #createContext(refresh: boolean): Promise<void> {
    if (this.#collectsWithoutEcd()) throw createError(errors.ECD_DISABLED);
    const settings = this.#settings;
    const amounts = {
      subTotalAmount: settings.subTotalAmount,
      discountAmount: settings.discountAmount,
      taxAmount: settings.taxAmount,
      shippingAmount: settings.shippingAmount,
      totalAmount: settings.totalAmount,
      lineItems: settings.lineItems,
    };
    const hasDetails = Object.values(amounts).some((value) => value !== undefined);
    const context = await this.#contexts.create(
      {
        paymentMethodUsage: settings.paymentMethodUsage,
        intent: "CONTINUE",
        customerClient: this.#useWebLogin ? "NATIVE_WEB" : "MOBILE_WEB",
        isFinalAmount: settings.isFinalAmount,
        displayName: settings.displayName,
        paysheetDetails: {
          collectCustomerBillingAddress: settings.collectCustomerBillingAddress,
          collectCustomerShippingAddress: settings.collectCustomerShippingAddress,
          transactionDetails: hasDetails ? amounts : undefined,
        },
      },
      this.#legacyInput("PAY_FROM_APP"),
    );
    this.#scheduleRefresh(lifetimeOf(context) * CONTEXT_REFRESH_RATIO);
    if (refresh && this.#flow) return;
    this.#state.contextId = context.id;
    this.#ownContext = true;
    this.#state.status = undefined;
    this.#setupError = undefined;
  }

  #scheduleRefresh(delay: number): void {
    clearTimeout(this.#refreshTimer);
    if (!(delay > 0) || this.#tornDown) return;
    this.#refreshTimer = setTimeout(
      () => {
        if (!this.#flow && !this.#tornDown) this.#createContext(true).catch(() => undefined);
      },
      Math.min(delay, MAX_TIMER_MS),
    );
  }

  /** Whether Venmo can be offered in this browser with this instance's options. */
  isBrowserSupported(): boolean {
    return isBrowserSupported(this.#settings);
  }

  /** Whether the page was opened with the Venmo app's answer; if so, call `tokenize` at once. */
  hasTokenizationResult(): boolean {
    return this.#hasResult();
  }

  /**
   * Whether the fragment (or `hash`) carries the app's answer for this instance. The fragment can be forged (a
   * link in an email, an ad frame setting top.location), so it never decides alone: a return naming a payment
   * context other than the one this instance created is not its answer, and a return to a page that did not start
   * the payment counts only when it names a context the gateway can be asked about.
   */
  #hasResult(hash?: string): boolean {
    const parameters = fragmentParameters(hash);
    if (!hasAppResult(parameters)) return false;
    const fromQuery = typeof location === "undefined" ? null : new URLSearchParams(location.search).get("resource_id");
    const named = fromQuery || parameters.id;
    if (this.#ownContext) return !named || named === this.#state.contextId;
    if (named) {
      this.#state.contextId = named;
      return true;
    }
    // Nothing to ask the gateway about (the legacy variant): only this page's own app switch may be answered with a
    // nonce. The app's error return is honoured on any page, as the provider's: a forged one yields nothing.
    return this.#flow?.switched === true || parameters.venmoError !== undefined;
  }

  /** The deep link to the Venmo app for the current payment context. */
  async getUrl(): Promise<string> {
    await this.#ready();
    return this.#url();
  }

  async #ready(): Promise<void> {
    await this.#setup;
    if (this.#setupError) throw this.#setupError;
  }

  #url(): string {
    const settings = this.#settings;
    const returnUrl = this.#useWebLogin
      ? `${this.#gateway.assetsUrl}/web/${VERSION}/html/redirect-frame.html`
      : this.#includesReturnUrls()
        ? (settings.deepLinkReturnUrl ?? location.href.replace(location.hash, "")).replace(/#*$/, "")
        : undefined;
    const base = this.#useWebLogin
      ? VENMO_URLS.webLogin
      : settings.mobileWebFallBack
        ? VENMO_URLS.appOrWeb
        : VENMO_URLS.appOnly;
    return deepLinkUrl(
      {
        base: venmoBase(base, this.#gateway),
        contextId: this.#state.contextId,
        legacy: this.#contexts.legacy,
        returnUrl,
        allowAndroidRecreation: settings.allowAndroidRecreation,
        profileId: settings.profileId,
      },
      this.#configuration,
    );
  }

  /** Return URLs are useless where the app cannot come back to this page (spec 001 §5, new-tab rules). */
  #includesReturnUrls(): boolean {
    if (isNonDefaultBrowser() && !isWebview() && !isAndroid()) return false;
    if (this.#settings.deepLinkReturnUrl) return true;
    return !this.#cannotHaveReturnUrls;
  }

  /** Sends the shopper to the Venmo app (or Venmo's site) by the fitting means for this browser. */
  appSwitch(url: string): void {
    if (typeof url !== "string") return;
    if (this.#settings.deepLinkReturnUrl) this.#deepLinkSwitch(url);
    else if (
      (isIos() && !isIosSafari()) ||
      this.#redirectsOnIos() ||
      (this.#settings.mobileWebFallBack && isAndroid() && isChrome())
    ) {
      location.href = url;
    } else {
      this.#state.venmoWindow = window.open(url);
    }
  }

  #redirectsOnIos(): boolean {
    return isIos() && (this.#settings.mobileWebFallBack || this.#settings.useRedirectForIOS);
  }

  /** An app showing this page in a web view gets the deep link the way its platform can open it. */
  #deepLinkSwitch(url: string): void {
    const bridge = popupBridgeOpen();
    if (isIos()) {
      if (inIframe() && (venmoAppInstalled() || !bridge)) breakOut(url);
      else if (!inIframe() && !venmoAppInstalled() && bridge) bridge(url);
      else if (inIframe() && bridge) bridge(url);
      else location.href = url;
    } else if (bridge) {
      bridge(url);
    } else if (isAndroidWebview()) {
      if (inIframe()) breakOut(url);
      else location.href = url;
    } else {
      this.#state.venmoWindow = window.open(url);
    }
  }

  /** Starts the Venmo flow that fits this browser and resolves with a VenmoAccount nonce. */
  tokenize(options?: VenmoTokenizeOptions): Promise<VenmoTokenizePayload> {
    if (this.#flow) return Promise.reject(createError(errors.VENMO_TOKENIZATION_REQUEST_ACTIVE));
    if (this.#collectsWithoutEcd()) return this.#refuseWithoutEcd();
    let reject: (error: BraintreeError) => void = () => undefined;
    const canceled = new Promise<never>((_, fail) => (reject = fail));
    const flow: Flow = { stopped: false, reject };
    this.#flow = flow;
    let run: Promise<VenmoResult>;
    // A page opened with the app's answer reads it whatever flow this browser would start (a desktop page that
    // received one has no QR frame: `create` skipped it).
    if (this.hasTokenizationResult()) run = this.#processResults(undefined, flow);
    else if (this.#useDesktopQr) run = this.#desktopFlow();
    else if (this.#useWebLogin) run = this.#webLoginFlow(flow);
    else if (this.#cannotHaveReturnUrls && !this.#iosFrameWithoutApp()) run = this.#manualReturnFlow(flow);
    else run = this.#hashChangeFlow(readDelay(options), flow);
    return Promise.race([run, canceled]).then(
      (result) => this.#finish(flow, () => formatPayload(result)),
      (error: unknown) =>
        this.#finish(flow, () => {
          throw error === STOPPED ? createError(errors.VENMO_TOKENIZATION_CANCELED_BY_MERCHANT) : error;
        }),
    );
  }

  /**
   * Addresses asked for without enriched customer data: the flows that create a context at `create` fail with
   * that context's set-up error (VENMO_MOBILE_PAYMENT_CONTEXT_SETUP_FAILED, the ECD error as its cause), the others
   * with VENMO_ECD_DISABLED, as the provider's. Theirs fails only once the shopper has approved (the context it
   * makes afterwards is refused); this one before the shopper is asked.
   */
  async #refuseWithoutEcd(): Promise<never> {
    await this.#setup;
    throw this.#setupError ?? createError(errors.ECD_DISABLED);
  }

  /** After every tokenization, successful or not: a fresh payment context, then the next one may start. */
  async #finish<T>(flow: Flow, outcome: () => T): Promise<T> {
    flow.stopped = true;
    flow.cleanup?.();
    this.#desktop?.hide();
    if (this.#createsContexts && !this.#useDesktopQr && !this.#tornDown) {
      await this.#createContext(false).catch((error: unknown) => (this.#setupError = setupFailed(error)));
    }
    if (this.#flow === flow) this.#flow = undefined;
    this.#state.venmoWindow = null;
    return outcome();
  }

  #iosFrameWithoutApp(): boolean {
    return isIos() && inIframe() && !venmoAppInstalled() && !this.#settings.requireManualReturn;
  }

  async #desktopFlow(): Promise<VenmoResult> {
    const outcome = await (this.#desktop as VenmoDesktop).launch();
    if ("result" in outcome) return outcome.result;
    throw outcome.reason === "CUSTOMER_CANCELED"
      ? createError(errors.VENMO_DESKTOP_CANCELED)
      : wrapError(errors.VENMO_DESKTOP_UNKNOWN_ERROR, outcome.error);
  }

  #pollingTarget(): PollingTarget {
    return {
      contexts: this.#contexts,
      state: this.#state,
      cancelOnReturnToBrowser: this.#settings.cancelOnReturnToBrowser,
      cancelContext: () => this.#cancelContext(),
    };
  }

  /** The page cannot be returned to: open the app, then poll the context until the shopper decided. */
  async #manualReturnFlow(flow: Flow): Promise<VenmoResult> {
    await this.#ready();
    this.appSwitch(this.#url());
    return resultOf(await pollForApproval(this.#pollingTarget(), () => flow.stopped), this.#state.contextId);
  }

  /** The app returns to this page: wait for the fragment to change or for the shopper to come back. */
  async #hashChangeFlow(delay: number, flow: Flow): Promise<VenmoResult> {
    if (this.hasTokenizationResult()) return this.#processResults(undefined, flow);
    flow.switched = true;
    await this.#ready();
    const url = this.#url();
    const previousHash = location.hash;
    return new Promise<VenmoResult>((resolve, reject) => {
      let processing = false;
      let resultTimer: ReturnType<typeof setTimeout> | undefined;
      const complete = (hash?: string) => {
        flow.cleanup?.();
        this.#processResults(hash, flow)
          .then(resolve, reject)
          .finally(() => {
            if (!this.#settings.ignoreHistoryChanges && location.hash !== previousHash) location.hash = previousHash;
          });
      };
      const onHashChange = (event: HashChangeEvent) => {
        const hash = String(event.newURL).split("#")[1];
        if (!this.#hasResult(hash)) return;
        processing = true;
        complete(hash);
      };
      const onVisibilityChange = () => {
        if (document.hidden) return;
        if (this.#state.venmoWindow && !this.#state.venmoWindow.closed) this.#state.venmoWindow.close();
        if (!processing) {
          clearTimeout(resultTimer);
          resultTimer = setTimeout(() => {
            processing = true;
            complete();
          }, delay);
        }
      };
      const listenTimer = setTimeout(
        () => document.addEventListener("visibilitychange", onVisibilityChange),
        VISIBILITY_CHANGE_DELAY_MS,
      );
      window.addEventListener("hashchange", onHashChange);
      flow.cleanup = () => {
        clearTimeout(listenTimer);
        clearTimeout(resultTimer);
        window.removeEventListener("hashchange", onHashChange);
        document.removeEventListener("visibilitychange", onVisibilityChange);
      };
      this.appSwitch(url);
    });
  }

  /**
   * Reads the app's answer. In the current flow the payment context says what happened; when it cannot
   * tell, the fragment does (success, error, cancel, or nothing: the app never answered).
   */
  processHashChangeFlowResults(hash?: string): Promise<VenmoResult> {
    return this.#processResults(typeof hash === "string" ? hash : undefined, {
      stopped: false,
      reject: () => undefined,
    });
  }

  /**
   * The payment's outcome. With a payment context to ask, only the gateway's answer gives a nonce: when it cannot
   * tell, the fragment may end the flow (error, cancel) but never with the nonce it carries (it can be forged; the
   * provider's SDK takes it). Without one (the legacy variant), the fragment decides only for a payment this page
   * started with an app switch.
   */
  async #processResults(hash: string | undefined, flow: Flow): Promise<VenmoResult> {
    const parameters = fragmentParameters(hash);
    try {
      if (!this.#contexts.legacy || this.#state.contextId) {
        try {
          return resultOf(await pollForApproval(this.#pollingTarget(), () => flow.stopped), this.#state.contextId);
        } catch (error) {
          if (
            error === STOPPED ||
            (error as BraintreeError).code === errors.VENMO_MOBILE_POLLING_TOKENIZATION_CANCELED.code
          )
            throw error;
          if (!hasAppResult(parameters) || parameters.venmoSuccess) throw error;
        }
      } else if (parameters.venmoSuccess && !flow.switched) {
        throw createError(errors.VENMO_TOKENIZATION_REQUEST_NOT_ACTIVE);
      }
      return fromFragment(parameters);
    } finally {
      this.#clearFragment();
    }
  }

  #clearFragment(): void {
    if (this.#settings.ignoreHistoryChanges || !location.hash) return;
    history.pushState({}, "", location.href.slice(0, location.href.indexOf("#")));
  }

  /** Desktop web login: a pop-up on Venmo's site over a dark backdrop; the context's status decides. */
  #webLoginFlow(flow: Flow): Promise<VenmoResult> {
    const service = this.#frameService;
    const module = this.#desktopModule;
    // Both are loaded before `create` resolves; a torn-down instance has neither.
    if (!service || !module) return Promise.reject(createError(errors.VENMO_TOKENIZATION_FAILED));
    return module.runWebLogin({
      service,
      url: () => this.#ready().then(() => this.#url()),
      contexts: this.#contexts,
      state: this.#state,
      cancelContext: () => this.#cancelContext(),
      onStop: (cleanup) => (flow.cleanup = cleanup),
      errors,
    });
  }

  /** Sets the payment context CANCELED; resolves with the gateway's answer (none without a context). */
  async #cancelContext(): Promise<unknown> {
    if (this.#state.contextId) return this.#contexts.update(this.#state.contextId, "CANCELED");
    return undefined;
  }

  /**
   * Abandons the tokenization in progress; its payment context is set to CANCELED. Resolves, as the provider's,
   * with a pair: the gateway's answer to that update (undefined without a context), and undefined for the QR
   * code's context, which is cancelled without waiting. A failed update fails with the client's error.
   */
  async cancelTokenization(): Promise<[unknown, undefined]> {
    const flow = this.#flow;
    if (!flow) throw createError(errors.VENMO_TOKENIZATION_REQUEST_NOT_ACTIVE);
    this.#stop(flow);
    this.#desktop?.cancelContext().catch(() => undefined);
    return [await this.#cancelContext(), undefined];
  }

  #stop(flow: Flow): void {
    flow.stopped = true;
    flow.cleanup?.();
    flow.reject(createError(errors.VENMO_TOKENIZATION_CANCELED_BY_MERCHANT));
  }

  async teardown(): Promise<void> {
    this.#tornDown = true;
    if (this.#flow) this.#stop(this.#flow);
    clearTimeout(this.#refreshTimer);
    this.#desktop?.teardown();
    this.#frameService?.teardown();
    this.#cancelContext().catch(() => undefined);
  }
}

function readDelay(options: unknown): number {
  const delay = recordOf(options).processResultsDelay;
  return typeof delay === "number" && delay > 0 && delay <= MAX_TIMER_MS ? delay : PROCESS_RESULTS_DELAY_MS;
}

function setupFailed(error: unknown): BraintreeError {
  const first = (error as { details?: { originalError?: unknown } } | undefined)?.details?.originalError;
  const issue = Array.isArray(first)
    ? (first[0] as { message?: unknown; extensions?: Record<string, unknown> })
    : undefined;
  const userError = issue?.extensions?.errorClass === "VALIDATION" && issue.extensions.errorType === "user_error";
  return createError(errors.VENMO_MOBILE_PAYMENT_CONTEXT_SETUP_FAILED, {
    message: userError && typeof issue.message === "string" ? issue.message : undefined,
    details: { originalError: error },
  });
}

function fromFragment(parameters: FragmentParameters): VenmoResult {
  if (parameters.venmoSuccess) {
    return { paymentMethodNonce: parameters.paymentMethodNonce, username: parameters.username, id: parameters.id };
  }
  if (parameters.venmoError) {
    throw createError(errors.VENMO_APP_FAILED, {
      details: { originalError: { message: parameters.errorMessage, code: parameters.errorCode } },
    });
  }
  throw createError(parameters.venmoCancel ? errors.VENMO_APP_CANCELED : errors.VENMO_CANCELED);
}

/** Venmo usernames always start with one "@". */
function atName(name: unknown): string {
  return `@${typeof name === "string" ? name.replace("@", "") : ""}`;
}

function formatPayload(result: VenmoResult): VenmoTokenizePayload {
  const payload: VenmoTokenizePayload = {
    nonce: result.paymentMethodNonce ?? "",
    type: "VenmoAccount",
    details: { username: atName(result.username), paymentContextId: result.id },
  };
  if (isRecord(result.payerInfo)) {
    payload.details.payerInfo = {
      ...result.payerInfo,
      userName: atName(result.payerInfo.userName),
    } as unknown as VenmoPayerInfo;
  }
  return payload;
}

type BridgeOpen = (url: string) => void;

function popupBridgeOpen(): BridgeOpen | undefined {
  const bridge = (globalThis as { popupBridge?: { open?: unknown } }).popupBridge;
  return bridge && typeof bridge.open === "function"
    ? (url) => (bridge.open as BridgeOpen).call(bridge, url)
    : undefined;
}

/** An app hosting this page in a web view says whether the Venmo app is installed. */
function venmoAppInstalled(): boolean {
  const installed = (host: unknown) =>
    Boolean((host as { popupBridge?: { isVenmoInstalled?: unknown } } | null)?.popupBridge?.isVenmoInstalled);
  try {
    return Boolean(popupBridgeOpen()) && (installed(window.parent) || installed(window));
  } catch {
    return installed(window);
  }
}

/** Leaves the frame: the whole tab goes to the deep link. */
function breakOut(url: string): void {
  try {
    (window.top as Window).location.href = url;
  } catch {
    location.href = url;
  }
}
