// The repository's root directory, for tests that read or build its files.
import { dirname, resolve } from "node:path";

// vitest gives modules their file path in `import.meta.filename`, in every environment (jsdom's URL is not Node's).
export const ROOT = `${resolve(dirname(import.meta.filename ?? ""), "../..")}/`;
