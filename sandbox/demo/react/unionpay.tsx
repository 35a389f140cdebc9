// UnionPay with paykit/react: the card in <HostedFields> frames, the SMS enrolment and the payment through a
// <PaymentMethod name="unionpay"> render prop that hands the fields' instance to checking the card, sending the SMS
// code and tokenizing. Sandbox card 6212 3456 7890 1232 (SMS code 12345) or 6212 3456 7890 0085 (no SMS code).
import { useEffect, useState } from "react";
import type { BraintreeError } from "../../../kernel/public.js";
import { HostedFields, PaymentMethod, useHostedFields, type MethodInstance } from "../../../react/index.js";
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

const ID = "unionpay";

type UnionPay = MethodInstance<"unionpay">;
type Enrollment = Awaited<ReturnType<UnionPay["enroll"]>>;

/** The shopper's mobile and SMS code, as typed. */
function useEnrollmentForm() {
  const [countryCode, setCountryCode] = useState("62");
  const [number, setNumber] = useState("11111111111");
  const [smsCode, setSmsCode] = useState("12345");
  const fields = (
    <>
      <label className="control">
        Mobile (country code, number)
        <span>
          <input
            id="unionpay-country"
            value={countryCode}
            size={3}
            aria-label="Country code"
            onChange={(event) => setCountryCode(event.target.value)}
          />{" "}
          <input
            id="unionpay-mobile"
            value={number}
            aria-label="Mobile number"
            onChange={(event) => setNumber(event.target.value)}
          />
        </span>
      </label>
      <label className="control">
        SMS code <input id="unionpay-sms" value={smsCode} onChange={(event) => setSmsCode(event.target.value)} />
      </label>
    </>
  );
  return { mobile: { countryCode, number }, smsCode, fields };
}

/** Check card, Send SMS code and Pay, each a call of the UnionPay instance with the Hosted Fields instance. */
function UnionPayActions({
  unionpay,
  page,
  form,
}: {
  unionpay: UnionPay | undefined;
  page: Checkout;
  form: ReturnType<typeof useEnrollmentForm>;
}) {
  const { instance: hostedFields } = useHostedFields();
  const [outcome, show] = useOutcome();
  const [enrollment, setEnrollment] = useState<Enrollment>();

  /** Runs one step, showing its progress and its answer (or failure) on the result line. */
  function step<Answer>(label: string, call: () => Promise<Answer>, describe: (answer: Answer) => string): void {
    page.choose(ID);
    show("pending", `${label}…`);
    call().then(
      (answer) => show("done", describe(answer)),
      (failure: BraintreeError) => {
        show("error", `${label} failed: ${describeFailure(failure)}`);
        page.error(`unionpay.${label}`, failure);
      },
    );
  }

  const usable = unionpay && hostedFields ? { unionpay, hostedFields } : undefined;
  return (
    <>
      <div className="actions">
        <button
          type="button"
          id="unionpay-capabilities"
          disabled={!usable}
          onClick={() =>
            usable &&
            step(
              "fetchCapabilities",
              () => usable.unionpay.fetchCapabilities({ hostedFields: usable.hostedFields }),
              (capabilities) =>
                `UnionPay: ${capabilities.isUnionPay}, debit: ${capabilities.isDebit}, supported: ${capabilities.unionPay.isSupported}`,
            )
          }
        >
          Check card
        </button>
        <button
          type="button"
          id="unionpay-enroll"
          disabled={!usable}
          onClick={() =>
            usable &&
            step(
              "enroll",
              () => usable.unionpay.enroll({ hostedFields: usable.hostedFields, mobile: form.mobile }),
              (answer) => {
                setEnrollment(answer);
                return `Enrolled${answer.smsCodeRequired ? "; enter the SMS code and pay" : "; no SMS code needed"}`;
              },
            )
          }
        >
          Send SMS code
        </button>
        <button
          type="button"
          className="wallet-button"
          id="unionpay-pay"
          disabled={!usable}
          onClick={() =>
            usable &&
            step(
              "tokenize",
              () =>
                usable.unionpay.tokenize({
                  hostedFields: usable.hostedFields,
                  enrollmentId: enrollment?.enrollmentId ?? "",
                  ...(enrollment?.smsCodeRequired ? { smsCode: form.smsCode } : {}),
                }),
              (payload) => {
                void page.nonce("UnionPay", payload);
                return `UnionPay nonce: ${payload.nonce} (${payload.details.cardType} ending in ${payload.details.lastFour})`;
              },
            )
          }
        >
          Pay with UnionPay
        </button>
      </div>
      <p className="hint">
        Test cards: <code>6212 3456 7890 1232</code> (SMS code <code>12345</code>), <code>6212 3456 7890 0085</code> (no
        SMS code).
      </p>
      <Result id="unionpay-result" outcome={outcome} />
    </>
  );
}

function UnionPaySection(props: SectionProps) {
  const section = useSectionState(props);
  const form = useEnrollmentForm();
  const [fieldsReady, setFieldsReady] = useState(false);
  const [unionpayReady, setUnionpayReady] = useState(false);
  const { ready } = section;
  useEffect(() => {
    if (fieldsReady && unionpayReady) ready();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reports ready once both are ready, not again when the section re-renders
  }, [fieldsReady, unionpayReady]);
  return (
    <Section id={ID} state={section.state}>
      <HostedFields
        fields={{
          number: { id: "unionpay-number", label: "Card number", placeholder: "6212 3456 7890 1232" },
          expirationDate: { id: "unionpay-expiration", label: "Expiration date", placeholder: "MM / YY" },
          cvv: { id: "unionpay-cvv", label: "CVV", placeholder: "123" },
        }}
        styles={{ input: { "font-size": "16px", color: "#1d2330" } }}
        fieldClassName="hosted-field"
        onReady={() => setFieldsReady(true)}
        onError={section.fail}
      >
        <form id="unionpay-form" className="card-form" noValidate onSubmit={(event) => event.preventDefault()}>
          {form.fields}
        </form>
        <PaymentMethod name="unionpay" onReady={() => setUnionpayReady(true)} onError={section.fail}>
          {({ instance }) => <UnionPayActions unionpay={instance} page={props.checkout} form={form} />}
        </PaymentMethod>
      </HostedFields>
    </Section>
  );
}

export const unionpaySection = reactMethod(
  {
    id: ID,
    title: "UnionPay",
    tagline: 'UnionPay cards with an SMS code, in <HostedFields> frames (<PaymentMethod name="unionpay">).',
  },
  UnionPaySection,
);
