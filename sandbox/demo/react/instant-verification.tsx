// Instant Verification (open banking) with a paykit/react render prop: the page goes to the sandbox's open-banking
// simulator and comes back with success, cancel or error; a linked account's nonce goes to the sale. The JWT a
// merchant's server would get comes from the sandbox gateway's `POST /open_banking/jwt`.
import { useEffect, useRef } from "react";
import type { BraintreeError } from "../../../kernel/public.js";
import type { MethodInstance } from "../../../react/index.js";
import { Result, describeFailure, renderPropMethod, useOutcome, type Checkout, type MethodBodyProps } from "./demo.js";

const ID = "instant-verification";
/** The query parameter that marks a return from the provider. */
const RETURN_MARKER = "instant-verification";

type InstantVerification = MethodInstance<"instantVerification">;

function returnAddress(): string {
  return `${location.origin}${location.pathname}?demo=${RETURN_MARKER}`;
}

/** The merchant's server asks the gateway for the JWT that starts the flow (here the sandbox mints it). */
async function mintJwt(page: Checkout): Promise<string> {
  const response = await fetch(`${page.config.gatewayUrl}/open_banking/jwt`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ redirectUrl: returnAddress() }),
  });
  const answer = (await response.json()) as { jwt?: string };
  if (!response.ok || !answer.jwt) throw new Error(`The sandbox did not mint a JWT (HTTP ${response.status})`);
  return answer.jwt;
}

function LinkBankAccount({ instance, page }: MethodBodyProps<"instantVerification">) {
  const [outcome, show] = useOutcome();
  const root = useRef<HTMLDivElement>(null);
  const handled = useRef(false);

  // Back from the provider: the answer becomes a nonce (then the sale) or an error, once.
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    if (!instance || handled.current || query.get("demo") !== RETURN_MARKER) return;
    handled.current = true;
    page.choose(ID);
    root.current?.scrollIntoView();
    // The answer is used once: a reload must not replay it.
    history.replaceState(null, "", location.pathname);
    instance
      .handleRedirect({ success: query.get("success"), cancel: query.get("cancel"), error: query.get("error") })
      .then(
        (nonce) => {
          if (!nonce) return show("canceled", "Instant Verification: no bank account was linked.");
          show("nonce", `Instant Verification nonce: ${nonce}`);
          return page.nonce(
            "Instant Verification",
            { nonce, type: "OpenBanking" },
            { description: "Bank account linked by open banking" },
          );
        },
        (failure: BraintreeError) => {
          show("error", `Instant Verification failed: ${describeFailure(failure)}`);
          page.error("instantVerification.handleRedirect", failure);
        },
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the page's answer is handled once per instance
  }, [instance]);

  const start = (linker: InstantVerification) => {
    page.choose(ID);
    show("pending", "Instant Verification: going to the provider…");
    mintJwt(page)
      .then((jwt) => linker.startPayment({ jwt }))
      .catch((failure: BraintreeError) => {
        show("error", `Instant Verification failed: ${describeFailure(failure)}`);
        page.error("instantVerification.startPayment", failure);
      });
  };
  return (
    <div ref={root}>
      <div className="actions">
        <button
          type="button"
          className="wallet-button"
          id="instant-verification-start"
          disabled={!instance || outcome?.state === "pending"}
          onClick={() => instance && start(instance)}
        >
          Link a bank account and pay
        </button>
      </div>
      <p className="hint">
        This page goes to the simulated provider; link, cancel or fail there and you come back here.
      </p>
      <Result id="instant-verification-result" outcome={outcome} />
    </div>
  );
}

export const instantVerificationSection = renderPropMethod(
  "instantVerification",
  {
    id: ID,
    title: "Bank account (open banking)",
    short: "Open banking",
    tagline:
      'Instant Verification: the page goes to the sandbox\'s open-banking simulator and comes back (<PaymentMethod name="instantVerification">).',
  },
  LinkBankAccount,
);
