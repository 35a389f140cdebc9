// The front page stays short and every page of docs/ is found from it; links lead to files that exist; the figures the
// pages quote come from docs/figures.md, which `npm run docs:figures` writes, and its budgets are size-limit.json's.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { budgetRows } from "../../../build/docs-figures.js";
import { ROOT } from "../../support/root.js";

const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
const README = read("README.md");
const PAGES = readdirSync(join(ROOT, "docs"))
  .filter((file) => file.endsWith(".md"))
  .map((file) => `docs/${file}`);

/**
 * Pages the README links that other branches of issue 48 write (the security policy and card frames, the Checkout's
 * locales and package, the types). Each one that exists is checked like every other page.
 */
/**
 * The pages issue 48 wrote or moved and keeps free of typed figures. Not docs/drop-in.md (the Checkout's README section
 * moved as it was, extended on another branch), nor pages of figures (docs/figures.md, docs/sizes.md), nor pages other
 * branches own.
 */
const OWN_PAGES = [
  "README.md",
  "docs/usage.md",
  "docs/migrating.md",
  "docs/sandbox.md",
  "docs/testing.md",
  "docs/payment-methods.md",
  "docs/differences.md",
  "docs/architecture.md",
];

/** Relative link targets of a markdown file, as repository paths (anchors dropped). */
function links(path: string): string[] {
  const text = read(path);
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => (match[1] as string).replace(/#.*$/, ""))
    .filter((target) => target !== "" && !/^[a-z]+:/i.test(target))
    .map((target) => relative(ROOT, join(ROOT, dirname(path), target)));
}

/** Prose only: fenced code and inline code removed (manifest examples such as `"budget": "7 KB"` are code). */
const prose = (text: string) => text.replace(/```[\s\S]*?```/g, "").replace(/`[^`]*`/g, "");

describe("the README", () => {
  it("is at most 250 lines", () => {
    expect(README.split("\n").length).toBeLessThanOrEqual(250);
  });

  it("keeps the two commands", () => {
    expect(README).toContain("npm ci && npm start");
    expect(README).toContain("npm ci && npm test");
  });

  it("links every page of docs/", () => {
    const linked = new Set(links("README.md"));
    expect(PAGES.filter((page) => !linked.has(page))).toEqual([]);
  });
});

describe("links", () => {
  it.each(["README.md", ...PAGES])("from %s lead to files that exist", (path) => {
    const missing = links(path).filter((target) => !existsSync(join(ROOT, target)));
    expect(missing).toEqual([]);
  });
});

describe("figures", () => {
  it("docs/figures.md lists every budget of size-limit.json, as it is there", () => {
    const budgets = (JSON.parse(read("size-limit.json")) as { name: string; limit: string }[]).map(
      ({ name, limit }) => ({ name, limit }),
    );
    expect(budgetRows(read("docs/figures.md")), "run `npm run docs:figures`").toEqual(budgets);
  });

  it("docs/figures.md has a measured build time", () => {
    expect(read("docs/figures.md")).toMatch(/^- `npm run build`: \d+ s on \d+ CPU cores/m);
  });

  it.each(OWN_PAGES)("%s types no size or build time of its own (it links docs/figures.md)", (path) => {
    expect(prose(read(path)).match(/\b\d+(\.\d+)? ?(kB|KB)\b|about \d+ s\b/g) ?? []).toEqual([]);
  });
});
