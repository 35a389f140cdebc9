// Kernel state is shared by construction: a kernel module a page runs that keeps module-level state must be one of
// the runtime modules (kernel/runtime.ts), which the CDN kernel bundle publishes on `braintree.__paykit` and every
// other CDN bundle reads instead of carrying its own copy (build/build.ts, `runtimeFromPage`).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../support/fixtures.js";
import { RUNTIME_KEYS, runtimeKey } from "../../../build/runtime-keys.js";

/** An expression with its grouping, `as`, `satisfies` and `!` taken off. */
function bare(expression: ts.Expression): ts.Expression {
  while (
    ts.isParenthesizedExpression(expression) ||
    ts.isAsExpression(expression) ||
    ts.isSatisfiesExpression(expression) ||
    ts.isNonNullExpression(expression)
  ) {
    expression = expression.expression;
  }
  return expression;
}

/** Object.freeze(...) and Symbol(...)/Symbol.for(...): the calls whose result cannot change. */
function isUnchangingCall(call: ts.CallExpression): boolean {
  const callee = call.expression.getText();
  if (callee === "Symbol" || callee === "Symbol.for") return true;
  if (callee !== "Object.freeze") return false;
  const [argument] = call.arguments;
  if (!argument) return true;
  const frozen = bare(argument);
  // A frozen literal is unchanging when what it holds is (one level is frozen, so its members must be too).
  if (ts.isObjectLiteralExpression(frozen)) {
    return frozen.properties.every(
      (property) =>
        ts.isMethodDeclaration(property) ||
        ts.isShorthandPropertyAssignment(property) ||
        (ts.isPropertyAssignment(property) && isUnchanging(property.initializer)),
    );
  }
  if (ts.isArrayLiteralExpression(frozen)) return frozen.elements.every((element) => isUnchanging(element));
  return isUnchanging(frozen);
}

/**
 * Whether a module-level constant's value can never change, by how it is made: primitives and what computes one,
 * functions and classes, another binding or a property read (whatever state that is is found where it is made), a
 * frozen literal of such values, a symbol, a regular expression without the g or y flag. Anything else is a value
 * the module can change: an object or array literal, what `new` makes, what any other call returns.
 */
function isUnchanging(node: ts.Expression): boolean {
  const expression = bare(node);
  switch (expression.kind) {
    case ts.SyntaxKind.StringLiteral:
    case ts.SyntaxKind.NumericLiteral:
    case ts.SyntaxKind.BigIntLiteral:
    case ts.SyntaxKind.NoSubstitutionTemplateLiteral:
    case ts.SyntaxKind.TemplateExpression:
    case ts.SyntaxKind.TrueKeyword:
    case ts.SyntaxKind.FalseKeyword:
    case ts.SyntaxKind.NullKeyword:
    case ts.SyntaxKind.Identifier:
    case ts.SyntaxKind.PropertyAccessExpression:
    case ts.SyntaxKind.ElementAccessExpression:
    case ts.SyntaxKind.ArrowFunction:
    case ts.SyntaxKind.FunctionExpression:
    case ts.SyntaxKind.ClassExpression:
    case ts.SyntaxKind.PrefixUnaryExpression:
    case ts.SyntaxKind.TypeOfExpression:
    case ts.SyntaxKind.VoidExpression:
      return true;
  }
  if (ts.isRegularExpressionLiteral(expression)) {
    // Only a global or sticky expression keeps where it stopped (lastIndex) from one use to the next.
    return !/\/[a-z]*[gy][a-z]*$/.test(expression.text);
  }
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    // `a ?? b`, `a || b` and `a && b` are one of their operands; every other operator computes a primitive.
    if (
      operator === ts.SyntaxKind.QuestionQuestionToken ||
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.AmpersandAmpersandToken ||
      operator === ts.SyntaxKind.CommaToken
    ) {
      return isUnchanging(expression.left) && isUnchanging(expression.right);
    }
    return true;
  }
  if (ts.isConditionalExpression(expression))
    return isUnchanging(expression.whenTrue) && isUnchanging(expression.whenFalse);
  if (ts.isCallExpression(expression)) return isUnchangingCall(expression);
  return false;
}

/**
 * Names a module's top level keeps state in: every `let`/`var` binding, and every constant whose value can change
 * (an object or array literal, what `new` or a call makes; isUnchanging says what cannot).
 */
function moduleStateOf(source: string): string[] {
  const file = ts.createSourceFile("module.ts", source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const names: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.DeclareKeyword)) continue;
    // `const` (and `await using`, which carries the same bit); `let`, `var` and `using` can be assigned again.
    const constant = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
    for (const declaration of statement.declarationList.declarations) {
      const initializer = declaration.initializer;
      if (!constant || (initializer && !isUnchanging(initializer))) names.push(declaration.name.getText(file));
    }
  }
  return names;
}

