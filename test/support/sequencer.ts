import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The browser files that take longest, longest first (seconds alone in one worker of three, measured on two cores).
 * vitest orders files by their last durations, which a clean checkout (CI) does not have: there it starts the largest
 * files first, and a file of two minutes that starts last keeps the lane running alone on it. These go first.
 */
export const LONGEST_FILES = [
  "test/browser/demo-checkout.spec.ts", // 136
  "test/browser/demo-layout.spec.ts", // 123
  "test/browser/plugin-contract.spec.ts", // 105
  "test/browser/fresh-next-app.spec.ts", // 104
  "test/browser/drop-in-from-npm.spec.ts", // 87
  "test/browser/hosted-fields.security.spec.ts", // 83
  "test/browser/npm-drop-in.spec.ts", // 83
  "test/browser/venmo.spec.ts", // 79
  "test/browser/vite-app.spec.ts", // 78
  "test/browser/hosted-fields.fields.spec.ts", // 76
];

/** vitest's order, with the longest files known (LONGEST_FILES) moved to the front in their order. */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification): number => {
      const index = LONGEST_FILES.findIndex((name) => file.moduleId.replaceAll("\\", "/").endsWith(`/${name}`));
      return index === -1 ? LONGEST_FILES.length : index;
    };
    // Array.prototype.sort is stable: the other files keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
