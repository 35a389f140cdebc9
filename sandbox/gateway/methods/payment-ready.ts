/**
 * Payment Ready (WIRE §5.12), over GraphQL: `CreateCustomerSession`, `UpdateCustomerSession` and
 * `GenerateCustomerRecommendations`.
 *
 * Sandbox rules: a session id, when the merchant gives one, is 36 to 100 characters of
 * `[A-Za-z0-9-_.]` and not used before; a customer has a `hashedEmail` or a `hashedPhoneNumber`;
 * recommendations put Venmo first when the customer has the Venmo app and not the PayPal app.
 */
import { randomUUID } from "node:crypto";
import { isRecord } from "../../shared/http.js";
import { type GatewayContext, type GatewayResponse, gatewayState } from "../context.js";
import { type GraphQLCall, graphQLData, graphQLFailure } from "../core/graphql.js";
import { type Route, operation } from "../router.js";

const SESSION_ID = /^[A-Za-z0-9\-_.]{36,100}$/;

interface Session {
  merchantId: string;
  customer: Record<string, unknown>;
}

/** This gateway's customer sessions, by session id. */
const customerSessions = gatewayState("Payment Ready customer sessions", () => new Map<string, Session>());

type Operation = "CreateCustomerSession" | "UpdateCustomerSession" | "GenerateCustomerRecommendations";

const FIELDS: Record<Operation, string> = {
  CreateCustomerSession: "createCustomerSession",
  UpdateCustomerSession: "updateCustomerSession",
  GenerateCustomerRecommendations: "generateCustomerRecommendations",
};

function hasIdentity(customer: unknown): customer is Record<string, unknown> {
  return (
    isRecord(customer) && (typeof customer.hashedEmail === "string" || typeof customer.hashedPhoneNumber === "string")
  );
}

function recommendationsFor(
  customer: Record<string, unknown>,
): Array<{ paymentOption: string; recommendedPriority: number }> {
  const venmoFirst = customer.venmoAppInstalled === true && customer.paypalAppInstalled !== true;
  const options = venmoFirst ? ["VENMO", "PAYPAL"] : ["PAYPAL", "VENMO"];
  return options.map((paymentOption, index) => ({ paymentOption, recommendedPriority: index + 1 }));
}

/** The three Payment Ready mutations. */
function paymentReadyOperation(
  { operationName, variables, credential }: GraphQLCall,
  context: GatewayContext,
): GatewayResponse {
  const field = FIELDS[operationName as Operation];
  const input = isRecord(variables.input) ? variables.input : {};
  const sessions = context.state(customerSessions);
  const merchantId = credential.merchant.merchantId;
  const clientMutationId = typeof input.clientMutationId === "string" ? input.clientMutationId : null;
  const invalid = (key: string, message: string) =>
    graphQLFailure(field, "VALIDATION", message, { inputPath: ["input", key] });

  if (operationName === "CreateCustomerSession") {
    if (!hasIdentity(input.customer))
      return invalid("customer", "Customer must have a hashedEmail or a hashedPhoneNumber");
    const given = input.sessionId;
    if (given !== undefined && given !== null && (typeof given !== "string" || !SESSION_ID.test(given))) {
      return invalid("sessionId", "Session id must be 36 to 100 characters of letters, digits, '-', '_' and '.'");
    }
    if (typeof given === "string" && sessions.has(given))
      return invalid("sessionId", "Session id has already been used");
    const sessionId = typeof given === "string" ? given : randomUUID();
    sessions.set(sessionId, { merchantId, customer: input.customer });
    return graphQLData({ [field]: { sessionId, clientMutationId } });
  }

  const sessionId = input.sessionId;
  const session = typeof sessionId === "string" ? sessions.get(sessionId) : undefined;
  if (!session || session.merchantId !== merchantId) {
    return graphQLFailure(field, "NOT_FOUND", "Customer session not found", { inputPath: ["input", "sessionId"] });
  }
  if (operationName === "UpdateCustomerSession") {
    if (!hasIdentity(input.customer))
      return invalid("customer", "Customer must have a hashedEmail or a hashedPhoneNumber");
    session.customer = input.customer;
    return graphQLData({ [field]: { sessionId, clientMutationId } });
  }
  const customer = isRecord(input.customer) ? { ...session.customer, ...input.customer } : session.customer;
  return graphQLData({
    [field]: {
      clientMutationId,
      sessionId,
      paymentRecommendations: recommendationsFor(customer),
      isInPayPalNetwork: typeof customer.hashedEmail === "string",
    },
  });
}

export const paymentReadyRoutes: readonly Route[] = (Object.keys(FIELDS) as Operation[]).map((name) =>
  operation(name, paymentReadyOperation),
);
