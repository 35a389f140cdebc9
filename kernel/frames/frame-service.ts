import { isTrustedUrl } from "../configuration/trusted-domains.js";
import { createError, type BraintreeError } from "../errors/braintree-error.js";
import { uuid } from "../transport/metadata.js";
import { VERSION } from "../version.js";
import { popupBridge, supportsPopups } from "./browser.js";
import { FrameChannel } from "./channel.js";
import {
  DISPATCH_FRAME_CLASS,
  DISPATCH_FRAME_NAME,
  FRAME_PAGES,
  FRAME_SERVICE_MESSAGES,
  POPUP_BRIDGE_PATHS,
  POPUP_HEIGHT,
  POPUP_POLL_INTERVAL_MS,
  POPUP_WIDTH,
} from "./constants.js";
import { frameServiceErrors as errors } from "./errors.js";
import { runPopupFlow, type PopupFlow } from "./popup-flow.js";
import { pickReturnParameters, type ReturnParameters } from "./return-parameters.js";
import { modalStrategy } from "./strategies/modal.js";
import { popupStrategy } from "./strategies/popup.js";
import { popupBridgeStrategy, type BridgeOutcome } from "./strategies/popup-bridge.js";
import type { FrameGeometry, FrameStrategy } from "./strategies/types.js";
import type { FrameCallback, FrameHandler, FrameOpenOptions } from "./types.js";

export type { FrameCallback, FrameHandler, FrameOpenOptions } from "./types.js";

export interface FrameServiceOptions {
  /** Window name prefix (letters, digits, underscores); the window is named `<name>_<serviceId>`. */
  name: string;
  /** Origin (and path prefix) the frame pages are served from, e.g. `paypal.assetsUrl`. */
  assetsUrl: string;
  /** Page under html/ the pop-up shows first, e.g. "paypal-landing-frame". */
  landingFrame: string;
  /** Accessible name of the modal frame, e.g. "PayPal". */
  title: string;
  /** Serve the un-minified pages (`isDebug` of the client). */
  debug?: boolean;
  width?: number;
  height?: number;
}

/**
 * Shows provider pages (PayPal, Masterpass, …) in a pop-up, a full-screen modal or a native browser view
 * and hands back what the provider returned. Results only ever come from this service's own dispatch
 * frame on the asset origin, tagged with its id; the provider's pages are never trusted directly.
 */
export class FrameService {
  readonly serviceId = uuid().replace(/-/g, "");
  readonly #options: FrameServiceOptions;
  readonly #trusted: boolean;
  readonly #windowName: string;
  #strategy: FrameStrategy | undefined;
  #callback: FrameCallback | undefined;
  #returnParameters: readonly string[] = [];
  #flowRunning = false;
  #poll: ReturnType<typeof setInterval> | undefined;
  #dispatchFrame: HTMLIFrameElement | undefined;
  #channel: FrameChannel | undefined;
  #ready: Promise<void> = Promise.resolve();

  constructor(options: FrameServiceOptions) {
    this.#options = options;
    this.#windowName = `${/^\w+$/.test(options.name) ? options.name : "frame"}_${this.serviceId}`;
    // Frames are trusted by origin, so their origin must be one the configuration may name.
    this.#trusted = isTrustedUrl(options.assetsUrl);
    if (this.#trusted && !popupBridge()) this.#mountDispatchFrame();
  }

  get state(): "closed" | "open" {
    return this.#strategy ? "open" : "closed";
  }

  /** URL of a frame page, e.g. `pageUrl("redirect-frame")`. */
  pageUrl(page: string): string {
    return `${this.#options.assetsUrl}/web/${VERSION}/html/${page}${this.#options.debug ? "" : ".min"}.html`;
  }

  /** Where the provider sends the shopper after approval. */
  get returnUrl(): string {
    return this.#returnTo(FRAME_PAGES.redirect, POPUP_BRIDGE_PATHS.return);
  }

  /** Where the provider sends the shopper who cancels. */
  get cancelUrl(): string {
    return this.#returnTo(FRAME_PAGES.cancel, POPUP_BRIDGE_PATHS.cancel);
  }

  /**
   * The return page without this flow's channel, for providers that take one fixed callback URL
   * (Masterpass); the page then finds its flow by the window's name.
   */
  get fixedReturnUrl(): string {
    return this.#returnTo(FRAME_PAGES.redirect, POPUP_BRIDGE_PATHS.return, false);
  }

  #returnTo(page: string, bridgePath: string, withChannel = true): string {
    const bridge = popupBridge();
    if (bridge) return `${bridge.getReturnUrlPrefix()}${bridgePath}`;
    return withChannel ? `${this.pageUrl(page)}?channel=${this.serviceId}` : this.pageUrl(page);
  }

