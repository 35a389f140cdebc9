import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { LongestFirstSequencer } from "./test/support/sequencer.js";

const setupFiles = ["test/support/setup.ts"];

const UNIT_FILES = ["test/unit/**/*.test.ts", "test/unit/**/*.test.tsx"];

/**
 * The unit files that ask for another environment than Node (`// @vitest-environment jsdom` on their first line; the
 * pattern is vitest's own, so a pragma anywhere in a file counts). Unit files run in Node unless they say so: jsdom's
 * set-up per file was most of the unit lane's time.
 */
const ENVIRONMENT_PRAGMA = /@(?:vitest|jest)-environment\s+([\w-]+)\b/;
const UNIT_DIR = fileURLToPath(new URL("test/unit/", import.meta.url));
const DOM_SOURCES = readdirSync(UNIT_DIR, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => ({ file: `test/unit/${file.replaceAll("\\", "/")}`, source: readFileSync(UNIT_DIR + file, "utf8") }))
  .filter(({ source }) => (ENVIRONMENT_PRAGMA.exec(source)?.[1] ?? "node") !== "node");
const DOM_FILES = DOM_SOURCES.map(({ file }) => file);

/**
 * The DOM files that replace `window.location` (vi.stubGlobal): a VM context's `location` cannot be redefined, so these
 * run in a process of their own per file (pool "forks") instead of the VM pool the other DOM files share.
 */
const LOCATION_STUB = /stubGlobal\(\s*["']location["']/;
const FORKED_DOM_FILES = DOM_SOURCES.filter(({ source }) => LOCATION_STUB.test(source)).map(({ file }) => file);

export default defineConfig({
  test: {
    // build/run-tests.mjs runs the projects side by side, each with its own report, and merges them.
    reporters: ["default", ["json", { outputFile: process.env.PAYKIT_VITEST_JSON ?? "test-results/vitest.json" }]],
    // The longest browser files start first, on a clean checkout too (test/support/sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: "unit",
          include: UNIT_FILES,
          exclude: DOM_FILES,
          environment: "node",
          setupFiles,
          testTimeout: 30000,
          // A worker runs its files one after another in one module graph and keeps one sandbox for all of them, reset
          // before each file (test/support/sandbox.ts), instead of a new module graph and sandbox per file. A file that
          // changes module state (the client cache, the loader's early client) resets it in its own hooks, and a test
          // reads only what it caused (its own analytics session, its own requests).
          isolate: false,
          // A directory the run's workers share (inject("runDirectory")): paykit and its Drop-in are packed once for
          // the lane (test/support/fresh-app.ts), not once per worker.
          globalSetup: ["test/support/global-setup.ts"],
        },
      },
      {
        test: {
          // Files that need a DOM (first line `// @vitest-environment jsdom`). They stay isolated: without isolation
          // jsdom's document and globals outlive the file, so frames and listeners one file leaves would meet the next.
          name: "unit-dom",
          include: DOM_FILES,
          exclude: FORKED_DOM_FILES,
          environment: "jsdom",
          // Each file gets a new VM context with its own jsdom window, in workers that load jsdom once: a new process
          // per file spent most of this project's time loading jsdom again (2 CPU cores: 241 s -> 109 s, 154 -> 61
          // CPU-s).
          pool: "vmForks",
          setupFiles,
          testTimeout: 30000,
        },
      },
      {
        test: {
          name: "unit-dom-forks",
          include: FORKED_DOM_FILES,
          environment: "jsdom",
          setupFiles,
          testTimeout: 30000,
        },
      },
      {
        test: {
          name: "browser",
          include: ["test/browser/**/*.spec.ts"],
          environment: "node",
          setupFiles,
          testTimeout: 60000,
          hookTimeout: 60000,
          // Without isolation a worker runs its files one after another and keeps one Chromium and one sandbox for
          // all of them (test/support/browser.ts, test/support/sandbox.ts) instead of a new process, browser and
          // servers per file. Workers run side by side (build/run-tests.mjs picks how many): a browser test spends
          // most of its time waiting for pages, frames and the gateway, not on the CPU.
          isolate: false,
          globalSetup: ["test/support/global-setup.ts"],
        },
      },
      {
        test: {
          // The cross-engine smoke suite (test/engines): Firefox ESR and WebKitGTK, one file each; build/run-tests.mjs
          // runs the two side by side (one worker, one sandbox and one browser each), beside the other lanes.
          name: "engines",
          include: ["test/engines/**/*.engine.ts"],
          environment: "node",
          setupFiles,
          testTimeout: 90000,
          hookTimeout: 90000,
          isolate: false,
          // A failed smoke test runs once more (the report marks it retried). WebKitGTK under a fully busy machine now
          // and then never got the Google Pay section of the demo ready within 30 s (two full runs in about ten, the
          // reference's included; never alone or under a synthetic load); openSection now says what the section showed.
          retry: 1,
        },
      },
    ],
  },
});
