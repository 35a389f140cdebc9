// Where the frame that holds the card may send it: both addresses the configuration gives (the client API, and
// GraphQL when the gateway offers it) must be defined and trusted, or the card goes nowhere.
import { isTrustedUrl } from "../../../kernel/frame-entry.js";
import type { FrameConfiguration } from "../types.js";

export interface CardGateway {
  clientApiUrl: string;
  graphQL?: { url: string; features: string[] };
}

/** The configuration's gateway, or the name of the first address the card must not go to. */
export function cardGateway(client: NonNullable<FrameConfiguration["client"]>): CardGateway | { untrusted: string } {
  const gateway = client.gatewayConfiguration as {
    clientApiUrl?: unknown;
    graphQL?: { url?: unknown; features: string[] };
  };
  if (!isTrustedUrl(gateway.clientApiUrl)) return { untrusted: "clientApiUrl" };
  if (gateway.graphQL !== undefined && !isTrustedUrl(gateway.graphQL?.url)) return { untrusted: "graphQL.url" };
  return gateway as CardGateway;
}
