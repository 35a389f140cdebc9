import { TRUSTS_LOCALHOST } from "../configuration/trust.js";

/** The fixes already printed on this page: each is said once. */
let printed: Set<string> | undefined;

/** `details.fix` of an error, or of the error it wraps (`details.originalError`, as the checkout's create wraps). */
function fixOf(error: unknown, depth = 0): string | undefined {
  const details = (error as { details?: { fix?: unknown; originalError?: unknown } } | null | undefined)?.details;
  if (details === null || typeof details !== "object") return undefined;
  if (typeof details.fix === "string" && details.fix !== "") return details.fix;
  return depth < 2 ? fixOf(details.originalError, depth + 1) : undefined;
}

/**
 * Development builds only: when a public call fails with a `details.fix` (what to do about a sandbox that does not
 * answer, a key it does not know, a build that cannot reach it), prints that fix as a console warning, once per
 * page, since `console.error(error)` shows only the message. The failure is passed on as it came, still unhandled
 * where the page does not handle it. Production builds return `result` itself and print nothing.
 */
export function warnFix<T>(result: Promise<T>): Promise<T> {
  if (!TRUSTS_LOCALHOST) return result;
  return result.catch((error: unknown) => {
    let fix: string | undefined;
    try {
      fix = fixOf(error);
    } catch {
      // A hostile value the error carries (a Proxy as `details.originalError`) has no fix to read.
    }
    if (fix !== undefined) warnOnce(fix);
    throw error;
  });
}

/** Prints a fix as a console warning, once per page. */
export function warnOnce(fix: string): void {
  if ((printed ??= new Set()).has(fix)) return;
  printed.add(fix);
  console.warn(`paykit: ${fix}`);
}
