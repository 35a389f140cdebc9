// What the checkout asks of each payment option's sheet (methods/<sheet>.ts, named by the option's manifest): whether
// this browser can use it, and the sheet itself, drawn with the namespace of the plugin the checkout fetched for the
// option (methods/index.ts). The card's sheet is a part of the checkout (`checkout-card`); the wallets' and banks'
// sheets are another (methods/wallets.ts), fetched at create when one of them is asked for, so a card-only checkout
// never carries them.
import { recordOf, type Client, type GatewayConfiguration } from "../../kernel/index.js";
import { walletsEnUS } from "../translations/en-us.js";
import type { Strings } from "../translations/index.js";
import { fill, textOf } from "../translations/text.js";
import type { PaymentMethodPayload, PaymentOptionId } from "../types.js";
import type * as DomModule from "../view/dom.js";
import { fillSheet, focusSheet, sheetButton } from "../view/sheet.js";

/** What a sheet may use and tell the checkout. */
export interface MethodContext {
  client: Client;
  configuration: GatewayConfiguration;
  /** The merchant's options of this payment option, kept current by `updateConfiguration`: read them at flow time. */
  options: Record<string, unknown>;
  strings: Strings;
  /** The payment option the sheet draws, and its name in the list. */
  option: PaymentOptionId;
  label: string;
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
  /** The checkout's element makers (view/dom.ts), so a part draws with them rather than carrying a copy. */
  dom: Dom;
}

/** The element makers a sheet draws with. */
export type Dom = Pick<typeof DomModule, "h" | "part" | "logo">;

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

/**
 * The namespace of an option's plugin, as the sheet receives it (each sheet knows which plugin it drives and narrows
 * it to that plugin's namespace). Not NamespaceOf<AnyPlugin>: that is `any` (its statics are), which would let a
 * sheet call anything on it unchecked.
 */
export interface AnyNamespace {
  create(options: object): Promise<object>;
}

/** Draws an option's sheet into `body` with its plugin's namespace; resolves once the shopper can use it. */
export type Mount = (body: HTMLElement, context: MethodContext, namespace: AnyNamespace) => Promise<Sheet>;

/** Whether this browser can use an option the gateway enables (false when unsure), with its settings; `option` names it. */
export type Supported = (
  client: Client,
  options: Record<string, unknown>,
  option: PaymentOptionId,
) => boolean | Promise<boolean>;

/** A wallet's payload as drop-in gives it: with the wallet's own answer as `details.rawPaymentData`. */
export function withRawPaymentData(payload: unknown, rawPaymentData: unknown): PaymentMethodPayload {
  const given = recordOf(payload);
  return { ...given, details: { ...recordOf(given.details), rawPaymentData } } as unknown as PaymentMethodPayload;
}

/** An option's sheet: the browser's say in offering it, and the sheet itself. */
export interface SheetModule {
  supported?: Supported;
  mount: Mount;
}

/** What a one-button sheet says to use its button: Drop-in's own sentence where it has one (`venmoButtonMustBeUsed`), else paykit's, naming the option. */
export function mustUseButton(context: MethodContext): string {
  const own = `${context.option}ButtonMustBeUsed`;
  return Object.hasOwn(walletsEnUS, own)
    ? textOf(context.strings, walletsEnUS, own as keyof typeof walletsEnUS)
    : fill(textOf(context.strings, walletsEnUS, "buttonMustBeUsed"), { paymentSource: context.label });
}

/** A sheet of one control (a wallet's button), with a `request` that says to use it. */
export function sheetOfButton(
  body: HTMLElement,
  control: HTMLElement,
  mustUse: string,
  context: MethodContext,
  teardown: () => Promise<void>,
): Sheet {
  fillSheet(body, control);
  return {
    request: () => {
      context.failed(undefined, mustUse);
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- a failure without a cause: the checkout turns it into DROPIN_NO_PAYMENT_METHOD (Sheet.request)
      return Promise.reject();
    },
    shown: (chosen) => {
      if (chosen) focusSheet(control);
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
  return sheetOfButton(body, sheetButton(id, label, start), mustUse, context, teardown);
}
