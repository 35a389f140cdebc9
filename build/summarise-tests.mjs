// Prints "N passed, M failed" from vitest's JSON report (0 passed, 1 failed when there is no report).
import { readFileSync } from "node:fs";

const file = process.argv[2] ?? "test-results/vitest.json";
let passed = 0;
let failed = 0;
try {
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed = report.numPassedTests ?? 0;
  failed = (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0) - countSuitesWithFailedTests(report);
} catch {
  failed = 1;
}
console.log(`${passed} passed, ${Math.max(failed, 0)} failed`);

/** Suites that failed only because a test in them failed are already counted once in numFailedTests. */
function countSuitesWithFailedTests(report) {
  return (report.testResults ?? []).filter(
    (suite) => suite.status === "failed" && (suite.assertionResults ?? []).some((test) => test.status === "failed"),
  ).length;
}
