/** SEPA pop-up: its frame service name, landing page and size, centred on the screen (spec 001 §2). */
export const POPUP_NAME = "sepadirectdebit";
export const LANDING_FRAME_PAGE = "sepa-landing-frame";
export const POPUP_WIDTH = 400;
export const POPUP_HEIGHT = 570;

/** What `tokenize` must be given (WIRE §5.15). */
export const REQUIRED_OPTIONS = [
  "iban",
  "merchantAccountId",
  "mandateType",
  "customerId",
  "accountHolderName",
  "countryCode",
] as const;

/** A one-time debit, or a mandate for later debits too. */
export const MANDATE_TYPES = ["ONE_OFF", "RECURRENT"] as const;

/** Optional billing address lines: option name → API name (the country comes from `countryCode`). */
export const BILLING_ADDRESS_FIELDS = {
  addressLine1: "address_line_1",
  addressLine2: "address_line_2",
  adminArea1: "admin_area_1",
  adminArea2: "admin_area_2",
  postalCode: "postal_code",
} as const;

/** The return parameters the bank's page adds: approved, or cancelled. */
export const RETURN_SUCCESS = { success: "1" } as const;
export const RETURN_CANCEL = { cancel: "1" } as const;

/** The provider's return page for the pop-up, always the un-minified one (the window's name identifies the flow). */
export const RETURN_PAGE = "redirect-frame.html";

/** What the bank's return carries (WIRE §5.15). */
export const RETURN_PARAMETERS = ["success", "cancel", "cart_id"] as const;
