import { createError, describeValue, isRecord, recordOf } from "../../kernel/index.js";
import { EXEMPTION_TYPES, invalidExemption } from "./constants.js";
import { threeDSecureErrors as errors } from "./errors.js";

type Json = Record<string, unknown>;

/** Lookup fields copied from the options when truthy (WIRE §5.16). */
const TRUTHY_FIELDS = [
  "accountType",
  "challengeRequested",
  "customFields",
  "dataOnlyRequested",
  "exemptionRequested",
  "requestVisaDAF",
  "bin",
  "merchantName",
] as const;

const ADDRESS_FIELDS = [
  ["Line1", "streetAddress"],
  ["Line2", "extendedAddress"],
  ["Line3", "line3"],
  ["City", "locality"],
  ["State", "region"],
  ["PostalCode", "postalCode"],
  ["CountryCode", "countryCodeAlpha2"],
] as const;

function copyAddress(source: Json, target: Json, prefix: "billing" | "shipping"): void {
  for (const [suffix, field] of ADDRESS_FIELDS) target[prefix + suffix] = source[field];
}

/** The browser facts a lookup carries when `collectDeviceData` is true. */
function browserData(): Json {
  return {
    browserColorDepth: window.screen.colorDepth,
    browserJavaEnabled: navigator.javaEnabled?.() ?? false,
    browserJavascriptEnabled: true,
    browserLanguage: navigator.language,
    browserScreenHeight: window.screen.height,
    browserScreenWidth: window.screen.width,
    browserTimeZone: new Date().getTimezoneOffset(),
    deviceChannel: "Browser",
  };
}

/** `additionalInfo` of the lookup: the merchant's fields plus the mapped addresses, email and phone. */
function additionalInfo(options: Json): Json {
  const info = recordOf(options.additionalInformation);
  if (isRecord(options.billingAddress)) {
    // Read as the options are: a getter that throws (a hostile Proxy) counts as absent.
    const billing = recordOf(options.billingAddress);
    copyAddress(billing, info, "billing");
    info.billingPhoneNumber = billing.phoneNumber;
    info.billingGivenName = billing.givenName;
    info.billingSurname = billing.surname;
  }
  if (isRecord(info.shippingAddress)) {
    copyAddress(recordOf(info.shippingAddress), info, "shipping");
    delete info.shippingAddress;
  }
  if (options.email) info.email = options.email;
  if (options.mobilePhoneNumber) info.mobilePhoneNumber = options.mobilePhoneNumber;
  return info;
}

/** The lookup body from `verifyCard` options, before the Cardinal session and client metadata are added. */
export function lookupData(options: Json): Json {
  const data: Json = { amount: options.amount };
  if (options.collectDeviceData === true) Object.assign(data, browserData());
  data.additionalInfo = additionalInfo(options);
  for (const field of TRUTHY_FIELDS) if (options[field]) data[field] = options[field];
  const exemption = options.requestedExemptionType;
  if (exemption) {
    if (!(EXEMPTION_TYPES as readonly unknown[]).includes(exemption)) {
      throw createError(errors.THREEDS_REQUESTED_EXEMPTION_TYPE_INVALID, {
        message: invalidExemption(describeValue(exemption)),
      });
    }
    data.requestedExemptionType = exemption;
  }
  if (options.cardAdd != null) data.cardAdd = options.cardAdd;
  if (options.cardAddChallengeRequested != null) data.cardAdd = options.cardAddChallengeRequested;
  return data;
}

/** A number, or text that reads as one; never empty text, a boolean, an array or nothing. */
export function isNumericAmount(value: unknown): boolean {
  if (value === undefined || value === null || Array.isArray(value) || typeof value === "boolean") return false;
  if (typeof value === "string" && value.trim() === "") return false;
  try {
    return !Number.isNaN(Number(value));
  } catch {
    return false;
  }
}
