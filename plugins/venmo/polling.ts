// Manual-return polling (spec 001 §4): after the app switch the page asks the payment context's status
// every 250 ms until APPROVED or a terminal status, for at most five minutes.
import { createError, wrapError } from "../../kernel/index.js";
import {
  MOBILE_POLLING_EXPIRY_MS,
  MOBILE_POLLING_INTERVAL_MS,
  PROCESS_RESULTS_DELAY_MS,
  type ContextStatus,
} from "./constants.js";
import type { ContextNode, PaymentContexts } from "./contexts.js";
import { venmoErrors as errors } from "./errors.js";
import { fragmentParameters, hasAppResult } from "./fragment.js";

/** The state of a Venmo instance that polling reads and updates. */
export interface ContextState {
  contextId: string | undefined;
  /** Last status seen; the poller updates it. */
  status: ContextStatus | undefined;
  /** The window the app switch opened, if any. */
  venmoWindow: Window | null | undefined;
}

/** What the poller works with. */
export interface PollingTarget {
  contexts: PaymentContexts;
  state: ContextState;
  cancelOnReturnToBrowser: boolean;
  /** Marks the context CANCELED. */
  cancelContext(): Promise<unknown>;
}

/** Thrown when the flow was abandoned (cancelled or torn down) while polling: the caller ignores it. */
export const STOPPED = Symbol("stopped");

const TERMINAL_ERRORS = {
  EXPIRED: errors.VENMO_MOBILE_POLLING_TOKENIZATION_EXPIRED,
  FAILED: errors.VENMO_MOBILE_POLLING_TOKENIZATION_FAILED,
  CANCELED: errors.VENMO_MOBILE_POLLING_TOKENIZATION_CANCELED,
} as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until APPROVED (resolves with the context) or a polling error; `stopped()` ends it quietly. */
export async function pollForApproval(target: PollingTarget, stopped: () => boolean): Promise<ContextNode> {
  const state = target.state;
  const expiresAt = Date.now() + MOBILE_POLLING_EXPIRY_MS;
  const pollsBeforeCancel = Math.ceil(PROCESS_RESULTS_DELAY_MS / MOBILE_POLLING_INTERVAL_MS);
  let polls = 0;
  for (;;) {
    const id = state.contextId;
    if (!id) throw createError(errors.VENMO_MOBILE_POLLING_TOKENIZATION_NO_CONTEXT_ID);
    if (Date.now() > expiresAt) throw createError(errors.VENMO_MOBILE_POLLING_TOKENIZATION_TIMEOUT);
    if (state.venmoWindow?.closed && state.status === "CREATED") {
      target.cancelContext().catch(() => undefined);
      throw createError(errors.VENMO_MOBILE_POLLING_TOKENIZATION_CANCELED);
    }
    if (
      target.cancelOnReturnToBrowser &&
      ++polls >= pollsBeforeCancel &&
      state.status === "CREATED" &&
      !hasAppResult(fragmentParameters())
    ) {
      polls = 0;
      target.cancelContext().catch(() => undefined);
    }
    let node: ContextNode;
    try {
      node = await target.contexts.query(id);
    } catch (error) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- a sentinel, not an error: the caller tells a stop by it (venmo.ts) and never lets it reach a merchant
      if (stopped()) throw STOPPED;
      throw wrapError(errors.VENMO_MOBILE_POLLING_TOKENIZATION_NETWORK_ERROR, error);
    }
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- a sentinel, not an error: the caller tells a stop by it (venmo.ts) and never lets it reach a merchant
    if (stopped()) throw STOPPED;
    if (node.status !== state.status) {
      state.status = node.status;
      if (node.status === "APPROVED") return node;
      const terminal = TERMINAL_ERRORS[node.status as keyof typeof TERMINAL_ERRORS];
      if (terminal) throw createError(terminal);
    }
    await sleep(MOBILE_POLLING_INTERVAL_MS);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- a sentinel, not an error: the caller tells a stop by it (venmo.ts) and never lets it reach a merchant
    if (stopped()) throw STOPPED;
  }
}
