import { createError, wrapError, type ErrorDefinition } from "../errors/braintree-error.js";
import { isRefusedByGateway } from "../transport/gateway-status.js";
import { frameServiceErrors } from "./errors.js";
import type { ReturnParameters } from "./return-parameters.js";
import type { FrameGeometry } from "./strategies/types.js";
import type { FlowWindow } from "./types.js";

/** The plugin's own catalogue errors, one for each way a pop-up flow ends without a result. */
export interface PopupFlowErrors {
  /** A flow of the same frame service is still running. */
  inProgress: ErrorDefinition;
  /**
   * Nothing could be opened: a blocked pop-up (the flow was not started in a click) or an asset origin
   * the configuration may not name. Wraps the frame service error in `details.originalError`; without it, that
   * error (FRAME_SERVICE_FRAME_OPEN_FAILED) is passed on unchanged, as the provider's Venmo passes it.
   */
  openFailed?: ErrorDefinition;
  /**
   * The window went away without an approval: the shopper closed it or cancelled at the provider, the
   * merchant closed it, the instance was torn down, or `approved` said no.
   */
  closed: ErrorDefinition;
  /** `createResource` failed (no answer, 5xx, …). Wraps the cause. */
  failed: ErrorDefinition;
  /** The gateway refused the resource with HTTP 422: the merchant's options are invalid. Default: `failed`. */
  invalidOption?: ErrorDefinition;
  /** The resource names no page to send the window to. Wraps the resource. Default: `failed`. */
  noRedirect?: ErrorDefinition;
}

/**
 * One pop-up flow, as a plugin declares it. The frame service runs it in this order: in-progress guard,
 * `check`, open the landing page at once (still inside the shopper's click), `overlay` shown,
 * `createResource`, send the window to `redirectUrl(resource)`, wait for the provider's return,
 * `approved`, `complete`. Every failure ends as one of `errors`.
 *
 * @typeParam Resource - what `createResource` resolves with (the gateway's answer).
 * @typeParam Result - what the flow resolves with (usually a tokenize payload).
 */
export interface PopupFlow<Resource, Result> {
  errors: PopupFlowErrors;
  /** The provider's return parameters this flow reads; every other parameter of the return is dropped. */
  returnParameters: readonly string[];
  /** Size and position of this pop-up (finite numbers only); unset values keep the service's defaults. */
  window?: Partial<FrameGeometry>;
  /** An element shown on the page while the flow runs (e.g. a dimming backdrop), removed when it ends. */
  overlay?: HTMLElement;
  /** Option checks that must come after the in-progress guard; throws the plugin's catalogue error. */
  check?(): void;
  /**
   * Creates the provider resource (payment, billing agreement, request token, mandate, …) while the
   * window shows the landing page. Rejects with the gateway error as `client.request` gave it.
   */
  createResource(): Promise<Resource>;
  /**
   * The error a failed `createResource` ends the flow with, for a plugin whose provider reports it its own way
   * (local payments pass the client's error through). Default: `errors.invalidOption` for HTTP 422, else
   * `errors.failed`, wrapping the cause.
   */
  resourceFailure?(error: unknown): unknown;
  /**
   * Where the window goes next, read from the resource; may wait (a merchant's `onPaymentStart`).
   * Anything but a non-empty string ends the flow with `errors.noRedirect`.
   */
  redirectUrl(resource: Resource): unknown;
  /** Whether the return parameters mean "approved"; false ends the flow with `errors.closed`. Default: yes. */
  approved?(parameters: ReturnParameters): boolean;
  /** Turns the approved return into the result (tokenizes); throws the plugin's catalogue errors. */
  complete(parameters: ReturnParameters, resource: Resource): Promise<Result> | Result;
  /**
   * The window went away without a return (closed by the shopper, the merchant, or the provider's own page).
   * Default: the flow ends with `errors.closed`. A flow whose outcome the gateway knows asks it here instead
   * (Venmo: the payment context may be approved although the pop-up never came back).
   */
  closedWithoutReturn?(): Promise<Result> | Result;
}

/**
 * Runs one flow on `service`: the window opens before this returns, so call it inside the shopper's
 * click. The in-progress guard and the overlay belong to `FrameService.flow`, which calls this.
 */
export function runPopupFlow<Resource, Result>(
  service: FlowWindow,
  flow: PopupFlow<Resource, Result>,
): Promise<Result> {
  const { errors } = flow;
  let resource: Resource;
  /** The flow already failed before the window came back: closing it asks nothing more. */
  let abandoned = false;
  return new Promise<Result>((resolve, reject) => {
    // The flow's outcome settles this promise, its failure included: nothing is left to handle.
    const settle = (outcome: () => Promise<Result> | Result) =>
      void Promise.resolve().then(outcome).then(resolve, reject);
    service.open({ ...flow.window, returnParameters: flow.returnParameters }, (error, parameters = {}) => {
      if (abandoned) return;
      if (error?.code === frameServiceErrors.FRAME_SERVICE_FRAME_OPEN_FAILED.code) {
        reject(errors.openFailed ? wrapError(errors.openFailed, error) : error);
      } else if (error && !flow.closedWithoutReturn) {
        reject(createError(errors.closed));
      } else if (error) {
        settle(() => flow.closedWithoutReturn?.() as Promise<Result> | Result);
      } else if (flow.approved && !flow.approved(parameters)) {
        reject(createError(errors.closed));
      } else {
        settle(() => flow.complete(parameters, resource));
      }
    });
    if (service.state !== "open") return;
    Promise.resolve()
      .then(() => flow.createResource())
      .catch((error: unknown) => {
        throw flow.resourceFailure
          ? flow.resourceFailure(error)
          : wrapError((isRefusedByGateway(error) && errors.invalidOption) || errors.failed, error);
      })
      .then(async (created) => {
        resource = created;
        const url = await flow.redirectUrl(created);
        if (typeof url !== "string" || url === "") throw wrapError(errors.noRedirect ?? errors.failed, created);
        service.redirect(url);
      })
      .catch((error: unknown) => {
        abandoned = true;
        reject(error);
        service.close();
      });
  });
}
