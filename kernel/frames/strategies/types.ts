/** One way of showing the provider's pages: a pop-up, a modal frame or a native browser view. */
export interface FrameStrategy {
  /** Shows `url`; false when nothing could be shown (a blocked pop-up). */
  open(url: string): boolean;
  redirect(url: string): void;
  isClosed(): boolean;
  close(): void;
  focus(): void;
}

export interface FrameGeometry {
  width: number;
  height: number;
  top?: number;
  left?: number;
}
