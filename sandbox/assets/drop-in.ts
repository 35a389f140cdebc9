/**
 * The provider's Drop-in (braintree-web-drop-in from npm) loads its stylesheet from the gateway configuration's
 * `assetsUrl` (`/web/dropin/<version>/css/dropin.css`): without it, Drop-in reports ready and draws nothing. The asset
 * server answers that path from the braintree-web-drop-in the app has installed, found as Node resolves it from the
 * directory the sandbox starts in. Otherwise (none installed, or paykit's own braintree-web-drop-in, whose
 * package.json has a `paykit` field) the path is the release's own asset: paykit's Checkout at the provider's Drop-in
 * paths (`web/dropin/<version>/js/dropin.min.js`, `css/dropin.css`), built by build/build.ts.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const PACKAGE = "braintree-web-drop-in";

/** The stylesheet the package ships at its root. */
const STYLESHEET = "dropin.css";

/** `css/dropin.css` is what Drop-in's source asks for; `css/dropin.min.css` is the name the provider's CDN documents for a link tag. */
const STYLESHEET_PATH = /^\/web\/dropin\/([^/]+)\/css\/dropin(?:\.min)?\.css$/;

/** A braintree-web-drop-in found from a directory. */
export interface InstalledDropIn {
  /** The package's directory. */
  directory: string;
  version: string;
  /** Its stylesheet (`<directory>/dropin.css`). */
  stylesheet: string;
}

/**
 * Where Drop-in's stylesheet was looked for and what was found there (`dropIn` undefined: the provider's is not
 * installed; `paykit`: paykit's braintree-web-drop-in is, in that directory).
 */
export interface DropInStyles {
  searchedFrom: string;
  dropIn?: InstalledDropIn;
  paykit?: string;
}

/** Resolves braintree-web-drop-in from `fromDirectory` as the app's own `require` would (none when unresolved or without its stylesheet). */
export function findDropIn(fromDirectory: string): DropInStyles {
  let manifestPath: string;
  try {
    manifestPath = createRequire(join(fromDirectory, "noop.js")).resolve(`${PACKAGE}/package.json`);
  } catch {
    return { searchedFrom: fromDirectory };
  }
  const directory = dirname(manifestPath);
  const stylesheet = join(directory, STYLESHEET);
  let version: unknown;
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { version?: unknown; paykit?: unknown };
    if (manifest.paykit !== undefined) return { searchedFrom: fromDirectory, paykit: directory };
    version = manifest.version;
  } catch {
    return { searchedFrom: fromDirectory };
  }
  if (typeof version !== "string" || !existsSync(stylesheet)) return { searchedFrom: fromDirectory };
  return { searchedFrom: fromDirectory, dropIn: { directory, version, stylesheet } };
}

/**
 * What the asset server answers for a URL path: the provider's stylesheet to send, why not (its path for another
 * version), or `other`: not the provider's Drop-in stylesheet, a path of the release's own assets.
 */
export type DropInStylesheetAnswer =
  { kind: "other" } | { kind: "file"; file: string } | { kind: "missing"; message: string };

export function dropInStylesheetFor(styles: DropInStyles, urlPath: string): DropInStylesheetAnswer {
  const version = STYLESHEET_PATH.exec(urlPath)?.[1];
  if (version === undefined) return { kind: "other" };
  const { dropIn } = styles;
  if (!dropIn) return { kind: "other" };
  if (dropIn.version !== version)
    return {
      kind: "missing",
      message: `Not found: the sandbox serves the styles of ${PACKAGE} ${dropIn.version} (${dropIn.directory})\n`,
    };
  return { kind: "file", file: dropIn.stylesheet };
}

/** The sandbox banner's line: whose Drop-in styles it serves, and why. */
export function describeDropInStyles(styles: DropInStyles): string {
  const { dropIn } = styles;
  if (styles.paykit !== undefined) return `paykit's own (the ${PACKAGE} in ${styles.paykit} is paykit's)`;
  if (!dropIn) return `paykit's own (${PACKAGE} is not installed in ${styles.searchedFrom})`;
  return `${PACKAGE} ${dropIn.version} from ${dropIn.directory}`;
}
