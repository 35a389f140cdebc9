// Desktop web login: Venmo's site in a 400x570 pop-up over a dark backdrop, run as the frame service's pop-up
// flow. Whether the pop-up comes back or is closed, the payment context's status decides the outcome.
import {
  createError,
  wrapError,
  type BraintreeError,
  type FrameService,
  type PopupFlowErrors,
} from "../../../kernel/index.js";
import { WEB_LOGIN_POPUP_HEIGHT, WEB_LOGIN_POPUP_WIDTH, WEB_LOGIN_STATUS_RETRIES } from "../constants.js";
import { resultOf, type ContextNode, type PaymentContexts, type VenmoResult } from "../contexts.js";
import type { venmoErrors } from "../errors.js";
import type { ContextState } from "../polling.js";
import { createBackdrop } from "./backdrop.js";

export interface WebLoginOptions {
  /** The instance's frame service, made at `create` (the pop-up must open inside the shopper's click). */
  service: FrameService;
  /** The Venmo web-login URL, once the payment context is ready; rejects with the instance's set-up error. */
  url: () => Promise<string>;
  contexts: PaymentContexts;
  /** The instance's payment context and the last status seen. */
  state: ContextState;
  /** Marks the context CANCELED. */
  cancelContext: () => Promise<unknown>;
  /** Registers what ends the flow early (merchant cancel, teardown). */
  onStop: (cleanup: () => void) => void;
  /** The component's catalogue, handed over so that this chunk does not carry a second copy. */
  errors: typeof venmoErrors;
}

/**
 * How the flow ends without an approved context, in Venmo's terms; a pop-up that cannot open fails with the frame
 * service's own error (no `openFailed`), as the provider's.
 */
function flowErrors(errors: typeof venmoErrors): PopupFlowErrors {
  return {
    inProgress: errors.VENMO_TOKENIZATION_REQUEST_ACTIVE,
    closed: errors.VENMO_CUSTOMER_CANCELED,
    failed: errors.VENMO_MOBILE_PAYMENT_CONTEXT_SETUP_FAILED,
  };
}

/** Opens the pop-up now (inside the shopper's click) and resolves with the approved context. */
export function runWebLogin(options: WebLoginOptions): Promise<VenmoResult> {
  const { service, errors } = options;
  /** Set when the flow is ended from this page ('Cancel payment', the merchant, teardown): its error, asked nothing. */
  let ended: { error: unknown } | undefined;
  const end = (error: unknown) => {
    ended ??= { error };
    service.close();
  };
  const backdrop = createBackdrop(
    () => service.focus(),
    () => {
      options.cancelContext().catch(() => undefined);
      end(createError(errors.VENMO_CUSTOMER_CANCELED));
    },
  );
  options.onStop(() => end(undefined));
  const outcome = service.flow<undefined, VenmoResult>({
    errors: flowErrors(errors),
    // Venmo's answer in the return is never trusted: the context's status decides.
    returnParameters: [],
    window: centredPopup(),
    overlay: backdrop.layer,
    // The payment context was made with the instance (or after the last tokenization); `redirectUrl` waits for it
    // and passes its set-up error on unchanged.
    createResource: async () => undefined,
    redirectUrl: () => options.url(),
    complete: () => decide(options),
    closedWithoutReturn: () => {
      if (ended) throw ended.error;
      return decide(options);
    },
  });
  backdrop.proceed.focus();
  return outcome;
}

function centredPopup() {
  const top = Math.round((window.outerHeight - WEB_LOGIN_POPUP_HEIGHT) / 2) + window.screenTop;
  const left = Math.round((window.outerWidth - WEB_LOGIN_POPUP_WIDTH) / 2) + window.screenLeft;
  return Number.isFinite(top) && Number.isFinite(left) ? { top, left } : {};
}

/** The context's status after the pop-up: a shopper who closed it leaves the context CREATED, a cancellation. */
function decide(options: WebLoginOptions): Promise<VenmoResult> {
  return checkStatus(options, 1).catch((statusError: BraintreeError) =>
    queryStatus(options).then(
      (node) => {
        throw node.status === "CREATED" ? createError(options.errors.VENMO_CUSTOMER_CANCELED) : statusError;
      },
      () => {
        throw statusError;
      },
    ),
  );
}

async function queryStatus({ contexts, state, errors }: WebLoginOptions): Promise<ContextNode> {
  try {
    return await contexts.query(state.contextId ?? "");
  } catch (error) {
    throw wrapError(errors.VENMO_NETWORK_ERROR, error);
  }
}

/** APPROVED resolves, CANCELED and FAILED reject; anything else is asked again, three times in all. */
async function checkStatus(options: WebLoginOptions, attempt: number): Promise<VenmoResult> {
  const { state, errors } = options;
  const node = await queryStatus(options);
  if (node.status !== state.status) {
    state.status = node.status;
    if (node.status === "APPROVED") return resultOf(node, state.contextId);
    if (node.status === "CANCELED") throw createError(errors.VENMO_CUSTOMER_CANCELED);
    if (node.status === "FAILED") throw createError(errors.VENMO_TOKENIZATION_FAILED);
  }
  if (attempt < WEB_LOGIN_STATUS_RETRIES) return checkStatus(options, attempt + 1);
  throw createError(errors.VENMO_TOKENIZATION_FAILED);
}
