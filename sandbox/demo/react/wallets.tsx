// The simulated wallets of the sandbox (Apple Pay, Google Pay, the browser's Payment Request sheet, Visa Checkout) as
// paykit/react <PaymentMethod>s: the first three with their default buttons, Visa Checkout (whose sheet its own
// script opens from a `.v-button`) with a render prop. Each shows its result line and sends its nonce to the sale.
import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import type { BraintreeError } from "../../../kernel/public.js";
import { PaymentMethod, type MethodInstance } from "../../../react/index.js";
import {
  checkout,
  describeFailure,
  reactMethod,
  useAmount,
  useOutcome,
  useSectionState,
  type NoncePayload,
  type SectionProps,
} from "./demo.js";

/** Codes of a shopper closing a wallet's sheet: a cancellation, not a failure. */
const CANCELED = /CANCELED$|CANCELLED$/;

/** Where a wallet's outcome goes: its result line (`[data-wallet-result]`), the receipt and the developer panel. */
function useWalletOutcome(id: string, title: string, page: SectionProps["checkout"]) {
  const [outcome, show] = useOutcome();
  return {
    output: (
      <output className="method-result" data-wallet-result={id} data-state={outcome?.state} aria-live="polite">
        {outcome?.text}
      </output>
    ),
    started: () => {
      page.choose(id);
      show("pending", "Waiting for the simulated wallet…");
    },
    nonce: (payload: NoncePayload) => {
      show("nonce", `${payload.nonce} (${payload.type})`);
      void page.nonce(title, payload);
    },
    canceled: () => {
      show("canceled", "Canceled by the shopper.");
      page.log(id, "canceled");
    },
    failed: (failure: BraintreeError) => {
      show("error", describeFailure(failure));
      page.error(id, failure);
    },
  };
}

/** A wallet's start: the element `[data-wallet-start]` that the shopper clicks, around the wallet's own button. */
function WalletStart({ id, onStart, children }: { id: string; onStart: () => void; children: ReactNode }) {
  return (
    <div className="wallet-start" data-wallet-start={id} onClickCapture={onStart}>
      {children}
    </div>
  );
}

/** A wallet whose default button opens its sheet: before the instance is ready, a failure is the section's. */
function walletHandlers(section: ReturnType<typeof useSectionState>, wallet: ReturnType<typeof useWalletOutcome>) {
  return {
    onReady: section.ready,
    onNonce: (payload: unknown) => wallet.nonce(payload as NoncePayload),
    onError: (error: BraintreeError) => {
      if (section.state !== "ready") section.fail(error);
      else if (CANCELED.test(error.code)) wallet.canceled();
      else wallet.failed(error);
    },
  };
}

function ApplePay(props: SectionProps) {
  const amount = useAmount(props.checkout);
  const section = useSectionState(props);
  const wallet = useWalletOutcome("apple-pay", "Apple Pay", props.checkout);
  return (
    <div className="react-payment-methods">
      <WalletStart id="apple-pay" onStart={wallet.started}>
        <PaymentMethod
          name="applePay"
          paymentRequest={{ total: { label: props.checkout.storeName, amount } }}
          {...walletHandlers(section, wallet)}
        />
      </WalletStart>
      {wallet.output}
    </div>
  );
}

function GooglePay(props: SectionProps) {
  const amount = useAmount(props.checkout);
  const section = useSectionState(props);
  const wallet = useWalletOutcome("google-payment", "Google Pay", props.checkout);
  return (
    <div className="react-payment-methods">
      <WalletStart id="google-payment" onStart={wallet.started}>
        <PaymentMethod
          name="googlePayment"
          paymentRequest={{
            transactionInfo: { currencyCode: props.checkout.currency, totalPriceStatus: "FINAL", totalPrice: amount },
          }}
          {...walletHandlers(section, wallet)}
        />
      </WalletStart>
      {wallet.output}
    </div>
  );
}

function PaymentRequest(props: SectionProps) {
  const amount = useAmount(props.checkout);
  const section = useSectionState(props);
  const wallet = useWalletOutcome("payment-request", "Pay with the browser", props.checkout);
  const total = { label: props.checkout.storeName, amount: { currency: props.checkout.currency, value: amount } };
  return (
    <div className="react-payment-methods">
      <WalletStart id="payment-request" onStart={wallet.started}>
        <PaymentMethod
          name="paymentRequest"
          label="Pay with the browser"
          tokenizeOptions={{ details: { total } }}
          {...walletHandlers(section, wallet)}
        />
      </WalletStart>
      {wallet.output}
    </div>
  );
}

