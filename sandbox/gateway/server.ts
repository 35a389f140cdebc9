import { randomUUID } from "node:crypto";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { FaultRule, LoggedRequest } from "../types.js";
import {
  BodyTooLargeError,
  type TrackedServer,
  isRecord,
  parseJsonOrText,
  parseQuery,
  pause,
  readBody,
  sendJson,
  trackSockets,
} from "../shared/http.js";
import { amexExpressCheckoutProfile, amexRewardsBalance } from "./amex.js";
import { recordAnalytics } from "./analytics.js";
import { createApplePaySession, simulateApplePayPayment, tokenizeApplePayment } from "./apple-pay.js";
import { mintClientTokenRoute } from "./client-tokens.js";
import { handleConfiguration } from "./configuration.js";
import type { GatewayContext, GatewayRequest, GatewayResponse } from "./context.js";
import { type ControlTargets, handleControl } from "./control.js";
import { tokenizeClassicCard } from "./credit-cards.js";
import { MALFORMED_BODY, describeFault, graphQLFaultBody, statusFaultBody } from "./faults.js";
import { simulateGooglePayPaymentData } from "./google-pay.js";
import { bearerOf, handleGraphQL, operationNameOf } from "./graphql.js";
import { simulateVisaCheckoutPayment, tokenizeVisaCheckoutCard } from "./visa-checkout.js";
import { createSale } from "./transactions.js";
import { requestMasterpassToken, tokenizeMasterpassCard } from "./masterpass.js";
import { createPaymentResource, patchPaymentResource, setupBillingAgreement, tokenizePayPalAccount } from "./paypal.js";
import { decideMasterpass, showMasterpassCheckout } from "./simulators/masterpass.js";
import { enrollUnionPayCard, unionPayCapabilities } from "./unionpay.js";
import { linkBankAccount, serveBankLoginScript } from "./us-bank-account.js";
import { listPaymentMethods } from "./vault-manager.js";
import { decideVenmo, showVenmoApp } from "./simulators/venmo.js";
import { fraudBeacon, serveFastlane, serveFraudNet } from "./simulators/scripts.js";
import { cardinalSetup, decideChallenge, serveSongbird, showChallenge, threeDSecureAuthenticateFromJwt, threeDSecureLookup } from "./three-d-secure.js";
import { createLocalPayment } from "./local-payments.js";
import { mintOpenBankingJwt } from "./open-banking.js";
import { createSepaMandate, readSepaMandate, tokenizeSepaMandate } from "./sepa.js";
import { decideLocalPayment, showLocalPayment } from "./simulators/local-payment.js";
import { decideOpenBanking, showOpenBanking } from "./simulators/open-banking.js";
import { decideSepaMandate, showSepaMandate } from "./simulators/sepa.js";
import { decidePayPal, payPalLoading, payPalPreload, payPalSdkReturn, servePayPalSdk, showPayPalApproval } from "./simulators/paypal.js";

export interface GatewayServerOptions {
  context: GatewayContext;
  control: ControlTargets;
  /** Current latency added to every response. */
  latencyMs(): number;
  /** Aborted when the sandbox closes: pending delays end without answering. */
  signal: AbortSignal;
}

interface Route {
  method: string;
  pattern: RegExp;
  handle(request: GatewayRequest, context: GatewayContext): GatewayResponse;
}