/** A repository file's text, read once per run of this file (the last test reads hundreds of files for each table). */
const sources = new Map<string, string>();
function sourceOf(path: string): string {
  let source = sources.get(path);
  if (source === undefined) sources.set(path, (source = readFileSync(join(ROOT, path), "utf8")));
  return source;
}

/** runtimeImportsOf's answers: a file is parsed once however many tables it is checked for. */
const imports = new Map<string, string[]>();

/** The modules a module imports at run time (static and dynamic; type-only imports are left out), as repository paths. */
function runtimeImportsOf(path: string): string[] {
  let found = imports.get(path);
  if (found === undefined) imports.set(path, (found = parseRuntimeImports(path)));
  return found;
}

function parseRuntimeImports(path: string): string[] {
  const file = ts.createSourceFile(path, sourceOf(path), ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return specifiers
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => relative(ROOT, join(ROOT, dirname(path), specifier)).replace(/\.js$/, ".ts"))
    .filter((module) => module.endsWith(".ts"));
}

/** Every kernel module reachable from the kernel's page entries (what plugins and merchants import). */
function pageKernelModules(): string[] {
  const seen = new Set<string>();
  const queue = ["kernel/index.ts", "kernel/public.ts", "kernel/cdn.ts"];
  while (queue.length > 0) {
    const module = queue.pop()!;
    if (seen.has(module) || !module.startsWith("kernel/")) continue;
    seen.add(module);
    queue.push(...runtimeImportsOf(module));
  }
  return [...seen].sort();
}

const runtimeModules = [
  ...readFileSync(join(ROOT, "kernel/runtime.ts"), "utf8").matchAll(/^export (?:\*|\{[^}]*\}) from "\.\/(.+)\.js";$/gm),
].map((match) => `kernel/${match[1]}.ts`);

/**
 * Stateful kernel modules kept off the runtime handle on purpose: the loader's early work holds field frames and their
 * instance keys, which a page script must not reach (kernel/registry/early.ts). No entry a plugin imports exports it,
 * so no other bundle carries a copy.
 */
const KERNEL_PRIVATE = ["kernel/registry/early.ts"];

/**
 * Module-level values that could change by how they are made (literals, a catalogue's result) but are tables: made
 * once, then only read. Each bundle that imports one carries its own copy, which is harmless only while nothing
 * writes to it: the last test fails when a file that imports the module (or the module itself) writes one.
 */
const READ_ONLY_TABLES: Record<string, readonly string[]> = {
  "kernel/constants.ts": ["HTTP_METHODS", "CLIENT_API_URLS", "GRAPHQL_URLS", "TRUSTED_DOMAINS", "DEVELOPMENT_HOSTS"],
  "kernel/frames/constants.ts": ["FRAME_PAGES", "FRAME_SERVICE_MESSAGES", "POPUP_BRIDGE_PATHS"],
  "kernel/frames/errors.ts": ["frameServiceErrors"],
  "kernel/index.ts": ["client"],
  "kernel/transport/graphql/status.ts": ["ERROR_CLASS_STATUS"],
  "kernel/transport/graphql/tokenize-credit-card.ts": [
    "TOKENIZED_CARD_TYPES",
    "YES_NO_FIELDS",
    "VALUE_FIELDS",
    "YES_NO",
    "tokenizeCreditCardTranslation",
  ],
};

/** A write to a module-level table named `name`: to a member (`=`, `+=`, …), `delete`, a mutating method, Object.assign. */
function writesTo(name: string): RegExp {
  return new RegExp(
    `\\b${name}(?:\\[[^\\]]*\\]|\\.\\w+)+\\s*(?:[-+*/%&|^]|\\?\\?|&&|\\|\\|)?=(?!=)|\\bdelete\\s+${name}\\b|\\b${name}(?:\\.\\w+)*\\.(?:push|pop|shift|unshift|splice|sort|reverse|fill|copyWithin|set|add|clear)\\(|Object\\.(?:assign|defineProperty|defineProperties|setPrototypeOf)\\(\\s*${name}\\b`,
  );
}

