import { recordOf } from "../../kernel/index.js";
import {
  BLIK,
  DEFERRED_PAYMENT_TYPES,
  PAY_UPON_INVOICE,
  REQUIRED_ADDRESS_OPTIONS,
  REQUIRED_BLIK_LEVEL_0,
  REQUIRED_BLIK_ONE_CLICK_FIRST,
  REQUIRED_BLIK_ONE_CLICK_SUBSEQUENT,
  REQUIRED_LINE_ITEM_OPTIONS,
  REQUIRED_OPTIONS,
  REQUIRED_OPTIONS_DEFERRED,
  REQUIRED_OPTIONS_PAY_UPON_INVOICE,
} from "./constants.js";

export type Options = Record<string, unknown>;

export function paymentTypeOf(options: Options): string {
  return typeof options.paymentType === "string" ? options.paymentType.toLowerCase() : "";
}

/**
 * Deferred payments complete outside this session (Pay Upon Invoice, MB WAY, BANCOMAT Pay, BLIK with a
 * level 0 code or One Click): no window opens and `startPayment` resolves once the payment exists.
 */
export function isDeferred(options: Options): boolean {
  const type = paymentTypeOf(options);
  if ((DEFERRED_PAYMENT_TYPES as readonly string[]).includes(type)) return true;
  if (type !== BLIK) return false;
  const blik = recordOf(options.blikOptions);
  return "level_0" in blik || "oneClick" in blik;
}

const present = (options: Options, name: string) =>
  name === "onPaymentStart"
    ? typeof options[name] === "function"
    : options[name] !== undefined && options[name] !== null;

function firstMissing(
  options: Options,
  names: readonly string[],
  redirectFlow: boolean,
  prefix = "",
): string | undefined {
  for (const name of names) {
    if (redirectFlow && name === "onPaymentStart") continue;
    if (!present(options, name)) return prefix + name;
  }
  return undefined;
}

/**
 * Pay Upon Invoice, in the provider's order: each top-level option in turn (`onPaymentStart` too, whatever the
 * flow), an address or the line items checked as soon as they are reached, so the first gap named is the
 * provider's.
 */
function missingInPayUponInvoice(options: Options): string | undefined {
  for (const name of REQUIRED_OPTIONS_PAY_UPON_INVOICE) {
    if (!present(options, name)) return name;
    const nested = name === "lineItems" ? missingInLineItems(options.lineItems) : missingInAddress(options, name);
    if (nested) return nested;
  }
  return undefined;
}

function missingInAddress(options: Options, name: string): string | undefined {
  if (name !== "address" && name !== "billingAddress") return undefined;
  return firstMissing(recordOf(options[name]), REQUIRED_ADDRESS_OPTIONS, false, `${name}.`);
}

function missingInLineItems(lineItems: unknown): string | undefined {
  if (!isList(lineItems)) return "lineItems";
  for (const item of Object.values(recordOf(lineItems))) {
    const inItem = firstMissing(recordOf(item), REQUIRED_LINE_ITEM_OPTIONS, false, "lineItems.");
    if (inItem) return inItem;
  }
  return undefined;
}

function missingInBlik(options: Options, redirectFlow: boolean): string | undefined {
  const missing = firstMissing(options, REQUIRED_OPTIONS_DEFERRED, redirectFlow);
  if (missing) return missing;
  const blik = recordOf(options.blikOptions);
  if ("level_0" in blik)
    return firstMissing(recordOf(blik.level_0), REQUIRED_BLIK_LEVEL_0, redirectFlow, "blikOptions.level_0.");
  const oneClick = recordOf(blik.oneClick);
  const required = "aliasKey" in oneClick ? REQUIRED_BLIK_ONE_CLICK_SUBSEQUENT : REQUIRED_BLIK_ONE_CLICK_FIRST;
  return firstMissing(oneClick, required, redirectFlow, "blikOptions.oneClick.");
}

/** An array (a revoked Proxy, on which Array.isArray throws, is none). */
function isList(value: unknown): boolean {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

/** The first required option `options` lacks, named as the merchant wrote it (e.g. "billingAddress.locality"). */
export function missingOption(options: Options, redirectFlow: boolean): string | undefined {
  if (isDeferred(options)) {
    const type = paymentTypeOf(options);
    if (type === PAY_UPON_INVOICE) return missingInPayUponInvoice(options);
    if (type === BLIK) return missingInBlik(options, redirectFlow);
    return firstMissing(options, REQUIRED_OPTIONS_DEFERRED, redirectFlow);
  }
  const missing = firstMissing(options, REQUIRED_OPTIONS, redirectFlow);
  if (missing) return missing;
  const fallback = recordOf(options.fallback);
  if (!fallback.url) return "fallback.url";
  if (!fallback.buttonText) return "fallback.buttonText";
  if (options.recurrent === true && !options.customerId) return "customerId";
  return undefined;
}
