// Every payment-method plugin the build knows: one CDN bundle, one npm subpath and its frame pages.
// Adding a plugin is one row here.

export interface FramePage {
  /** Entry of the script inlined into the page. */
  entry: string;
  /** Document title until the frame sets its own. */
  title: string;
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
];
