/**
 * paykit kernel, internal entry: the `client` component and everything payment-method plugins share.
 * Merchants import `kernel/public.ts` (the `paykit` package entry); plugins import this file.
 * The public API mirrors braintree-web 3.132.0.
 */
import { create } from "./client/create.js";
import { VERSION } from "./version.js";

export { VERSION } from "./version.js";
export { Client, sendEvent } from "./client/client.js";
export type { RequestOptions } from "./client/client.js";
export type { ClientCreateOptions } from "./client/create.js";
export type { ClientConfiguration, GatewayConfiguration } from "./configuration/types.js";
export { BraintreeError, createError, isBraintreeError, wrapError } from "./errors/braintree-error.js";
export type { BraintreeErrorType, ErrorDefinition } from "./errors/braintree-error.js";
export { catalogue, clientErrors, sharedErrors } from "./errors/catalogue.js";
export { FrameChannel, originOf } from "./frames/channel.js";
export { createFrame } from "./frames/iframe.js";
export type { FrameOptions } from "./frames/iframe.js";
export { FrameService } from "./frames/frame-service.js";
export { createFrameService } from "./frames/load.js";
export type { FrameCallback, FrameHandler, FrameOpenOptions, FrameServiceOptions } from "./frames/frame-service.js";
export { frameServiceErrors } from "./frames/errors.js";
export { popupBridge, supportsPopupFlows, supportsPopups } from "./frames/browser.js";
export type { PopupBridge } from "./frames/browser.js";
export { pickReturnParameters } from "./frames/return-parameters.js";
export type { ReturnParameters } from "./frames/return-parameters.js";
export type { PopupFlow, PopupFlowErrors } from "./frames/popup-flow.js";
export { gatewayStatusOf, isRefusedByGateway } from "./transport/gateway-status.js";
export { appendQuery } from "./transport/query-string.js";
export { callMerchant, createEmitter } from "./events/emitter.js";
export type { Emitter, EventHandler, EventMap } from "./events/emitter.js";
export { isTrustedUrl } from "./configuration/trusted-domains.js";
export { developmentGatewayOrigin } from "./configuration/environments.js";
export { uuid } from "./transport/metadata.js";
export { takeEarly } from "./registry/early.js";
export type { EarlyWork } from "./registry/early.js";
export { loadPart } from "./registry/parts.js";
export { addPartRows, partFile, partRows } from "./registry/parts.js";
export { definePlugin, enablementOf, getPlugin, installPlugin, registerPlugin } from "./registry/plugin.js";
export type {
  AnyPlugin,
  Component,
  ComponentContext,
  ComponentSource,
  CreateComponent,
  InstanceOf,
  Namespace,
  NamespaceOf,
  OptionsOf,
  Plugin,
  PluginDefinition,
  Prepared,
  Statics,
  Teardown,
} from "./registry/plugin.js";
export { assetsBaseHint, setAssetsBaseHint } from "./frames/assets-base.js";
export type { MethodList } from "./registry/public-methods.js";
export type { OptionsValidator } from "./registry/options.js";
export type { Callback } from "./registry/callback.js";
export { loadScript } from "./scripts/load-script.js";
export { collectCardFraudData, fraudNetBlock, fraudNetScript, runFraudNet } from "./fraud/fraudnet.js";
export type { FraudNetParameters } from "./fraud/fraudnet.js";
export { FRAUD_SESSION_ID_MAX_LENGTH, MAX_TIMER_MS } from "./constants.js";
export { describeValue, isRecord, jsonCopy, recordOf } from "./values/inspect.js";
export type { ScriptOptions } from "./scripts/load-script.js";

/** The `braintree.client` namespace. */
export const client = { create, VERSION } as const;
