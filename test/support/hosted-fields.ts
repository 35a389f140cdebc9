// Driving Hosted Fields on a merchant page from browser tests. The instance lives in the page as
// `window.hf`; its events are recorded in `window.hfEvents`.
import type { Page } from "playwright-core";
import { handledAt } from "./messages.js";
import { fieldFrame, fillField, typeInto } from "./page.js";

/** The five fields of the default merchant page (see `openMerchantPage`). */
export const FIVE_FIELDS = {
  number: { container: "#card-number", placeholder: "4111 1111 1111 1111" },
  cvv: { container: "#cvv" },
  expirationDate: { container: "#expiration-date" },
  postalCode: { container: "#postal-code" },
  cardholderName: { container: "#cardholder-name" },
};

/** The public methods of a Hosted Fields instance besides `teardown` (WIRE §7), as a page calls them. */
export const INSTANCE_METHODS = [
  "tokenize",
  "addClass",
  "removeClass",
  "setAttribute",
  "removeAttribute",
  "setPlaceholder",
  "setMessage",
  "setMonthOptions",
  "clear",
  "focus",
  "getSupportedCardTypes",
  "getChallenges",
  "getState",
  "on",
  "off",
] as const;

export const EVENT_NAMES = [
  "focus",
  "blur",
  "empty",
  "notEmpty",
  "validityChange",
  "cardTypeChange",
  "inputSubmitRequest",
  "binAvailable",
] as const;

/** A BraintreeError as seen from the test: its public fields, and container ids for `invalidFields`. */
export interface SeenError {
  name: string;
  code: string;
  type: string;
  message: string;
  details?: Record<string, unknown>;
}

export type Outcome<T> = { ok: true; value: T } | ({ ok: false } & SeenError);

/** One recorded merchant event: the name, who emitted it and the state it carried. */
export interface SeenEvent {
  name: string;
  emittedBy?: string;
  bin?: string;
  fields?: Record<
    string,
    { isEmpty: boolean; isValid: boolean; isPotentiallyValid: boolean; isFocused: boolean; container: string }
  >;
  cards?: Array<{ type: string }>;
}

/**
 * Creates a client and Hosted Fields in the page (`window.hf`), recording every event.
 * Resolves with "ready" or the error create rejected with.
 */
export async function createHostedFields(
  page: Page,
  authorization: string,
  options: Record<string, unknown> = {},
): Promise<Outcome<"ready">> {
  return page.evaluate(
    async ({ auth, options: rest, events, defaultFields }) => {
      const w = window as unknown as { braintree: any; hf?: any; hfEvents: unknown[] };
      w.hfEvents = [];
      const containerOf = (element: Element | undefined) => (element ? `#${element.id}` : undefined);
      try {
        const client = await w.braintree.client.create({ authorization: auth });
        w.hf = await w.braintree.hostedFields.create({ client, fields: defaultFields, ...rest });
        for (const name of events) {
          w.hf.on(name, (event: any) => {
            const fields = event?.fields
              ? Object.fromEntries(
                  Object.entries(event.fields).map(([key, state]: [string, any]) => [
                    key,
                    { ...state, container: containerOf(state.container) },
                  ]),
                )
              : undefined;
            w.hfEvents.push({ name, emittedBy: event?.emittedBy, bin: event?.bin, fields, cards: event?.cards });
          });
        }
        return { ok: true, value: "ready" } as never;
      } catch (error) {
        const { name, code, type, message } = error as Record<string, string>;
        return { ok: false, name, code, type, message } as never;
      }
    },
    { auth: authorization, options, events: EVENT_NAMES, defaultFields: FIVE_FIELDS },
  );
}

/** Calls a method of `window.hf` and reports its result or error (invalidFields as container ids). */
export async function callHostedFields<T = unknown>(
  page: Page,
  method: string,
  ...args: unknown[]
): Promise<Outcome<T>> {
  return page.evaluate(
    async ({ method, args }) => {
      const hf = (window as unknown as { hf: Record<string, (...a: unknown[]) => unknown> }).hf;
      try {
        return { ok: true as const, value: (await hf[method]?.(...args)) as never };
      } catch (error) {
        const { name, code, type, message, details } = error as { details?: Record<string, unknown> } & Record<
          string,
          string
        >;
        const seen: Record<string, unknown> = { ok: false, name, code, type, message };
        if (details) {
          const invalidFields = details.invalidFields as Record<string, Element> | undefined;
          seen.details = {
            ...JSON.parse(JSON.stringify({ ...details, invalidFields: undefined })),
            ...(invalidFields
              ? { invalidFields: Object.fromEntries(Object.entries(invalidFields).map(([k, el]) => [k, `#${el.id}`])) }
              : {}),
          };
        }
        return seen as never;
      }
    },
    { method, args },
  );
}

export function tokenize(page: Page, options: Record<string, unknown> = {}) {
  return callHostedFields<Record<string, any>>(page, "tokenize", options);
}

/** The events recorded since the last call (and forgets them). */
export async function takeEvents(page: Page): Promise<SeenEvent[]> {
  return page.evaluate(() => {
    const w = window as unknown as { hfEvents: SeenEvent[] };
    const events = w.hfEvents;
    w.hfEvents = [];
    return events;
  });
}

export interface TestCard {
  number: string;
  cvv: string;
  /** Digits as typed into expirationDate, e.g. "1234". */
  expiration: string;
  postal?: string;
  name?: string;
}

export const VISA: TestCard = { number: "4111111111111111", cvv: "123", expiration: "1234" };

/**
 * Puts a card in the five default fields, each filled at once (`fillField`) where the card is only a test's set-up, or
 * typed key by key as a shopper would (`typed`: `typeInto`).
 */
export async function fillCard(page: Page, card: TestCard, options: { typed?: boolean } = {}): Promise<void> {
  const fill = options.typed ? typeInto : fillField;
  await fill(page, "number", card.number);
  await fill(page, "cvv", card.cvv);
  await fill(page, "expirationDate", card.expiration);
  await fill(page, "postalCode", card.postal ?? "12345");
  await fill(page, "cardholderName", card.name ?? "Ada Lovelace");
}

/** Empties every field through the public API, so one instance can serve several tests. */
export async function clearAll(page: Page, keys: string[] = Object.keys(FIVE_FIELDS)): Promise<void> {
  for (const key of keys) await callHostedFields(page, "clear", key);
  for (const key of keys) {
    const frame = await fieldFrame(page, key);
    await frame.waitForFunction(() => (document.getElementById("field") as HTMLInputElement).value === "");
  }
  // The frames' last reports are already on their way to the page; let them land before forgetting them.
  const toParent = ({ marker }: { marker: string }) => window.parent.postMessage(marker, "*");
  for (const key of keys) await handledAt(page, await fieldFrame(page, key), toParent);
  await takeEvents(page);
}

/** The value of a field's input as the shopper sees it (read inside the frame; never from the page). */
export async function shownValue(page: Page, key: string): Promise<string> {
  const frame = await fieldFrame(page, key);
  return frame.$eval("#field", (element) => (element as HTMLInputElement).value);
}
