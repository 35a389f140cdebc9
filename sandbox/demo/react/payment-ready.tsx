// Payment Ready with a paykit/react render prop: a customer session, the provider's payment recommendations for this
// shopper, and the analytics a checkout reports (the recommended button presented, then selected). Choosing the first
// recommendation opens that method in this checkout. Not a payment itself: no sale.
import { useState } from "react";
import type { BraintreeError } from "../../../kernel/public.js";
import type { MethodInstance } from "../../../react/index.js";
import { Result, describeFailure, renderPropMethod, useOutcome, type MethodBodyProps } from "./demo.js";

const ID = "payment-ready";
/** Payment Ready's payment options → this checkout's method ids. */
const METHODS: Record<string, string> = { VENMO: "venmo", PAYPAL: "paypal" };

type PaymentReady = MethodInstance<"paymentReady">;

/** Hex SHA-256 of the demo shopper's email, as the provider asks for. */
async function hashedEmail(): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode("shopper@example.com"));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function Recommendations({ instance: paymentReady, page }: MethodBodyProps<"paymentReady">) {
  const [venmoAppInstalled, setVenmoAppInstalled] = useState(true);
  const [outcome, show] = useOutcome();
  const [first, setFirst] = useState<{ session: string; option: string }>();

  const recommend = (instance: PaymentReady) => {
    page.choose(ID);
    show("pending", "Asking for recommendations…");
    hashedEmail()
      .then(async (hash) => {
        const customer = { hashedEmail: hash, venmoAppInstalled };
        const { sessionId } = await instance.createCustomerSession({ customer });
        return { sessionId, recommendations: await instance.getCustomerRecommendations({ sessionId, customer }) };
      })
      .then(
        ({ sessionId, recommendations }) => {
          const list = recommendations.paymentRecommendations;
          const option = list[0]?.paymentOption ?? "";
          void instance.sendPresentedEvent({
            paymentReadySessionId: sessionId,
            buttonType: option.toLowerCase(),
            presentmentDetails: { pageType: "checkout", buttonOrder: "first", experimentType: "control" },
          });
          setFirst({ session: sessionId, option });
          show(
            "done",
            `Session ${sessionId}: ${list.map((entry) => `${entry.recommendedPriority}. ${entry.paymentOption}`).join(", ")}`,
          );
          page.log("paymentReady", "getCustomerRecommendations", `${option} first`);
        },
        (failure: BraintreeError) => {
          show("error", `Failed: ${describeFailure(failure)}`);
          page.error("paymentReady", failure);
        },
      );
  };
  const select = (instance: PaymentReady, chosen: { session: string; option: string }) => {
    void instance.sendSelectedEvent({ paymentReadySessionId: chosen.session, buttonType: chosen.option.toLowerCase() });
    show("done", `Reported ${chosen.option} as selected.`);
    const method = METHODS[chosen.option];
    if (method) page.reveal(method);
  };
  return (
    <>
      <label className="control">
        <span>
          <input
            type="checkbox"
            id="payment-ready-venmo"
            checked={venmoAppInstalled}
            onChange={(event) => setVenmoAppInstalled(event.target.checked)}
          />{" "}
          The shopper has the Venmo app
        </span>
      </label>
      <div className="actions">
        <button
          type="button"
          id="payment-ready-recommend"
          disabled={!paymentReady}
          onClick={() => paymentReady && recommend(paymentReady)}
        >
          Get recommendations
        </button>
        <button
          type="button"
          id="payment-ready-select"
          disabled={!paymentReady || !first}
          onClick={() => paymentReady && first && select(paymentReady, first)}
        >
          Pay with the first recommendation
        </button>
      </div>
      <Result id="payment-ready-result" outcome={outcome} />
    </>
  );
}

export const paymentReadySection = renderPropMethod(
  "paymentReady",
  {
    id: ID,
    title: "Payment recommendations",
    short: "Recommended",
    tagline:
      'Payment Ready: which way to pay the provider recommends for this shopper (<PaymentMethod name="paymentReady">).',
  },
  Recommendations,
);
