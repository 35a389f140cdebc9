// Waiting for messages instead of sleeping: a test that checks that hostile or late messages changed nothing waits until
// they have been handled, not for a guessed time.
import type { Frame, Page } from "playwright-core";

let markers = 0;
const MARKER_PREFIX = "paykit-test-marker-";

/** Whether a message's data is one of `handledAt`'s markers (for tests that list every message a window saw). */
export function isMarker(data: unknown): boolean {
  return typeof data === "string" && data.startsWith(MARKER_PREFIX);
}

/** Runs in the sending window: posts `marker` along the path under test; `target` is whatever the caller passed. */
type Poster = (sent: { marker: string; target: string }) => void;

/**
 * Resolves once every message that `from` posted so far along one path has been handled at `to`. `post` runs in `from`
 * and posts the marker along the same path (for example `({ marker }) => window.parent.postMessage(marker, "*")`): messages
 * from one window to another arrive in the order they were sent, so the marker comes after them. One more task at `to`
 * lets handlers that went on in microtasks finish. Handlers of paykit ignore the marker (a string, not an envelope).
 */
export async function handledAt(to: Frame | Page, from: Frame | Page, post: Poster, target = ""): Promise<void> {
  const marker = `${MARKER_PREFIX}${++markers}`;
  await to.evaluate((name) => {
    const slots = window as unknown as Record<string, Promise<void>>;
    slots[name] = new Promise((resolve) => {
      window.addEventListener("message", function arrived(event) {
        if (event.data !== name) return;
        window.removeEventListener("message", arrived);
        setTimeout(resolve);
      });
    });
  }, marker);
  await from.evaluate(post, { marker, target });
  await to.evaluate((name) => (window as unknown as Record<string, Promise<void>>)[name], marker);
}
