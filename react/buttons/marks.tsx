// The providers' marks, drawn as inline SVG in the providers' colours. Decorative: the button's accessible name
// says which provider it is. Each wordmark is fitted to a fixed width (textLength), so it looks the same in any font.

const WORDMARK_FONT = {
  fontFamily: '"Helvetica Neue", Helvetica, Arial, sans-serif',
  fontWeight: 700,
  fontStyle: "italic",
} as const;

/** PayPal's two-tone wordmark (#003087 "Pay", #009cde "Pal"), white on the blue and black buttons. */
export function PayPalMark({ light }: { light: boolean }) {
  return (
    <svg viewBox="0 0 100 28" aria-hidden="true" focusable="false">
      <text x="1" y="22" fontSize="26" textLength="97" lengthAdjust="spacingAndGlyphs" {...WORDMARK_FONT}>
        <tspan fill={light ? "#fff" : "#003087"}>Pay</tspan>
        <tspan fill={light ? "#fff" : "#009cde"}>Pal</tspan>
      </text>
    </svg>
  );
}

/** Venmo's lower-case wordmark, in the button's text colour (white on blue and black, blue on white). */
export function VenmoMark() {
  return (
    <svg viewBox="0 0 100 28" aria-hidden="true" focusable="false">
      <text
        x="1"
        y="21"
        fontSize="27"
        textLength="97"
        lengthAdjust="spacingAndGlyphs"
        fill="currentColor"
        {...WORDMARK_FONT}
      >
        venmo
      </text>
    </svg>
  );
}

/** The apple and "Pay", for browsers that cannot draw Apple's own button (-apple-pay-button). */
export function ApplePayMark() {
  return (
    <svg viewBox="0 0 62 28" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16 9.6c-1.5 0-2.6 1-3.7 1s-2.3-1-3.6-1C6.3 9.6 4 11.5 4 15.4c0 4.2 2.9 9.9 5.4 9.9 1.1 0 1.6-.8 2.9-.8s1.8.8 2.9.8c2.3 0 4.2-4.3 4.6-5.4-2.4-1-3-5-.2-6.5-1.1-1.4-2.4-3.8-3.6-3.8zM15.3 4.4c.1 1.3-1 3.1-2.8 3.3-.2-1.4 1.1-3.1 2.8-3.3z"
      />
      <text
        x="24"
        y="22"
        fontSize="19"
        textLength="36"
        lengthAdjust="spacingAndGlyphs"
        fill="currentColor"
        fontFamily="-apple-system, system-ui, sans-serif"
        fontWeight="500"
      >
        Pay
      </text>
    </svg>
  );
}
