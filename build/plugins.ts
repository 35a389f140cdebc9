// Every payment-method plugin the build knows, read from the one manifest each plugin folder holds
// (`plugins/<dir>/plugin.json`). Adding a plugin is its folder with that manifest: the CDN bundle, the npm
// subpath, the loader's namespace and statics, React's lazy-import table and the size budget all derive
// from it (build/generate.ts writes the generated files; a unit test fails when one is stale).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export interface FramePage {
  /** Entry of the script inlined into the page (relative to the repository once read). */
  entry: string;
  /** Document title until the frame sets its own. */
  title: string;
  /** Content of `<body>` before the script (default: an empty live region for field messages). */
  body?: string;
  /** Extra script origins the page's CSP allows (a provider SDK the page loads). */
  scriptSources?: string[];
  /** Size budget of the built page (min+gzip), e.g. "16 KB". */
  budget?: string;
  /**
   * Shown as a window of its own (a pop-up), not in a frame: browsers then ask for a site icon, which the page's
   * `default-src 'none'` would block and report (Firefox asks for /favicon.ico). Such a page declares an empty icon.
   */
  window?: boolean;
}

/** What `plugins/<dir>/plugin.json` says (see build/plugin-manifest.schema.json). */
export interface PluginManifest {
  /** Namespace on `braintree` and key in the registry, e.g. "hostedFields" (the plugin's `definePlugin` name). */
  name: string;
  /** Size budget of `<dir>.min.js` (min+gzip), e.g. "4 KB". */
  budget: string;
  /** Module in the folder whose exports are the namespace's synchronous statics (the loader answers them too). */
  statics?: string;
  /** Frame pages of its own under html/: name → page (entries relative to the plugin folder). */
  frames?: Record<string, FramePage>;
  /** It opens provider pages through the frame service: its landing page and the provider named on it. */
  popup?: { landing: string; provider: string };
  /** Module in the folder exporting `startEarly(options, assetsUrl)`, run by the loader beside the bundle fetch. */
  early?: string;
  /** Types the package's root module exports from the plugin's npm module (the provider's typings' names). */
  types?: string[];
  /** It has a shopper-facing step: `plugins/<dir>/flow.ts` default-exports its flow (the kernel's `MethodFlow`). */
  flow?: boolean;
  /** The ready-made button of its flow: its label and look (React's `<PaymentMethod>` draws it). */
  defaultButton?: DefaultButtonManifest;
  /** Parts fetched on demand: name (the CDN file `<name>.min.js`) → part (entry relative to the repository once read). */
  parts?: Record<string, PartManifest>;
  /** Payment options the checkout offers with it, by option name (checkout/options.generated.ts is written from them). */
  checkout?: Record<string, CheckoutOptionManifest>;
}

/** A flow's ready-made button, as a plugin's manifest declares it (see build/plugin-manifest.schema.json). */
export interface DefaultButtonManifest {
  /** What the shopper reads: the text, or the accessible name of a branded button. */
  label: string;
  /** The provider's mark, SVG markup: the button is branded. */
  mark?: string;
  /** The colour (a key of `colors`) when the merchant names none. */
  color?: string;
  /** Colour name → CSS declarations. */
  colors?: Record<string, string>;
  /** More CSS rules, `&` standing for the button's selector. */
  css?: string;
}

/** One payment option of the checkout, as a plugin's manifest declares it. */
export interface CheckoutOptionManifest {
  /** Place in the default order (lowest first). */
  order: number;
  /** The checkout's sheet for it (checkout/methods/). */
  sheet: string;
  /** The `type` of the payloads it gives. */
  paymentMethodType: string;
  /** Its name in the options list: a key of the checkout's strings, else the text. */
  label: string;
  /** Offered unless the merchant's option is `false` (Drop-in's card); otherwise only when the option is given. */
  byDefault?: boolean;
  /** Its sheet's title, a key of the checkout's strings, when it is not its label. */
  title?: string;
  /** The setting of its option that names it in the list and on its sheet when given (a local payment's bank). */
  namedBy?: string;
  /** One of braintree-web-drop-in's own options: Drop-in's stylesheet shows its sheet. */
  dropin?: boolean;
  /** Its settings are changed by `updateConfiguration` (a change drops the methods it gave). */
  updatable?: boolean;
}

/**
 * Code fetched on demand with the kernel's `loadPart(name, () => import(entry))`: a chunk of the merchant's
 * bundler on npm, `<name>.min.js` on the CDN.
 */
export interface PartManifest {
  entry: string;
  budget: string;
}

/** A part as the build makes it: its name is its CDN file, in kebab case (kernel/parts/parts.ts `partFile`). */
export interface PartBuild extends PartManifest {
  name: string;
}

export interface PluginBuild extends PluginManifest {
  /** Folder under plugins/, also the npm subpath (`paykit/<dir>`) and the CDN file (`<dir>.min.js`). */
  dir: string;
}

const root = fileURLToPath(new URL("..", import.meta.url));

