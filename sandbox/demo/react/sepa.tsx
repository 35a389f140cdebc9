// SEPA Direct Debit with a paykit/react render prop: the IBAN and holder in React state, the mandate approved in a
// pop-up at the sandbox's bank simulator through the render prop's `pay` (tokenize with these options).
import { useState } from "react";
import type { BraintreeError } from "../../../kernel/public.js";
import { PaymentMethod } from "../../../react/index.js";
import {
  Result,
  Section,
  describeFailure,
  reactMethod,
  useOutcome,
  useSectionState,
  type NoncePayload,
  type SectionProps,
} from "./demo.js";

const ID = "sepa";

function SepaSection(props: SectionProps) {
  const page = props.checkout;
  const section = useSectionState(props);
  const [iban, setIban] = useState("FR7630006000011234567890189");
  const [holder, setHolder] = useState("Jane Doe");
  const [outcome, show] = useOutcome();
  const tokenizeOptions = {
    accountHolderName: holder,
    customerId: "demo-customer",
    iban: iban.replace(/\s+/g, ""),
    mandateType: "ONE_OFF" as const,
    countryCode: "FR",
    merchantAccountId: "demo_eur_account",
  };
  const onNonce = (payload: (NoncePayload & { ibanLastFour?: string; mandateType?: string }) | undefined) => {
    if (!payload) return;
    show("nonce", `SEPA nonce: ${payload.nonce} (IBAN ending ${payload.ibanLastFour}, ${payload.mandateType})`);
    void page.nonce("SEPA Direct Debit", payload, {
      description: `SEPA Direct Debit, IBAN ending in ${payload.ibanLastFour} · ${payload.mandateType}`,
    });
  };
  const onError = (failure: BraintreeError) => {
    if (section.state !== "ready") return section.fail(failure);
    show("error", `SEPA failed: ${describeFailure(failure)}`);
    page.error("sepa.tokenize", failure);
  };
  return (
    <Section id={ID} state={section.state}>
      <label className="control">
        IBAN <input id="sepa-iban" value={iban} autoComplete="off" onChange={(event) => setIban(event.target.value)} />
      </label>
      <label className="control">
        Account holder <input id="sepa-holder" value={holder} onChange={(event) => setHolder(event.target.value)} />
      </label>
      <PaymentMethod
        name="sepa"
        tokenizeOptions={tokenizeOptions}
        onReady={section.ready}
        onNonce={onNonce}
        onError={onError}
      >
        {({ ready, pay }) => (
          <div className="actions">
            <button
              type="button"
              className="wallet-button"
              id="sepa-start"
              disabled={!ready || outcome?.state === "pending"}
              onClick={() => {
                page.choose(ID);
                show("pending", "SEPA: waiting for the shopper…");
                pay();
              }}
            >
              Pay by SEPA Direct Debit
            </button>
          </div>
        )}
      </PaymentMethod>
      <Result id="sepa-result" outcome={outcome} />
    </Section>
  );
}

export const sepaSection = reactMethod(
  {
    id: ID,
    title: "SEPA Direct Debit",
    short: "SEPA",
    tagline:
      'A direct debit mandate approved in a pop-up at the sandbox\'s bank simulator (<PaymentMethod name="sepa">).',
  },
  SepaSection,
);
