// The React demo checkout: the same page as `/` and `/loader` (checkout.js lays it out), every method drawn by
// paykit/react under StrictMode: the card as <HostedFields>, the Checkout tab as <Checkout>, PayPal, Masterpass,
// Venmo, Apple Pay, Google Pay and the browser's sheet as <PaymentMethod> default buttons, and the methods that are
// not one button (UnionPay, bank accounts, SEPA, iDEAL, the vault, Payment Ready, Fastlane…) as <PaymentMethod>
// render props, one file each in this folder. Nothing of methods/ runs here.
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
// The package's public entries only (`paykit`, `paykit/react`, `paykit/<method>`), as a merchant's app imports them.
import { client, type BraintreeError } from "../../../kernel/public.js";
import type {
  HostedFields as HostedFieldsInstance,
  HostedFieldsTokenizePayload,
} from "../../../plugins/hosted-fields/index.js";
import {
  Checkout as CheckoutComponent,
  HostedFields,
  PaymentMethod,
  PaymentsProvider,
  useCheckout,
  useHostedFields,
} from "../../../react/index.js";
import { americanExpressSection } from "./american-express.js";
import { checkout as page, reactMethod, type Checkout, type MethodSpec, type SectionProps } from "./demo.js";
import { fastlaneSection } from "./fastlane.js";
import { instantVerificationSection } from "./instant-verification.js";
import { localPaymentSection } from "./local-payment.js";
import { paymentReadySection } from "./payment-ready.js";
import { preferredPaymentMethodsSection } from "./preferred-payment-methods.js";
import { sepaSection } from "./sepa.js";
import { unionpaySection } from "./unionpay.js";
import { usBankAccountSection } from "./us-bank-account.js";
import { vaultManagerSection } from "./vault-manager.js";
import { applePaySection, googlePaySection, paymentRequestSection, visaCheckoutSection } from "./wallets.js";

/** What the demo's server and the checkout tab need of a payload. */
type NoncePayload = Parameters<Checkout["nonce"]>[1];

/** The card add-ons of sandbox/demo/card-checks.js: the brand badge's labels, 3-D Secure after tokenize, device data with the sale. */
interface CardChecks {
  markup: string;
  brands: Record<string, string>;
  start(checkout: Checkout): Promise<void>;
  pay(label: string, payload: HostedFieldsTokenizePayload, checkout: Checkout): Promise<unknown>;
}

declare global {
  interface Window {
    demoCardChecks: CardChecks;
  }
}

const LOGGED_EVENTS = [
  "focus",
  "blur",
  "empty",
  "notEmpty",
  "validityChange",
  "cardTypeChange",
  "inputSubmitRequest",
] as const;

function PayButton({ checkout, awaitingRefill }: { checkout: Checkout; awaitingRefill: boolean }) {
  const hostedFields = useHostedFields();
  const [busy, setBusy] = useState(false);
  const [amount, setAmount] = useState(checkout.amount());
  useState(() => checkout.onAmount(setAmount));
  return (
    <button
      type="submit"
      id="pay"
      className="pay-button"
      disabled={!hostedFields.ready || busy || awaitingRefill}
      onClick={(event) => {
        event.preventDefault();
        setBusy(true);
        checkout.choose("card");
        hostedFields
          .tokenize()
          .then(
            (payload) => {
              checkout.log("HostedFields", "tokenize", "resolved");
              // 3-D Secure when its box is ticked, then the nonce and the device data to the sale.
              return window.demoCardChecks.pay("Card", payload, checkout);
            },
            (failure: BraintreeError) => checkout.error("useHostedFields().tokenize", failure),
          )
          .finally(() => setBusy(false));
      }}
    >
      Pay {checkout.money(amount)}
    </button>
  );
}

