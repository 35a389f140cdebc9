// What the return pages share: find this flow's dispatch frame and hand it the provider's parameters.
import { DISPATCH_FRAME_NAME, REPORT_TAG } from "../constants.js";
import { pickReturnParameters } from "../return-parameters.js";

/** The flow's id: the `channel` query parameter, else the end of the window's name (`<name>_<id>`). */
function serviceId(): string {
  const fromQuery = new URLSearchParams(location.search).get("channel");
  return fromQuery ?? window.name.slice(window.name.lastIndexOf("_") + 1);
}

/** The dispatch frame sits in the page that opened this pop-up, or around this modal frame. */
function findDispatchFrame(id: string): Window | undefined {
  if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
  const hosts = [window.opener as Window | null, window.parent === window ? null : window.parent];
  for (const host of hosts) {
    try {
      const frame = (host?.frames as unknown as Record<string, Window | undefined> | undefined)?.[
        `${DISPATCH_FRAME_NAME}_${id}`
      ];
      if (frame) return frame;
    } catch {
      // A host on another origin may refuse the lookup; try the next one.
    }
  }
  return undefined;
}

/**
 * Posts the return parameters to the dispatch frame (same origin only) and closes this window after
 * `closeAfterMs` (the merchant page usually closes it first). Without a merchant page to return to,
 * the window stays open and says so (the result is then false).
 */
export function reportToMerchant(kind: "return" | "cancel", closeAfterMs: number): boolean {
  const id = serviceId();
  const dispatch = findDispatchFrame(id);
  const status = document.querySelector("[role=status]");
  if (!dispatch) {
    if (status) status.textContent = "This payment window is no longer connected to the shop. You can close it.";
    return false;
  }
  dispatch.postMessage({ [REPORT_TAG]: id, kind, parameters: pickReturnParameters(location.search) }, location.origin);
  setTimeout(() => window.close(), closeAfterMs);
  return true;
}
