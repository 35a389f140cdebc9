/**
 * The Masterpass side of the client API (`masterpass/request_token`, `payment_methods/masterpass_cards`)
 * and its ledger of request tokens. The shopper decides on the Masterpass simulator
 * (sandbox/simulators/masterpass/), which hands back a verifier and a checkout resource.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { isRecord } from "../../shared/http.js";
import {
  type GatewayContext,
  type GatewayRequest,
  type GatewayResponse,
  authorizeClassic,
  isAnswer,
  isResponse,
  gatewayState,
} from "../context.js";
import { type FieldProblem, isAmount, isCurrency, validationFailure } from "./common/money.js";
import { type Route, post } from "../router.js";
import { isHttpUrl } from "./common/urls.js";

export interface MasterpassCheckout {
  merchantId: string;
  requestToken: string;
  subtotal: string;
  currencyCode: string;
  callbackUrl: string;
  state: "created" | "approved" | "canceled" | "tokenized";
  verifier?: string;
  checkoutResourceUrl?: string;
}

export class MasterpassLedger {
  private readonly checkouts = new Map<string, MasterpassCheckout>();

  add(checkout: MasterpassCheckout): void {
    this.checkouts.set(checkout.requestToken, checkout);
  }

  get(requestToken: unknown): MasterpassCheckout | undefined {
    return typeof requestToken === "string" ? this.checkouts.get(requestToken) : undefined;
  }

  /** Records the shopper's decision; an approval gets a verifier and a checkout resource to read the card from. */
  decide(checkout: MasterpassCheckout, decision: "approve" | "cancel", gateway: string): boolean {
    if (checkout.state !== "created") return false;
    checkout.state = decision === "approve" ? "approved" : "canceled";
    if (decision === "approve") {
      checkout.verifier = randomBytes(20).toString("hex");
      checkout.checkoutResourceUrl = `${gateway}/simulators/masterpass/v6/checkout/${randomBytes(6).toString("hex")}`;
    }
    return true;
  }
}

/** This gateway's Masterpass checkouts (the simulator's checkout page decides them). */
export const masterpassCheckouts = gatewayState("Masterpass checkouts", () => new MasterpassLedger());

function authorizeMasterpass(request: GatewayRequest, context: GatewayContext) {
  const body = isRecord(request.body) ? request.body : {};
  const credential = authorizeClassic(body, request.pathMerchantId, context);
  if (isResponse(credential)) return credential;
  if (!credential.merchant.methods.masterpass) {
    return validationFailure("masterpass", "Masterpass is not enabled for this merchant account", [
      { field: "base", code: "93501", message: "Masterpass is not enabled for this merchant account" },
    ]);
  }
  return { body, credential };
}

/** `POST …/masterpass/request_token`: starts a Masterpass checkout for a subtotal. */
export function requestMasterpassToken(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const authorized = authorizeMasterpass(request, context);
  if (isAnswer(authorized)) return authorized;
  const input = isRecord(authorized.body.requestToken) ? authorized.body.requestToken : {};
  const problems: FieldProblem[] = [];
  if (!isAmount(input.subtotal))
    problems.push({ field: "subtotal", code: "93502", message: "Subtotal is an invalid format." });
  if (!isCurrency(input.currencyCode))
    problems.push({ field: "currencyCode", code: "93503", message: "Currency is not supported." });
  if (!isHttpUrl(input.callbackUrl))
    problems.push({ field: "callbackUrl", code: "93504", message: "Callback URL must be an http(s) URL." });
  if (!isHttpUrl(input.originUrl))
    problems.push({ field: "originUrl", code: "93505", message: "Origin URL must be an http(s) URL." });
  if (problems.length > 0) return validationFailure("requestToken", "Masterpass request token is invalid", problems);

  const requestToken = randomBytes(20).toString("hex");
  context.state(masterpassCheckouts).add({
    merchantId: authorized.credential.merchant.merchantId,
    requestToken,
    subtotal: String(input.subtotal),
    currencyCode: String(input.currencyCode).toUpperCase(),
    callbackUrl: String(input.callbackUrl),
    state: "created",
  });
  return { status: 201, body: { requestToken } };
}

function cardFailure(message: string, field: string): GatewayResponse {
  return validationFailure("masterpassCard", message, [{ field, code: "93510", message }]);
}

/** `POST …/payment_methods/masterpass_cards`: the card the shopper picked in Masterpass, as a nonce. */
export function tokenizeMasterpassCard(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const authorized = authorizeMasterpass(request, context);
  if (isAnswer(authorized)) return authorized;
  const card = isRecord(authorized.body.masterpassCard) ? authorized.body.masterpassCard : {};
  const checkout = context.state(masterpassCheckouts).get(card.requestToken);
  if (!checkout || checkout.merchantId !== authorized.credential.merchant.merchantId) {
    return cardFailure("Masterpass request token could not be found", "requestToken");
  }
  if (checkout.state === "tokenized")
    return cardFailure("Masterpass checkout has already been tokenized", "requestToken");
  if (checkout.state !== "approved") return cardFailure("Masterpass checkout has not been approved", "requestToken");
  if (card.verifierToken !== checkout.verifier) return cardFailure("Verifier token does not match", "verifierToken");
  if (card.checkoutResourceUrl !== checkout.checkoutResourceUrl)
    return cardFailure("Checkout resource does not match", "checkoutResourceUrl");
  checkout.state = "tokenized";
  return { status: 201, body: { masterpassCards: [masterpassCard()] } };
}

function masterpassCard(): Record<string, unknown> {
  const address = {
    streetAddress: "1 Sandbox Street",
    extendedAddress: "Suite 2",
    locality: "Chicago",
    region: "IL",
    postalCode: "60606",
    countryCodeAlpha2: "US",
  };
  return {
    type: "MasterpassCard",
    nonce: randomUUID(),
    description: "ending in 44",
    consumed: false,
    threeDSecureInfo: null,
    details: { cardType: "MasterCard", lastFour: "4444", lastTwo: "44" },
    contact: {
      firstName: "Sandy",
      lastName: "Shopper",
      emailAddress: "sandbox.shopper@example.com",
      phoneNumber: "3125551234",
    },
    billingAddress: address,
    shippingAddress: address,
    binData: {
      prepaid: "No",
      healthcare: "No",
      debit: "No",
      durbinRegulated: "No",
      commercial: "No",
      payroll: "No",
      issuingBank: "Sandbox Bank",
      countryOfIssuance: "USA",
      productId: "MCC",
    },
  };
}

export const masterpassRoutes: readonly Route[] = [
  post("/merchants/:merchantId/client_api/v1/masterpass/request_token", requestMasterpassToken),
  post("/merchants/:merchantId/client_api/v1/payment_methods/masterpass_cards", tokenizeMasterpassCard),
];