function CardForm({
  checkout,
  onReady,
  onError,
}: {
  checkout: Checkout;
  onReady: () => void;
  onError: (error: BraintreeError) => void;
}) {
  const [brand, setBrand] = useState<{ type: string; niceType: string }>();
  const [state, setState] = useState("loading");
  const [awaitingRefill, setAwaitingRefill] = useState(false);
  const subscribe = (instance: HostedFieldsInstance) => {
    // After a sale the form is emptied for the next order, and Pay waits until every field is filled again.
    checkout.onSale(() => {
      setAwaitingRefill(true);
      for (const field of ["number", "expirationDate", "cvv", "postalCode"] as const)
        void instance.clear(field).catch(() => undefined);
    });
    instance.on("validityChange", (event) => {
      if (Object.values(event.fields).every((field) => field?.isValid)) setAwaitingRefill(false);
    });
    checkout.log("HostedFields", "onReady");
    for (const name of LOGGED_EVENTS) {
      instance.on(name, (event) => checkout.log("hostedFields", name, String(event.emittedBy)));
    }
    instance.on("cardTypeChange", (event) => {
      const card = event.cards.length === 1 ? event.cards[0] : undefined;
      setBrand(card ? { type: card.type, niceType: card.niceType } : undefined);
    });
    setState("ready");
    void window.demoCardChecks.start(checkout);
    onReady();
  };
  const brandBadge = (
    <span className="card-brand" data-brand={brand?.type ?? ""} title={brand?.niceType} aria-live="polite">
      {brand ? (window.demoCardChecks.brands[brand.type] ?? brand.niceType) : ""}
    </span>
  );
  return (
    <form
      id="card-form"
      className="card-form react-card-form"
      data-state={state}
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      <HostedFields
        fields={{
          number: { label: <>Card number{brandBadge}</>, placeholder: "1234 1234 1234 1234" },
          expirationDate: { label: "Expiration date", placeholder: "MM / YY" },
          cvv: { label: "CVV", placeholder: "123" },
          postalCode: { label: "Postal code", placeholder: "12345" },
        }}
        styles={{ input: { "font-size": "16px", color: "#1d2330" }, ".invalid": { color: "#a4161a" } }}
        fieldClassName="field"
        onReady={subscribe}
        onError={(failure) => {
          setState("error");
          onError(failure);
        }}
      >
        <div className="card-checks" dangerouslySetInnerHTML={{ __html: window.demoCardChecks.markup }} />
        <PayButton checkout={checkout} awaitingRefill={awaitingRefill} />
      </HostedFields>
      <p className="hint">
        Test cards: <code>4111 1111 1111 1111</code> (Visa), <code>3782 822463 10005</code> (Amex). Any future date, any
        CVV.
      </p>
    </form>
  );
}

const config = page.config;

/** The card method, in React: the same section as methods/card.js, drawn by <HostedFields>. */
const reactCard: MethodSpec = {
  id: "card",
  title: "Credit or debit card",
  short: "Card",
  tagline: "Visa, Mastercard, American Express, Discover, JCB, UnionPay… (paykit/react <HostedFields>)",
  scripts: ["/card-checks.js"],
  mount: (body, checkout) =>
    new Promise<void>((resolve, reject) => {
      createRoot(body).render(
        <StrictMode>
          <PaymentsProvider authorization={config.tokenizationKey}>
            <CardForm checkout={checkout} onReady={resolve} onError={reject} />
          </PaymentsProvider>
        </StrictMode>,
      );
    }),
};

/** The Pay button of the checkout tab: enabled while the checkout has a requestable method; the nonce is sold. */
function CheckoutPayButton({ checkout }: { checkout: Checkout }) {
  const dropIn = useCheckout();
  const [busy, setBusy] = useState(false);
  const pay = () => {
    setBusy(true);
    dropIn
      .requestPaymentMethod()
      .then((payload) =>
        checkout.nonce("Checkout", payload as unknown as NoncePayload, { deviceData: payload.deviceData }),
      )
      .catch((failure: unknown) => checkout.error("Checkout", failure))
      .finally(() => setBusy(false));
  };
  return (
    <div className="actions">
      <button
        type="button"
        className="pay-button"
        id="checkout-pay"
        disabled={!dropIn.requestable || busy}
        onClick={pay}
      >
        Pay
      </button>
    </div>
  );
}

/** What a <PaymentMethod> of the demo reports: its nonce to the sale, its failure to the developer panel. */
function methodHandlers(checkout: Checkout, id: string, label: string) {
  return {
    onNonce: (payload: unknown) => {
      checkout.choose(id);
      void checkout.nonce(label, payload as NoncePayload);
    },
    onError: (error: BraintreeError) => checkout.error(label, error),
  };
}

/** PayPal's pop-up and Masterpass, each the default button of <PaymentMethod>. */
const reactPayPal = reactMethod(
  {
    id: "paypal",
    title: "PayPal",
    short: "PayPal",
    tagline:
      "PayPal's pop-up and Masterpass as paykit/react <PaymentMethod> buttons, against the sandbox's simulators.",
  },
  ({ checkout, ready }: SectionProps) => <PayPalButtons checkout={checkout} ready={ready} />,
);

