import { defineConfig } from "vitest/config";

const setupFiles = ["test/support/setup.ts"];

export default defineConfig({
  test: {
    // build/run-tests.mjs runs the projects side by side, each with its own report, and merges them.
    reporters: ["default", ["json", { outputFile: process.env.PAYKIT_VITEST_JSON ?? "test-results/vitest.json" }]],
    projects: [
      {
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.ts", "test/unit/**/*.test.tsx"],
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
    ],
  },
});
