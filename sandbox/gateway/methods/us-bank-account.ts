/**
 * US bank account (WIRE §5.18): GraphQL `TokenizeUsBankAccount` (routing and account numbers) and
 * `TokenizeUsBankLogin` (a public token from the bank-linking service, which the sandbox simulates in
 * sandbox/simulators/bank-login/).
 *
 * Sandbox test values: routing number 011000015 (any number with a valid ABA checksum works), account
 * number 1000000000 (4 to 17 digits), account type checking or savings.
 */
import { randomBytes } from "node:crypto";
import { isRecord } from "../../shared/http.js";
import { type GatewayContext, type GatewayResponse, gatewayState } from "../context.js";
import { type GraphQLCall, graphQLData, graphQLFailure } from "../core/graphql.js";
import { type Route, operation } from "../router.js";

/** The account id the client sends outside production (the real id only exists in production). */
export const NON_PRODUCTION_ACCOUNT_ID = "plaid_account_id";

const ACCOUNT_TYPES = ["CHECKING", "SAVINGS"];

/** Public tokens the simulated bank-linking service issued, and the account subtype chosen with each. */
export class BankLoginLedger {
  private readonly tokens = new Map<string, { subtype: string; used: boolean }>();

  issue(subtype: string): string {
    const token = `public-sandbox-${randomBytes(12).toString("hex")}`;
    this.tokens.set(token, { subtype, used: false });
    return token;
  }

  /** Uses a token once; the subtype it was issued for, or undefined when unknown or already used. */
  redeem(token: string): string | undefined {
    const entry = this.tokens.get(token);
    if (!entry || entry.used) return undefined;
    entry.used = true;
    return entry.subtype;
  }
}

/** This gateway's public tokens of the simulated bank-linking service (sandbox/simulators/bank-login/). */
export const bankLogins = gatewayState("bank-login public tokens", () => new BankLoginLedger());

function validRoutingNumber(value: unknown): boolean {
  if (typeof value !== "string" || !/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

type Input = Record<string, unknown>;

/** The first problem with the owner, mandate and address shared by both operations, as [input key, message]. */
function commonProblem(input: Input): [string, string] | undefined {
  if (typeof input.achMandate !== "string" || input.achMandate.trim() === "")
    return ["achMandate", "ACH mandate is required"];
  const individual = isRecord(input.individualOwner) ? input.individualOwner : undefined;
  const business = isRecord(input.businessOwner) ? input.businessOwner : undefined;
  if (!individual && !business) return ["individualOwner", "Either individualOwner or businessOwner is required"];
  if (
    individual &&
    (typeof individual.firstName !== "string" ||
      !individual.firstName ||
      typeof individual.lastName !== "string" ||
      !individual.lastName)
  ) {
    return ["individualOwner", "First and last name are required"];
  }
  if (business && (typeof business.businessName !== "string" || !business.businessName))
    return ["businessOwner", "Business name is required"];
  if (!ACCOUNT_TYPES.includes(String(input.accountType)))
    return ["accountType", "Account type must be CHECKING or SAVINGS"];
  return undefined;
}

/** The tokenized account; its id is a nonce a merchant's server can charge once (`transaction sale`). */
function tokenized(field: string, accountNumber: string, context: GatewayContext): GatewayResponse {
  const id = `tokenusbankacct_sb_${randomBytes(10).toString("hex")}`;
  context.nonces.recordFrom({ nonce: id, type: "UsBankAccount", details: { lastFour: accountNumber.slice(-4) } });
  return graphQLData({ [field]: { paymentMethod: { id, details: { last4: accountNumber.slice(-4) } } } });
}

function refused(field: string, inputKey: string, key: string, message: string): GatewayResponse {
  return graphQLFailure(field, "VALIDATION", message, { inputPath: ["input", inputKey, key] });
}

/** GraphQL `TokenizeUsBankAccount` and `TokenizeUsBankLogin`. */
function tokenizeUsBankAccount(
  { operationName, variables, credential }: GraphQLCall,
  context: GatewayContext,
): GatewayResponse {
  const field = operationName === "TokenizeUsBankAccount" ? "tokenizeUsBankAccount" : "tokenizeUsBankLogin";
  const inputKey = operationName === "TokenizeUsBankAccount" ? "usBankAccount" : "usBankLogin";
  if (credential.merchant.methods.usBankAccount !== true) {
    return graphQLFailure(field, "AUTHORIZATION", "US bank account is not enabled for this merchant");
  }
  const outer = isRecord(variables.input) ? variables.input : {};
  const input = isRecord(outer[inputKey]) ? (outer[inputKey] as Input) : undefined;
  if (!input) return graphQLFailure(field, "VALIDATION", `input.${inputKey} is required`);
  const problem = commonProblem(input);
  if (problem) return refused(field, inputKey, problem[0], problem[1]);

  if (operationName === "TokenizeUsBankAccount") {
    if (!validRoutingNumber(input.routingNumber))
      return refused(field, inputKey, "routingNumber", "Routing number is invalid");
    if (typeof input.accountNumber !== "string" || !/^\d{4,17}$/.test(input.accountNumber)) {
      return refused(field, inputKey, "accountNumber", "Account number is invalid");
    }
    return tokenized(field, input.accountNumber, context);
  }
  if (input.accountId !== NON_PRODUCTION_ACCOUNT_ID)
    return refused(field, inputKey, "accountId", "Account id is invalid");
  const subtype =
    typeof input.publicToken === "string" ? context.state(bankLogins).redeem(input.publicToken) : undefined;
  if (subtype === undefined)
    return refused(field, inputKey, "publicToken", "Public token is invalid or was already used");
  if (subtype.toUpperCase() !== input.accountType)
    return refused(field, inputKey, "accountType", "Account type does not match the linked account");
  return tokenized(field, "0000", context);
}

export const usBankAccountRoutes: readonly Route[] = [
  operation("TokenizeUsBankAccount", tokenizeUsBankAccount),
  operation("TokenizeUsBankLogin", tokenizeUsBankAccount),
];
