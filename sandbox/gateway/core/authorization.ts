import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type { ClientTokenOptions, MerchantSettings } from "../../types.js";
import type { MerchantDirectory } from "./merchants.js";
import type { GatewayUrls } from "./urls.js";

const TOKENIZATION_KEY_PATTERN = /^[a-zA-Z0-9]+_[a-zA-Z0-9]+_[a-zA-Z0-9_]+$/;
const CLIENT_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A `graphQL.date` on or before 2018-05-10 makes the client fetch its configuration over GraphQL. */
export const DEFAULT_GRAPHQL_DATE = "2018-05-08";

/** What a client token was minted for, kept in memory by the gateway. */
export interface Grant {
  id: string;
  merchantId: string;
  customerId?: string | undefined;
  failOnDuplicatePaymentMethod: boolean;
  expiresAt: number;
}

/** A verified authorization. */
export type Credential =
  | { kind: "tokenizationKey"; merchant: MerchantSettings; value: string }
  | { kind: "clientToken"; merchant: MerchantSettings; value: string; grant: Grant };

/** Why an authorization was refused (always answered 401). */
export interface AuthorizationFailure {
  kind: "failure";
  reason: "missing" | "invalid" | "expired";
  message: string;
  /** What a developer can do about it, beside the provider's message (the sandbox's own addition). */
  fix?: string;
}

export class UnknownMerchantError extends Error {
  constructor(merchantId: string) {
    super(`Unknown merchant "${merchantId}"`);
  }
}

const base64url = (data: string | Buffer): string => Buffer.from(data).toString("base64url");

export function looksLikeTokenizationKey(value: string): boolean {
  return TOKENIZATION_KEY_PATTERN.test(value);
}

/** The fingerprint without the `&customer_id=…` (or `?…`) tail. */
function fingerprintCore(fingerprint: string): string {
  return fingerprint.split(/[&?]/, 1)[0] ?? "";
}

/**
 * Tokenization keys (from merchants.json) and client tokens (minted here). A client token's
 * authorization fingerprint is a signed JWT-like string whose id is registered in memory together
 * with what the token was minted for.
 */
export class AuthorizationService {
  private readonly secret = randomBytes(32);
  private readonly grants = new Map<string, Grant>();

  constructor(
    private readonly merchants: MerchantDirectory,
    private readonly urls: GatewayUrls,
  ) {}

  /** Mints a client token: base64 of the JSON the client decodes (WIRE §1.3). */
  mintClientToken(options: ClientTokenOptions = {}): string {
    const merchant =
      options.merchantId === undefined ? this.merchants.defaultMerchant : this.merchants.find(options.merchantId);
    if (!merchant) throw new UnknownMerchantError(options.merchantId ?? "");
    const now = Date.now();
    const grant: Grant = {
      id: randomUUID(),
      merchantId: merchant.merchantId,
      customerId: options.customerId,
      failOnDuplicatePaymentMethod: options.failOnDuplicatePaymentMethod === true,
      expiresAt: options.expired === true ? now - 1000 : now + CLIENT_TOKEN_LIFETIME_MS,
    };
    this.grants.set(grant.id, grant);
    const token = {
      version: 2,
      authorizationFingerprint: this.fingerprintFor(grant, now),
      configUrl: this.urls.configuration(merchant.merchantId),
      graphQL: { url: this.urls.graphQL, date: options.graphQLDate ?? DEFAULT_GRAPHQL_DATE },
      environment: "development",
      merchantId: merchant.merchantId,
      clientApiUrl: this.urls.clientApi(merchant.merchantId),
      assetsUrl: this.urls.assets,
      challenges: [...merchant.challenges],
      analytics: { url: this.urls.analytics },
    };
    return Buffer.from(JSON.stringify(token)).toString("base64");
  }

