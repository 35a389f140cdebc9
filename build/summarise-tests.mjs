// Prints what failed (one line per failing test or broken file) and then "N passed, M failed" from vitest's JSON
// report; with no readable report, or a report in which no test ran, it counts one failure and says why.
import { readFileSync, realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";

/** The first line of a failure message, without colour codes, kept short. */
function firstLine(message) {
  const line = (
    String(message ?? "")
      // eslint-disable-next-line no-control-regex -- the escape character starts a terminal colour code
      .replace(/\u001b\[[0-9;]*m/g, "")
      .split("\n")
      .find((text) => text.trim() !== "") ?? ""
  ).trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/** Summarises a parsed report (or `undefined` when none could be read) as its lines and counts. */
export function summarise(report, file = "test-results/vitest.json") {
  if (!report) return { passed: 0, failed: 1, lines: [`  ✗ no readable report at ${file}`] };
  const lines = [];
  let broken = 0;
  for (const result of report.testResults ?? []) {
    const name = String(result.name ?? "").replace(/^.*?\/test\//, "test/");
    const failures = (result.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failures) {
      lines.push(`  ✗ ${name} > ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that failed without a failing test (it could not load, or a hook threw) counts as one failure.
    if (result.status === "failed" && failures.length === 0) {
      broken += 1;
      lines.push(`  ✗ ${name}: ${firstLine(result.message) || "failed without a failing test"}`);
    }
  }
  let failed = (report.numFailedTests ?? 0) + broken;
  if (!report.numTotalTests) {
    failed += 1;
    lines.push("  ✗ no test ran");
  }
  return { passed: report.numPassedTests ?? 0, failed, lines };
}

function main() {
  const file = process.argv[2] ?? "test-results/vitest.json";
  let report;
  try {
    report = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    report = undefined;
  }
  const { passed, failed, lines } = summarise(report, file);
  if (lines.length > 0) console.log(["Failed:", ...lines].join("\n"));
  console.log(`${passed} passed, ${failed} failed`);
}

// Run as a script (also through a symlinked path), not when a test imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) main();
