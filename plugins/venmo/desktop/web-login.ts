// Desktop web login: Venmo's site in a 400x570 pop-up over a dark backdrop. When the pop-up comes back
// (or is closed) the payment context's status decides the outcome.
import { createError, wrapError, type BraintreeError, type FrameService } from "../../../kernel/index.js";
import { WEB_LOGIN_POPUP_HEIGHT, WEB_LOGIN_POPUP_WIDTH, WEB_LOGIN_STATUS_RETRIES } from "../constants.js";
import { resultOf, type ContextNode, type PaymentContexts, type VenmoResult } from "../contexts.js";
import { venmoErrors as errors } from "../errors.js";
import type { ContextState } from "../polling.js";
import { showBackdrop } from "./backdrop.js";

export interface WebLoginOptions {
  service: FrameService;
  /** The Venmo web-login URL, once the payment context is ready. */
  url: () => Promise<string>;
  contexts: PaymentContexts;
  /** The instance's payment context and the last status seen. */
  state: ContextState;
  /** Marks the context CANCELED. */
  cancelContext: () => Promise<void>;
  /** Registers what ends the flow early (merchant cancel, teardown). */
  onStop: (cleanup: () => void) => void;
}

/** Opens the pop-up now (inside the shopper's click) and resolves with the approved context. */
export function runWebLogin(options: WebLoginOptions): Promise<VenmoResult> {
  const { service } = options;
  return new Promise<VenmoResult>((resolve, reject) => {
    let settled = false;
    const end = (error: unknown) => {
      settled = true;
      reject(error);
      service.close();
    };
    const backdrop = showBackdrop(
      () => service.focus(),
      () => {
        options.cancelContext().catch(() => undefined);
        end(createError(errors.VENMO_CUSTOMER_CANCELED));
      },
    );
    options.onStop(() => {
      backdrop.remove();
      if (!settled) end(undefined);
    });
    service.open(centredPopup(), (error) => {
      backdrop.remove();
      if (settled) return;
      settled = true;
      if (error?.code === "FRAME_SERVICE_FRAME_OPEN_FAILED") return reject(error);
      checkStatus(options, 1).then(resolve, (statusError: BraintreeError) =>
        // A shopper who closed the pop-up leaves the context CREATED: that is a cancellation, not a failure.
        queryStatus(options).then(
          (node) => reject(node.status === "CREATED" ? createError(errors.VENMO_CUSTOMER_CANCELED) : statusError),
          () => reject(statusError),
        ),
      );
    });
    if (service.state === "open") options.url().then((url) => service.redirect(url), end);
  });
}

function centredPopup() {
  const top = Math.round((window.outerHeight - WEB_LOGIN_POPUP_HEIGHT) / 2) + window.screenTop;
  const left = Math.round((window.outerWidth - WEB_LOGIN_POPUP_WIDTH) / 2) + window.screenLeft;
  return Number.isFinite(top) && Number.isFinite(left) ? { top, left } : {};
}

async function queryStatus({ contexts, state }: WebLoginOptions): Promise<ContextNode> {
  try {
    return await contexts.query(state.contextId ?? "");
  } catch (error) {
    throw wrapError(errors.VENMO_NETWORK_ERROR, error);
  }
}

/** APPROVED resolves, CANCELED and FAILED reject; anything else is asked again, three times in all. */
async function checkStatus(options: WebLoginOptions, attempt: number): Promise<VenmoResult> {
  const { state } = options;
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