  private fingerprintFor(grant: Grant, now: number): string {
    const header = base64url(JSON.stringify({ typ: "JWT", alg: "HS256", kid: "paykit-sandbox" }));
    const payload = base64url(
      JSON.stringify({
        iss: this.urls.gateway,
        sub: `merchant|${grant.merchantId}`,
        jti: grant.id,
        iat: Math.floor(now / 1000),
        exp: Math.floor(grant.expiresAt / 1000),
      }),
    );
    const signature = this.sign(`${header}.${payload}`);
    const customer = grant.customerId === undefined ? "" : `&customer_id=${encodeURIComponent(grant.customerId)}`;
    return `${header}.${payload}.${signature}${customer}`;
  }

  private sign(content: string): string {
    return createHmac("sha256", this.secret).update(content).digest("base64url");
  }

  /** The grant behind a fingerprint if its signature is ours (expired or not). */
  private grantOf(fingerprint: string): Grant | undefined {
    const [header, payload, signature, ...rest] = fingerprintCore(fingerprint).split(".");
    if (header === undefined || payload === undefined || signature === undefined || rest.length > 0) return undefined;
    const expected = Buffer.from(this.sign(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    try {
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { jti?: unknown };
      return typeof claims.jti === "string" ? this.grants.get(claims.jti) : undefined;
    } catch {
      return undefined;
    }
  }

  verifyTokenizationKey(value: string | undefined): Credential | AuthorizationFailure {
    if (value === undefined || value === "") return failure("missing", "Authorization is required");
    const merchant = this.merchants.findByTokenizationKey(value);
    if (!merchant || !looksLikeTokenizationKey(value) || !value.startsWith("development_")) {
      return { ...failure("invalid", "Tokenization key is invalid"), fix: this.#keyFix(value) };
    }
    return { kind: "tokenizationKey", merchant, value };
  }

  verifyFingerprint(value: string | undefined): Credential | AuthorizationFailure {
    if (value === undefined || value === "") return failure("missing", "Authorization is required");
    const grant = this.grantOf(value);
    const merchant = grant && this.merchants.find(grant.merchantId);
    if (!grant || !merchant) return failure("invalid", "Authorization fingerprint is invalid");
    if (grant.expiresAt <= Date.now()) return failure("expired", "Authorization fingerprint has expired");
    return { kind: "clientToken", merchant, value, grant };
  }

  /** Why a tokenization key is not one of this sandbox's, and where to find the right one. */
  #keyFix(value: string): string {
    const merchantId = looksLikeTokenizationKey(value) ? value.split("_").slice(2).join("_") : "";
    const ids = this.merchants.all.map((merchant) => merchant.merchantId);
    const where = `copy a tokenization key from the sandbox's banner (the default merchant's is ${this.merchants.defaultMerchant.tokenizationKey}).`;
    if (!this.merchants.find(merchantId)) {
      return `This sandbox has no merchant ${JSON.stringify(merchantId)}; its merchants are ${ids.join(", ")}: ${where}`;
    }
    return `This is not the tokenization key of merchant ${JSON.stringify(merchantId)} in this sandbox: ${where}`;
  }

  /** A GraphQL bearer: a tokenization key or an authorization fingerprint. */
  verifyBearer(value: string | undefined): Credential | AuthorizationFailure {
    if (value !== undefined && looksLikeTokenizationKey(value)) return this.verifyTokenizationKey(value);
    return this.verifyFingerprint(value);
  }

  /** Merchant an authorization names, without judging whether it is valid (for logs and fault scoping). */
  merchantIdOf(value: string | undefined): string | undefined {
    if (value === undefined || value === "") return undefined;
    if (looksLikeTokenizationKey(value)) return value.split("_").slice(2).join("_");
    return this.grantOf(value)?.merchantId;
  }
}

function failure(reason: AuthorizationFailure["reason"], message: string): AuthorizationFailure {
  return { kind: "failure", reason, message };
}

export function isFailure(result: Credential | AuthorizationFailure): result is AuthorizationFailure {
  return result.kind === "failure";
}
