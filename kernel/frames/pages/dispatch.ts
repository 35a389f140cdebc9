// The dispatch frame: a hidden frame on the merchant page, on the asset origin. Return pages (same origin)
// post their parameters here; this frame passes them to its parent, the only page it talks to.
import { FrameChannel } from "../channel.js";
import { DISPATCH_FRAME_NAME, FRAME_SERVICE_MESSAGES, REPORT_TAG } from "../constants.js";
import { parentOrigin } from "../parent-origin.js";
import { pickReturnParameters } from "../return-parameters.js";

const prefix = `${DISPATCH_FRAME_NAME}_`;
const serviceId = window.name.startsWith(prefix) ? window.name.slice(prefix.length) : "";

function start(): void {
  const channel = new FrameChannel({ channel: serviceId, target: () => window.parent, targetOrigin: parentOrigin });
  window.addEventListener("message", (event) => {
    if (event.origin !== location.origin || event.source === window.parent) return;
    const data = event.data as Record<string, unknown> | null;
    if (!data || typeof data !== "object" || data[REPORT_TAG] !== serviceId) return;
    const kind = data.kind === "cancel" ? "cancel" : "return";
    channel.send(FRAME_SERVICE_MESSAGES.report, { kind, parameters: pickReturnParameters(data.parameters) });
  });
  channel.send(FRAME_SERVICE_MESSAGES.ready);
}

if (serviceId) start();
