// `npm test` after the build: three lanes side by side on a two-core machine, because the browser tests spend most of
// their time waiting on the browsers and the sandbox while the rest is CPU work.
//   checks lane:  type check, lint and format check, size budgets, then the unit project (its output is printed when the lane ends)
//   browser lane: the browser project in Chromium (streamed)
//   engines lane: the cross-engine smoke suite (test/engines), Firefox ESR and WebKitGTK side by side (its output is
//                 printed when the lane ends)
// Each vitest writes its own JSON report; they are merged into test-results/vitest.json, which
// build/summarise-tests.mjs and `npm run test:profile` read. Exits non-zero when any step fails.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

const REPORT = "test-results/vitest.json";
const npx = process.platform === "win32" ? "npx.cmd" : "npx";
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** Runs a command; resolves to its exit code. `output` collects its output instead of streaming it. */
function step(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: options.output ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...options.env },
    });
    child.stdout?.on("data", (chunk) => options.output.push(chunk));
    child.stderr?.on("data", (chunk) => options.output.push(chunk));
    child.on("error", (error) => {
      options.output?.push(Buffer.from(`${command}: ${error.message}\n`));
      resolve(1);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// How many files of a project run at once. Browser workers each drive their own Chromium and sandbox and mostly wait on
// them; PAYKIT_BROWSER_WORKERS / PAYKIT_UNIT_WORKERS override (figures in build/README or issue 31's note). Two browser
// workers, not three: the lanes together keep both cores busy for the whole run (its wall time is about its CPU time
// over two), so a third worker only added processes competing for them (a full run on one machine, issue 49: 1,977
// CPU-s and 1,039 s with two, 2,029 and 2,112 CPU-s, 1,054 and 1,101 s with three; the browser lane lasted as long).
const WORKERS = {
  browser: process.env.PAYKIT_BROWSER_WORKERS ?? "2",
  unit: process.env.PAYKIT_UNIT_WORKERS ?? "2",
  // One worker per engine: each file drives its own browser and its tests mostly wait on it, so the lane lasts about
  // as long as its slower engine rather than both.
  engines: process.env.PAYKIT_ENGINES_WORKERS ?? "2",
};

// The vitest projects of each lane (vitest.config.ts): unit files run in Node without isolation, those that need a DOM
// in jsdom with it.
const PROJECTS = { unit: ["unit", "unit-dom", "unit-dom-forks"], browser: ["browser"], engines: ["engines"] };

function vitest(lane, report, output) {
  rmSync(report, { force: true });
  const args = [
    "vitest",
    "run",
    ...PROJECTS[lane].flatMap((project) => ["--project", project]),
    `--maxWorkers=${WORKERS[lane]}`,
  ];
  return step(npx, args, { output, env: { PAYKIT_VITEST_JSON: report } });
}

/** Resolves to the failed checks (as report entries) and the unit tests' exit code. */
async function checksLane() {
  const output = [];
  const failedChecks = [];
  const typecheck = await step(npm, ["run", "typecheck"], { output });
  if (typecheck !== 0) {
    failedChecks.push(failedStep("npm run typecheck", "the type check failed (its errors are in the lane's output)"));
  }
  if ((await step(npm, ["run", "lint"], { output })) !== 0) {
    failedChecks.push(
      failedStep(
        "npm run lint",
        "ESLint or Prettier found a problem (see the lane's output; `npm run format` fixes formatting)",
      ),
    );
  }
  if (typecheck === 0 && (await step(npm, ["run", "size"], { output })) !== 0) {
    failedChecks.push(
      failedStep("npm run size", "a bundle is over its budget in size-limit.json (see the lane's output)"),
    );
  }
  // The unit tests run even when a check failed, so that one try shows every problem.
  const unit = await vitest("unit", "test-results/vitest-unit.json", output);
  process.stdout.write(`\n──── type check, size budgets and unit tests ────\n${Buffer.concat(output).toString()}\n`);
  return { failedChecks, unit };
}

/** The engines lane: its output is printed when it ends, after the Chromium lane's stream. */
async function enginesLane() {
  const output = [];
  const started = Date.now();
  const code = await vitest("engines", "test-results/vitest-engines.json", output);
  const seconds = Math.round((Date.now() - started) / 1000);
  process.stdout.write(
    `\n──── cross-engine smoke suite (Firefox ESR, WebKitGTK), ${seconds} s ────\n${Buffer.concat(output).toString()}\n`,
  );
  return code;
}

/** A failure that is not a test's, in the shape of a report entry, so that the closing summary counts and names it. */
function failedStep(name, message) {
  return { name, status: "failed", message, assertionResults: [] };
}

/**
 * A vitest that exited non-zero with no failing test (an error thrown outside any test, such as a timer a test left
 * behind) would otherwise be summarised as all passed.
 */
function unexplainedExit(lane, code, report) {
  const failed = (report.testResults ?? []).some((result) => result.status === "failed");
  if (code === 0 || failed || report.numFailedTests > 0) return [];
  return [
    failedStep(
      `${lane} tests`,
      `vitest exited with code ${code} though no test failed: an unhandled error (see its output)`,
    ),
  ];
}

/** A report that could not be read counts as one broken file, so the summary shows a failure. */
function readReport(file, lane) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return {
      numTotalTests: 0,
      numPassedTests: 0,
      numFailedTests: 0,
      success: false,
      testResults: [{ name: `${lane} (no report: the run did not finish)`, status: "failed", assertionResults: [] }],
    };
  }
}

