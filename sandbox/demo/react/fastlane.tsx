// Fastlane with a paykit/react render prop: the shopper's email is looked up; a Fastlane member signs in and pays with
// the saved card, a guest goes on to the card form. The sandbox's simulated accelerated checkout treats emails whose
// local part starts with "member" as members (saved card: the sandbox's test Visa ending 1881).
import { useEffect, useState } from "react";
import type { BraintreeError } from "../../../kernel/public.js";
import type { MethodInstance } from "../../../react/index.js";
import { Result, describeFailure, renderPropMethod, useOutcome, type MethodBodyProps } from "./demo.js";

const ID = "fastlane";

type Fastlane = MethodInstance<"fastlane">;

/** The part of the Fastlane SDK's identity API this section uses (the plugin returns PayPal's object as it is). */
interface FastlaneIdentity {
  lookupCustomerByEmail(email: string): Promise<{ customerContextId?: string }>;
  triggerAuthenticationFlow(customerContextId: string): Promise<{
    authenticationState: string;
    profileData?: { card?: { id: string; paymentSource: { card: { brand: string; lastDigits: string } } } };
  }>;
}

function EmailLookup({ instance: fastlane, page }: MethodBodyProps<"fastlane">) {
  const [email, setEmail] = useState("shopper@example.com");
  const [outcome, show] = useOutcome();
  useEffect(() => {
    fastlane?.setLocale?.("en_us");
  }, [fastlane]);

  const asGuest = (text: string) => {
    show("guest", text);
    page.choose("card");
  };
  const lookUp = async (instance: Fastlane) => {
    const identity = instance.identity as unknown as FastlaneIdentity;
    const lookup = await identity.lookupCustomerByEmail(email);
    if (!lookup.customerContextId) {
      page.log("fastlane", "lookupCustomerByEmail", "guest");
      return asGuest(`No Fastlane profile for ${email}: continue as a guest with the card form.`);
    }
    const signIn = await identity.triggerAuthenticationFlow(lookup.customerContextId);
    const card = signIn.profileData?.card;
    if (signIn.authenticationState !== "succeeded" || !card) {
      return asGuest(`Fastlane sign-in ${signIn.authenticationState}: continue as a guest with the card form.`);
    }
    const saved = card.paymentSource.card;
    show("member", `Fastlane member: paying with the saved ${saved.brand} ending ${saved.lastDigits}.`);
    await page.nonce(
      "Fastlane",
      { nonce: card.id, type: "CreditCard" },
      { description: `Fastlane · ${saved.brand} ending in ${saved.lastDigits}` },
    );
  };
  const start = (instance: Fastlane) => {
    page.choose(ID);
    show("pending", "Looking the shopper up…");
    lookUp(instance).catch((failure: BraintreeError) => {
      show("error", `Fastlane failed: ${describeFailure(failure)}`);
      page.error("fastlane.identity", failure);
    });
  };
  return (
    <>
      <label className="control">
        Email
        <input
          type="email"
          id="fastlane-email"
          value={email}
          autoComplete="email"
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <div className="actions">
        <button type="button" id="fastlane-lookup" disabled={!fastlane} onClick={() => fastlane && start(fastlane)}>
          Continue with Fastlane
        </button>
      </div>
      <Result id="fastlane-result" outcome={outcome} />
    </>
  );
}

export const fastlaneSection = renderPropMethod(
  "fastlane",
  {
    id: ID,
    title: "Fastlane",
    tagline:
      'PayPal\'s accelerated checkout: look the shopper up by email (simulated: member@example.com is a member; <PaymentMethod name="fastlane">).',
  },
  EmailLookup,
);
