// The payment options the checkout can offer, as the plugin manifests declare them (options.generated.ts): for each,
// the plugin it creates and the sheet that draws it. Whether an option is offered is asked of that plugin's own
// `enabled` (through the kernel's registry) and of its sheet's browser check; the card's sheet and the wallets' are
// parts of the checkout, fetched when an option needs them.
import { enablementOf, loadPart, registerPlugin, type AnyPlugin, type Client } from "../../kernel/index.js";
import { ON_NPM } from "../load.js";
import { CHECKOUT_OPTIONS } from "../options.generated.js";
import type { PaymentOptionId } from "../types.js";
import type { AnyNamespace, Mount, SheetModule } from "./method.js";

/** An option as its manifest declares it. */
interface OptionRow {
  /** The namespace of the plugin it creates: the part the checkout fetches. */
  plugin: string;
  /** Its `import()` on npm; none in a CDN bundle (load.ts, `ON_NPM`). */
  load: (() => Promise<{ default: AnyPlugin }>) | undefined;
  sheet: string;
}

const OPTIONS: Readonly<Record<PaymentOptionId, OptionRow>> = CHECKOUT_OPTIONS;

/** An option the checkout offers: its plugin's namespace and its sheet. */
export interface Offer {
  id: PaymentOptionId;
  namespace: AnyNamespace;
  mount: Mount;
}

/** The sheet a manifest names: the card's form (its part), or one of the wallets' and banks' part (both fetched once). */
function sheetNamed(name: string): Promise<SheetModule> {
  if (name === "form") return loadPart("checkout-card", ON_NPM ? () => import("./card.js") : undefined);
  return loadPart("checkout-wallets", ON_NPM ? () => import("./wallets.js") : undefined).then(
    (sheets) => (sheets as unknown as Record<string, SheetModule>)[name] as SheetModule,
  );
}

/**
 * The option, when the checkout can offer it: its plugin fetched and enabled for this configuration and these
 * settings (the plugin's own rule), and its sheet's browser check passed. Undefined otherwise, also when a part could
 * not be fetched: the option is left out, the others stay.
 */
export async function offerOf(
  id: PaymentOptionId,
  client: Client,
  settings: Record<string, unknown>,
): Promise<Offer | undefined> {
  const { plugin: name, load, sheet: sheetName } = OPTIONS[id];
  try {
    const [plugin, sheet] = await Promise.all([
      loadPart(name, load && (() => load().then((module) => module.default))),
      sheetNamed(sheetName),
    ]);
    if (enablementOf(plugin, client.getConfiguration().gatewayConfiguration, { ...settings, client }) !== true)
      return undefined;
    if (sheet.supported && (await sheet.supported(client, settings, id)) !== true) return undefined;
    return { id, namespace: registerPlugin(plugin) as AnyNamespace, mount: sheet.mount };
  } catch {
    return undefined;
  }
}
