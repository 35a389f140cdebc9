// build/summarise-tests.mjs: the closing "N passed, M failed" line of `.ci/run`, and the list of what failed above it.
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain .mjs build script without types
import { summarise } from "../../../build/summarise-tests.mjs";

interface Summary {
  passed: number;
  failed: number;
  lines: string[];
}
const summary = summarise as (report: unknown, file?: string) => Summary;

describe("summarise-tests", () => {
  it("names each failing test with the first line of its message, and each file that broke without one", () => {
    const report = {
      numTotalTests: 4,
      numPassedTests: 2,
      numFailedTests: 1,
      testResults: [
        {
          name: "/work/repo/test/browser/demo.spec.ts",
          status: "failed",
          assertionResults: [
            { status: "passed", fullName: "loads" },
            {
              status: "failed",
              fullName: "pays on /react",
              failureMessages: ["\u001b[31mAssertionError: expected '' to match /nonce/\u001b[39m\n    at stack"],
            },
          ],
        },
        {
          name: "/work/repo/test/unit/cli.test.ts",
          status: "failed",
          message: "Hook timed out in 10000ms.\nmore",
          assertionResults: [],
        },
        {
          name: "/work/repo/test/unit/ok.test.ts",
          status: "passed",
          assertionResults: [{ status: "passed", fullName: "fine" }],
        },
      ],
    };
    expect(summary(report)).toEqual({
      passed: 2,
      failed: 2,
      lines: [
        "  ✗ test/browser/demo.spec.ts > pays on /react: AssertionError: expected '' to match /nonce/",
        "  ✗ test/unit/cli.test.ts: Hook timed out in 10000ms.",
      ],
    });
  });

  it("counts a run in which no test ran as a failure", () => {
    expect(summary({ numTotalTests: 0, numPassedTests: 0, numFailedTests: 0, testResults: [] })).toEqual({
      passed: 0,
      failed: 1,
      lines: ["  ✗ no test ran"],
    });
  });

  it("counts a missing or unreadable report as a failure and says where it looked", () => {
    expect(summary(undefined, "test-results/vitest.json")).toEqual({
      passed: 0,
      failed: 1,
      lines: ["  ✗ no readable report at test-results/vitest.json"],
    });
  });
});
