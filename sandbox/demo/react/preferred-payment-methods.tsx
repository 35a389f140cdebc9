// Preferred payment methods with a paykit/react render prop: whether PayPal and Venmo are preferred on this
// shopper's device (a failed lookup reads as "neither"), which a checkout uses to put those buttons first. Not a
// payment: no sale.
import type { BraintreeError } from "../../../kernel/public.js";
import type { MethodInstance } from "../../../react/index.js";
import { Result, describeFailure, renderPropMethod, useOutcome, type MethodBodyProps } from "./demo.js";

const ID = "preferred-payment-methods";

type PreferredPaymentMethods = MethodInstance<"preferredPaymentMethods">;

function PreferredLookup({ instance: preferred, page }: MethodBodyProps<"preferredPaymentMethods">) {
  const [outcome, show] = useOutcome();
  const ask = (instance: PreferredPaymentMethods) => {
    page.choose(ID);
    show("pending", "Asking…");
    instance.fetchPreferredPaymentMethods().then(
      (answer) => {
        const text = `PayPal preferred: ${answer.paypalPreferred}, Venmo preferred: ${answer.venmoPreferred}`;
        show("done", text);
        page.log("preferredPaymentMethods", "fetchPreferredPaymentMethods", text);
      },
      (failure: BraintreeError) => {
        show("error", `Failed: ${describeFailure(failure)}`);
        page.error("preferredPaymentMethods.fetchPreferredPaymentMethods", failure);
      },
    );
  };
  return (
    <>
      <div className="actions">
        <button type="button" id="preferred-fetch" disabled={!preferred} onClick={() => preferred && ask(preferred)}>
          Which wallets does this shopper prefer?
        </button>
      </div>
      <Result id="preferred-payment-methods-result" outcome={outcome} />
    </>
  );
}

export const preferredPaymentMethodsSection = renderPropMethod(
  "preferredPaymentMethods",
  {
    id: ID,
    title: "Preferred payment methods",
    short: "Preferred",
    tagline:
      'Whether this shopper prefers PayPal or Venmo: a lookup, not a payment (<PaymentMethod name="preferredPaymentMethods">).',
  },
  PreferredLookup,
);
