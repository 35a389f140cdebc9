// Preferred payment methods with a paykit/react render prop: whether PayPal and Venmo are preferred on this
// shopper's device (a failed lookup reads as "neither"), which a checkout uses to put those buttons first. Not a
// payment: no sale.
import type { BraintreeError } from "../../../kernel/public.js";
import { PaymentMethod, type MethodInstance } from "../../../react/index.js";
import {
  Result,
  Section,
  describeFailure,
  reactMethod,
  useOutcome,
  useSectionState,
  type Checkout,
  type SectionProps,
} from "./demo.js";

const ID = "preferred-payment-methods";

type PreferredPaymentMethods = MethodInstance<"preferredPaymentMethods">;

function PreferredLookup({ preferred, page }: { preferred: PreferredPaymentMethods | undefined; page: Checkout }) {
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

function PreferredPaymentMethodsSection(props: SectionProps) {
  const section = useSectionState(props);
  return (
    <Section id={ID} state={section.state}>
      <PaymentMethod name="preferredPaymentMethods" onReady={section.ready} onError={section.fail}>
        {({ instance }) => <PreferredLookup preferred={instance} page={props.checkout} />}
      </PaymentMethod>
    </Section>
  );
}

export const preferredPaymentMethodsSection = reactMethod(
  {
    id: ID,
    title: "Preferred payment methods",
    short: "Preferred",
    tagline:
      'Whether this shopper prefers PayPal or Venmo: a lookup, not a payment (<PaymentMethod name="preferredPaymentMethods">).',
  },
  PreferredPaymentMethodsSection,
);
