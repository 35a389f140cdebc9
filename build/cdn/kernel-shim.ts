// Stands in for kernel/index.ts inside CDN plugin bundles: the shared runtime comes from the page's
// client.min.js (see kernel/runtime.ts); whatever it does not hold is bundled from the kernel as usual
// (explicit exports here take precedence over the star export). VERSION is never taken from the page:
// each bundle carries the version it was built with, so the registry can refuse one from another release.
import type { KernelRuntime } from "../../kernel/runtime.js";

export * from "../../kernel/index.js";

const runtime = (globalThis as unknown as { braintree: Record<string, KernelRuntime> }).braintree.__paykitKernel as KernelRuntime;

/** One runtime member; marked pure so a bundle keeps only the members its plugin uses. */
function pick<Name extends keyof KernelRuntime>(name: Name): KernelRuntime[Name] {
  return runtime[name];
}

export const client = /* @__PURE__ */ pick("client");
export const BraintreeError = /* @__PURE__ */ pick("BraintreeError");
export const createError = /* @__PURE__ */ pick("createError");
export const isBraintreeError = /* @__PURE__ */ pick("isBraintreeError");
export const wrapError = /* @__PURE__ */ pick("wrapError");
export const catalogue = /* @__PURE__ */ pick("catalogue");
export const clientErrors = /* @__PURE__ */ pick("clientErrors");
export const sharedErrors = /* @__PURE__ */ pick("sharedErrors");
export const definePlugin = /* @__PURE__ */ pick("definePlugin");
export const registerPlugin = /* @__PURE__ */ pick("registerPlugin");
export const installPlugin = /* @__PURE__ */ pick("installPlugin");
export const getPlugin = /* @__PURE__ */ pick("getPlugin");
export const loadScript = /* @__PURE__ */ pick("loadScript");
export const assetsBaseHint = /* @__PURE__ */ pick("assetsBaseHint");
export const setAssetsBaseHint = /* @__PURE__ */ pick("setAssetsBaseHint");
export const collectCardFraudData = /* @__PURE__ */ pick("collectCardFraudData");
export const sendEvent = /* @__PURE__ */ pick("sendEvent");
export const uuid = /* @__PURE__ */ pick("uuid");
export const takeEarly = /* @__PURE__ */ pick("takeEarly");
export const isRecord = /* @__PURE__ */ pick("isRecord");
export const describeValue = /* @__PURE__ */ pick("describeValue");
export const jsonCopy = /* @__PURE__ */ pick("jsonCopy");
export const recordOf = /* @__PURE__ */ pick("recordOf");
