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
}

export const PLUGINS: PluginBuild[] = [
  {
    dir: "hosted-fields",
    frames: {
      "hosted-fields-frame": { entry: "./plugins/hosted-fields/frame/main.ts", title: "Secure Credit Card Frame" },
    },
  },
];
