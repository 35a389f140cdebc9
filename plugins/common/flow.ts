// The flow of a payment method whose shopper-facing step is one `tokenize(tokenizeOptions)` in the shopper's click
// (a pop-up, a bank form, the browser's payment sheet): the plugins whose manifest says `"flow": true` and have no
// sheet of their own export it as their flow (plugins/<dir>/flow.ts).
import type { FlowOutcome, FlowRequest, MethodFlow } from "../../kernel/index.js";

/** What the flow needs of an instance. */
export interface Tokenizer {
  tokenize(options?: never): Promise<unknown>;
}

/** Runs `tokenize` with the surface's `tokenizeOptions`, synchronously in the click (a pop-up opens inside it). */
export function tokenizeOnce({ instance, tokenizeOptions }: FlowRequest<Tokenizer>): Promise<FlowOutcome> {
  return instance.tokenize(tokenizeOptions as never).then((payload) => ({ payload }));
}

/** The flow of a one-call method. */
export const tokenizeFlow: MethodFlow<Tokenizer> = { pay: tokenizeOnce };
