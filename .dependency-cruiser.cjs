// The layering of ARCHITECTURE.md as rules; `npm test` runs them (test/unit/build/layering.test.ts) together with
// .dependency-cruiser.runtime.cjs, which follows what a file reaches through other files in the code that runs.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No import cycles anywhere: shipped code, the sandbox, the build (type-only imports included).",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "kernel-folders-in-layers",
      comment:
        "The kernel's folders form layers: no folder imports, through any chain of files, a folder that imports it back (what two folders share lives below both).",
      severity: "error",
      scope: "folder",
      from: { path: "^kernel/" },
      to: { path: "^kernel/", circular: true },
    },
    {
      name: "kernel-knows-no-method",
      comment: "The kernel imports no plugin, no common layer, no checkout, React, loader, build or sandbox code.",
      severity: "error",
      from: { path: "^kernel/" },
      to: { path: "^(plugins|checkout|react|loader|build|sandbox|npm)/" },
    },
    {
      name: "plugin-imports-no-plugin",
      comment: "A plugin imports its own folder, the common layer and the kernel, never another plugin.",
      severity: "error",
      from: { path: "^plugins/([^/]+)/", pathNot: "^plugins/common/" },
      to: { path: "^plugins/", pathNot: ["^plugins/$1/", "^plugins/common/"] },
    },
    {
      name: "common-imports-no-plugin",
      comment: "The common layer is shared by plugins and depends on none of them.",
      severity: "error",
      from: { path: "^plugins/common/" },
      to: { path: "^plugins/(?!common/)" },
    },
    {
      name: "plugin-page-code-uses-kernel-entry",
      comment:
        "Page-side plugin code reaches the kernel through its entry (kernel/index.ts) only; a module it shares with its frames (an error catalogue) through the frames' entry (kernel/frame-entry.ts).",
      severity: "error",
      from: { path: "^plugins/", pathNot: "^plugins/[^/]+/frame/" },
      to: { path: "^kernel/", pathNot: ["^kernel/index\\.ts$", "^kernel/frame-entry\\.ts$"] },
    },
    {
      name: "frames-use-frame-entry",
      comment: "Code that runs inside a frame page reaches the kernel through kernel/frame-entry.ts only.",
      severity: "error",
      from: { path: "^plugins/[^/]+/frame/" },
      to: { path: "^kernel/", pathNot: "^kernel/frame-entry\\.ts$" },
    },
    {
      name: "plugins-stay-out-of-the-rest",
      comment: "Plugins (and their frames) import no checkout, React, loader, build or sandbox code.",
      severity: "error",
      from: { path: "^plugins/" },
      to: { path: "^(checkout|react|loader|build|sandbox)/" },
    },
    {
      name: "loader-fetches-plugins",
      comment:
        "The loader fetches plugin bundles and the checkout's; it imports only the plugins' synchronous statics and the early work of their manifest (Hosted Fields': its frame placement module).",
      severity: "error",
      from: { path: "^loader/" },
      to: { path: "^(plugins/(?![^/]+/(statics|early|frame-placement)\\.ts$)|checkout/|react/|sandbox/)" },
    },
    {
      name: "npm-root-uses-public-modules",
      comment:
        "The package's root module (npm/) gathers the public modules only: the client's and each plugin's npm module.",
      severity: "error",
      from: { path: "^npm/", pathNot: "^npm/braintree-web-drop-in/" },
      to: { pathNot: ["^kernel/public\\.ts$", "^plugins/[^/]+/index\\.ts$"] },
    },
    {
      name: "drop-in-package-uses-paykit-as-installed",
      comment:
        "paykit's braintree-web-drop-in (npm/braintree-web-drop-in/) is another package: it reaches paykit through its dependency's published subpaths (braintree-web/checkout), never through this repository's files.",
      severity: "error",
      from: { path: "^npm/braintree-web-drop-in/" },
      to: { path: "^(kernel|plugins|checkout|react|loader|sandbox|build|npm/(?!braintree-web-drop-in/))" },
    },
    {
      name: "react-loads-plugins-lazily",
      comment:
        "React reaches plugin code only through import(), the flows' table (plugins/flows.generated.ts, which imports each flow module on demand) and a method's flow module (plugins/<dir>/flow.ts: the shopper's flow React and the checkout share; types are free).",
      severity: "error",
      from: { path: "^react/" },
      to: {
        path: "^plugins/",
        pathNot: ["^plugins/[^/]+/flow\\.ts$", "^plugins/flows\\.generated\\.ts$"],
        dynamic: false,
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "checkout-loads-plugins-lazily",
      comment:
        "The checkout reaches plugin code only through import() (through the registry: checkout/load.ts), a plugin's synchronous statics, as the loader does, the flows' table (plugins/flows.generated.ts) and a flow module (types are free).",
      severity: "error",
      from: { path: "^checkout/" },
      to: {
        path: "^plugins/",
        pathNot: ["^plugins/[^/]+/(statics|flow)\\.ts$", "^plugins/flows\\.generated\\.ts$"],
        dynamic: false,
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "checkout-uses-kernel-entry",
      comment:
        "The checkout reaches the kernel through its entry (kernel/index.ts), as a plugin does; it imports no React, loader or npm code.",
      severity: "error",
      from: { path: "^checkout/" },
      to: { path: ["^kernel/(?!index\\.ts$)", "^(react|loader|npm)/"] },
    },
    {
      name: "shipped-code-imports-no-sandbox-or-build",
      comment: "What ships to a shopper's browser never imports the sandbox or the build scripts.",
      severity: "error",
      from: { path: "^(react|loader|checkout)/" },
      to: { path: "^(sandbox|build)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|dist|test)/" },
    tsPreCompilationDeps: true,
    // No tsConfig: its `paths` would make dependency-cruiser resolve the bare "react" package to this repository's
    // react/ folder (false cycles); nothing under the cruised folders imports through those paths.
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".json"] },
  },
};
