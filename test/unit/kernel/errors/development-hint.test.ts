// The fix a production build names for a development (local sandbox) authorization is worded once: every
// setting the error's hint names is the one the README shows.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEVELOPMENT_AUTHORIZATION_HINT } from "../../../../kernel/errors/catalogue.js";
import { ROOT } from "../../../support/fixtures.js";

const settings = [...DEVELOPMENT_AUTHORIZATION_HINT.matchAll(/`([^`]+)`/g)].map((match) => match[1] as string);

describe("the development-build hint", () => {
  it("names a setting for esbuild, Vite and webpack / Next.js", () => {
    expect(settings).toEqual([
      'conditions: ["development", "module"]',
      'resolve.conditions: ["development", ...defaultClientConditions]',
      'resolve.conditionNames: ["development", "..."]',
    ]);
  });

  it("is worded as the README's section on sandbox keys shows each setting", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8").replace(/\s+/g, " ");
    // The README writes nested settings as objects (`resolve: { conditions: [...] }`): compare the innermost key and value.
    for (const setting of settings) {
      const innermost = setting.replace(/^.*\.(?=\w+:)/, "");
      expect(readme, setting).toContain(innermost);
    }
  });
});
