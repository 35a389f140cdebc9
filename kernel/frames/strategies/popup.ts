import type { FrameGeometry, FrameStrategy } from "./types.js";

/** A pop-up window. It must be opened inside the shopper's click, or the browser blocks it. */
export function popupStrategy(windowName: string, geometry: FrameGeometry): FrameStrategy {
  let popup: Window | null = null;
  return {
    open(url) {
      try {
        popup = window.open(url, windowName, popupFeatures(geometry));
      } catch {
        popup = null;
      }
      return popup !== null && popup !== undefined && !popup.closed;
    },
    redirect(url) {
      if (popup && !popup.closed) popup.location.href = url;
    },
    isClosed: () => !popup || popup.closed,
    close: () => popup?.close(),
    focus: () => popup?.focus(),
  };
}

/** `resizable,scrollbars,height=H,width=W,top=T,left=L`, centred on the screen unless told otherwise. */
export function popupFeatures({ width, height, top, left }: FrameGeometry): string {
  const screen = window.screen as Screen & { availLeft?: number; availTop?: number };
  const centredTop = Math.max(0, Math.round((screen.availTop ?? 0) + ((screen.availHeight || height) - height) / 2));
  const centredLeft = Math.max(0, Math.round((screen.availLeft ?? 0) + ((screen.availWidth || width) - width) / 2));
  return `resizable,scrollbars,height=${height},width=${width},top=${top ?? centredTop},left=${left ?? centredLeft}`;
}
