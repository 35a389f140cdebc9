// React and the checkout run every payment method through the flows' table and the manifests, never through a
// method's name: this counts the names they still spell out. A name is every plugin's namespace and every checkout
// option its manifest declares ("venmo", "googlePay", "card", …), counted where it is a string literal: a value, a
// literal type, a `case`, a JSX attribute, a quoted key. Generated files are the manifests' own words, and the types
// of Drop-in's API (checkout/types.ts, its types only) name its options and payload types because Drop-in's API does.
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { PLUGINS } from "../../../build/plugins.js";
import { ROOT } from "../../support/fixtures.js";

/** Where the names may stay: the generated tables, the manifests' own words. */
const EXEMPT = [/\.generated\.ts$/];

/**
 * The types of Drop-in's public API (its create options `paypal`, `applePay`, …, the payload `type`s): there, and only
 * in type positions (a literal type, an interface's quoted key), a name is Drop-in's and stays; a value in that file
 * counts as anywhere else.
 */
const DROPIN_TYPES = /^checkout\/types\.ts$/;

/** What each folder may spell out: nothing, both reading the flows' table and the manifests (issue 47). */
const ALLOWED = { react: 0, checkout: 0 };

const NAMES = new Set(PLUGINS.flatMap((plugin) => [plugin.name, ...Object.keys(plugin.checkout ?? {})]));

/** Each plugin's namespace by its folder: what `import("…/plugins/<dir>/plugin.js")` creates. */
const NAMESPACE_OF_DIR = new Map(PLUGINS.map((plugin) => [plugin.dir, plugin.name]));

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file))
    .filter((file) => !EXEMPT.some((pattern) => pattern.test(file)));
}

/** The folder a module path names under plugins/ (`../../plugins/data-collector/plugin.js` → `data-collector`). */
function pluginDirOf(path: string): string | undefined {
  return basename(path) === "plugin.js" && basename(dirname(dirname(path))) === "plugins"
    ? basename(dirname(path))
    : undefined;
}

/** The path of the `import()` an importer argument (`() => import("…")`) makes, if that is what it is. */
function importedBy(node: ts.Node | undefined): string | undefined {
  if (!node || !ts.isArrowFunction(node) || !ts.isCallExpression(node.body)) return undefined;
  const { body } = node;
  const [path] = body.arguments;
  return body.expression.kind === ts.SyntaxKind.ImportKeyword && path && ts.isStringLiteral(path)
    ? path.text
    : undefined;
}

/**
 * The first argument of `useComponent(name, …)`: a component dedicated to one method creating that method; or of the
 * checkout's `namespaceOf(name, () => import("…/plugins/<dir>/plugin.js"))`, a service dedicated to one plugin (3-D
 * Secure, the Data Collector, the Vault Manager) naming the plugin its importer fetches, and only that one.
 */
function createsOwnPlugin(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral): boolean {
  const call = node.parent;
  if (!ts.isCallExpression(call) || call.arguments[0] !== node || !ts.isIdentifier(call.expression)) return false;
  if (call.expression.text === "useComponent") return true;
  const path = importedBy(call.arguments[1]);
  const dir = path === undefined ? undefined : pluginDirOf(path);
  return call.expression.text === "namespaceOf" && dir !== undefined && NAMESPACE_OF_DIR.get(dir) === node.text;
}

/** Whether a node is in a type (a literal type, an interface's member): what Drop-in's API types may name. */
function inType(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isTypeNode(at) || ts.isInterfaceDeclaration(at) || ts.isTypeAliasDeclaration(at)) return true;
  }
  return false;
}

/** Each method name a file spells out, as `file:line "name"`. */
export function methodNamesIn(file: string, text: string, names: ReadonlySet<string>): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const dropinTypes = DROPIN_TYPES.test(file);
  const note = (node: ts.Node, name: string) => {
    if (!names.has(name) || (dropinTypes && inType(node))) return;
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
      const own = useComponent("paypal", client);
      const service = namespaceOf("venmo", () => import("../../plugins/venmo/plugin.js"));
      const other = namespaceOf("venmo", () => import("../../plugins/apple-pay/plugin.js"));`;
    expect(methodNamesIn("probe.tsx", code, new Set(["venmo", "applePay", "card", "paypal", "googlePay"]))).toEqual([
      'probe.tsx:4 "venmo"',
      'probe.tsx:5 "applePay"',
      'probe.tsx:6 "card"',
      'probe.tsx:7 "paypal"',
      'probe.tsx:8 "googlePay"',
      'probe.tsx:12 "venmo"',
    ]);
  });

  it("leaves Drop-in's option and payload types their names, in checkout/types.ts's types only", () => {
    const code = `
      export type Option = "paypal" | "card";
      export interface Options { "venmo"?: boolean; paypal?: { flow: "checkout" } }
      export const DEFAULT = "applePay";`;
    const names = new Set(["venmo", "applePay", "card", "paypal"]);
    expect(methodNamesIn("checkout/types.ts", code, names)).toEqual(['checkout/types.ts:4 "applePay"']);
    expect(methodNamesIn("checkout/other.ts", code, names)).toHaveLength(4);
  });

  it("finds none in react/: every method goes through the flows' table", () => {
    const found = methodNamesUnder("react");
    expect(found.length, found.join("\n")).toBe(ALLOWED.react);
  });

  it("finds none in checkout/: every option goes through the manifests' table and the flows", () => {
    const found = methodNamesUnder("checkout");
    expect(found.length, found.join("\n")).toBe(ALLOWED.checkout);
  });
});
