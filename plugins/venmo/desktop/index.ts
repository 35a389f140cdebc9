// The desktop half of the Venmo component (QR code frame, web login), fetched only by desktop pages
// whose merchant allows a desktop flow: on the CDN it is venmo-desktop.min.js beside venmo.min.js.
export { createQrFrame, VenmoDesktop } from "./qr-frame.js";
export { runWebLogin } from "./web-login.js";
