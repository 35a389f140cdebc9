// The checkout's strings in US English, under braintree-web-drop-in's translation keys (a merchant's `translations`
// replace them by key; keys marked "paykit" are the checkout's own). In four groups, each carried only by the bundle
// that shows it: the checkout's own, the card sheet's, the wallets' and the saved methods' management (the parts);
// a fifth holds the rest of Drop-in's keys: the names whose US English is their key, and those no view shows yet.
// keys.ts lists them all, in the locales' order.

/** The checkout bundle's strings. */
export const enUS = {
  payingWith: "Paying with {{paymentSource}}",
  chooseAnotherWayToPay: "Choose another way to pay",
  chooseAWayToPay: "Choose a way to pay",
  otherWaysToPay: "Other ways to pay",
  editPaymentMethods: "Edit payment methods",
  deleteCancelButton: "Cancel",
  edit: "Edit",
  deleteConfirmationButton: "Delete",
  genericError: "Something went wrong on our end.",
  payWithCard: "Pay with card",
  endingIn: "Ending in {{lastFourCardDigits}}",
  localPaymentLabel: "Pay with your bank", // paykit
};

/** The card sheet's strings (the `checkout-card` part). */
export const cardEnUS = {
  fieldEmptyForCvv: "Please fill out a CVV.",
  fieldEmptyForExpirationDate: "Please fill out an expiration date.",
  fieldEmptyForCardholderName: "Please fill out a cardholder name.",
  fieldEmptyForNumber: "Please fill out a card number.",
  fieldEmptyForPostalCode: "Please fill out a postal code.",
  fieldInvalidForCardholderName: "This cardholder name is not valid.",
  fieldInvalidForCvv: "This security code is not valid.",
  fieldInvalidForExpirationDate: "This expiration date is not valid.",
  fieldInvalidForNumber: "This card number is not valid.",
  fieldInvalidForPostalCode: "This postal code is not valid.",
  hostedFieldsTokenizationFailOnDuplicateError: "This credit card already exists as a saved payment method.",
  hostedFieldsFailedTokenizationError: "Please check your information and try again.",
  hostedFieldsTokenizationCvvVerificationFailedError:
    "Credit card verification failed. Please check your information and try again.",
  hostedFieldsTokenizationNetworkErrorError: "Network error. Please try again.",
  hostedFieldsFieldsInvalidError: "Please check your information and try again.",
  unsupportedCardTypeError: "This card type is not supported. Please try another card.",
  cardholderNameLabel: "Cardholder Name",
  cardNumberLabel: "Card Number",
  cvvLabel: "CVV",
  cvvThreeDigitLabelSubheading: "(3 digits)",
  cvvFourDigitLabelSubheading: "(4 digits)",
  expirationDateLabel: "Expiration Date",
  expirationDateLabelSubheading: "(MM/YY)",
  cardholderNamePlaceholder: "Cardholder Name",
  expirationDatePlaceholder: "MM/YY",
  postalCodeLabel: "Postal Code",
  saveCardLabel: "Save card",
};

/** The wallets' and banks' sheets' strings (the `checkout-wallets` part). */
export const walletsEnUS = {
  paypalButtonMustBeUsed: "Use the PayPal button to continue with your payment.",
  venmoButtonMustBeUsed: "Use the Venmo button to continue with your payment.",
  applePayButtonMustBeUsed: "Use the Apple Pay button to continue with your payment.",
  googlePayButtonMustBeUsed: "Use the Google Pay button to continue with your payment.", // paykit
  localPaymentButtonMustBeUsed: "Use the button to continue at your bank.", // paykit
  buttonMustBeUsed: "Use the {{paymentSource}} button to continue with your payment.", // paykit
  paypalFlowFailedError: "Something went wrong connecting to PayPal. Please try again.",
  applePayTokenizationError: "A network error occurred while processing the Apple Pay payment. Please try again.",
};

/** The saved methods' management's strings (the `checkout-vault` part). */
export const vaultEnUS = {
  CreditCardDeleteConfirmationMessage: "Delete {{secondaryIdentifier}} card ending in {{identifier}}?",
  PayPalAccountDeleteConfirmationMessage: "Delete PayPal account {{identifier}}?",
  genericDeleteConfirmationMessage: "Are you sure you want to delete this payment method?",
  vaultManagerPaymentMethodDeletionError: "Unable to delete payment method, try again.",
};

/**
 * Drop-in's strings that no bundle carries: the option and brand names, whose US English is their key (a name is
 * looked up with its key as its fallback: core/payload.ts), and those no view of the checkout shows yet. Every locale
 * translates them, so `translations` and `locale` give them as Drop-in does.
 */
export const otherEnUS = {
  doneEditing: "Done",
  loading: "Loading…", // paykit
  Card: "Card",
  PayPal: "PayPal",
  "PayPal Credit": "PayPal Credit",
  "Apple Pay": "Apple Pay",
  "Google Pay": "Google Pay",
  Venmo: "Venmo",
  VenmoAccountDeleteConfirmationMessage: "Are you sure you want to delete Venmo account with username {{identifier}}?",
  fieldTooLongForCardholderName: "Cardholder name must be less than 256 characters.",
  noticeOfCollection: "By paying with my card, I agree to the PayPal Privacy Statement.",
  paypalAccountTokenizationFailedError: "Something went wrong adding the PayPal account. Please try again.",
  paypalTokenizationRequestActiveError: "PayPal payment authorization is already in progress.",
  applePayActiveCardError: "Add a supported card to your Apple Pay wallet.",
  venmoCanceledError:
    "Something went wrong. Ensure you have the most recent version of the Venmo app installed on your device and your browser supports switching to Venmo.",
  venmoAppFailedError: "The Venmo app could not be found on your device.",
  "American Express": "American Express",
  Discover: "Discover",
  "Diners Club": "Diners Club",
  Elo: "Elo",
  Hiper: "Hiper",
  Hipercard: "Hipercard",
  MasterCard: "Mastercard",
  Visa: "Visa",
  JCB: "JCB",
  Maestro: "Maestro",
  UnionPay: "UnionPay",
};

/** A key every checkout has a string for. */
export type StringKey = keyof typeof enUS;

/** A key a part brings its own US English for. */
export type PartStringKey =
  keyof typeof cardEnUS | keyof typeof walletsEnUS | keyof typeof vaultEnUS | keyof typeof otherEnUS;

/**
 * The strings of a checkout: its own, each possibly translated, and the parts' where translated or given; `dir` is
 * "rtl" for a right-to-left locale (ar_EG, he_IL), for the checkout's root element.
 */
export type Strings = Record<StringKey, string> & Partial<Record<PartStringKey, string>> & { dir?: string };
