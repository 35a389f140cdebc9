import { MODAL_Z_INDEX } from "../constants.js";
import type { FrameStrategy } from "./types.js";

/**
 * A full-screen frame over the merchant page, for browsers without real pop-ups (web views, in-app
 * browsers). The page behind is frozen while it is shown and restored exactly as it was.
 */
export function modalStrategy(windowName: string, title: string): FrameStrategy {
  let container: HTMLElement | undefined;
  let frame: HTMLIFrameElement | undefined;
  let restoreBody: (() => void) | undefined;

  const strategy: FrameStrategy = {
    open(url) {
      frame = document.createElement("iframe");
      frame.name = windowName;
      frame.title = title;
      frame.src = url;
      fill(frame.style);
      frame.style.border = "none";
      container = document.createElement("div");
      container.setAttribute("role", "dialog");
      container.setAttribute("aria-modal", "true");
      container.setAttribute("aria-label", title);
      fill(container.style);
      container.style.position = "fixed";
      container.style.zIndex = String(MODAL_Z_INDEX);
      container.style.background = "#fff";
      container.append(
        frame,
        closeButton(() => strategy.close()),
      );
      restoreBody = freezeBody();
      document.body.appendChild(container);
      frame.focus();
      return true;
    },
    redirect(url) {
      if (frame) frame.src = url;
    },
    isClosed: () => !container?.isConnected,
    close() {
      container?.remove();
      restoreBody?.();
      restoreBody = undefined;
    },
    focus: () => frame?.focus(),
  };
  return strategy;
}

function fill(style: CSSStyleDeclaration): void {
  style.top = "0";
  style.left = "0";
  style.width = "100%";
  style.height = "100%";
}

/** The shopper's way out: a modal has no window chrome to close. */
function closeButton(onClose: () => void): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = "×";
  button.setAttribute("aria-label", "Close");
  const style = button.style;
  style.position = "absolute";
  style.top = "8px";
  style.right = "8px";
  style.font = "24px/1 sans-serif";
  style.padding = "4px 10px";
  style.cursor = "pointer";
  button.addEventListener("click", onClose);
  return button;
}

/** Stops the page behind the modal from scrolling; returns how to undo it. */
function freezeBody(): () => void {
  const style = document.body.style;
  const { overflow, position } = style;
  style.overflow = "hidden";
  style.position = "fixed";
  return () => {
    style.overflow = overflow;
    style.position = position;
  };
}
