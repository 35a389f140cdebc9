import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import { clientStore, LOADING, type ClientSnapshot } from "./core/client.js";
import { outsideProvider } from "./core/misuse.js";

export type PaymentsState = ClientSnapshot;

const PaymentsContext = createContext<PaymentsState | undefined>(undefined);

export interface PaymentsProviderProps {
  /** Tokenization key or client token. One client is made per authorization and shared below. */
  authorization: string;
  children?: ReactNode;
}

const serverSnapshot = () => LOADING;

/**
 * Creates (or reuses) the client for an authorization and gives it, with its loading status and error, to
 * everything inside. The client's store (react/core/client.ts) does the work; this only subscribes to it.
 */
export function PaymentsProvider({ authorization, children }: PaymentsProviderProps) {
  const store = clientStore(authorization);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  return <PaymentsContext.Provider value={state}>{children}</PaymentsContext.Provider>;
}

/** The state of the nearest `PaymentsProvider`; `caller` names the hook or component in the error outside one. */
export function usePaymentsContext(caller: string): PaymentsState {
  const state = useContext(PaymentsContext);
  if (!state) throw outsideProvider(caller, "<PaymentsProvider authorization={…}>");
  return state;
}

/**
 * The client of the nearest `PaymentsProvider`, with its loading status and error. Outside a provider there
 * is no client to wait for, so it throws at once rather than report "loading" forever.
 */
export function usePaymentsClient(): PaymentsState {
  return usePaymentsContext("usePaymentsClient");
}
