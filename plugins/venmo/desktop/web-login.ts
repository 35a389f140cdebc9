// Desktop web login: Venmo's site in a 400x570 pop-up over a dark backdrop. When the pop-up comes back
// (or is closed) the payment context's status decides the outcome.
import { createError, createFrameService, wrapError, type BraintreeError, type FrameService } from "../../../kernel/index.js";
import {
  LANDING_FRAME_PAGE,
  WEB_LOGIN_POPUP_HEIGHT,
  WEB_LOGIN_POPUP_WIDTH,
  WEB_LOGIN_STATUS_RETRIES,
  WEB_LOGIN_WINDOW_NAME,
} from "../constants.js";
import { resultOf, type ContextNode, type PaymentContexts, type VenmoResult } from "../contexts.js";
import type { venmoErrors } from "../errors.js";
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
  /** The component's catalogue, handed over so that this chunk does not carry a second copy. */
  errors: typeof venmoErrors;
}

/**
 * The pop-up's frame service, made while `create` runs (here, so that pages that never use web login do not
 * carry the frame service loader).
 */
export function createWebLogin(assetsUrl: string, debug: boolean | undefined): Promise<FrameService> {
  return createFrameService({
    name: WEB_LOGIN_WINDOW_NAME,
    assetsUrl,
    landingFrame: LANDING_FRAME_PAGE,
    title: "Venmo",
    debug,
    width: WEB_LOGIN_POPUP_WIDTH,
    height: WEB_LOGIN_POPUP_HEIGHT,
  });
}

/** Opens the pop-up now (inside the shopper's click) and resolves with the approved context. */
export function runWebLogin(options: WebLoginOptions): Promise<VenmoResult> {
  const { service, errors } = options;
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
