// The desktop QR flow, page side: a hidden full-screen frame from the asset origin runs the flow and
// draws the QR code; this page only shows it and makes the payment-context calls the frame asks for
// (these three, nothing else), with the merchant's authorization, which never enters the frame.
import { FrameChannel, uuid, VERSION, type GatewayConfiguration } from "../../../kernel/index.js";
import { DESKTOP_FRAME_PAGE, DESKTOP_MESSAGES, QR_FRAME_Z_INDEX, VENMO_URLS } from "../constants.js";
import { venmoBase } from "../deep-link.js";
import type { VenmoSettings } from "../options.js";
import type { PaymentContexts } from "../contexts.js";
import type { QrOutcome } from "../frame/qr-flow.js";

export interface DesktopOptions {
  assetsUrl: string;
  contexts: PaymentContexts;
  /** Inputs of the create mutations (current: customerClient DESKTOP; legacy). */
  contextInput: Record<string, unknown>;
  legacyInput: Record<string, unknown>;
  /** What the frame needs to build the QR code's URL. */
  launch: { qrBase: string; environment: string; profileId?: string };
  /** Milliseconds to wait for the frame before giving up. */
  loadTimeoutMs: number;
}

export class VenmoDesktop {
  readonly #options: DesktopOptions;
  readonly #id = uuid().replace(/-/g, "");
  readonly #frame: HTMLIFrameElement;
  readonly #channel: FrameChannel;
  readonly #ready: Promise<boolean>;
  #markReady: (ready: boolean) => void = () => undefined;
  /** Gives up on the frame after the load timeout; cleared at teardown, or it would hold the frame until then. */
  readonly #loadTimer: ReturnType<typeof setTimeout>;
  #contextId: string | undefined;
  #settle: ((outcome: QrOutcome) => void) | undefined;

  constructor(options: DesktopOptions) {
    this.#options = options;
    const origin = new URL(options.assetsUrl).origin;
    const frame = document.createElement("iframe");
    frame.src = `${options.assetsUrl}/web/${VERSION}/html/${DESKTOP_FRAME_PAGE}.html#${this.#id}`;
    frame.name = "venmo-desktop-iframe";
    frame.title = "Venmo Desktop";
    frame.style.cssText = "display:none;position:fixed;inset:0;width:100%;height:100%;border:0";
    frame.style.zIndex = QR_FRAME_Z_INDEX;
    this.#frame = frame;
    this.#ready = new Promise((resolve) => (this.#markReady = resolve));
    this.#loadTimer = setTimeout(() => this.#markReady(false), options.loadTimeoutMs);
    this.#channel = new FrameChannel({
      channel: this.#id,
      target: () => frame.contentWindow,
      targetOrigin: () => origin,
    })
      .on(DESKTOP_MESSAGES.ready, () => {
        clearTimeout(this.#loadTimer);
        this.#markReady(true);
      })
      .on(DESKTOP_MESSAGES.done, (outcome) => this.#settle?.(outcome as QrOutcome))
      // The frame's payment-context calls are answered only while the QR flow is on screen.
      .on(DESKTOP_MESSAGES.call, (call) => {
        if (!this.#settle) throw new Error("no Venmo Desktop flow on screen");
        return this.#call(call as Record<string, string>);
      });
    (document.body ?? document.documentElement).appendChild(frame);
  }

  /** Shows the frame; resolves with how the shopper ended the flow there. */
  async launch(): Promise<QrOutcome> {
    if (!(await this.#ready)) return { reason: "UNKNOWN_ERROR", error: "Venmo Desktop frame did not load" };
    return new Promise((resolve) => {
      this.#settle = resolve;
      this.#frame.style.display = "block";
      this.#frame.focus();
      this.#channel.send(DESKTOP_MESSAGES.launch, this.#options.launch);
    });
  }

  hide(): void {
    this.#settle = undefined;
    this.#frame.style.display = "none";
    this.#channel.send(DESKTOP_MESSAGES.hide);
  }

  /** Marks the context of the QR code on screen CANCELED. */
  async cancelContext(): Promise<void> {
    const id = this.#contextId;
    this.#contextId = undefined;
    if (id) await this.#options.contexts.update(id, "CANCELED");
  }

  teardown(): void {
    this.hide();
    clearTimeout(this.#loadTimer);
    this.#markReady(false);
    this.#channel.destroy();
    this.#frame.remove();
  }

  async #call(call: Record<string, string>): Promise<unknown> {
    const { contexts, contextInput, legacyInput } = this.#options;
    if (call.name === "create") {
      const context = await contexts.create(contextInput, legacyInput);
      this.#contextId = context.id;
      return context;
    }
    const id = this.#contextId;
    if (!id || call.id !== id) throw new Error("not the current payment context");
    if (call.name === "query") return contexts.query(id);
    if (call.name === "update" && (call.status === "EXPIRED" || call.status === "CANCELED"))
      return contexts.update(id, call.status);
    throw new Error("unknown call");
  }
}

/** Milliseconds the QR frame may take to load (the integration timeout). */
const LOAD_TIMEOUT_MS = 60000;

/** The QR frame of a Venmo instance: its contexts are created for the DESKTOP client. */
export function createQrFrame(
  contexts: PaymentContexts,
  gateway: GatewayConfiguration,
  settings: VenmoSettings,
  legacyInput: Record<string, unknown>,
): VenmoDesktop {
  return new VenmoDesktop({
    assetsUrl: gateway.assetsUrl,
    contexts,
    contextInput: {
      intent: "PAY_FROM_APP",
      paymentMethodUsage: settings.paymentMethodUsage,
      customerClient: "DESKTOP",
      ...(settings.profileId ? { merchantProfileId: settings.profileId } : {}),
      ...(settings.displayName ? { displayName: settings.displayName } : {}),
    },
    legacyInput,
    launch: {
      qrBase: venmoBase(VENMO_URLS.qrCode, gateway),
      environment: gateway.environment === "production" ? "PRODUCTION" : "SANDBOX",
      profileId: settings.profileId,
    },
    loadTimeoutMs: LOAD_TIMEOUT_MS,
  });
}