function PayPalButtons({ checkout, ready }: { checkout: Checkout; ready: () => void }) {
  const [amount, setAmount] = useState(checkout.amount());
  useState(() => checkout.onAmount(setAmount));
  return (
    <div id="paypal-demo" className="react-payment-methods">
      <PaymentMethod
        name="paypal"
        tokenizeOptions={{ flow: "checkout", amount, currency: "USD" }}
        onReady={ready}
        {...methodHandlers(checkout, "paypal", "PayPal")}
      />
      <PaymentMethod
        name="masterpass"
        tokenizeOptions={{ subtotal: amount, currencyCode: "USD" }}
        {...methodHandlers(checkout, "paypal", "Masterpass")}
      />
    </div>
  );
}

/** The checkout tab, in React: paykit/react's <Checkout> with every option the sandbox merchant enables. */
const reactCheckout: MethodSpec = {
  id: "checkout",
  title: "Checkout",
  tagline: "One component for every method the merchant enables (paykit/react <Checkout>).",
  scripts: [`${config.assetsUrl}/simulators/apple-pay.js`, `${config.assetsUrl}/simulators/google-pay.js`],
  mount: (body, checkout) =>
    checkout.clientToken().then(
      (authorization) =>
        new Promise<void>((resolve, reject) => {
          const amount = checkout.amount();
          const section = body.appendChild(document.createElement("div"));
          section.id = "checkout-demo";
          createRoot(section).render(
            <StrictMode>
              <PaymentsProvider authorization={authorization}>
                <CheckoutComponent
                  paypal={{ flow: "checkout", amount, currency: checkout.currency }}
                  paypalCredit={{ flow: "checkout", amount, currency: checkout.currency }}
                  venmo={{ allowDesktop: true, paymentMethodUsage: "single_use" }}
                  applePay={{
                    displayName: checkout.storeName,
                    paymentRequest: { total: { label: checkout.storeName, amount } },
                  }}
                  googlePay={{
                    transactionInfo: { currencyCode: checkout.currency, totalPriceStatus: "FINAL", totalPrice: amount },
                  }}
                  threeDSecure={{ amount }}
                  dataCollector
                  onReady={() => {
                    section.dataset.state = "ready";
                    resolve();
                  }}
                  onError={reject}
                >
                  <CheckoutPayButton checkout={checkout} />
                </CheckoutComponent>
              </PaymentsProvider>
            </StrictMode>,
          );
        }),
    ),
};

/** Venmo as the README writes it: on a computer its QR code, on a phone the app. */
const reactVenmo = reactMethod(
  {
    id: "venmo",
    title: "Venmo",
    short: "Venmo",
    tagline:
      'paykit/react <PaymentMethod name="venmo">: the QR code on a computer, the app on a phone (the sandbox\'s simulated app).',
  },
  ({ checkout, ready }: SectionProps) => (
    <div id="venmo-demo" className="react-payment-methods">
      <PaymentMethod
        name="venmo"
        options={{ paymentMethodUsage: "single_use" }}
        onReady={ready}
        {...methodHandlers(checkout, "venmo", "Venmo")}
      />
    </div>
  ),
);

type Creatable = { create(options: unknown): Promise<unknown> };

/** A `create` that imports its npm module first, so the page loads that code when the shopper first needs it. */
function onFirstUse(load: () => Promise<Creatable>): Creatable {
  return { create: (options) => load().then((namespace) => namespace.create(options)) };
}

// The page's namespace, on this page the npm modules': the developer panel creates clients by hand, and the card's
// add-ons (card-checks.js, shared by the three pages) create 3-D Secure and the Data Collector.
page.braintree = {
  client,
  threeDSecure: onFirstUse(() =>
    import("../../../plugins/three-d-secure/index.js").then((module) => module.threeDSecure as Creatable),
  ),
  dataCollector: onFirstUse(() =>
    import("../../../plugins/data-collector/index.js").then((module) => module.dataCollector as Creatable),
  ),
};

/** Every method of the page, by section id (methods/list.js gives their order). */
const SECTIONS: MethodSpec[] = [
  reactCard,
  reactCheckout,
  americanExpressSection,
  applePaySection,
  googlePaySection,
  paymentRequestSection,
  visaCheckoutSection,
  reactPayPal,
  reactVenmo,
  unionpaySection,
  usBankAccountSection,
  sepaSection,
  localPaymentSection,
  instantVerificationSection,
  vaultManagerSection,
  paymentReadySection,
  preferredPaymentMethodsSection,
  fastlaneSection,
];

window.demoCheckout.start(Object.fromEntries(SECTIONS.map((section) => [section.id, section])));