const ROUTES: readonly Route[] = [
  { method: "GET", pattern: /^\/merchants\/[^/]+\/client_api\/v1\/configuration$/, handle: handleConfiguration },
  { method: "POST", pattern: /^\/merchants\/[^/]+\/client_api\/v1\/payment_methods\/credit_cards$/, handle: tokenizeClassicCard },
  { method: "POST", pattern: /^\/merchants\/[^/]+\/client_api\/v1\/apple_pay_web\/sessions$/, handle: createApplePaySession },
  { method: "POST", pattern: /^\/merchants\/[^/]+\/client_api\/v1\/payment_methods\/apple_payment_tokens$/, handle: tokenizeApplePayment },
  { method: "POST", pattern: /^\/merchants\/[^/]+\/client_api\/v1\/payment_methods\/visa_checkout_cards$/, handle: tokenizeVisaCheckoutCard },
  { method: "GET", pattern: /^\/merchants\/[^/]+\/client_api\/v1\/payment_methods\/amex_rewards_balance$/, handle: amexRewardsBalance },
  { method: "GET", pattern: /^\/merchants\/[^/]+\/client_api\/v1\/payment_methods\/amex_express_checkout_cards\/[^/]+$/, handle: amexExpressCheckoutProfile },
  { method: "POST", pattern: /^\/simulators\/apple-pay\/payment$/, handle: simulateApplePayPayment },
  { method: "POST", pattern: /^\/simulators\/google-pay\/payment-data$/, handle: simulateGooglePayPaymentData },
  { method: "POST", pattern: /^\/simulators\/visa-checkout\/payment$/, handle: simulateVisaCheckoutPayment },
  { method: "POST", pattern: /^\/graphql$/, handle: handleGraphQL },
  { method: "POST", pattern: /^\/xoplatform\/logger\/api\/logger$/, handle: recordAnalytics },
  { method: "POST", pattern: /^\/client_token$/, handle: mintClientTokenRoute },
  { method: "POST", pattern: /^\/merchants\/[^/]+\/client_api\/v1\/paypal_hermes\/create_payment_resource$/, handle: createPaymentResource },
  { method: "POST", pattern: /^\/merchants\/[^/]+\/client_api\/v1\/paypal_hermes\/setup_billing_agreement$/, handle: setupBillingAgreement },
  { method: "POST", pattern: /^\/merchants\/[^/]+\/client_api\/v1\/paypal_hermes\/patch_payment_resource$/, handle: patchPaymentResource },
  { method: "POST", pattern: /^\/merchants\/[^/]+\/client_api\/v1\/payment_methods\/paypal_accounts$/, handle: tokenizePayPalAccount },
  { method: "POST", pattern: /^\/merchants\/[^/]+\/client_api\/v1\/masterpass\/request_token$/, handle: requestMasterpassToken },
  { method: "POST", pattern: /^\/merchants\/[^/]+\/client_api\/v1\/payment_methods\/masterpass_cards$/, handle: tokenizeMasterpassCard },
  { method: "GET", pattern: /^\/simulators\/paypal\/(checkout|agreement)$/, handle: showPayPalApproval },
  { method: "GET", pattern: /^\/simulators\/paypal\/decide$/, handle: decidePayPal },
  { method: "GET", pattern: /^\/simulators\/paypal\/sdk\/js$/, handle: servePayPalSdk },
  { method: "GET", pattern: /^\/simulators\/paypal\/sdk\/return$/, handle: payPalSdkReturn },
  { method: "GET", pattern: /^\/simulators\/paypal\/loading$/, handle: payPalLoading },
  { method: "GET", pattern: /^\/simulators\/paypal\/smart\/buttons\/preload$/, handle: payPalPreload },
  { method: "GET", pattern: /^\/simulators\/masterpass\/checkout$/, handle: showMasterpassCheckout },
  { method: "GET", pattern: /^\/simulators\/masterpass\/decide$/, handle: decideMasterpass },
  { method: "GET", pattern: /^\/merchants\/[^/]+\/client_api\/v1\/payment_methods\/credit_cards\/capabilities$/, handle: unionPayCapabilities },
  { method: "POST", pattern: /^\/merchants\/[^/]+\/client_api\/v1\/union_pay_enrollments$/, handle: enrollUnionPayCard },
  { method: "GET", pattern: /^\/merchants\/[^/]+\/client_api\/v1\/payment_methods$/, handle: listPaymentMethods },
  { method: "GET", pattern: /^\/simulators\/bank-login\/link-initialize\.js$/, handle: serveBankLoginScript },
  { method: "POST", pattern: /^\/simulators\/bank-login\/link$/, handle: linkBankAccount },
  { method: "POST", pattern: /^\/merchants\/[^/]+\/transactions$/, handle: createSale },
  { method: "GET", pattern: /^\/simulators\/venmo\/(braintree\/checkout|go\/checkout|go\/web|go\/purchase)$/, handle: showVenmoApp },
  { method: "GET", pattern: /^\/simulators\/venmo\/decide$/, handle: decideVenmo },
  { method: "POST", pattern: /^\/merchants\/[^/]+\/client_api\/v1\/payment_methods\/[^/]+\/three_d_secure\/lookup$/, handle: threeDSecureLookup },
  { method: "POST", pattern: /^\/merchants\/[^/]+\/client_api\/v1\/payment_methods\/[^/]+\/three_d_secure\/authenticate_from_jwt$/, handle: threeDSecureAuthenticateFromJwt },
  { method: "GET", pattern: /^\/simulators\/cardinal\/songbird\.js$/, handle: serveSongbird },
  { method: "POST", pattern: /^\/simulators\/cardinal\/setup$/, handle: cardinalSetup },
  { method: "GET", pattern: /^\/simulators\/cardinal\/challenge$/, handle: showChallenge },
  { method: "GET", pattern: /^\/simulators\/cardinal\/decide$/, handle: decideChallenge },
  { method: "GET", pattern: /^\/simulators\/fraudnet\/fb\.js$/, handle: serveFraudNet },
  { method: "GET", pattern: /^\/simulators\/fraudnet\/beacon$/, handle: fraudBeacon },
  { method: "GET", pattern: /^\/simulators\/fastlane\/axo\.js$/, handle: serveFastlane },
  { method: "POST", pattern: /^\/merchants\/[^/]+\/client_api\/v1\/local_payments\/create$/, handle: createLocalPayment },
  { method: "GET", pattern: /^\/simulators\/local-payment\/checkout$/, handle: showLocalPayment },
  { method: "GET", pattern: /^\/simulators\/local-payment\/decide$/, handle: decideLocalPayment },
  { method: "POST", pattern: /^\/merchants\/[^/]+\/client_api\/v1\/sepa_debit$/, handle: createSepaMandate },
  { method: "GET", pattern: /^\/merchants\/[^/]+\/client_api\/v1\/sepa_debit\/[^/]+$/, handle: readSepaMandate },
  { method: "POST", pattern: /^\/merchants\/[^/]+\/client_api\/v1\/payment_methods\/sepa_debit_accounts$/, handle: tokenizeSepaMandate },
  { method: "GET", pattern: /^\/simulators\/sepa\/mandate$/, handle: showSepaMandate },
  { method: "GET", pattern: /^\/simulators\/sepa\/decide$/, handle: decideSepaMandate },
  { method: "POST", pattern: /^\/open_banking\/jwt$/, handle: mintOpenBankingJwt },
  { method: "GET", pattern: /^\/simulators\/open-banking\/create$/, handle: showOpenBanking },
  { method: "GET", pattern: /^\/simulators\/open-banking\/decide$/, handle: decideOpenBanking },
];

