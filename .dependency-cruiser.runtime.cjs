// The layering of what runs: rules that follow imports transitively ("reachable": what a file reaches through
// other files counts too) over the code that is bundled, so type-only imports, which compile away, are not
// followed. `npm test` runs them beside .dependency-cruiser.cjs (test/unit/build/layering.test.ts).
const base = require("./.dependency-cruiser.cjs");

/** Kernel modules that only the merchant page runs: frame pages must never carry them. */
const PAGE_KERNEL = [
  "^kernel/(index|runtime|cdn|public)\\.ts$",
  "^kernel/(client|registry|analytics|scripts|fraud|parts|methods)/",
  "^kernel/transport/request\\.ts$",
  "^kernel/frames/(frame-service|popup-flow|load|iframe|assets-base|browser)\\.ts$",
  "^kernel/frames/strategies/",
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "frames-never-reach-the-page-kernel",
      comment:
        "Frame pages are documents of their own: nothing they import, directly or through another file (their plugin's shared modules, the frames' kernel entry), may be page-side kernel code.",
      severity: "error",
      from: { path: ["^plugins/[^/]+/frame/", "^kernel/frame-entry\\.ts$", "^kernel/frames/pages/"] },
      to: { path: PAGE_KERNEL, reachable: true },
    },
    {
      name: "loader-reaches-no-plugin-internals",
      comment:
        "The loader fetches plugin bundles; of a plugin's code it carries only what the manifest names for it (the synchronous statics and the early work: Hosted Fields' frame placement module) and the constants, types and common layer those use, directly or through another file.",
      severity: "error",
      from: { path: "^loader/" },
      to: {
        path: "^plugins/",
        pathNot: ["^plugins/[^/]+/(statics|early|frame-placement|constants|types)\\.ts$", "^plugins/common/"],
        reachable: true,
      },
    },
    {
      name: "flow-modules-carry-no-instance",
      comment:
        "A method's flow module (plugins/<dir>/flow.ts) is loaded by React and the checkout without the plugin's bundle: it reaches the kernel's entry, its folder's statics, constants, types and error catalogue, and the common layer, never the instance's code.",
      severity: "error",
      from: { path: "^plugins/[^/]+/flow\\.ts$" },
      to: {
        path: "^plugins/",
        pathNot: ["^plugins/[^/]+/(flow|statics|constants|types|errors)\\.ts$", "^plugins/common/"],
        reachable: true,
      },
    },
  ],
  options: { ...base.options, tsPreCompilationDeps: false },
};
