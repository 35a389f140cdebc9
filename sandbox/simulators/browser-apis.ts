/**
 * Simulators of third-party browser APIs that Chromium here lacks (ApplePaySession, Google's
 * PaymentsClient, a Payment Request sheet, Visa Checkout's `V`), and the card art a wallet answer links to.
 * The asset server serves them under `/simulators/`; `{{GATEWAY_URL}}` in a script names the gateway whose
 * `/simulators/…` routes (routes.ts) play the wallet provider's servers.
 */
import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { sandboxFile } from "../shared/paths.js";

/** What a page loads from the asset origin (`/simulators/<name>`) → the file under sandbox/simulators/. */
export const BROWSER_API_SIMULATORS: Readonly<Record<string, string>> = {
  "apple-pay.js": "apple-pay/apple-pay-session.js",
  "google-pay.js": "google-pay/payments-client.js",
  "payment-request.js": "payment-request/payment-request.js",
  "visa-checkout.js": "visa-checkout/visa-checkout-sdk.js",
  "card-art/american-express.svg": "american-express/card-art.svg",
};

export const SIMULATORS_PREFIX = "/simulators/";

/** The sheet every wallet simulator shows, put in front of each wallet script. */
const WALLET_SHEET = "wallet-sheet/sheet.js";

const TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".svg": "image/svg+xml",
};

export interface SimulatorFile {
  type: string;
  content: Buffer | string;
}

/** The simulator a URL path names, or undefined when there is none. */
export async function simulatorFile(
  rootDir: string,
  urlPath: string,
  gatewayUrl: string,
): Promise<SimulatorFile | undefined> {
  let name: string;
  try {
    name = decodeURIComponent(urlPath.slice(SIMULATORS_PREFIX.length));
  } catch {
    return undefined;
  }
  const relative = Object.hasOwn(BROWSER_API_SIMULATORS, name) ? BROWSER_API_SIMULATORS[name] : undefined;
  if (relative === undefined) return undefined;
  const folder = sandboxFile(rootDir, "simulators");
  const type = TYPES[extname(relative)] ?? "application/octet-stream";
  const content = await readFile(join(folder, relative)).catch(() => undefined);
  if (!content) return undefined;
  if (!type.startsWith("text/javascript")) return { type, content };
  // Each wallet script arrives with the shared sheet in front, so a page needs one script tag per wallet.
  const sheet = await readFile(join(folder, WALLET_SHEET), "utf8");
  return { type, content: `${sheet}${content.toString("utf8")}`.replaceAll("{{GATEWAY_URL}}", gatewayUrl) };
}
