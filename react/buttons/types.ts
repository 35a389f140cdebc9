/**
 * Look of `<PaymentMethod>`'s default button, within each provider's button guidelines. Anything not given keeps the
 * provider's default: PayPal gold, Venmo blue, Apple Pay black, Google Pay Google's default.
 */
export interface ButtonStyle {
  /**
   * PayPal: "gold", "blue", "silver", "white", "black". Venmo: "blue", "white", "black". Apple Pay: "black", "white",
   * "white-outline". Google Pay: "default", "black", "white" (Google's `buttonColor`).
   */
  color?: string;
  /** "rect" (4 px corners) or "pill". Google Pay draws its own shape. */
  shape?: "rect" | "pill";
  /** Height in CSS pixels, 25 to 55 (PayPal's range); 45 by default. The width follows the container. */
  height?: number;
  /** Google Pay's `buttonType` ("buy", "plain", "checkout", …) and Apple Pay's button type ("plain", "buy", "checkout"). */
  type?: string;
}
