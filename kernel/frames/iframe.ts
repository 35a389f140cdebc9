export interface FrameOptions {
  src: string;
  name: string;
  /** Announced by screen readers; every frame needs one. */
  title: string;
  allow?: string;
}

/** An iframe styled through the CSSOM only, so pages with a strict style-src CSP can host it. */
export function createFrame(options: FrameOptions): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  frame.src = options.src;
  frame.name = options.name;
  frame.title = options.title;
  if (options.allow) frame.allow = options.allow;
  frame.setAttribute("frameborder", "0");
  frame.setAttribute("allowtransparency", "true");
  frame.setAttribute("scrolling", "no");
  frame.style.border = "none";
  frame.style.width = "100%";
  frame.style.height = "100%";
  frame.style.display = "block";
  frame.style.background = "transparent";
  return frame;
}
