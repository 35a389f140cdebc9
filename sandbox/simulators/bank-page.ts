/**
 * The bank and provider simulators (local payments, SEPA, open banking) offer three answers: approve,
 * cancel and fail, as a plain GET form so the page needs no script.
 */
import { escapeHtml } from "./page.js";

export type BankDecision = "approve" | "cancel" | "fail";

export function readDecision(value: unknown): BankDecision | undefined {
  return value === "approve" || value === "cancel" || value === "fail" ? value : undefined;
}

export function bankDecisionForm(action: string, fields: Record<string, string>, approveLabel: string): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  return (
    `<form method="get" action="${escapeHtml(action)}">${hidden}<div class="actions">` +
    `<button type="submit" name="decision" value="approve">${escapeHtml(approveLabel)}</button>` +
    `<button type="submit" name="decision" value="cancel">Cancel</button>` +
    `<button type="submit" name="decision" value="fail">Simulate a failure</button></div></form>`
  );
}