/** The frame service's pages (kernel/frames/pages), shared by every plugin that opens provider pages. */
const FRAME_SERVICE_PAGES: Record<string, FramePage> = {
  "dispatch-frame": { entry: "./kernel/frames/pages/dispatch.ts", title: "Dispatch Frame", body: "<main></main>" },
  "redirect-frame": {
    entry: "./kernel/frames/pages/redirect.ts",
    window: true,
    title: "Returning to the shop",
    body: '<main><p role="status">Returning to the shop…</p></main>',
  },
  "cancel-frame": {
    entry: "./kernel/frames/pages/cancel.ts",
    window: true,
    title: "Returning to the shop",
    body: '<main><p role="status">Payment cancelled. Returning to the shop…</p></main>',
  },
};

/** A landing page: what a pop-up shows until it is sent to the provider. */
function landingPage(provider: string): FramePage {
  return {
    entry: "./kernel/frames/pages/landing.ts",
    title: provider,
    window: true,
    body: `<main><p role="status">Connecting to ${provider}…</p></main>`,
  };
}

function framesOf(dir: string, manifest: PluginManifest): Record<string, FramePage> | undefined {
  const own = Object.fromEntries(
    Object.entries(manifest.frames ?? {}).map(([name, page]) => [
      name,
      { ...page, entry: `./plugins/${dir}/${page.entry}` },
    ]),
  );
  const popup = manifest.popup
    ? { ...FRAME_SERVICE_PAGES, [manifest.popup.landing]: landingPage(manifest.popup.provider) }
    : {};
  const frames = { ...popup, ...own };
  return Object.keys(frames).length > 0 ? frames : undefined;
}

/** Reads every `plugins/<dir>/plugin.json` under `repository` (default: this checkout), in folder order. */
export function readPlugins(repository = root): PluginBuild[] {
  const pluginsDir = join(repository, "plugins");
  return readdirSync(pluginsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(pluginsDir, entry.name, "plugin.json")))
    .map((entry) => entry.name)
    .sort()
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(join(pluginsDir, dir, "plugin.json"), "utf8")) as PluginManifest & {
        $schema?: string;
      };
      delete manifest.$schema;
      const parts = manifest.parts
        ? Object.fromEntries(
            Object.entries(manifest.parts).map(([name, part]) => [
              name,
              { ...part, entry: `./plugins/${dir}/${part.entry}` },
            ]),
          )
        : undefined;
      return { ...manifest, dir, frames: framesOf(dir, manifest), ...(parts ? { parts } : {}) };
    });
}

/** The kernel's own parts (kernel/parts.json), entries relative to the repository. */
export function readKernelParts(repository = root): PartBuild[] {
  const manifest = JSON.parse(readFileSync(join(repository, "kernel", "parts.json"), "utf8")) as Record<
    string,
    PartManifest | string
  >;
  return Object.entries(manifest)
    .filter((entry): entry is [string, PartManifest] => typeof entry[1] === "object")
    .map(([name, part]) => ({ ...part, name, entry: `./kernel/${part.entry}` }));
}

/** Every part: the kernel's, then each plugin's. */
export function readParts(repository = root): PartBuild[] {
  return [
    ...readKernelParts(repository),
    ...readPlugins(repository).flatMap((plugin) =>
      Object.entries(plugin.parts ?? {}).map(([name, part]) => ({ ...part, name })),
    ),
  ];
}

/**
 * The checkout as checkout/checkout.json declares it: its namespace (`dropin`, so its CDN bundle is `dropin.min.js`),
 * the budget of that bundle and of a card-only checkout's page side through the loader.
 */
export interface CheckoutBuild {
  name: string;
  budget: string;
  pageBudget: string;
  /** The copy at the provider's Drop-in path, which carries the kernel before the checkout (client.min.js's code). */
  dropInBudget: string;
  /**
   * A card-only Drop-in page by script tag, page side: that copy, the `cardPart` and hosted-fields.min.js. At most a
   * fifth of the provider's Drop-in (129 kB, its own dropin.min.js with the braintree-web it bundles, without CSS).
   */
  dropInPageBudget: string;
  /** The folder, also the npm subpath (`paykit/checkout`). */
  dir: "checkout";
  /** Its parts (sheets and languages fetched on demand), entries relative to the repository. */
  parts: PartBuild[];
  /** The part a card-only checkout fetches (the card sheet), counted in the page side's budget. */
  cardPart: string;
}

/** Reads checkout/checkout.json under `repository` (default: this checkout of paykit). */
export function readCheckout(repository = root): CheckoutBuild {
  const manifest = JSON.parse(readFileSync(join(repository, "checkout", "checkout.json"), "utf8")) as Omit<
    CheckoutBuild,
    "dir" | "parts"
  > & {
    parts?: Record<string, PartManifest>;
  };
  const parts = Object.entries(manifest.parts ?? {}).map(([name, part]) => ({
    ...part,
    name,
    entry: `./checkout/${part.entry}`,
  }));
  return {
    name: manifest.name,
    budget: manifest.budget,
    pageBudget: manifest.pageBudget,
    dropInBudget: manifest.dropInBudget,
    dropInPageBudget: manifest.dropInPageBudget,
    cardPart: manifest.cardPart,
    dir: "checkout",
    parts,
  };
}

export const PLUGINS: PluginBuild[] = readPlugins();
export const CHECKOUT: CheckoutBuild = readCheckout();
export const PARTS: PartBuild[] = readParts();

/** The namespace on `braintree` of a plugin. */
export function namespaceOf(plugin: PluginBuild): string {
  return plugin.name;
}
