// Every payment-method plugin the build knows: one CDN bundle, one npm subpath and its frame pages.
// Adding a plugin is one row here.

export interface FramePage {
  /** Entry of the script inlined into the page. */
  entry: string;
  /** Document title until the frame sets its own. */
  title: string;
  /** Content of `<body>` before the script (default: an empty live region for field messages). */
  body?: string;
  /** Extra script origins the page's CSP allows (a provider SDK the page loads). */
  scriptSources?: string[];
}

export interface PluginBuild {
  /** Folder under plugins/, also the npm subpath (`paykit/<dir>`) and the CDN file (`<dir>.min.js`). */
  dir: string;
  /** Frame pages under html/: name → page. */
  frames?: Record<string, FramePage>;
  /** Its frames do not depend on the configuration: the CDN bundle tells the kernel where it was served from. */
  earlyFrames?: boolean;
  /** Namespace on `braintree`, when it is not the camel-cased dir (e.g. "unionpay"). */
  namespace?: string;
}

export function namespaceOf(plugin: PluginBuild): string {
  return plugin.namespace ?? plugin.dir.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The frame service's pages (kernel/frames/pages), shared by every plugin that opens provider pages. */
const FRAME_SERVICE_PAGES: Record<string, FramePage> = {
  "dispatch-frame": { entry: "./kernel/frames/pages/dispatch.ts", title: "Dispatch Frame", body: "<main></main>" },
  "redirect-frame": {
    entry: "./kernel/frames/pages/redirect.ts",
    title: "Returning to the shop",
    body: '<main><p role="status">Returning to the shop…</p></main>',
  },
  "cancel-frame": {
    entry: "./kernel/frames/pages/cancel.ts",
    title: "Returning to the shop",
    body: '<main><p role="status">Payment cancelled. Returning to the shop…</p></main>',
  },
};

/** A landing page: what a pop-up shows until it is sent to the provider. */
function landingPage(provider: string): FramePage {
  return {
    entry: "./kernel/frames/pages/landing.ts",
    title: provider,
    body: `<main><p role="status">Connecting to ${provider}…</p></main>`,
  };
}

export const PLUGINS: PluginBuild[] = [
  {
    dir: "hosted-fields",
    frames: {
      "hosted-fields-frame": { entry: "./plugins/hosted-fields/frame/main.ts", title: "Secure Credit Card Frame" },
    },
    earlyFrames: true,
  },
  { dir: "apple-pay" },
  { dir: "google-payment" },
  { dir: "payment-request" },
  { dir: "american-express" },
  { dir: "visa-checkout" },
  { dir: "paypal-checkout", frames: { ...FRAME_SERVICE_PAGES, "paypal-landing-frame": landingPage("PayPal") } },
  { dir: "paypal", frames: { ...FRAME_SERVICE_PAGES, "paypal-landing-frame": landingPage("PayPal") } },
  {
    dir: "masterpass",
    frames: {
      ...FRAME_SERVICE_PAGES,
      "masterpass-landing-frame": landingPage("Masterpass"),
      "masterpass-loading-frame": {
        entry: "./plugins/masterpass/frame/loading.ts",
        title: "Masterpass",
        body: '<main><p role="status">Connecting to Masterpass…</p></main>',
        scriptSources: ["https://static.masterpass.com", "https://sandbox.static.masterpass.com"],
      },
    },
  },
  {
    dir: "local-payment",
    frames: {
      ...FRAME_SERVICE_PAGES,
      "local-payment-landing-frame": landingPage("your bank"),
      "local-payment-redirect-frame": {
        entry: "./plugins/local-payment/frame/redirect.ts",
        title: "Returning to the shop",
        body: '<main><p role="status">Returning to the shop…</p></main>',
      },
    },
  },
  { dir: "sepa", frames: { ...FRAME_SERVICE_PAGES, "sepa-landing-frame": landingPage("your bank") } },
  { dir: "instant-verification" },
];
