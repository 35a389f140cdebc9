/**
 * paykit kernel, internal entry: the `client` component and everything payment-method plugins share.
 * Merchants import `kernel/public.ts` (the `paykit` package entry); plugins import this file.
 * The public API mirrors braintree-web 3.132.0.
 */
import { create } from "./client/create.js";
import { VERSION } from "./version.js";

export { VERSION } from "./version.js";
export { Client, sendEvent } from "./client/client.js";
export type { ClientConfiguration } from "./client/client.js";
export type { GatewayConfiguration } from "./configuration/types.js";
export { BraintreeError, createError, isBraintreeError, wrapError } from "./errors/braintree-error.js";
export type { BraintreeErrorType, ErrorDefinition } from "./errors/braintree-error.js";
export { catalogue, clientErrors, sharedErrors } from "./errors/catalogue.js";
export { FrameChannel, originOf } from "./frames/channel.js";
export { createFrame } from "./frames/iframe.js";
export { FrameService } from "./frames/frame-service.js";
export { createFrameService, prefetchFrameService } from "./frames/load.js";
export type { FrameOpenOptions, FrameServiceOptions } from "./frames/frame-service.js";
export { popupBridge, supportsPopupFlows } from "./frames/browser.js";
export { pickReturnParameters } from "./frames/return-parameters.js";
export type { ReturnParameters } from "./frames/return-parameters.js";
export type { PopupFlowErrors } from "./frames/popup-flow.js";
export { gatewayStatusOf, isRefusedByGateway } from "./transport/gateway-status.js";
export { appendQuery } from "./transport/query-string.js";
export { callMerchant, createEmitter } from "./events/emitter.js";
export { Subscribable } from "./events/subscribable.js";
export type { SnapshotListener } from "./events/subscribable.js";
export type { EventHandler } from "./events/emitter.js";
export { developmentGatewayOrigin } from "./configuration/environments.js";
export { isTrustedUrl } from "./configuration/trusted-domains.js";
export { trustedUrl } from "./client/trusted-url.js";
export { uuid } from "./transport/metadata.js";
export { instanceKey } from "./frames/instance-key.js";
export { contentWindowOf, parseJson, stringifyJson } from "./values/intrinsics.js";
export type { InstanceKey } from "./frames/instance-key.js";
export { addPartRows, loadPart, partFile, partRows } from "./parts/parts.js";
export { definePlugin, enablementOf, getPlugin, registerPlugin } from "./registry/plugin.js";
export type {
  AnyPlugin,
  Component,
  InstanceOf,
  NamespaceOf,
  OptionsOf,
  Plugin,
  Prepared,
  Teardown,
} from "./registry/plugin.js";
export type {
  AnyFlow,
  FlowButtonLook,
  FlowContext,
  FlowOutcome,
  FlowRequest,
  FlowSupport,
  MethodFlow,
} from "./registry/flow.js";
export type { Callback } from "./methods/callback.js";
export { assetsBaseHint } from "./frames/assets-base.js";
export { loadScript } from "./scripts/load-script.js";
export { cardFraudNet, loadFraudNet, type FraudNet } from "./fraud/load.js";
export { fraudNetPage } from "./fraud/page.js";
export type { FraudNetParameters } from "./fraud/fraudnet.js";
export { FRAUD_SESSION_ID_MAX_LENGTH, MAX_TIMER_MS } from "./constants.js";
export { describeValue, isRecord, jsonCopy, recordOf } from "./values/inspect.js";

/** The `braintree.client` namespace. */
export const client = { create, VERSION } as const;
