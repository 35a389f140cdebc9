// Where paykit comes from: a packed tarball on this machine or a name on the registry, as the dependency spec that
// package.json gets for `braintree-web`; and where paykit's Drop-in comes from, for `braintree-web-drop-in`.
import { existsSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { VERSION } from "../../kernel/version.js";
import { MigrateError } from "./errors.js";
import { readFromTarball } from "./tarball.js";

export interface Source {
  /** The dependency spec for `braintree-web`: `npm:paykit@^3.132.0` or `file:../paykit/paykit-3.132.0.tgz`. */
  spec: string;
  /** The version of paykit it names (the tarball's own, or the range's). */
  version: string;
  tarball?: string;
}

const TARBALL = /\.(tgz|tar\.gz)$/;

/** The Drop-in release paykit's Drop-in package stands for (npm/braintree-web-drop-in/manifest.json's version). */
export const DROP_IN_VERSION = "1.48.0";
export const DROP_IN_PACKAGE = "paykit-drop-in";
/** The name `npm pack ./dist/paykit-drop-in` gives the tarball. */
export const DROP_IN_TARBALL = `${DROP_IN_PACKAGE}-${DROP_IN_VERSION}.tgz`;

/** A tarball's spec relative to the app's folder (npm resolves a root dependency's `file:` from there). */
function fileSpec(app: string, tarball: string): string {
  const path = relative(app, tarball).split(sep).join("/");
  return `file:${isAbsolute(path) || path.startsWith(".") ? path : `./${path}`}`;
}

/** What `npm pack` makes for each package, for the errors. */
const PACKED_BY: Record<string, string> = {
  paykit: "`npm pack` in paykit's folder (after `npm ci && npm run build`), which writes paykit-<version>.tgz",
  [DROP_IN_PACKAGE]: `\`npm pack ./dist/paykit-drop-in\` in paykit's folder (after \`npm run build\`), which writes ${DROP_IN_TARBALL}`,
};

function readTarball(app: string, argument: string, expected = "paykit"): Source {
  const tarball = resolve(app, argument);
  let manifest: string | undefined;
  try {
    manifest = readFromTarball(tarball, "package/package.json");
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new MigrateError(
      `cannot read the tarball ${tarball} (${reason}).`,
      existsSync(tarball)
        ? `It is not a gzipped npm package: make it again with ${PACKED_BY[expected]}.`
        : `Give the path of the file made by ${PACKED_BY[expected]}.`,
    );
  }
  const { name, version } = JSON.parse(manifest ?? "{}") as { name?: string; version?: string };
  if (name !== expected || !version)
    throw new MigrateError(
      `${tarball} is not ${expected === "paykit" ? "paykit's package" : "paykit's Drop-in package"} (its package.json names ${name ?? "nothing"}).`,
      `Give the tarball made by ${PACKED_BY[expected]}.`,
    );
  return { spec: fileSpec(app, tarball), version, tarball };
}

/** `argument` as given on the command line (none: paykit of this command's own version, from the registry). */
export function resolveSource(app: string, argument: string | undefined): Source {
  if (argument && (TARBALL.test(argument) || existsSync(resolve(app, argument)))) return readTarball(app, argument);
  const match = /^(?:npm:)?paykit(?:@(.+))?$/.exec(argument ?? "paykit");
  if (!match)
    throw new MigrateError(
      `${argument} is neither a tarball nor paykit on the registry.`,
      "Give the path of paykit's packed tarball (paykit-<version>.tgz), or `paykit` (optionally `paykit@<version>`).",
    );
  const range = match[1] ?? `^${VERSION}`;
  return { spec: `npm:paykit@${range}`, version: range.replace(/^[\^~=]/, "") };
}

/**
 * Where paykit's Drop-in comes from, for an app that depends on braintree-web-drop-in: `argument` (`--drop-in`: a
 * tarball, or `paykit-drop-in[@<range>]`); without it, from where paykit comes: the tarball `npm pack` writes beside
 * paykit's tarball, or the registry. A paykit tarball without the Drop-in tarball beside it stops the command rather
 * than reaching for a registry that may not have the package.
 */
export function resolveDropInSource(app: string, argument: string | undefined, paykit: Source): Source {
  if (argument === undefined && paykit.tarball) {
    const beside = join(dirname(paykit.tarball), DROP_IN_TARBALL);
    if (!existsSync(beside))
      throw new MigrateError(
        `the app depends on braintree-web-drop-in, and there is no ${DROP_IN_TARBALL} beside ${paykit.tarball}.`,
        [
          `Make it with \`npm pack ./dist/paykit-drop-in\` in paykit's folder (beside paykit's tarball), or give it with --drop-in <tarball>;`,
          `or --drop-in ${DROP_IN_PACKAGE} for paykit's Drop-in from the registry;`,
          "or --keep-drop-in to keep the provider's braintree-web-drop-in (on paykit, with bundler settings).",
        ].join("\n       "),
      );
    return readTarball(app, beside, DROP_IN_PACKAGE);
  }
  if (argument && (TARBALL.test(argument) || existsSync(resolve(app, argument))))
    return readTarball(app, argument, DROP_IN_PACKAGE);
  const match = /^(?:npm:)?paykit-drop-in(?:@(.+))?$/.exec(argument ?? DROP_IN_PACKAGE);
  if (!match)
    throw new MigrateError(
      `--drop-in ${argument} is neither a tarball nor ${DROP_IN_PACKAGE} on the registry.`,
      `Give the path of ${DROP_IN_TARBALL} (\`npm pack ./dist/paykit-drop-in\` in paykit's folder), or ${DROP_IN_PACKAGE} (optionally ${DROP_IN_PACKAGE}@<version>).`,
    );
  const range = match[1] ?? `^${DROP_IN_VERSION}`;
  return { spec: `npm:${DROP_IN_PACKAGE}@${range}`, version: range.replace(/^[\^~=]/, "") };
}
