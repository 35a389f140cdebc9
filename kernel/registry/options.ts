/**
 * Checks a component's create options before its `create` runs; throws the catalogue error of the first
 * problem. Declared once per plugin (`definePlugin({ options })`). A schema library was measured for this
 * (valibot: about 1.4 kB min+gzip in every plugin bundle that uses it) and left out: it would not fit the
 * 3–7 kB plugin budgets.
 */
export type OptionsValidator = (options: unknown) => void;