function merge(reports) {
  const sum = (key) => reports.reduce((total, report) => total + (report[key] ?? 0), 0);
  const starts = reports.map((report) => report.startTime).filter((time) => typeof time === "number");
  return {
    numTotalTestSuites: sum("numTotalTestSuites"),
    numPassedTestSuites: sum("numPassedTestSuites"),
    numFailedTestSuites: sum("numFailedTestSuites"),
    numPendingTestSuites: sum("numPendingTestSuites"),
    numTotalTests: sum("numTotalTests"),
    numPassedTests: sum("numPassedTests"),
    numFailedTests: sum("numFailedTests"),
    numPendingTests: sum("numPendingTests"),
    numTodoTests: sum("numTodoTests"),
    startTime: starts.length ? Math.min(...starts) : Date.now(),
    success: reports.every((report) => report.success === true),
    testResults: reports.flatMap((report) => report.testResults ?? []),
  };
}

mkdirSync("test-results", { recursive: true });
rmSync(REPORT, { force: true });
const [checks, browser, engines] = await Promise.all([
  checksLane(),
  vitest("browser", "test-results/vitest-browser.json"),
  enginesLane(),
]);
const unitReport = readReport("test-results/vitest-unit.json", "unit");
const browserReport = readReport("test-results/vitest-browser.json", "browser");
const enginesReport = readReport("test-results/vitest-engines.json", "engines");
const merged = merge([unitReport, browserReport, enginesReport]);
const otherFailures = [
  ...checks.failedChecks,
  ...unexplainedExit("unit", checks.unit, unitReport),
  ...unexplainedExit("browser", browser, browserReport),
  ...unexplainedExit("engines", engines, enginesReport),
];
if (otherFailures.length > 0) {
  merged.success = false;
  merged.testResults.push(...otherFailures);
}
writeFileSync(REPORT, JSON.stringify(merged));
for (const lane of ["unit", "browser", "engines"]) {
  const file = `test-results/vitest-${lane}.json`;
  if (existsSync(file)) rmSync(file);
}
// Fails on any failed step, and on a report that says something failed although its vitest exited 0 (a missing report).
process.exit(checks.failedChecks.length > 0 || checks.unit || browser || engines || !merged.success ? 1 : 0);
