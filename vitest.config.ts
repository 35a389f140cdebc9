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
          // One Chromium at a time: CI has two cores. Without isolation the files run one after another in a
          // single worker, which keeps one Chromium and one sandbox for the whole run (test/support/browser.ts,
          // test/support/sandbox.ts) instead of a new process, browser and servers per file.
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});
