// The package.json edit: `braintree-web` becomes paykit wherever the app depends on it, and the manager's override
// makes every package that depends on `braintree-web` (braintree-web-drop-in pins its own 3.x) get the same copy;
// `braintree-web-drop-in` becomes paykit's Drop-in package when the app switches it (its own `braintree-web` is then
// paykit's too, through the same override).
import { MigrateError } from "./errors.js";
import type { PackageManager } from "./package-manager.js";

export type Manifest = Record<string, unknown>;

const DEPENDENCY_FIELDS = ["dependencies", "devDependencies", "optionalDependencies"] as const;
const SDK = "braintree-web";
export const DROP_IN = "braintree-web-drop-in";

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** Sets `object[key]` to `value`, keeping the key's place if it was there already. */
function withEntry(object: Record<string, unknown> | undefined, key: string, value: unknown): Record<string, unknown> {
  return { ...object, [key]: value };
}

/** The override entry each manager reads: npm and pnpm refer to the root dependency; yarn 1 takes a spec. */
export function overrideOf(manager: PackageManager, spec: string): string {
  return manager === "yarn" ? spec : `$${SDK}`;
}

/**
 * package.json with `braintree-web` as `spec` and the override, and `braintree-web-drop-in` as `dropInSpec` when given;
 * throws when the app does not use braintree-web.
 */
export function rewriteManifest(
  manifest: Manifest,
  spec: string,
  manager: PackageManager,
  dropInSpec?: string,
): Manifest {
  const fields = DEPENDENCY_FIELDS.filter((field) => typeof record(manifest[field])?.[SDK] === "string");
  if (fields.length === 0)
    throw new MigrateError(
      "package.json has no braintree-web dependency, so there is nothing to replace.",
      "Run it in the app that uses braintree-web; to add paykit to a new app: npm install braintree-web@npm:paykit",
    );
  const next: Manifest = { ...manifest };
  for (const field of fields) next[field] = withEntry(record(manifest[field]), SDK, spec);
  if (dropInSpec !== undefined)
    for (const field of DEPENDENCY_FIELDS)
      if (typeof record(next[field])?.[DROP_IN] === "string")
        next[field] = withEntry(record(next[field]), DROP_IN, dropInSpec);
  const override = overrideOf(manager, spec);
  if (manager === "npm") next.overrides = withEntry(record(manifest.overrides), SDK, override);
  else if (manager === "pnpm") {
    const pnpm = record(manifest.pnpm);
    next.pnpm = withEntry(pnpm, "overrides", withEntry(record(pnpm?.overrides), SDK, override));
  } else next.resolutions = withEntry(record(manifest.resolutions), SDK, override);
  return next;
}

/** package.json's text for `manifest`, in the file's own indentation and line ending. */
export function formatManifest(manifest: Manifest, original: string): string {
  const indent = /^[ \t]+(?=")/m.exec(original)?.[0] ?? "  ";
  const eol = original.includes("\r\n") ? "\r\n" : "\n";
  return JSON.stringify(manifest, null, indent).replace(/\n/g, eol) + eol;
}

export function dependsOn(manifest: Manifest, name: string): boolean {
  return DEPENDENCY_FIELDS.some((field) => typeof record(manifest[field])?.[name] === "string");
}
