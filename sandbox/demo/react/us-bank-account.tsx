// US bank account (ACH) with a paykit/react render prop: by routing and account number (a form in React state), or by
// bank login through the sandbox's simulated bank-linking dialog. Either way the nonce goes to the sale.
import { useState } from "react";
import type { BraintreeError } from "../../../kernel/public.js";
import type { MethodInstance } from "../../../react/index.js";
import { Result, describeFailure, renderPropMethod, useOutcome, type MethodBodyProps } from "./demo.js";

const ID = "us-bank-account";
const OWNER = { ownershipType: "personal", firstName: "Ada", lastName: "Lovelace" } as const;
const ADDRESS = { streetAddress: "123 Fake St", locality: "San Francisco", region: "CA", postalCode: "94119" };

type UsBankAccount = MethodInstance<"usBankAccount">;
type TokenizeOptions = Parameters<UsBankAccount["tokenize"]>[0];

function BankAccountForm({ instance: bank, page }: MethodBodyProps<"usBankAccount">) {
  const [routingNumber, setRoutingNumber] = useState("011000015");
  const [accountNumber, setAccountNumber] = useState("1000000000");
  const [accountType, setAccountType] = useState("checking");
  const [outcome, show] = useOutcome();
  const mandateText = `I authorize Braintree to debit my bank account on behalf of ${page.storeName}.`;

  const pay = (label: string, options: TokenizeOptions) => {
    if (!bank) return;
    page.choose(ID);
    show("pending", `${label}: waiting for the bank…`);
    bank.tokenize(options).then(
      (payload) => {
        show("nonce", `US bank account nonce: ${payload.nonce} (${payload.description})`);
        return page.nonce(label, payload, { description: `${payload.description} · ${payload.type}` });
      },
      (failure: BraintreeError) => {
        show("error", `${label} failed: ${describeFailure(failure)}`);
        page.error(label, failure);
      },
    );
  };
  const byDetails = () =>
    pay("US bank account", {
      mandateText,
      bankDetails: { ...OWNER, routingNumber, accountNumber, accountType, billingAddress: ADDRESS },
    });
  const byLogin = () =>
    pay("US bank account (bank login)", {
      mandateText,
      bankLogin: { ...OWNER, displayName: page.storeName, billingAddress: ADDRESS },
    });

  return (
    <>
      <form id="us-bank-account-form" className="card-form" noValidate onSubmit={(event) => event.preventDefault()}>
        <div className="field-row">
          <label className="control">
            Routing number{" "}
            <input
              id="us-bank-routing"
              value={routingNumber}
              inputMode="numeric"
              onChange={(event) => setRoutingNumber(event.target.value)}
            />
          </label>
          <label className="control">
            Account number{" "}
            <input
              id="us-bank-account"
              value={accountNumber}
              inputMode="numeric"
              onChange={(event) => setAccountNumber(event.target.value)}
            />
          </label>
        </div>
        <label className="control">
          Account type{" "}
          <select id="us-bank-type" value={accountType} onChange={(event) => setAccountType(event.target.value)}>
            <option>checking</option>
            <option>savings</option>
          </select>
        </label>
      </form>
      <p className="hint" id="us-bank-mandate">
        {mandateText}
      </p>
      <div className="actions">
        <button type="button" className="wallet-button" id="us-bank-details" disabled={!bank} onClick={byDetails}>
          Pay by bank account
        </button>
        <button type="button" id="us-bank-login" disabled={!bank} onClick={byLogin}>
          Pay by bank login (simulated)
        </button>
      </div>
      <Result id="us-bank-account-result" outcome={outcome} />
    </>
  );
}

export const usBankAccountSection = renderPropMethod(
  "usBankAccount",
  {
    id: ID,
    title: "US bank account",
    short: "Bank (ACH)",
    tagline:
      'ACH debit by account number, or by bank login in the sandbox\'s simulated dialog (<PaymentMethod name="usBankAccount">).',
  },
  BankAccountForm,
);
