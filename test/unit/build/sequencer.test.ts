// The order the test files start in (test/support/sequencer.ts): the longest browser files first, whatever vitest's
// duration cache holds.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { TestSpecification, Vitest } from "vitest/node";
import { ROOT } from "../../support/root.js";
import { LONGEST_FILES, LongestFirstSequencer } from "../../support/sequencer.js";

/** Enough of a test specification for the sequencer: vitest's own order then falls back on file sizes it has none of. */
function spec(path: string): TestSpecification {
  return {
    moduleId: `${ROOT}${path}`,
    project: { name: "browser", config: { sequence: { groupOrder: 0 }, isolate: false } },
  } as unknown as TestSpecification;
}

const NO_CACHE = {
  config: { root: ROOT.slice(0, -1) },
  cache: { getFileTestResults: () => undefined, getFileStats: () => undefined },
} as unknown as Vitest;

describe("the test sequencer", () => {
  it("names only files that exist", () => {
    for (const file of LONGEST_FILES) expect(existsSync(`${ROOT}${file}`), file).toBe(true);
  });

  it("starts the longest files first, in their order, and keeps vitest's order for the rest", async () => {
    const others = ["test/browser/client.spec.ts", "test/browser/loader.spec.ts"];
    const files = [others[0]!, LONGEST_FILES[2]!, others[1]!, LONGEST_FILES[0]!].map(spec);
    const sorted = await new LongestFirstSequencer(NO_CACHE).sort(files);
    expect(sorted.map((file) => file.moduleId.slice(ROOT.length))).toEqual([
      LONGEST_FILES[0],
      LONGEST_FILES[2],
      ...others,
    ]);
  });
});
