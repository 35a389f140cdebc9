/**
 * The kernel code that client.min.js shares with the plugin bundles on a page, so a CDN plugin bundle
 * carries only its own code (and `instanceof BraintreeError` holds across bundles). npm builds share
 * modules through the bundler instead and never use this object.
 */
import { client, VERSION } from "./index.js";
import { BraintreeError, createError, isBraintreeError, wrapError } from "./errors/braintree-error.js";
import { catalogue, clientErrors, sharedErrors } from "./errors/catalogue.js";
import { definePlugin, getPlugin, installPlugin, registerPlugin } from "./registry/plugin.js";
import { collectCardFraudData, sendEvent } from "./client/client.js";
import { loadScript } from "./scripts/load-script.js";
import { assetsBaseHint, setAssetsBaseHint } from "./frames/assets-base.js";
import { uuid } from "./transport/metadata.js";
import { takeEarly } from "./registry/early.js";
import { describeValue, isRecord, jsonCopy, recordOf } from "./values/inspect.js";

export const kernelRuntime = {
  VERSION,
  client,
  BraintreeError,
  createError,
  isBraintreeError,
  wrapError,
  catalogue,
  clientErrors,
  sharedErrors,
  definePlugin,
  registerPlugin,
  installPlugin,
  getPlugin,
  loadScript,
  assetsBaseHint,
  setAssetsBaseHint,
  collectCardFraudData,
  sendEvent,
  uuid,
  takeEarly,
  isRecord,
  describeValue,
  jsonCopy,
  recordOf,
};

export type KernelRuntime = typeof kernelRuntime;

/** Where client.min.js puts the runtime on the page's `braintree` global. */
export const RUNTIME_KEY = "__paykitKernel";
