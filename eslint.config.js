// ESLint for every source file: JavaScript's and TypeScript's recommended rules, React's hook rules, and the type-aware
// promise rules that catch what a payment library must never do (a rejection nobody handles, a promise passed where a
// callback's result is ignored). Formatting is Prettier's job (.prettierrc.json); no rule here formats.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "node_modules/**",
      "test-results/**",
      // Third-party-shaped fixtures: code written as braintree-web's users write it, and apps built from packed tarballs.
      "test/fixtures/braintree-web/**",
      "test/fixtures/plugins/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Unused arguments are part of a callback's documented shape; unused locals are not.
      "@typescript-eslint/no-unused-vars": ["error", { args: "none", caughtErrors: "none", ignoreRestSiblings: true }],
      // A variable a closure reads before its one assignment (declared early on purpose) stays `let`.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // CommonJS configuration files (dependency-cruiser loads them with require).
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // The simulators are ES5 scripts served as they are, in the style of the browser APIs they stand in for: a
    // constructor's methods close over their receiver with `var session = this`.
    files: ["sandbox/simulators/**/*.js"],
    rules: { "@typescript-eslint/no-this-alias": "off" },
  },
  {
    // Tests reach into pages and frames whose globals have no types (window.braintree of a page under test).
    files: ["test/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // What ships to a shopper's browser, checked with types: a promise nobody handles there is a merchant's unhandled
    // rejection. Only these folders, so the type program stays the size of the library (tsconfig.lint.json).
    files: ["{kernel,plugins,checkout,loader,react,npm}/**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: { project: "./tsconfig.lint.json", tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: false }],
    },
  },
  {
    files: ["**/*.tsx", "react/**/*.ts", "sandbox/demo/react/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
);
