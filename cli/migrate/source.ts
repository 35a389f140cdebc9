// Where paykit comes from: a packed tarball on this machine or a name on the registry, as the dependency spec that
// package.json gets for `braintree-web`.
import { existsSync } from "node:fs";
import { isAbsolute, relative, resolve, sep } from "node:path";
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

/** A tarball's spec relative to the app's folder (npm resolves a root dependency's `file:` from there). */
function fileSpec(app: string, tarball: string): string {
  const path = relative(app, tarball).split(sep).join("/");
  return `file:${isAbsolute(path) || path.startsWith(".") ? path : `./${path}`}`;
}

function readTarball(app: string, argument: string): Source {
  const tarball = resolve(app, argument);
  let manifest: string | undefined;
  try {
    manifest = readFromTarball(tarball, "package/package.json");
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new MigrateError(
      `cannot read the tarball ${tarball} (${reason}).`,
      existsSync(tarball)
        ? "It is not a gzipped npm package: make it again with `npm pack` in paykit's folder (after `npm run build`)."
        : "Give the path of the file `npm pack` wrote in paykit's folder (`npm ci && npm run build && npm pack` makes paykit-<version>.tgz).",
    );
  }
  const { name, version } = JSON.parse(manifest ?? "{}") as { name?: string; version?: string };
  if (name !== "paykit" || !version)
    throw new MigrateError(
      `${tarball} is not paykit's package (its package.json names ${name ?? "nothing"}).`,
      "Give the tarball `npm pack` wrote in paykit's folder.",
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
