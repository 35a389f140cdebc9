/**
 * Simulators of third-party browser APIs that Chromium here lacks (ApplePaySession, Google's
 * PaymentsClient, a Payment Request sheet, Visa Checkout's `V`). Served by the sandbox only, under
 * `/simulators/`, from `sandbox/simulators/`; `{{GATEWAY_URL}}` in a script names the gateway whose
 * simulator routes play the wallet provider's servers.
 */
import { readFile } from "node:fs/promises";
import { extname, resolve, sep } from "node:path";
import { sandboxFile } from "../shared/paths.js";

export const SIMULATORS_PREFIX = "/simulators/";

/** The sheet every wallet simulator shows. */
const SHARED_SHEET = "_sheet.js";

const TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

export interface SimulatorFile {
  type: string;
  content: Buffer | string;
}

/** The simulator file a URL path names, or undefined when there is none (or the path tries to leave the folder). */
export async function simulatorFile(rootDir: string, urlPath: string, gatewayUrl: string): Promise<SimulatorFile | undefined> {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath.slice(SIMULATORS_PREFIX.length));
  } catch {
    return undefined;
  }
  const type = TYPES[extname(relative).toLowerCase()];
  if (!type || relative.includes("\0") || relative.split(/[\\/]/).includes("..")) return undefined;
  const base = resolve(sandboxFile(rootDir, "simulators"));
  const file = resolve(base, relative);
  if (!file.startsWith(base + sep)) return undefined;
  const content = await readFile(file).catch(() => undefined);
  if (!content) return undefined;
  if (!type.startsWith("text/javascript")) return { type, content };
  // Each wallet script arrives with the shared sheet in front, so a page needs one script tag per wallet.
  const shared = file === resolve(base, SHARED_SHEET) ? "" : await readFile(resolve(base, SHARED_SHEET), "utf8");
  return { type, content: `${shared}${content.toString("utf8")}`.replaceAll("{{GATEWAY_URL}}", gatewayUrl) };
}
