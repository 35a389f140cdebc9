/**
 * The simulated bank-linking service (SIMULATOR): `GET /simulators/bank-login/link-initialize.js` is the
 * script a page loads instead of the real service's (a labelled in-page dialog that never contacts a bank),
 * and `POST /simulators/bank-login/link` is where that script gets a public token, which the gateway's
 * `TokenizeUsBankLogin` (sandbox/gateway/methods/us-bank-account.ts) redeems once.
 */
import { isRecord } from "../../shared/http.js";
import type { GatewayContext, GatewayRequest, GatewayResponse } from "../../gateway/context.js";
import { bankLogins } from "../../gateway/methods/us-bank-account.js";

/** `POST /simulators/bank-login/link` `{key, subtype}`: the simulated service links an account. */
export function linkBankAccount(request: GatewayRequest, context: GatewayContext): GatewayResponse {
  const body = isRecord(request.body) ? request.body : {};
  if (typeof body.key !== "string" || body.key === "")
    return { status: 400, body: { error: { message: "key is required" } } };
  const subtype = body.subtype === "savings" ? "savings" : "checking";
  const publicToken = context.state(bankLogins).issue(subtype);
  return {
    status: 200,
    body: {
      publicToken,
      metadata: {
        institution: { name: "Sandbox Bank", institution_id: "ins_sandbox" },
        account: {
          id: `sandbox-${subtype}-account`,
          name: `Sandbox ${subtype}`,
          type: "depository",
          subtype,
          mask: "0000",
        },
        account_id: `sandbox-${subtype}-account`,
      },
    },
  };
}
