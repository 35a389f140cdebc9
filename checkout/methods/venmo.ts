// Venmo: the app switch on a phone; on a computer only with `allowDesktop` (QR code) or `allowDesktopWebLogin`.
import { isBrowserSupported } from "../../plugins/venmo/flow.js";
import { namespaceOf } from "../load.js";
import { walletsEnUS } from "../translations/en-us.js";
import { textOf } from "../translations/text.js";
import { buttonSheet, type Mount, type Supported } from "./method.js";

// Venmo's flow module answers with the namespace's synchronous static: no Venmo bundle is fetched to decide.
export const supported: Supported = (_client, options) => isBrowserSupported(options);

export const mount: Mount = async (body, context) => {
  const namespace = await namespaceOf("venmo", () => import("../../plugins/venmo/plugin.js"));
  const instance = await namespace.create({ ...context.options, client: context.client });
  const start = () => instance.tokenize().then((payload) => context.done(payload as never), (error: unknown) => context.failed(error));
  return buttonSheet(body, "venmo", "Venmo", textOf(context.strings, walletsEnUS, "venmoButtonMustBeUsed"), context, () => void start(), () => instance.teardown());
};
