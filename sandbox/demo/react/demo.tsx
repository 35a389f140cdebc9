// What every React section of the demo shares: the checkout frame that sandbox/demo/checkout.js lays out (order,
// sale, developer panel), the way a section is mounted into its accordion body, and the small hooks and outputs
// the method components are built from.
import { StrictMode, useCallback, useState, useSyncExternalStore, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import type { BraintreeError } from "../../../kernel/public.js";
import {
  PaymentMethod,
  PaymentsProvider,
  type MethodInstance,
  type PaymentMethodName,
  type PaymentMethodRender,
} from "../../../react/index.js";

/** A payload as the demo's receipt and the merchant's server read it. */
export interface NoncePayload {
  nonce: string;
  type?: string;
  details?: Record<string, unknown>;
  description?: string;
}

/** What checkout.js hands a payment method (see sandbox/demo/checkout.js). */
export interface Checkout {
  config: { gatewayUrl: string; assetsUrl: string; tokenizationKey: string };
  braintree?: Record<string, unknown>;
  amount(): string;
  onAmount(listener: (amount: string) => void): void;
  onNonce(listener: (payload: NoncePayload) => void): void;
  onSale(listener: () => void): void;
  money(value: string): string;
  log(source: string, name: string, detail?: string): void;
  nonce(label: string, payload: NoncePayload, extras?: { description?: string; deviceData?: string }): Promise<unknown>;
  error(label: string, failure: unknown): void;
  choose(id: string): void;
  /** Opens a method's section and scrolls it into view. */
  reveal(id: string): void;
  /** A client token from the merchant's server (3-D Secure, a customer's vault). */
  clientToken(query?: string): Promise<string>;
  currency: string;
  storeName: string;
}

export interface MethodSpec {
  id: string;
  title: string;
  short?: string;
  tagline?: string;
  /** Scripts the method needs (the sandbox's wallet simulators), loaded before mount. */
  scripts?: string[];
  mount(body: HTMLElement, checkout: Checkout): Promise<void>;
}

declare global {
  interface Window {
    demoCheckout: { checkout: Checkout; start(overrides: Record<string, MethodSpec>): void };
  }
}

export const checkout = window.demoCheckout.checkout;

/** What a section's component gets: the checkout, and how to tell the page it is ready (or failed to load). */
export interface SectionProps {
  checkout: Checkout;
  ready: () => void;
  fail: (error: BraintreeError) => void;
}

/**
 * A method section drawn by React under StrictMode, inside a provider for the page's tokenization key: mount resolves
 * once the component says it is ready, and rejects with its loading failure (checkout.js shows it).
 */
export function reactMethod(spec: Omit<MethodSpec, "mount">, Section: (props: SectionProps) => ReactNode): MethodSpec {
  return {
    ...spec,
    mount: (body, page) =>
      new Promise<void>((resolve, reject) => {
        createRoot(body).render(
          <StrictMode>
            <PaymentsProvider authorization={page.config.tokenizationKey}>
              <Section checkout={page} ready={resolve} fail={reject} />
            </PaymentsProvider>
          </StrictMode>,
        );
      }),
  };
}

/** The order total, following the developer panel's test amount. */
export function useAmount(page: Checkout): string {
  const subscribe = useCallback(
    (notify: () => void) => {
      let mounted = true;
      // checkout.js keeps its listeners for the page's lifetime: an unmounted section's listener goes quiet.
      page.onAmount(() => mounted && notify());
      return () => {
        mounted = false;
      };
    },
    [page],
  );
  return useSyncExternalStore(subscribe, () => page.amount());
}

/** A method's visible outcome: its text and state (`pending`, `nonce`, `done`, `error`, …), for the result line. */
export interface Outcome {
  state: string;
  text: string;
}

export function useOutcome(): [Outcome | undefined, (state: string, text: string) => void] {
  const [outcome, setOutcome] = useState<Outcome>();
  return [outcome, (state, text) => setOutcome({ state, text })];
}

/** "CODE: message" of a catalogue error (or the text of anything else). */
export function describeFailure(failure: unknown): string {
  const error = failure as Partial<BraintreeError> | undefined;
  return error?.code ? `${error.code}: ${error.message}` : String(error?.message ?? failure);
}

/** The result line under a method's buttons; `id` keeps the selectors of `/` (`#<method>-result`). */
export function Result({ id, outcome }: { id: string; outcome: Outcome | undefined }) {
  return (
    <output id={id} className="method-result" role="status" aria-live="polite" data-state={outcome?.state}>
      {outcome?.text}
    </output>
  );
}

/** The section's root: `#<method>-demo`, whose data-state says when its instances are ready. */
export function Section({
  id,
  state,
  children,
}: {
  id: string;
  state: "loading" | "ready" | "error";
  children: ReactNode;
}) {
  return (
    <div id={`${id}-demo`} data-state={state}>
      {children}
    </div>
  );
}

/** The readiness of a section's instance, told to the page once (onReady / onError of its components). */
export function useSectionState(props: SectionProps): {
  state: "loading" | "ready" | "error";
  ready: () => void;
  fail: (error: BraintreeError) => void;
} {
  const [state, setState] = useState<"loading" | "ready" | "error">("loading");
  return {
    state,
    ready: () => {
      setState("ready");
      props.ready();
    },
    fail: (error) => {
      setState("error");
      props.fail(error);
    },
  };
}

/** What the body of a render-prop section gets: its method's instance once created, and the checkout. */
export interface MethodBodyProps<Name extends PaymentMethodName> {
  instance: MethodInstance<Name> | undefined;
  page: Checkout;
}

/**
 * A section whose body drives one payment method's instance through `<PaymentMethod name>`'s render prop: the
 * section's state follows the method's onReady and onError.
 */
export function renderPropMethod<Name extends PaymentMethodName>(
  name: Name,
  spec: Omit<MethodSpec, "mount">,
  Body: (props: MethodBodyProps<Name>) => ReactNode,
): MethodSpec {
  function MethodSection(props: SectionProps) {
    const section = useSectionState(props);
    const render: PaymentMethodRender<Name> = ({ instance }) => <Body instance={instance} page={props.checkout} />;
    return (
      <Section id={spec.id} state={section.state}>
        <PaymentMethod<PaymentMethodName> name={name} onReady={section.ready} onError={section.fail}>
          {render as PaymentMethodRender<PaymentMethodName>}
        </PaymentMethod>
      </Section>
    );
  }
  return reactMethod(spec, MethodSection);
}
