// Create options: the two validation rules of spec 001 §5, then every option read once with its default.
import { createError, recordOf } from "../../kernel/index.js";
import { venmoErrors as errors } from "./errors.js";
import type { VenmoLineItem } from "./types.js";

/** profileId and deepLinkReturnUrl, when given (truthy), must be strings. */
export function validateOptions(options: unknown): void {
  const { profileId, deepLinkReturnUrl } = recordOf(options);
  if (profileId && typeof profileId !== "string") throw createError(errors.VENMO_INVALID_PROFILE_ID);
  if (deepLinkReturnUrl && typeof deepLinkReturnUrl !== "string")
    throw createError(errors.VENMO_INVALID_DEEP_LINK_RETURN_URL);
}

/** The options of one instance, with the defaults of spec 001 §9. */
export interface VenmoSettings {
  profileId: string | undefined;
  displayName: string | undefined;
  /** Upper case; "" selects the legacy flow. */
  paymentMethodUsage: string;
  deepLinkReturnUrl: string | undefined;
  allowDesktop: boolean;
  allowDesktopWebLogin: boolean;
  mobileWebFallBack: boolean;
  allowNewBrowserTab: boolean;
  allowWebviews: boolean;
  allowNonDefaultBrowsers: boolean;
  useRedirectForIOS: boolean;
  requireManualReturn: boolean;
  cancelOnReturnToBrowser: boolean;
  ignoreHistoryChanges: boolean;
  allowAndroidRecreation: boolean;
  collectCustomerBillingAddress: boolean;
  collectCustomerShippingAddress: boolean;
  isFinalAmount: boolean;
  lineItems: VenmoLineItem[] | undefined;
  subTotalAmount: unknown;
  discountAmount: unknown;
  taxAmount: unknown;
  shippingAmount: unknown;
  totalAmount: unknown;
}

/** Options that are on only when exactly `true`, and those that are on unless exactly `false`. */
const OFF_BY_DEFAULT = [
  "allowDesktop",
  "allowDesktopWebLogin",
  "mobileWebFallBack",
  "useRedirectForIOS",
  "requireManualReturn",
  "cancelOnReturnToBrowser",
  "ignoreHistoryChanges",
  "collectCustomerBillingAddress",
  "collectCustomerShippingAddress",
  "isFinalAmount",
] as const;
const ON_BY_DEFAULT = [
  "allowNewBrowserTab",
  "allowWebviews",
  "allowNonDefaultBrowsers",
  "allowAndroidRecreation",
] as const;
const PASSED_ON = ["subTotalAmount", "discountAmount", "taxAmount", "shippingAmount", "totalAmount"] as const;

export function readSettings(options: unknown): VenmoSettings {
  const given = recordOf(options);
  const value = (name: string) => given[name];
  const text = (name: string) => {
    const option = value(name);
    return typeof option === "string" && option !== "" ? option : undefined;
  };
  const usage = value("paymentMethodUsage");
  const settings: Record<string, unknown> = {
    profileId: text("profileId"),
    displayName: text("displayName"),
    deepLinkReturnUrl: text("deepLinkReturnUrl"),
    paymentMethodUsage: typeof usage === "string" ? usage.toUpperCase() : "",
    lineItems: lineItemsOf(value("lineItems")),
  };
  for (const name of OFF_BY_DEFAULT) settings[name] = value(name) === true;
  for (const name of ON_BY_DEFAULT) settings[name] = value(name) !== false;
  for (const name of PASSED_ON) settings[name] = value(name);
  return settings as unknown as VenmoSettings;
}

/** A copy of the line items, each with `unitTaxAmount` defaulting to "0" (the merchant's array is left alone). */
function lineItemsOf(items: unknown): VenmoLineItem[] | undefined {
  if (!Array.isArray(items)) return undefined;
  try {
    return items.map((item) => {
      const copy = recordOf(item);
      return { ...copy, unitTaxAmount: copy.unitTaxAmount || "0" } as VenmoLineItem;
    });
  } catch {
    // A hostile array (a Proxy whose length or map throws) is no line items.
    return undefined;
  }
}
