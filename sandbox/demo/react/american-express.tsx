// American Express as a paykit/react render prop: Express Checkout (the sandbox's test nonce stands in for Amex's own
// button) and the Membership Rewards points of the last American Express card paid on this page.
import { useEffect, useState } from "react";
import type { BraintreeError } from "../../../kernel/public.js";
import { PaymentMethod, type MethodInstance } from "../../../react/index.js";
import {
  Result,
  describeFailure,
  reactMethod,
  useOutcome,
  useSectionState,
  type Checkout,
  type NoncePayload,
  type SectionProps,
} from "./demo.js";

const ID = "american-express";
const EXPRESS_CHECKOUT_NONCE = "amexco_sandbox_3782822463";

type AmericanExpress = MethodInstance<"americanExpress">;

/** The nonce of the last American Express card paid by card on this page (its points can be looked up). */
function useLastAmexNonce(page: Checkout): string | undefined {
  const [nonce, setNonce] = useState<string>();
  useEffect(() => {
    let mounted = true;
    page.onNonce((payload) => {
      if (mounted && payload.type === "CreditCard" && payload.details?.cardType === "American Express")
        setNonce(payload.nonce);
    });
    return () => {
      mounted = false;
    };
  }, [page]);
  return nonce;
}

function AmexActions({ amex, page }: { amex: AmericanExpress | undefined; page: Checkout }) {
  const [outcome, show] = useOutcome();
  const lastAmexNonce = useLastAmexNonce(page);
  const failed = (call: string) => (failure: BraintreeError) => {
    show("error", describeFailure(failure));
    page.error(`americanExpress.${call}`, failure);
  };
  const expressCheckout = (instance: AmericanExpress) => {
    page.choose(ID);
    show("pending", "Reading the Express Checkout card…");
    instance.getExpressCheckoutProfile({ nonce: EXPRESS_CHECKOUT_NONCE }).then((profile) => {
      const card = ((profile as { amexExpressCheckoutCards?: NoncePayload[] }).amexExpressCheckoutCards?.[0] ??
        profile) as NoncePayload;
      show("nonce", `${card.nonce} (${card.type})`);
      page.log("americanExpress", "getExpressCheckoutProfile", "resolved");
      void page.nonce("American Express Checkout", card);
    }, failed("getExpressCheckoutProfile"));
  };
  const rewards = (instance: AmericanExpress, nonce: string) => {
    page.choose(ID);
    instance.getRewardsBalance({ nonce, currencyIsoCode: page.currency }).then((balance) => {
      page.log("americanExpress", "getRewardsBalance", `${balance.rewardsAmount} ${balance.rewardsUnit}`);
      if (balance.error) show("error", String(balance.error.message));
      else
        show(
          "balance",
          `${balance.rewardsAmount} ${balance.rewardsUnit} (worth ${page.money(String(balance.currencyAmount))})`,
        );
    }, failed("getRewardsBalance"));
  };
  return (
    <>
      <div className="actions">
        <button
          type="button"
          className="wallet-button amex-button"
          id="amex-express-checkout"
          disabled={!amex}
          onClick={() => amex && expressCheckout(amex)}
        >
          Pay with American Express
        </button>
        <button
          type="button"
          id="amex-rewards"
          disabled={!amex || !lastAmexNonce}
          onClick={() => amex && lastAmexNonce && rewards(amex, lastAmexNonce)}
        >
          Check Membership Rewards points
        </button>
      </div>
      <p className="hint">
        Points are looked up for the last Amex card paid by card here (try <code>3782 822463 10005</code>).
      </p>
      <Result id="amex-result" outcome={outcome} />
    </>
  );
}

function AmericanExpress(props: SectionProps) {
  const section = useSectionState(props);
  return (
    <PaymentMethod name="americanExpress" onReady={section.ready} onError={section.fail}>
      {({ instance }) => <AmexActions amex={instance} page={props.checkout} />}
    </PaymentMethod>
  );
}

export const americanExpressSection = reactMethod(
  {
    id: ID,
    title: "American Express",
    short: "Amex",
    tagline:
      'Amex Express Checkout, and Membership Rewards points of an Amex card (<PaymentMethod name="americanExpress">).',
  },
  AmericanExpress,
);
