/**
 * The look of every provider simulator page: unmistakably the paykit sandbox, never the real provider.
 * Pages use no script except where a simulated SDK must talk to its opener.
 */
import type { GatewayResponse } from "../gateway/context.js";

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export interface SimulatorPage {
  provider: string;
  heading: string;
  /** Already escaped HTML. */
  content: string;
  status?: number;
}

const STYLE =
  "body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a}" +
  ".banner{background:#ffe08a;padding:8px 16px;font-weight:600;border-bottom:2px solid #c59a00}" +
  "main{padding:16px;max-width:420px;margin:auto}" +
  ".actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:16px}" +
  "button{font:inherit;padding:10px 18px;border-radius:6px;border:1px solid #555;cursor:pointer}" +
  "button[value=approve]{background:#0a5f2e;color:#fff;border-color:#0a5f2e}";

export function renderSimulatorPage(page: SimulatorPage): GatewayResponse {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(page.provider)} simulator · paykit sandbox</title>` +
    // No icon: without one the browser asks the gateway for /favicon.ico, whose 404 is a console error.
    `<link rel="icon" href="data:,"><style>${STYLE}</style></head><body>` +
    `<p class="banner" role="note">${escapeHtml(page.provider)} simulator — paykit local sandbox. This is not ${escapeHtml(page.provider)}; no real account or money is involved.</p>` +
    `<main><h1>${escapeHtml(page.heading)}</h1>${page.content}</main></body></html>`;
  return {
    status: page.status ?? 200,
    body: undefined,
    text: html,
    headers: { "Content-Type": "text/html; charset=utf-8" },
  };
}

/** Approve / Cancel, as a plain form (GET) so the page needs no script. */
export function decisionForm(action: string, fields: Record<string, string | undefined>, approveLabel: string): string {
  const hidden = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  return (
    `<form method="get" action="${escapeHtml(action)}">${hidden}<div class="actions">` +
    `<button type="submit" name="decision" value="approve">${escapeHtml(approveLabel)}</button>` +
    `<button type="submit" name="decision" value="cancel">Cancel</button></div></form>`
  );
}

export function redirectTo(location: string): GatewayResponse {
  return { status: 302, body: undefined, text: "", headers: { Location: location } };
}

export function simulatorError(provider: string, status: number, message: string): GatewayResponse {
  return renderSimulatorPage({
    provider,
    heading: "Nothing to approve",
    content: `<p>${escapeHtml(message)}</p>`,
    status,
  });
}

/** A query parameter as a single string. */
export function queryValue(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  return typeof value === "string" ? value : undefined;
}
