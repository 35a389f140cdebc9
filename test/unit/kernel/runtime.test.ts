// Kernel state is shared by construction: a kernel module a page runs that keeps module-level state must be one of
// the runtime modules (kernel/runtime.ts), which the CDN kernel bundle publishes on `braintree.__paykit` and every
// other CDN bundle reads instead of carrying its own copy (build/build.ts, `runtimeFromPage`).
import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../support/fixtures.js";

/** Names a module's top level keeps state in: `let`/`var` bindings and constants made with `new` (a Map, a WeakMap, …). */
function moduleStateOf(source: string): string[] {
  const file = ts.createSourceFile("module.ts", source, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const names: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    const mutable = (list.flags & (ts.NodeFlags.Let | ts.NodeFlags.Const)) !== ts.NodeFlags.Const;
    for (const declaration of list.declarations) {
      let initializer = declaration.initializer;
      while (
        initializer &&
        (ts.isParenthesizedExpression(initializer) ||
          ts.isAsExpression(initializer) ||
          ts.isSatisfiesExpression(initializer))
      ) {
        initializer = initializer.expression;
      }
      if (mutable || (initializer && ts.isNewExpression(initializer))) names.push(declaration.name.getText(file));
    }
  }
  return names;
}

/** The modules a module imports at run time (static and dynamic; type-only imports are left out), as repository paths. */
function runtimeImportsOf(path: string): string[] {
  const file = ts.createSourceFile(
    path,
    readFileSync(join(ROOT, path), "utf8"),
    ts.ScriptTarget.ES2022,
    true,
    ts.ScriptKind.TS,
  );
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

describe("kernel state shared by construction", () => {
  it("finds module-level state: let and var bindings and constants made with new, not constants or function locals", () => {
    const source = [
      "let hint: string | undefined;",
      "var legacy = 1;",
      "const cache = new Map<string, number>();",
      "const weak = /* @__PURE__ */ new WeakMap() as WeakMap<object, string>;",
      "export const LIMIT = 32;",
      "const table = { a: 1 };",
      "function f() { let local = 0; const inner = new Set(); return local + inner.size; }",
    ].join("\n");
    expect(moduleStateOf(source)).toEqual(["hint", "legacy", "cache", "weak"]);
  });

  it("publishes on the runtime handle every kernel module a page runs that keeps module-level state", () => {
    const modules = pageKernelModules();
    expect(modules).toEqual(
      expect.arrayContaining(["kernel/client/create.ts", "kernel/fraud/page.ts", "kernel/transport/request.ts"]),
    );
    const stateful = modules.filter((module) => moduleStateOf(readFileSync(join(ROOT, module), "utf8")).length > 0);
    expect(stateful.filter((module) => !runtimeModules.includes(module) && !KERNEL_PRIVATE.includes(module))).toEqual(
      [],
    );
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

  it("lists only modules that exist", () => {
    expect(runtimeModules.length).toBeGreaterThan(0);
    for (const module of runtimeModules) expect(() => readFileSync(join(ROOT, module))).not.toThrow();
  });
});
