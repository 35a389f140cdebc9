// The Venmo Desktop frame: a full-screen dialog on the asset origin showing the QR code the shopper scans
// with the Venmo app, and what happens next. The merchant page creates the payment context, polls it and
// tells this frame what to show; the QR code is drawn here (uqr) so the page bundle stays small.
import { encode } from "uqr";
import { FrameChannel, parentOrigin, TRUSTS_LOCALHOST } from "../../../kernel/frame-entry.js";
import { DESKTOP_MESSAGES, QR_TEXTS } from "../constants.js";
import type { ContextStatus } from "../constants.js";
import type { ContextNode, PaymentContext } from "../contexts.js";
import { QrFlow, type QrState } from "./qr-flow.js";

const channelId = location.hash.slice(1);

/** Only Venmo's own address goes into a QR code (and, in development builds, the sandbox's simulator). */
function isVenmoUrl(url: unknown): url is string {
  if (typeof url !== "string") return false;
  try {
    const parsed = new URL(url);
    const web = parsed.protocol === "https:" || parsed.protocol === "http:";
    if (TRUSTS_LOCALHOST && web && ["localhost", "127.0.0.1"].includes(parsed.hostname)) return true;
    return parsed.protocol === "https:" && parsed.hostname === "venmo.com";
  } catch {
    return false;
  }
}

const SVG = "http://www.w3.org/2000/svg";

/** The QR code as one SVG path, one unit per module. */
function qrSvg(url: string): SVGSVGElement {
  const { size, data } = encode(url, { ecc: "M", border: 2 });
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${size} ${size}`);
  svg.setAttribute("shape-rendering", "crispEdges");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", "QR code to scan with the Venmo app");
  const background = document.createElementNS(SVG, "rect");
  background.setAttribute("width", String(size));
  background.setAttribute("height", String(size));
  background.setAttribute("fill", "#fff");
  let d = "";
  data.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x} ${y}h1v1h-1z`)));
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", d);
  path.setAttribute("fill", "#000");
  svg.append(background, path);
  return svg;
}

const STYLE = `
body{margin:0;font:16px/1.4 system-ui,-apple-system,"Helvetica Neue",Arial,sans-serif;color:#2f3033}
.backdrop{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.6)}
.card{position:relative;width:min(360px,calc(100vw - 32px));background:#fff;border-radius:16px;padding:24px;text-align:center;box-shadow:0 8px 32px rgba(0,0,0,.3)}
h1{margin:0 0 4px;color:#008cff;font-size:28px}
.close{position:absolute;top:8px;right:8px;width:40px;height:40px;border:0;background:none;font-size:24px;cursor:pointer}
.code{width:220px;height:220px;margin:16px auto;display:flex;align-items:center;justify-content:center;background:#f2f4f7;border-radius:8px}
.code svg{width:100%;height:100%}
.status{min-height:2.8em;margin:8px 0}
.status[data-state=error]{color:#a4161a}.status[data-state=approved]{color:#0a5f2e;font-weight:600}
.retry{font:inherit;padding:10px 18px;border-radius:24px;border:0;background:#008cff;color:#fff;cursor:pointer}
.simulator{display:block;margin-top:12px;font-size:14px}
[hidden]{display:none!important}`;

function build() {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(STYLE);
  document.adoptedStyleSheets = [sheet];
  const node = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = "") => {
    const element = document.createElement(tag);
    element.className = className;
    element.textContent = text;
    return element;
  };
  const backdrop = node("div", "backdrop");
  backdrop.hidden = true;
  const card = node("section", "card");
  card.setAttribute("role", "dialog");
  card.setAttribute("aria-modal", "true");
  card.setAttribute("aria-labelledby", "venmo-title");
  const title = node("h1", "", "Venmo");
  title.id = "venmo-title";
  const close = node("button", "close", "×");
  close.type = "button";
  close.setAttribute("aria-label", "Close Venmo");
  const code = node("div", "code");
  const status = node("p", "status");
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  const retry = node("button", "retry", "Generate a new QR code");
  retry.type = "button";
  retry.hidden = true;
  const simulator = node("a", "simulator", "Open the Venmo app simulator (sandbox)");
  simulator.target = "_blank";
  simulator.rel = "noopener";
  simulator.hidden = true;
  card.append(close, title, node("p", "", "Scan with your phone's Venmo app to pay."), code, status, retry, simulator);
  backdrop.append(card);
  (document.querySelector("main") ?? document.body).append(backdrop);
  return { backdrop, close, code, status, retry, simulator };
}

/** The QR code's URL: the context to approve in the app, and whose it is. */
function qrUrl(launch: Record<string, unknown>, context: PaymentContext): string {
  const query = new URLSearchParams({
    facilitator: "BT",
    intent: "Continue",
    resource_id: context.id,
    merchant_id: (typeof launch.profileId === "string" && launch.profileId) || context.merchantId,
    environment: String(launch.environment),
  });
  return `${String(launch.qrBase)}?${query.toString()}`;
}

function start(): void {
  const view = build();
  const channel = new FrameChannel({ channel: channelId, target: () => window.parent, targetOrigin: parentOrigin });
  let launch: Record<string, unknown> = {};

  const reset = () => {
    view.backdrop.hidden = true;
    view.code.replaceChildren();
    view.status.textContent = "";
    view.retry.hidden = true;
    view.simulator.hidden = true;
  };

  const show = (state: QrState, text: string, url?: string) => {
    view.backdrop.hidden = false;
    view.status.dataset.state = state;
    view.status.textContent = text;
    view.retry.hidden = state !== "error";
    if (state === "generating") {
      view.code.replaceChildren();
      view.simulator.hidden = true;
    }
    if (state === "qr") {
      if (!isVenmoUrl(url)) return show("error", QR_TEXTS.failed);
      view.code.replaceChildren(qrSvg(url));
      view.code.dataset.url = url;
      // Development builds offer the sandbox's simulated app on this computer.
      view.simulator.hidden = !(TRUSTS_LOCALHOST && !url.startsWith("https://venmo.com/"));
      view.simulator.href = url;
      view.close.focus();
    }
    if (state === "error") view.retry.focus();
  };

  const call = (name: string, fields: Record<string, unknown> = {}) =>
    channel.request(DESKTOP_MESSAGES.call, { name, ...fields });
  const flow = new QrFlow({
    calls: {
      create: () => call("create") as Promise<PaymentContext>,
      update: (id: string, status: ContextStatus) => call("update", { id, status }),
      query: (id: string) => call("query", { id }) as Promise<ContextNode>,
    },
    qrUrl: (context) => qrUrl(launch, context),
    show,
    done: (outcome) => channel.send(DESKTOP_MESSAGES.done, outcome),
  });

  const cancel = () => {
    if (!flow.active) return;
    reset();
    flow.cancelByShopper();
  };

  view.close.addEventListener("click", cancel);
  document.addEventListener("keydown", (event) => event.key === "Escape" && cancel());
  view.retry.addEventListener("click", () => flow.newQrCode());
  channel
    .on(DESKTOP_MESSAGES.launch, (payload) => {
      launch = payload !== null && typeof payload === "object" ? (payload as Record<string, unknown>) : {};
      flow.start();
    })
    .on(DESKTOP_MESSAGES.hide, () => {
      flow.stop();
      reset();
    });
  channel.send(DESKTOP_MESSAGES.ready);
}

if (/^[0-9a-f]{32}$/.test(channelId)) start();
