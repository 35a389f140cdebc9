import { defineConfig } from "vitest/config";

const define = { __PAYKIT_DEVELOPMENT__: "true" };

export default defineConfig({
  define,
  test: {
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
    projects: [
      {
        define,
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.ts"],
          environment: "jsdom",
          testTimeout: 20000,
        },
      },
      {
        define,
        test: {
          name: "browser",
          include: ["test/browser/**/*.spec.ts"],
          environment: "node",
          testTimeout: 60000,
          hookTimeout: 60000,
          // One Chromium at a time: CI has two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
