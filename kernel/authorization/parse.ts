import { createError } from "../errors/braintree-error.js";
import { clientErrors } from "../errors/catalogue.js";
import { parseJson } from "../values/intrinsics.js";

export type AuthorizationType = "TOKENIZATION_KEY" | "CLIENT_TOKEN";

export interface TokenizationKeyAuthorization {
  kind: "TOKENIZATION_KEY";
  raw: string;
  environment: string;
  merchantId: string;
}

export interface ClientTokenAuthorization {
  kind: "CLIENT_TOKEN";
  raw: string;
  environment: string;
  authorizationFingerprint: string;
  configUrl: string;
  graphQL?: { url: string; date?: string };
}

export type Authorization = TokenizationKeyAuthorization | ClientTokenAuthorization;

const TOKENIZATION_KEY = /^[a-zA-Z0-9]+_[a-zA-Z0-9]+_[a-zA-Z0-9_]+$/;

/** Reads a tokenization key (`env_id_merchantId`) or a client token (base64 JSON). */
export function parseAuthorization(raw: string): Authorization {
  const authorization = readAuthorization(raw);
  if (!authorization) throw createError(clientErrors.CLIENT_INVALID_AUTHORIZATION);
  return authorization;
}

/** The same reading without the error: `undefined` for what is neither (the loader reads ahead with it). */
export function readAuthorization(raw: string): Authorization | undefined {
  if (TOKENIZATION_KEY.test(raw)) {
    const [environment = "", , ...merchant] = raw.split("_");
    return { kind: "TOKENIZATION_KEY", raw, environment, merchantId: merchant.join("_") };
  }
  let token: Record<string, unknown>;
  try {
    // The JSON the kernel found, so that a later script's JSON.parse cannot point `configUrl` elsewhere.
    token = parseJson(atob(raw)) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const { authorizationFingerprint, configUrl, environment, graphQL } = token ?? {};
  if (typeof authorizationFingerprint !== "string" || typeof configUrl !== "string") return undefined;
  const graph = graphQL as { url?: unknown; date?: unknown } | undefined;
  return {
    kind: "CLIENT_TOKEN",
    raw,
    environment: typeof environment === "string" ? environment : "",
    authorizationFingerprint,
    configUrl,
    graphQL:
      graph && typeof graph.url === "string"
        ? { url: graph.url, date: typeof graph.date === "string" ? graph.date : undefined }
        : undefined,
  };
}

/** The Bearer credential for GraphQL requests. */
export function bearerOf(authorization: Authorization): string {
  return authorization.kind === "CLIENT_TOKEN" ? authorization.authorizationFingerprint : authorization.raw;
}

/** The credential field added to every classic request. */
export function classicCredential(authorization: Authorization): Record<string, string> {
  return authorization.kind === "CLIENT_TOKEN"
    ? { authorizationFingerprint: authorization.authorizationFingerprint }
    : { tokenizationKey: authorization.raw };
}
