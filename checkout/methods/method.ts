// What the checkout asks of each payment option it offers (methods/<option>.ts): whether it can be offered, and its
// sheet. A sheet loads its plugin through the kernel's registry when it is first shown (load.ts), never before; the
// wallets' and banks' sheets are themselves a part of the checkout (methods/wallets.ts), fetched at create when the
// gateway enables one of them (their browser checks are in it too), so a card-only checkout never carries them.
import { recordOf, type Client, type GatewayConfiguration } from "../../kernel/index.js";
import type { Strings } from "../translations/index.js";
import type { PaymentMethodPayload, PaymentOptionId } from "../types.js";
import { button } from "../view/dom.js";

/** What a sheet may use and tell the checkout. */
export interface MethodContext {
  client: Client;
  configuration: GatewayConfiguration;
  /** The merchant's options of this payment option, kept current by `updateConfiguration`: read them at flow time. */
  options: Record<string, unknown>;
  strings: Strings;
  /** The checkout's root element (its computed style themes the card frames). */
  root: HTMLElement;
  /** Prefix of the checkout's element ids. */
  id: string;
  /** No customer behind the authorization: nothing can be saved. */
  guest: boolean;
  /** A flow ended with a payment method: the checkout selects it. */
  done(payload: PaymentMethodPayload): void;
  /** A flow failed: the checkout shows the string for the error's code, else `fallback` (a cancel shows nothing). */
  failed(error: unknown, fallback?: string): void;
  /** Passes an event on to the merchant (`card:*`). */
  emit(event: string, payload?: unknown): void;
  /** The card form became complete (or stopped being). */
  requestable(requestable: boolean): void;
}

/** An option's sheet once drawn. */
export interface Sheet {
  /**
   * What `requestPaymentMethod` does while the sheet is shown and no method is selected; a failure (its cause, if any)
   * is the checkout's DROPIN_NO_PAYMENT_METHOD.
   */
  request(): Promise<PaymentMethodPayload>;
  /** The sheet is shown (again); `chosen` when the shopper chose it (the focus may move into it). */
  shown?(chosen: boolean): void;
  teardown(): Promise<void>;
}

/** Draws an option's sheet into `body` (its plugin is fetched now); resolves once the shopper can use it. */
export type Mount = (body: HTMLElement, context: MethodContext) => Promise<Sheet>;

/** Whether this browser can use an option the gateway enables (false when unsure). */
export type Supported = (client: Client, options: Record<string, unknown>) => boolean | Promise<boolean>;

/** A wallet's payload as drop-in gives it: with the wallet's own answer as `details.rawPaymentData`. */
export function withRawPaymentData(payload: unknown, rawPaymentData: unknown): PaymentMethodPayload {
  const given = recordOf(payload);
  return { ...given, details: { ...recordOf(given.details), rawPaymentData } } as unknown as PaymentMethodPayload;
}

/** A wallet's or a bank's sheet (methods/wallets.ts): the browser's say in offering it, and the sheet itself. */
export interface WalletSheet {
  supported?: Supported;
  mount: Mount;
}

/** A sheet of one control (a wallet's button), with a `request` that says to use it. */
export function sheetOfButton(body: HTMLElement, control: HTMLElement, mustUse: string, context: MethodContext, teardown: () => Promise<void>): Sheet {
  body.className = "";
  body.replaceChildren(control);
  return {
    request: () => {
      context.failed(undefined, mustUse);
      return Promise.reject();
    },
    teardown,
  };
}

/** The sheet of a wallet or a bank: one button that starts the flow in the shopper's click (pop-ups and wallet sheets must open inside it). */
export function buttonSheet(
  body: HTMLElement,
  id: PaymentOptionId,
  label: string,
  mustUse: string,
  context: MethodContext,
  start: () => void,
  teardown: () => Promise<void>,
): Sheet {
  return sheetOfButton(body, button({ class: "pk-pay", "data-icon": id }, start, label), mustUse, context, teardown);
}
