// Local payment (iDEAL) with a paykit/react render prop: startPayment opens the sandbox's bank simulator in a pop-up;
// an approval ends in a nonce and a sale. Charged in euros: the order total in EUR.
import type { BraintreeError } from "../../../kernel/public.js";
import { PaymentMethod, type MethodInstance } from "../../../react/index.js";
import {
  Result,
  Section,
  describeFailure,
  reactMethod,
  useAmount,
  useOutcome,
  useSectionState,
  type Checkout,
  type SectionProps,
} from "./demo.js";

const ID = "local-payment";

type LocalPayment = MethodInstance<"localPayment">;

function IdealButton({ localPayment, page }: { localPayment: LocalPayment | undefined; page: Checkout }) {
  const amount = useAmount(page);
  const [outcome, show] = useOutcome();
  const start = (instance: LocalPayment) => {
    page.choose(ID);
    show("pending", "Local payment: waiting for the shopper…");
    instance
      .startPayment({
        paymentType: "ideal",
        paymentTypeCountryCode: "NL",
        amount,
        currencyCode: "EUR",
        givenName: "Joe",
        surname: "Doe",
        address: { countryCode: "NL" },
        fallback: { url: location.href, buttonText: "Return to the demo shop" },
        onPaymentStart: (data: { paymentId: string }, proceed: () => void) => {
          page.log("localPayment", "onPaymentStart", data.paymentId);
          show("pending", `Local payment ${data.paymentId}: waiting for the shopper…`);
          proceed();
        },
      })
      .then(
        (payload) => {
          // Without a payload the page went to the fallback address: the payment finishes there.
          if (!payload) return undefined;
          show("nonce", `Local payment nonce: ${payload.nonce} (${payload.type})`);
          return page.nonce("iDEAL", payload, { description: `iDEAL · ${payload.type}` });
        },
        (failure: BraintreeError) => {
          show("error", `Local payment failed: ${describeFailure(failure)}`);
          page.error("localPayment.startPayment", failure);
        },
      );
  };
  return (
    <>
      <div className="actions">
        <button
          type="button"
          className="wallet-button"
          id="local-payment-start"
          disabled={!localPayment || outcome?.state === "pending"}
          onClick={() => localPayment && start(localPayment)}
        >
          Pay {amount} EUR with iDEAL
        </button>
      </div>
      <p className="hint">Charged in euros: the order total in EUR. The bank simulator opens in a pop-up.</p>
      <Result id="local-payment-result" outcome={outcome} />
    </>
  );
}

function LocalPaymentSection(props: SectionProps) {
  const section = useSectionState(props);
  return (
    <Section id={ID} state={section.state}>
      <PaymentMethod name="localPayment" onReady={section.ready} onError={section.fail}>
        {({ instance }) => <IdealButton localPayment={instance} page={props.checkout} />}
      </PaymentMethod>
    </Section>
  );
}

export const localPaymentSection = reactMethod(
  {
    id: ID,
    title: "iDEAL (local payment)",
    short: "iDEAL",
    tagline:
      'A local payment method in a pop-up at the sandbox\'s bank simulator (<PaymentMethod name="localPayment">).',
  },
  LocalPaymentSection,
);
