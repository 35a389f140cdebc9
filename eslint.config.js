// ESLint for every source file: JavaScript's recommended rules, typescript-eslint's type-checked set (recommendedTypeChecked:
// a rejection nobody handles, a promise passed where a callback's result is ignored, `any` leaking into typed code,
// assertions that assert nothing) over every TypeScript file in the repository through the project service (one type
// program per tsconfig.json, as an editor has), and every rule of React's recommended hook configuration (refs read
// or written during render included). Formatting is Prettier's job (.prettierrc.json); no rule here formats.
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
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Unused arguments are part of a callback's documented shape; unused locals are not.
      "@typescript-eslint/no-unused-vars": ["error", { args: "none", caughtErrors: "none", ignoreRestSiblings: true }],
      // A variable a closure reads before its one assignment (declared early on purpose) stays `let`.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
      // A promise-returning method passes on what it caught as it was (a merchant's code reads the gateway's error,
      // not a wrapper), as only-throw-error allows for a rethrow; a value of a known non-Error type is still refused.
      "@typescript-eslint/prefer-promise-reject-errors": ["error", { allowThrowingUnknown: true }],
      // Off: `async` without `await` is how a method that must return a Promise (braintree-web's API does, callback
      // or not) turns a throw into a rejection; dropping `async` would make those throws synchronous.
      "@typescript-eslint/require-await": "off",
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
    // Tests reach into pages and frames whose globals have no types (window.braintree of a page under test, the
    // values page.evaluate hands back, JSON the sandbox server answers): `any` is what those values are, and the
    // no-unsafe-* rules (about 2,600 findings there, nearly all of them reads of such values) would only ask for
    // casts that check nothing. The other type-aware rules run on tests as on the library.
    files: ["test/**"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    // JavaScript files are outside the type program (tsconfig.json has no allowJs): the sandbox's ES5 demo and
    // simulator scripts, the build's .mjs runners and the configuration files. Their every value would be `any`, so the
    // type-aware rules have nothing to check there; the rest of the rules above still run.
    files: ["**/*.{js,mjs,cjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Code as braintree-web's users write it, compiled against the packed package's declarations by its own test
    // (tsconfig.json leaves it out): there is no type program for it here.
    files: ["test/types/**"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["**/*.tsx", "react/**/*.ts", "sandbox/demo/react/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs["recommended-latest"].rules,
      "react-hooks/exhaustive-deps": "error",
    },
  },
);
