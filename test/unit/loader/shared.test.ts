// The kernel code the loader hands to loader-client.min.js: loader/shared.ts must hold exactly the exports
// loader/shared-modules.ts names, in its order, since the build has the client pick them by position.
import { describe, expect, it } from "vitest";
import { SHARED } from "../../../loader/shared.js";
import { SHARED_MODULES } from "../../../loader/shared-modules.js";

describe("the loader's shared kernel code", () => {
  it("holds each listed export of each listed module, in the listed order", async () => {
    const expected: unknown[] = [];
    for (const [file, names] of Object.entries(SHARED_MODULES)) {
      const module = (await import(`../../../${file.replace(/\.ts$/, ".js")}`)) as Record<string, unknown>;
      for (const name of names) {
        expect(module[name], `${file} ${name}`).toBeDefined();
        expect.soft(SHARED[expected.length], `${file} ${name}`).toBe(module[name]);
        expected.push(module[name]);
      }
    }
    expect(SHARED).toHaveLength(expected.length);
  });
});