  /**
   * Opens the landing page now, inside the shopper's click (later, pop-up blockers refuse). A flow still
   * open is closed first. `callback` gets FRAME_SERVICE_FRAME_OPEN_FAILED at once when nothing opened.
   */
  open(options: FrameOpenOptions, callback: FrameCallback): void {
    if (this.#callback) this.#complete(createError(errors.FRAME_SERVICE_FRAME_CLOSED));
    const strategy = this.#chooseStrategy(options);
    if (!this.#trusted || !safely(() => strategy.open(this.pageUrl(this.#options.landingFrame)))) {
      strategy.close();
      callback(createError(errors.FRAME_SERVICE_FRAME_OPEN_FAILED));
      return;
    }
    this.#strategy = strategy;
    this.#callback = callback;
    this.#returnParameters = Array.isArray(options.returnParameters) ? options.returnParameters : [];
    this.#poll = setInterval(() => {
      if (strategy.isClosed()) this.#complete(createError(errors.FRAME_SERVICE_FRAME_CLOSED));
    }, POPUP_POLL_INTERVAL_MS);
  }

  /**
   * Runs a plugin's pop-up flow (see {@link PopupFlow}): rejects with `errors.inProgress` while another
   * flow of this service runs, else opens the window before returning, so call it in the shopper's click.
   */
  flow<Resource, Result>(flow: PopupFlow<Resource, Result>): Promise<Result> {
    if (this.#flowRunning) return Promise.reject(createError(flow.errors.inProgress));
    try {
      flow.check?.();
    } catch (error) {
      return Promise.reject(error);
    }
    this.#flowRunning = true;
    if (flow.overlay) document.body.append(flow.overlay);
    return runPopupFlow(this, flow).finally(() => {
      this.#flowRunning = false;
      flow.overlay?.remove();
    });
  }

  /** Sends the open frame to the provider once reports can be received. */
  redirect(url: string): void {
    const strategy = this.#strategy;
    if (!strategy) return;
    void this.#ready.then(() => {
      if (this.#strategy === strategy) safely(() => strategy.redirect(url));
    });
  }

  /** Closes the open frame; the open flow ends with FRAME_SERVICE_FRAME_CLOSED. */
  close(): void {
    if (this.#strategy) this.#complete(createError(errors.FRAME_SERVICE_FRAME_CLOSED));
  }

  focus(): void {
    safely(() => this.#strategy?.focus());
  }

  handler(): FrameHandler {
    return { close: () => this.close(), focus: () => this.focus() };
  }

  /** Ends any open flow and removes the dispatch frame and every listener. */
  teardown(): void {
    this.close();
    this.#channel?.destroy();
    this.#dispatchFrame?.remove();
    this.#channel = undefined;
    this.#dispatchFrame = undefined;
  }

  #chooseStrategy(options: FrameOpenOptions): FrameStrategy {
    const bridge = popupBridge();
    if (bridge) return popupBridgeStrategy(bridge, (outcome) => this.#onBridgeOutcome(outcome));
    if (!supportsPopups()) return modalStrategy(this.#windowName, this.#options.title);
    const geometry: FrameGeometry = {
      width: options.width ?? this.#options.width ?? POPUP_WIDTH,
      height: options.height ?? this.#options.height ?? POPUP_HEIGHT,
      top: options.top,
      left: options.left,
    };
    return popupStrategy(this.#windowName, geometry);
  }

  #onBridgeOutcome(outcome: BridgeOutcome): void {
    if (outcome.kind === "return")
      this.#complete(null, pickReturnParameters(outcome.parameters, this.#returnParameters));
    else this.#complete(createError(errors.FRAME_SERVICE_FRAME_CLOSED));
  }

  #onReport(report: unknown): void {
    if (!this.#callback) return;
    const { kind, parameters } = (report ?? {}) as { kind?: unknown; parameters?: unknown };
    if (kind === "cancel") this.#complete(createError(errors.FRAME_SERVICE_FRAME_CLOSED));
    else this.#complete(null, pickReturnParameters(parameters, this.#returnParameters));
  }

  /** Ends the open flow exactly once: the frame is closed before the callback runs. */
  #complete(error: BraintreeError | null, parameters?: ReturnParameters): void {
    const callback = this.#callback;
    const strategy = this.#strategy;
    this.#callback = undefined;
    this.#strategy = undefined;
    clearInterval(this.#poll);
    safely(() => strategy?.close());
    callback?.(error, parameters);
  }

  #mountDispatchFrame(): void {
    const frame = document.createElement("iframe");
    frame.name = `${DISPATCH_FRAME_NAME}_${this.serviceId}`;
    frame.className = DISPATCH_FRAME_CLASS;
    frame.title = "Payment dispatch frame";
    frame.tabIndex = -1;
    frame.setAttribute("aria-hidden", "true");
    frame.width = "0";
    frame.height = "0";
    frame.style.position = "absolute";
    frame.style.left = "-9999px";
    frame.style.border = "0";
    frame.src = this.pageUrl(FRAME_PAGES.dispatch);
    const origin = new URL(this.#options.assetsUrl).origin;
    let markReady: () => void = () => undefined;
    this.#ready = new Promise((resolve) => (markReady = resolve));
    this.#channel = new FrameChannel({
      channel: this.serviceId,
      target: () => frame.contentWindow,
      targetOrigin: () => origin,
    })
      .on(FRAME_SERVICE_MESSAGES.ready, () => markReady())
      .on(FRAME_SERVICE_MESSAGES.report, (report) => this.#onReport(report));
    this.#dispatchFrame = frame;
    (document.body ?? document.documentElement).appendChild(frame);
  }
}

/** Windows the merchant does not control may throw on access; that counts as "did not work". */
function safely<T>(work: () => T): T | undefined {
  try {
    return work();
  } catch {
    return undefined;
  }
}
