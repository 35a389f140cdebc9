// Stands in for kernel/client/create.ts inside CDN plugin bundles: the page's client.min.js owns the
// client (and its configuration cache), so plugins use it through the global instead of a second copy.
import type { Client } from "../../kernel/client/client.js";
import type { ClientCreateOptions } from "../../kernel/client/create.js";
import { createError } from "../../kernel/errors/braintree-error.js";
import { sharedErrors } from "../../kernel/errors/catalogue.js";
import { loadScript } from "../../kernel/scripts/load-script.js";
import { scriptDirectory } from "./script-directory.js";

interface GlobalClient {
  create(options: ClientCreateOptions): Promise<Client>;
}

const root = globalThis as unknown as { braintree?: { client?: GlobalClient } };

export async function createClient(options: ClientCreateOptions): Promise<Client> {
  if (!root.braintree?.client && scriptDirectory) await loadScript({ src: `${scriptDirectory}client.min.js` });
  const client = root.braintree?.client;
  if (!client) throw createError(sharedErrors.CLIENT_SCRIPT_FAILED_TO_LOAD);
  return client.create(options);
}