/** Every TypeScript source file of the repository outside node_modules, dist and the third-party-shaped fixtures. */
function sourceFiles(): string[] {
  return execFileSync("git", ["ls-files", "*.ts", "*.tsx"], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter((path) => path && !path.startsWith("test/fixtures/"));
}

describe("kernel state shared by construction", () => {
  it("finds module-level state by how it is made: let/var, literals, new and calls, not primitives, functions or frozen tables", () => {
    const source = [
      "let hint: string | undefined;",
      "var legacy = 1;",
      "const cache = new Map<string, number>();",
      "const weak = /* @__PURE__ */ new WeakMap() as WeakMap<object, string>;",
      "const list: string[] = [];",
      "const table = { a: 1 };",
      "const made = makeState();",
      "const once = (() => ({ count: 0 }))();",
      "const bound = String.prototype.trim.bind(String.prototype);",
      "const nested = Object.freeze({ inner: [] as string[] });",
      "const scanner = /a/g;",
      "export const LIMIT = 32;",
      "const NAME = `paykit ${LIMIT}`;",
      "const SIZE = LIMIT * 2;",
      "const alias = LIMIT;",
      "const FROZEN = Object.freeze({ a: 1, b: Object.freeze(['x']) });",
      "const KEY = /^[a-z]+$/;",
      "const TAG = Symbol('tag');",
      "const handler = () => hint;",
      "declare const GLOBAL: object;",
      "function f() { let local = 0; const inner = new Set(); return local + inner.size; }",
    ].join("\n");
    expect(moduleStateOf(source)).toEqual([
      "hint",
      "legacy",
      "cache",
      "weak",
      "list",
      "table",
      "made",
      "once",
      "bound",
      "nested",
      "scanner",
    ]);
  });

  it("publishes on the runtime handle every kernel module a page runs that keeps module-level state", () => {
    const modules = pageKernelModules();
    expect(modules).toEqual(
      expect.arrayContaining(["kernel/client/create.ts", "kernel/fraud/page.ts", "kernel/transport/request.ts"]),
    );
    const unshared = modules
      .filter((module) => !runtimeModules.includes(module) && !KERNEL_PRIVATE.includes(module))
      .map((module) => ({
        module,
        state: moduleStateOf(readFileSync(join(ROOT, module), "utf8")).filter(
          (name) => !READ_ONLY_TABLES[module]?.includes(name),
        ),
      }));
    expect(unshared.filter(({ state }) => state.length > 0)).toEqual([]);
  });

  it("keeps the kernel-private modules off the runtime handle and out of the entries plugins import", () => {
    for (const module of KERNEL_PRIVATE) {
      expect(runtimeModules).not.toContain(module);
      for (const entry of ["kernel/index.ts", "kernel/frame-entry.ts", "kernel/public.ts"])
        expect({ entry, imports: runtimeImportsOf(entry) }).toEqual({
          entry,
          imports: expect.not.arrayContaining([module]),
        });
    }
  });

  it("leaves the read-only tables unwritten: no importer assigns to one, deletes from it or calls a mutating method on it", () => {
    for (const write of ["T.a = 1", "T[key] ??= 2", "T.a.b += 1", "delete T.a", "T.push(1)", "Object.assign(T, {})"])
      expect({ write, found: writesTo("T").test(write) }).toEqual({ write, found: true });
    for (const read of ["T.a === 1", "const x = T.a;", "f(T)", "T.includes(x)"])
      expect({ read, found: writesTo("T").test(read) }).toEqual({ read, found: false });
    const files = sourceFiles();
    const writes: string[] = [];
    for (const [module, names] of Object.entries(READ_ONLY_TABLES)) {
      expect(moduleStateOf(readFileSync(join(ROOT, module), "utf8"))).toEqual(expect.arrayContaining([...names]));
      const stem = `${basename(module, ".ts")}.js`;
      const readers = files.filter(
        (file) => file === module || (sourceOf(file).includes(stem) && runtimeImportsOf(file).includes(module)),
      );
      for (const name of names) {
        const write = writesTo(name);
        for (const file of readers) if (write.test(sourceOf(file))) writes.push(`${file}: ${name}`);
      }
    }
    expect(writes).toEqual([]);
  });

  it("lists only modules that exist", () => {
    expect(runtimeModules.length).toBeGreaterThan(0);
    for (const module of runtimeModules) expect(() => readFileSync(join(ROOT, module))).not.toThrow();
  });
});

describe("the runtime handle's keys (build/runtime-keys.ts)", () => {
  it("gives every export of kernel/runtime.ts a key of one or two letters, no key to two names", async () => {
    const runtime = await import("../../../kernel/runtime.js");
    expect(Object.keys(runtime).filter((name) => !Object.hasOwn(RUNTIME_KEYS, name))).toEqual([]);
    const keys = Object.values(RUNTIME_KEYS);
    expect(keys.filter((key) => !/^[A-Za-z]{1,2}$/.test(key))).toEqual([]);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it("refuses to name a key for what the handle does not publish", () => {
    expect(runtimeKey("loadPart")).toBe(RUNTIME_KEYS.loadPart);
    expect(() => runtimeKey("takeEarly")).toThrow("takeEarly is not on the runtime handle");
    expect(() => runtimeKey("toString")).toThrow("toString is not on the runtime handle");
  });
});
