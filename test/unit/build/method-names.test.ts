// React and the checkout run every payment method through the flows' table and the manifests, never through a
// method's name: this counts the names they still spell out. A name is every plugin's namespace and every checkout
// option its manifest declares ("venmo", "googlePay", "card", …), counted where it is a string literal: a value, a
// literal type, a `case`, a JSX attribute, a quoted key. Generated files are the manifests' own words, and the types
// of Drop-in's API name its options because Drop-in's API does.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { PLUGINS } from "../../../build/plugins.js";
import { ROOT } from "../../support/fixtures.js";

/**
 * Where the names may stay: generated tables, and the option and payload types Drop-in's API itself names (React's
 * components dedicated to one method also name the plugin they create: see `createsOwnPlugin`).
 */
const EXEMPT = [/\.generated\.ts$/, /^checkout\/types\.ts$/];

/**
 * What each folder may still spell out. checkout/ is being rewritten to read the flows' table (issue 47); its count
 * on the day this test came is below, and goes to 0 with that work.
 */
const ALLOWED = { react: 0, checkout: 29 };

const NAMES = new Set(PLUGINS.flatMap((plugin) => [plugin.name, ...Object.keys(plugin.checkout ?? {})]));

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file))
    .filter((file) => !EXEMPT.some((pattern) => pattern.test(file)));
}

/** The first argument of `useComponent(name, …)`: a component dedicated to one method creating that method. */
function createsOwnPlugin(node: ts.Node): boolean {
  const call = node.parent;
  return (
    ts.isCallExpression(call) &&
    call.arguments[0] === node &&
    ts.isIdentifier(call.expression) &&
    call.expression.text === "useComponent"
  );
}

/** Each method name a file spells out, as `file:line "name"`. */
export function methodNamesIn(file: string, text: string, names: ReadonlySet<string>): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const note = (node: ts.Node, name: string) => {
    if (!names.has(name)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${file}:${line + 1} "${name}"`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      // An import's path is a file, not a method; the component React dedicates to one method (<HostedFields>,
      // useThreeDSecure) names the plugin it creates, and only there.
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent) && !createsOwnPlugin(node))
        note(node, node.text);
    } else if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      note(node, node.initializer.text);
      return;
    } else if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name)) {
      // A quoted key (`{ "venmo": … }`) is a literal like any other; a plain key is a property's name (an option
      // called `paymentRequest` is not the method of that name).
      note(node.name, node.name.text);
      visit(node.initializer);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function methodNamesUnder(folder: string): string[] {
  return sourcesUnder(folder).flatMap((file) =>
    methodNamesIn(relative(ROOT, join(ROOT, file)), readFileSync(join(ROOT, file), "utf8"), NAMES),
  );
}

describe("method names spelled out in React and the checkout", () => {
  it("counts string literals, literal types, cases, JSX attributes and quoted keys, not imports, comments or plain keys", () => {
    const code = `
      import { x } from "venmo";
      // "venmo" in a comment
      const a = "venmo";
      type B = "applePay" | "other";
      switch (a) { case "card": break; }
      const table = { "paypal": 1, other: 2, card: 3 };
      const el = <b data-x="googlePay" />;
      const fine = { x: "Venmo" };
      const own = useComponent("paypal", client);`;
    expect(methodNamesIn("probe.tsx", code, new Set(["venmo", "applePay", "card", "paypal", "googlePay"]))).toEqual([
      'probe.tsx:4 "venmo"',
      'probe.tsx:5 "applePay"',
      'probe.tsx:6 "card"',
      'probe.tsx:7 "paypal"',
      'probe.tsx:8 "googlePay"',
    ]);
  });

  it("finds none in react/: every method goes through the flows' table", () => {
    const found = methodNamesUnder("react");
    expect(found.length, found.join("\n")).toBe(ALLOWED.react);
  });

  it("finds no more in checkout/ than it is allowed (the checkout's rewrite brings it to 0)", () => {
    const found = methodNamesUnder("checkout");
    expect(found.length, found.join("\n")).toBeLessThanOrEqual(ALLOWED.checkout);
  });
});
