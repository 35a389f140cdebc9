/**
 * Open-banking Instant Verification in the sandbox. A merchant's server gets a JWT for each session
 * (here `POST /open_banking/jwt`, done by the gateway itself as `/client_token` is); the page sends the
 * shopper to the provider with it (`ct`), and the provider returns them to the JWT's `redirectUrl` with
 * `success`, `cancel` or `error` (base64 JSON). The provider's page is sandbox/simulators/open-banking/.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { isRecord } from "../../shared/http.js";
import {
  type GatewayContext,
  type GatewayRequest,
  type GatewayResponse,
  classicError,
  gatewayState,
} from "../context.js";
import { isHttpUrl } from "./common/urls.js";
import { type Route, post } from "../router.js";

const SECRET = randomBytes(32);
const LIFETIME_MS = 15 * 60 * 1000;

export interface OpenBankingSession {
  merchantId: string;
  redirectUrl: string;
  jti: string;
}

/** The sessions (JWT ids) that ended with the shopper's decision, on this gateway. */
const endedSessions = gatewayState("ended open-banking sessions", () => new Set<string>());

const base64url = (value: Buffer | string) => Buffer.from(value).toString("base64url");
const sign = (content: string) => createHmac("sha256", SECRET).update(content).digest();

/** `POST /open_banking/jwt` with `{redirectUrl, merchantId?}`: the JWT a merchant's server would get. */
export function mintOpenBankingJwt(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const body = isRecord(request.body) ? request.body : {};
  if (!isHttpUrl(body.redirectUrl)) return classicError(400, "redirectUrl must be an http(s) URL");
  const merchant =
    typeof body.merchantId === "string" ? context.merchants.find(body.merchantId) : context.merchants.defaultMerchant;
  if (!merchant) return classicError(404, "Unknown merchant");
  if (!merchant.methods.openBanking) return classicError(422, "Open banking is not enabled for this merchant account");
  const header = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const claims = {
    iss: "paykit-sandbox",
    merchantId: merchant.merchantId,
    redirectUrl: body.redirectUrl,
    jti: randomUUID(),
    exp: Date.now() + LIFETIME_MS,
  };
  const payload = base64url(JSON.stringify(claims));
  return { status: 201, body: { jwt: `${header}.${payload}.${base64url(sign(`${header}.${payload}`))}` } };
}

/** The session a JWT stands for, if the sandbox signed it, it has not expired and it was not used. */
export function openBankingSession(jwt: string | undefined, context: GatewayContext): OpenBankingSession | undefined {
  const [header, payload, signature] = (jwt ?? "").split(".");
  if (!header || !payload || !signature) return undefined;
  const expected = sign(`${header}.${payload}`);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (
    !isRecord(claims) ||
    typeof claims.exp !== "number" ||
    claims.exp < Date.now() ||
    context.state(endedSessions).has(String(claims.jti))
  )
    return undefined;
  if (typeof claims.merchantId !== "string" || !isHttpUrl(claims.redirectUrl)) return undefined;
  return { merchantId: claims.merchantId, redirectUrl: claims.redirectUrl, jti: String(claims.jti) };
}

/** A session ends with the shopper's decision. */
export function endOpenBankingSession(session: OpenBankingSession, context: GatewayContext): void {
  context.state(endedSessions).add(session.jti);
}

/** The provider's answer, as it appears in the return address: base64 of JSON. */
export function encodeResult(result: unknown): string {
  return Buffer.from(JSON.stringify(result)).toString("base64");
}

export const instantVerificationRoutes: readonly Route[] = [post("/open_banking/jwt", mintOpenBankingJwt)];
