import { POPUP_BRIDGE_PATHS } from "../constants.js";
import type { PopupBridge } from "../browser.js";
import { pickReturnParameters, type ReturnParameters } from "../return-parameters.js";
import type { FrameStrategy } from "./types.js";

export type BridgeOutcome = { kind: "return" | "cancel"; parameters: ReturnParameters } | { kind: "closed" };

/**
 * The app's native browser view. Nothing is shown until the provider URL is known, and the result comes
 * back through `popupBridge.onComplete` instead of the return pages.
 */
export function popupBridgeStrategy(bridge: PopupBridge, onOutcome: (outcome: BridgeOutcome) => void): FrameStrategy {
  let closed = false;
  return {
    open() {
      bridge.onComplete = (error, payload) => {
        closed = true;
        if (error || !payload) return onOutcome({ kind: "closed" });
        const parameters = pickReturnParameters(payload.queryItems);
        const path = typeof payload.path === "string" ? payload.path.replace(/\/+$/, "") : "";
        onOutcome({ kind: path.endsWith(POPUP_BRIDGE_PATHS.cancel) ? "cancel" : "return", parameters });
      };
      return true;
    },
    redirect(url) {
      bridge.open(url);
    },
    isClosed: () => closed,
    close() {
      closed = true;
    },
    focus() {},
  };
}
