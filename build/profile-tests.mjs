// Prints the 20 slowest test files and tests from vitest's JSON report, to see where the suite spends its time.
// A file's own duration leaves out what happens before its first test (worker start, imports, beforeAll), so the
// table also shows the idle time since the previous file of the same project ended ("gap"): when files of a project
// run one at a time, that is the file's start-up cost.
import { readFileSync } from "node:fs";
import { relative } from "node:path";

const file = process.argv[2] ?? "test-results/vitest.json";
const COUNT = 20;

const report = JSON.parse(readFileSync(file, "utf8"));
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(6);
// test/unit/… and test/browser/… are the two projects.
const projectOf = (name) => /\/test\/([^/]+)\//.exec(name)?.[1] ?? "other";

// Entries without times are failures that are not a file's (a failed type check, build/run-tests.mjs).
const files = (report.testResults ?? [])
  .filter((result) => typeof result.startTime === "number")
  .map((result) => ({
    name: relative(process.cwd(), result.name),
    project: projectOf(result.name),
    start: result.startTime,
    end: result.endTime,
    tests: result.assertionResults ?? [],
  }));

function withGaps(list) {
  const lastEnd = new Map();
  for (const entry of [...list].sort((a, b) => a.start - b.start)) {
    const previous = lastEnd.get(entry.project);
    // A project's first file waits at most since the last file of any project that ended before it started.
    const before = list.filter((other) => other.end <= entry.start).map((other) => other.end);
    entry.gap = Math.max(0, entry.start - (previous ?? Math.max(report.startTime, ...before)));
    lastEnd.set(entry.project, Math.max(previous ?? 0, entry.end));
  }
  return list;
}

withGaps(files);
const firstStart = report.startTime;
const lastEnd = Math.max(...files.map((entry) => entry.end));
console.log(
  `${files.length} files, ${report.numTotalTests} tests, ${seconds(lastEnd - firstStart).trim()} s from start to last file`,
);
for (const project of [...new Set(files.map((entry) => entry.project))].sort()) {
  const own = files.filter((entry) => entry.project === project);
  const busy = own.reduce((sum, entry) => sum + entry.end - entry.start, 0);
  const gaps = own.reduce((sum, entry) => sum + entry.gap, 0);
  console.log(
    `  ${project}: ${own.length} files, ${seconds(busy).trim()} s in files, ${seconds(gaps).trim()} s between them`,
  );
}

console.log(`\nSlowest ${COUNT} files (seconds: own duration, gap before it)`);
for (const entry of [...files].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, COUNT)) {
  console.log(`${seconds(entry.end - entry.start)} ${seconds(entry.gap)}  ${entry.name} (${entry.tests.length} tests)`);
}

console.log(`\nSlowest ${COUNT} tests (seconds)`);
const tests = files.flatMap((entry) =>
  entry.tests.map((test) => ({ file: entry.name, title: test.fullName ?? test.title, duration: test.duration ?? 0 })),
);
for (const test of tests.sort((a, b) => b.duration - a.duration).slice(0, COUNT)) {
  console.log(`${seconds(test.duration)}  ${test.file} > ${test.title}`);
}
