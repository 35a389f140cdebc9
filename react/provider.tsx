import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { client as clientNamespace, createError, sharedErrors, type BraintreeError, type Client } from "../kernel/index.js";

export interface PaymentsState {
  status: "loading" | "ready" | "error";
  client?: Client;
  error?: BraintreeError;
}

const PaymentsContext = createContext<PaymentsState | undefined>(undefined);

export interface PaymentsProviderProps {
  /** Tokenization key or client token. One client is made per authorization and shared below. */
  authorization: string;
  children?: ReactNode;
}

/**
 * Creates (or reuses) the client for an authorization. The kernel caches clients per authorization, so
 * StrictMode's double mount and several providers cost one configuration request.
 */
export function PaymentsProvider({ authorization, children }: PaymentsProviderProps) {
  const [state, setState] = useState<PaymentsState>({ status: "loading" });
  useEffect(() => {
    let active = true;
    setState({ status: "loading" });
    clientNamespace.create({ authorization }).then(
      (client) => active && setState({ status: "ready", client }),
      (error: BraintreeError) => active && setState({ status: "error", error }),
    );
    return () => {
      active = false;
    };
  }, [authorization]);
  return <PaymentsContext.Provider value={state}>{children}</PaymentsContext.Provider>;
}

/**
 * The client of the nearest `PaymentsProvider`, with its loading status and error. Outside a provider there
 * is no client to wait for, so it throws at once rather than report "loading" forever.
 */
export function usePaymentsClient(): PaymentsState {
  const state = useContext(PaymentsContext);
  if (!state) {
    throw createError(sharedErrors.INSTANTIATION_OPTION_REQUIRED, {
      message: "usePaymentsClient must be used inside <PaymentsProvider authorization={…}>: wrap the payment form in it.",
    });
  }
  return state;
}
