#!/usr/bin/env node
// `npx paykit <command>`: the commands paykit's package offers an app. One for now, `migrate`.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { MigrateError, migrate } from "./migrate/index.js";

const HELP = `Usage: paykit migrate [<tarball> | paykit[@<version>]] [--drop-in <tarball> | --drop-in paykit-drop-in[@<version>]]
                      [--keep-drop-in] [--dry-run] [--cwd <folder>]

Moves the app in the current folder from braintree-web to paykit: package.json's braintree-web becomes paykit
(the tarball's path, or the registry's paykit), with the override of the app's package manager (npm overrides,
pnpm.overrides or yarn resolutions) so every nested braintree-web is paykit too. When the app depends on
braintree-web-drop-in, that becomes paykit's Drop-in (paykit-drop-in, the same module and options, no bundler
settings): from the tarball paykit-drop-in-1.48.0.tgz beside paykit's tarball (\`npm pack ./dist/paykit-drop-in\`
in paykit's folder writes it), or, when paykit comes from the registry, npm:paykit-drop-in@^1.48.0.
The stale lock entries are removed and the package manager installs; then it checks that one braintree-web is
installed and that it is paykit (and braintree-web-drop-in paykit's), and prints the bundler settings to add.

Options:
  --drop-in <tarball | paykit-drop-in[@<version>]>
                  where paykit's Drop-in comes from, instead of the default above
  --keep-drop-in  keep the provider's braintree-web-drop-in (it runs on paykit through the override; the command
                  prints the bundler settings it then needs: its source entry and \`global\`)
  --dry-run       print the changes and change nothing
  --cwd <folder>  the app's folder (default: the current folder)
  -h, --help      this text`;

function main(argv: string[]): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        "dry-run": { type: "boolean" },
        "drop-in": { type: "string" },
        "keep-drop-in": { type: "boolean" },
        cwd: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    console.error(`paykit: ${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  const [command, source, ...rest] = parsed.positionals;
  if (parsed.values.help || command === undefined) {
    console.log(HELP);
    return command === undefined && !parsed.values.help ? 2 : 0;
  }
  if (command !== "migrate" || rest.length > 0) {
    console.error(
      `paykit: unknown command or argument "${command === "migrate" ? rest.join(" ") : command}"\n\n${HELP}`,
    );
    return 2;
  }
  try {
    migrate({
      app: resolve(parsed.values.cwd ?? "."),
      source,
      dropIn: parsed.values["drop-in"],
      keepDropIn: parsed.values["keep-drop-in"] ?? false,
      dryRun: parsed.values["dry-run"] ?? false,
    });
    return 0;
  } catch (error) {
    if (!(error instanceof MigrateError)) throw error;
    console.error(`paykit migrate: ${error.message}\n  Fix: ${error.fix}`);
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));