const CORS_HEADERS = {
  "Access-Control-Allow-Headers": "Content-Type, Authorization, Braintree-Version",
  "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE, OPTIONS",
  "Access-Control-Max-Age": "600",
  "Timing-Allow-Origin": "*",
};

function setCorsHeaders(request: IncomingMessage, response: ServerResponse): void {
  const origin = request.headers.origin;
  response.setHeader("Access-Control-Allow-Origin", origin ?? "*");
  if (origin) response.setHeader("Access-Control-Allow-Credentials", "true");
  response.setHeader("Vary", "Origin");
  for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value);
}

function route(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const matching = ROUTES.filter((candidate) => candidate.pattern.test(request.path));
  const handler = matching.find((candidate) => candidate.method === request.method);
  if (handler) return handler.handle(request, context);
  if (matching.length > 0) return { status: 405, body: { error: { message: `Method ${request.method} not allowed` } } };
  return { status: 404, body: { error: { message: `No route for ${request.method} ${request.path}` } } };
}

function merchantIdInPath(path: string): string | undefined {
  const segment = /^\/merchants\/([^/]+)\//.exec(path)?.[1];
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The authorization a request carries, wherever the client put it (for logs and fault scoping). */
function authorizationOf(request: GatewayRequest): string | undefined {
  const bearer = bearerOf(request);
  if (bearer) return bearer;
  for (const source of [request.body, request.query]) {
    if (!isRecord(source)) continue;
    const value = source.authorizationFingerprint ?? source.tokenizationKey;
    if (typeof value === "string") return value;
  }
  return undefined;
}

type FaultResult = "answered" | "continue";

async function applyFault(
  rule: FaultRule,
  request: IncomingMessage,
  response: ServerResponse,
  signal: AbortSignal,
): Promise<FaultResult> {
  if (rule.latencyMs && !(await pause(rule.latencyMs, signal))) return "answered";
  if (rule.drop) {
    request.socket.destroy();
    return "answered";
  }
  // A hung request is simply never answered; close() destroys its socket.
  if (rule.hang) return "answered";
  if (rule.malformed) {
    response.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
    response.end(MALFORMED_BODY);
    return "answered";
  }
  if (rule.graphqlErrorClass) {
    sendJson(response, 200, graphQLFaultBody(rule.graphqlErrorClass, randomUUID()));
    return "answered";
  }
  if (rule.status !== undefined) {
    sendJson(response, rule.status, statusFaultBody({ ...rule, status: rule.status }));
    return "answered";
  }
  return "continue";
}

/** Simulator pages, scripts and redirects: the sandbox standing in for a provider's own site. */
function sendText(response: ServerResponse, result: GatewayResponse): void {
  const text = result.text ?? "";
  response.writeHead(result.status, { "Cache-Control": "no-store", ...result.headers, "Content-Length": Buffer.byteLength(text) });
  response.end(text);
}

/** The gateway: client API routes, GraphQL, analytics sink, client token minting and the control API. */
export function createGatewayServer(options: GatewayServerOptions): TrackedServer {
  const { context, control, signal } = options;

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://gateway.invalid");
    const method = (request.method ?? "GET").toUpperCase();
    setCorsHeaders(request, response);

    if (url.pathname.startsWith("/__sandbox/")) {
      if (method === "OPTIONS") return sendJson(response, 204, undefined);
      const controlResult = handleControl(method, url.pathname, parseJsonOrText(await readBody(request)), control, url.searchParams);
      return sendJson(response, controlResult.status, controlResult.body);
    }

    const entry: LoggedRequest = {
      method,
      path: url.pathname,
      query: parseQuery(url.searchParams),
      headers: { ...request.headers },
      body: undefined,
      time: Date.now(),
    };

    if (method === "OPTIONS") {
      control.requests.push(entry);
      if (await pause(options.latencyMs(), signal)) sendJson(response, 204, undefined);
      return;
    }

    let text: string;
    try {
      text = await readBody(request);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendJson(response, 413, { error: { message: error.message } });
      throw error;
    }
    entry.body = parseJsonOrText(text);
    const gatewayRequest: GatewayRequest = {
      method,
      path: url.pathname,
      query: entry.query,
      headers: entry.headers,
      body: entry.body,
      pathMerchantId: merchantIdInPath(url.pathname),
      operationName: url.pathname === "/graphql" ? operationNameOf(entry.body) : undefined,
    };
    const merchantId = gatewayRequest.pathMerchantId ?? context.auth.merchantIdOf(authorizationOf(gatewayRequest));
    if (merchantId !== undefined) entry.merchantId = merchantId;
    if (gatewayRequest.operationName !== undefined) entry.operationName = gatewayRequest.operationName;
    control.requests.push(entry);

    if (!(await pause(options.latencyMs(), signal))) return;

    const fault = control.faults.take({ method, path: url.pathname, merchantId, operationName: gatewayRequest.operationName });
    if (fault) {
      entry.fault = describeFault(fault);
      if ((await applyFault(fault, request, response, signal)) === "answered") return;
    }

    const result = route(gatewayRequest, context);
    if (result.status < 300) context.nonces.recordFrom(result.body);
    if (result.text !== undefined || result.headers) sendText(response, result);
    else sendJson(response, result.status, result.body);
  }

  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      console.error("paykit sandbox gateway:", error);
      if (!response.headersSent && !response.destroyed) {
        sendJson(response, 500, { error: { message: "Internal sandbox error" } });
      }
    });
  });
  return trackSockets(server);
}
