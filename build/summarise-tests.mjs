// Prints "N passed, M failed" from vitest's JSON report (0 passed, 1 failed when there is no report).
import { readFileSync } from "node:fs";

const file = process.argv[2] ?? "test-results/vitest.json";
let passed = 0;
let failed = 0;
try {
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed = report.numPassedTests ?? 0;
  // A file that failed without a failing test (it could not load, or a hook threw) counts as one failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (result) => result.status === "failed" && !(result.assertionResults ?? []).some((test) => test.status === "failed"),
  ).length;
  failed = (report.numFailedTests ?? 0) + brokenFiles;
  if (report.numTotalTests === 0) failed += 1;
} catch {
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
