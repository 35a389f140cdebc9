// Vault manager with paykit/react: the payment methods a customer saved (the sandbox gives every customer id a Visa,
// a MasterCard and a PayPal account). It needs a client token with the customer's id, which the merchant's server
// mints when the shopper asks: the list lives under a <PaymentsProvider> of that token, drawn by a
// <PaymentMethod name="vaultManager"> render prop; each saved method can pay (its nonce goes to the sale) or be deleted.
import { useEffect, useState } from "react";
import type { BraintreeError } from "../../../kernel/public.js";
import { PaymentMethod, PaymentsProvider, type MethodInstance } from "../../../react/index.js";
import {
  Result,
  Section,
  describeFailure,
  reactMethod,
  useAmount,
  useOutcome,
  type Checkout,
  type SectionProps,
} from "./demo.js";

const ID = "vault-manager";
const CUSTOMER = "demo-customer";

type VaultManager = MethodInstance<"vaultManager">;
type StoredMethod = Awaited<ReturnType<VaultManager["fetchPaymentMethods"]>>[number];
type Show = ReturnType<typeof useOutcome>[1];

function describe(method: StoredMethod): string {
  const details = method.details as { cardType?: string; lastFour?: string; email?: string };
  const name = details.cardType
    ? `${details.cardType} ending in ${details.lastFour}`
    : (details.email ?? method.description ?? "");
  return `${method.type}${name ? ` · ${name}` : ""}${method.default ? " (default)" : ""}`;
}

/** One saved method: Pay sends its nonce to the sale, Delete removes it from the customer's vault. */
function SavedMethod({
  method,
  manager,
  page,
  show,
  onDeleted,
}: {
  method: StoredMethod;
  manager: VaultManager;
  page: Checkout;
  show: Show;
  onDeleted: () => void;
}) {
  const amount = useAmount(page);
  const [busy, setBusy] = useState(false);
  const pay = () => {
    page.choose(ID);
    setBusy(true);
    show("pending", `Paying with ${describe(method)}…`);
    // A vaulted method's nonce is single use: list the methods again for a fresh one.
    void page
      .nonce("Saved payment method", method, { description: describe(method) })
      .then(() => show("nonce", `Paid with ${describe(method)}.`));
  };
  const remove = () => {
    page.choose(ID);
    setBusy(true);
    manager.deletePaymentMethod(method.nonce).then(
      () => {
        show("done", `Deleted ${describe(method)}.`);
        page.log("vaultManager", "deletePaymentMethod", describe(method));
        onDeleted();
      },
      (failure: BraintreeError) => {
        setBusy(false);
        show("error", `deletePaymentMethod failed: ${describeFailure(failure)}`);
        page.error("vaultManager.deletePaymentMethod", failure);
      },
    );
  };
  return (
    <li data-type={method.type}>
      <span>{describe(method)}</span>
      <button type="button" data-vault-action="pay" disabled={busy} onClick={pay}>
        Pay {page.money(amount)}
      </button>
      <button type="button" data-vault-action="delete" disabled={busy} onClick={remove}>
        Delete
      </button>
    </li>
  );
}

/** The customer's saved methods, fetched again each time the shopper asks (`request` counts the asks). */
function SavedMethods({
  manager,
  request,
  page,
  show,
  onListed,
}: {
  manager: VaultManager | undefined;
  request: number;
  page: Checkout;
  show: Show;
  onListed: () => void;
}) {
  const [methods, setMethods] = useState<StoredMethod[]>([]);
  useEffect(() => {
    if (!manager) return;
    let current = true;
    manager.fetchPaymentMethods({ defaultFirst: true }).then(
      (fetched) => {
        if (!current) return;
        page.log("vaultManager", "fetchPaymentMethods", `${fetched.length} methods`);
        setMethods(fetched);
        show("done", `${fetched.length} saved payment methods`);
        onListed();
      },
      (failure: BraintreeError) => {
        if (!current) return;
        show("error", `fetchPaymentMethods failed: ${describeFailure(failure)}`);
        page.error("vaultManager.fetchPaymentMethods", failure);
        onListed();
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- lists once per manager and request, not on each render's callbacks
  }, [manager, request]);
  return (
    <ul id="vault-methods" className="vault-methods">
      {manager &&
        methods.map((method) => (
          <SavedMethod
            key={method.nonce}
            method={method}
            manager={manager}
            page={page}
            show={show}
            onDeleted={() => setMethods((list) => list.filter((other) => other !== method))}
          />
        ))}
    </ul>
  );
}

function VaultManagerSection({ checkout: page, ready }: SectionProps) {
  const [outcome, show] = useOutcome();
  const [clientToken, setClientToken] = useState<string>();
  const [request, setRequest] = useState(0);
  const [loading, setLoading] = useState(false);
  // Nothing to load before the shopper asks: the section is ready at once.
  useEffect(() => ready(), [ready]);

  const failed = (failure: unknown) => {
    setLoading(false);
    show("error", `fetchPaymentMethods failed: ${describeFailure(failure)}`);
    page.error("vaultManager.fetchPaymentMethods", failure);
  };
  const fetchMethods = () => {
    page.choose(ID);
    setLoading(true);
    show("pending", "Loading the saved payment methods…");
    if (clientToken) setRequest((count) => count + 1);
    else page.clientToken(`?customerId=${encodeURIComponent(CUSTOMER)}`).then(setClientToken, failed);
  };
  return (
    <Section id={ID} state="ready">
      <div className="actions">
        <button type="button" id="vault-fetch" disabled={loading} onClick={fetchMethods}>
          Show my saved payment methods
        </button>
      </div>
      {clientToken ? (
        // One vault manager for the section, created with the customer's client token on first use.
        <PaymentsProvider authorization={clientToken}>
          <PaymentMethod name="vaultManager" onError={failed}>
            {({ instance }) => (
              <SavedMethods
                manager={instance}
                request={request}
                page={page}
                show={show}
                onListed={() => setLoading(false)}
              />
            )}
          </PaymentMethod>
        </PaymentsProvider>
      ) : (
        <ul id="vault-methods" className="vault-methods" />
      )}
      <Result id="vault-manager-result" outcome={outcome} />
    </Section>
  );
}

export const vaultManagerSection = reactMethod(
  {
    id: ID,
    title: "Saved payment methods",
    short: "Saved",
    tagline: `Vault manager: the payment methods the customer ${CUSTOMER} saved, to pay with or delete (<PaymentMethod name="vaultManager">).`,
  },
  VaultManagerSection,
);
