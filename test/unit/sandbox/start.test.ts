// `npm start` builds only when dist/ is older than a source file it is built from (sandbox/start.ts).
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SERVED_OUTPUTS, distFreshness } from "../../../sandbox/start.js";

let root: string;

/** Writes a file whose modification time is `minutesAgo` minutes in the past. */
function file(path: string, minutesAgo: number): void {
  const absolute = join(root, path);
  mkdirSync(dirname(absolute), { recursive: true });
  writeFileSync(absolute, "");
  const time = new Date(Date.now() - minutesAgo * 60_000);
  utimesSync(absolute, time, time);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "paykit-start-"));
  file("kernel/index.ts", 30);
  file("plugins/venmo/plugin.json", 30);
  file("package.json", 30);
  for (const output of SERVED_OUTPUTS) file(`dist/${output}`, 10);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the freshness of dist/ for npm start", () => {
  it("is fresh when every built file is newer than every source file", () => {
    expect(distFreshness(root)).toEqual({ fresh: true });
  });

  it("is stale when a plugin manifest changed after the build, and names it", () => {
    file("plugins/venmo/plugin.json", 5);
    expect(distFreshness(root)).toEqual({
      fresh: false,
      reason: `${join("plugins", "venmo", "plugin.json")} changed since the last build`,
    });
  });

  it("is stale when package.json changed after the build", () => {
    file("package.json", 1);
    expect(distFreshness(root)).toEqual({ fresh: false, reason: "package.json changed since the last build" });
  });

  it("compares with the oldest built file, so a source edited during the build counts as changed", () => {
    file("dist/npm/types/index.d.ts", 2);
    file("dist/sandbox/cli.js", 20);
    file("sandbox/cli.ts", 15);
    expect(distFreshness(root)).toEqual({
      fresh: false,
      reason: `${join("sandbox", "cli.ts")} changed since the last build`,
    });
  });

  it("is stale when something npm start serves was never built", () => {
    rmSync(join(root, "dist", "demo"), { recursive: true });
    expect(distFreshness(root)).toEqual({ fresh: false, reason: "dist/demo/react.js is missing" });
  });

  it("is stale when there is no dist/ at all", () => {
    rmSync(join(root, "dist"), { recursive: true });
    expect(distFreshness(root).fresh).toBe(false);
  });

  it.each(["loader/index.ts", "react/index.ts", "build/build.ts", "sandbox/demo/checkout.js", "package-lock.json"])(
    "is stale when %s changed after the build",
    (source) => {
      file(source, 1);
      expect(distFreshness(root)).toEqual({ fresh: false, reason: `${source} changed since the last build` });
    },
  );

  it("does not look at files outside what the build reads", () => {
    file("test/unit/new.test.ts", 1);
    file("README.md", 1);
    expect(distFreshness(root)).toEqual({ fresh: true });
  });
});