type VisaCheckoutInstance = MethodInstance<"visaCheckout">;

/** The sandbox's stand-in for Visa's `V` object (simulators/visa-checkout): one sheet per page, armed by `init`. */
interface VisaSdk {
  init(options: unknown): void;
  on(event: "payment.success", listener: (payment: Parameters<VisaCheckoutInstance["tokenize"]>[0]) => void): void;
  on(event: "payment.cancel", listener: () => void): void;
  on(event: "payment.error", listener: (payment: unknown, failure: BraintreeError) => void): void;
}

/** Arms Visa's sheet for the instance and the order total; its answers go to the latest handlers. */
function useVisaSheet(instance: VisaCheckoutInstance, amount: string, wallet: ReturnType<typeof useWalletOutcome>) {
  // V keeps its listeners for the page's lifetime: they answer through the latest instance and result line.
  const latest = useRef({ wallet, instance });
  // Written after render (layout effects run before the effect below), never while rendering.
  useLayoutEffect(() => {
    latest.current = { wallet, instance };
  });
  const listening = useRef(false);
  useEffect(() => {
    const sdk = (window as unknown as { V?: VisaSdk }).V;
    if (!sdk) return;
    sdk.init(instance.createInitOptions({ paymentRequest: { currencyCode: checkout.currency, subtotal: amount } }));
    if (listening.current) return;
    listening.current = true;
    sdk.on("payment.success", (payment) => {
      latest.current.instance.tokenize(payment).then(
        (payload) => latest.current.wallet.nonce(payload as NoncePayload),
        (failure: BraintreeError) => latest.current.wallet.failed(failure),
      );
    });
    sdk.on("payment.cancel", () => latest.current.wallet.canceled());
    sdk.on("payment.error", (_payment, failure) => latest.current.wallet.failed(failure));
  }, [instance, amount]);
}

function VisaCheckoutButton({
  instance,
  amount,
  wallet,
}: {
  instance: VisaCheckoutInstance;
  amount: string;
  wallet: ReturnType<typeof useWalletOutcome>;
}) {
  useVisaSheet(instance, amount, wallet);
  // The simulated V opens its sheet from the click on a `.v-button` itself.
  return (
    <button type="button" className="wallet-button v-button" data-wallet-start="visa-checkout" onClick={wallet.started}>
      Pay with Visa Checkout
    </button>
  );
}

function VisaCheckout(props: SectionProps) {
  const amount = useAmount(props.checkout);
  const section = useSectionState(props);
  const wallet = useWalletOutcome("visa-checkout", "Visa Checkout", props.checkout);
  return (
    <div className="react-payment-methods">
      <PaymentMethod name="visaCheckout" onReady={section.ready} onError={section.fail}>
        {({ instance }) =>
          instance ? (
            <VisaCheckoutButton instance={instance} amount={amount} wallet={wallet} />
          ) : (
            <button type="button" className="wallet-button" disabled>
              Pay with Visa Checkout
            </button>
          )
        }
      </PaymentMethod>
      {wallet.output}
    </div>
  );
}

const simulator = (name: string) => `${checkout.config.assetsUrl}/simulators/${name}.js`;

export const applePaySection = reactMethod(
  {
    id: "apple-pay",
    title: "Apple Pay",
    tagline: 'Simulated wallet (sandbox): <PaymentMethod name="applePay"> on a stand-in for ApplePaySession.',
    scripts: [simulator("apple-pay")],
  },
  ApplePay,
);

export const googlePaySection = reactMethod(
  {
    id: "google-payment",
    title: "Google Pay",
    tagline:
      'Simulated wallet (sandbox): <PaymentMethod name="googlePayment"> on a stand-in for Google\'s PaymentsClient.',
  },
  GooglePay,
);

export const paymentRequestSection = reactMethod(
  {
    id: "payment-request",
    title: "Pay with the browser",
    short: "Browser",
    tagline:
      'Simulated wallet (sandbox): <PaymentMethod name="paymentRequest"> on a stand-in for the Payment Request sheet.',
    scripts: [simulator("payment-request")],
  },
  PaymentRequest,
);

export const visaCheckoutSection = reactMethod(
  {
    id: "visa-checkout",
    title: "Visa Checkout",
    short: "Visa Checkout",
    tagline: 'Simulated wallet (sandbox): <PaymentMethod name="visaCheckout"> on a stand-in for Visa\'s V object.',
    scripts: [simulator("visa-checkout")],
  },
  VisaCheckout,
);
