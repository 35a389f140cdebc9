// Australian English (en_AU). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "Paying with {{paymentSource}}", // payingWith
  "Choose another way to pay", // chooseAnotherWayToPay
  "Choose a way to pay", // chooseAWayToPay
  "Other ways to pay", // otherWaysToPay
  "Edit", // edit
  "Done", // doneEditing
  "Edit payment methods", // editPaymentMethods
  "Delete the {{secondaryIdentifier}} card ending in {{identifier}}?", // CreditCardDeleteConfirmationMessage
  "Delete the PayPal account {{identifier}}?", // PayPalAccountDeleteConfirmationMessage
  "Delete the Venmo account with the username {{identifier}}?", // VenmoAccountDeleteConfirmationMessage
  "Do you really want to delete this payment method?", // genericDeleteConfirmationMessage
  "Cancel", // deleteCancelButton
  "Delete", // deleteConfirmationButton
  "Please enter a security code.", // fieldEmptyForCvv
  "Please enter an expiry date.", // fieldEmptyForExpirationDate
  "Please enter the cardholder's name.", // fieldEmptyForCardholderName
  "Please enter a card number.", // fieldEmptyForNumber
  "Please enter a postcode.", // fieldEmptyForPostalCode
  "This cardholder name isn't valid.", // fieldInvalidForCardholderName
  "This security code isn't valid.", // fieldInvalidForCvv
  "This expiry date isn't valid.", // fieldInvalidForExpirationDate
  "This card number isn't valid.", // fieldInvalidForNumber
  "This postcode isn't valid.", // fieldInvalidForPostalCode
  "The cardholder's name must be shorter than 256 characters.", // fieldTooLongForCardholderName
  "By paying with my card, I accept the PayPal Privacy Statement.", // noticeOfCollection
  "Sorry, something went wrong on our side.", // genericError
  "This card is already saved as a payment method.", // hostedFieldsTokenizationFailOnDuplicateError
  "Please check your details and try again.", // hostedFieldsFailedTokenizationError
  "We couldn't verify your card. Please check your details and try again.", // hostedFieldsTokenizationCvvVerificationFailedError
  "There was a network error. Please try again.", // hostedFieldsTokenizationNetworkErrorError
  "Please check your details and try again.", // hostedFieldsFieldsInvalidError
  "Use the PayPal button to carry on with your payment.", // paypalButtonMustBeUsed
  "Use the Venmo button to carry on with your payment.", // venmoButtonMustBeUsed
  "Use the Apple Pay button to carry on with your payment.", // applePayButtonMustBeUsed
  "We couldn't add your PayPal account. Please try again.", // paypalAccountTokenizationFailedError
  "We couldn't connect to PayPal. Please try again.", // paypalFlowFailedError
  "A PayPal payment is already being authorised.", // paypalTokenizationRequestActiveError
  "A network error interrupted your Apple Pay payment. Please try again.", // applePayTokenizationError
  "Please add a supported card to your Apple Pay wallet.", // applePayActiveCardError
  "We couldn't delete this payment method. Please try again.", // vaultManagerPaymentMethodDeletionError
  "Something went wrong. Check that the latest Venmo app is installed on your device and that your browser can open it.", // venmoCanceledError
  "We couldn't find the Venmo app on your device.", // venmoAppFailedError
  "We don't accept this type of card. Please use another card.", // unsupportedCardTypeError
  "Cardholder name", // cardholderNameLabel
  "Card number", // cardNumberLabel
  "Security code", // cvvLabel
  "(3 digits)", // cvvThreeDigitLabelSubheading
  "(4 digits)", // cvvFourDigitLabelSubheading
  "Expiry date", // expirationDateLabel
  "(MM/YY)", // expirationDateLabelSubheading
  "Cardholder name", // cardholderNamePlaceholder
  "MM/YY", // expirationDatePlaceholder
  "Postcode", // postalCodeLabel
  "Save this card", // saveCardLabel
  "Pay by card", // payWithCard
  "Ending in {{lastFourCardDigits}}", // endingIn
  "Card", // Card
  "PayPal", // PayPal
  "PayPal Credit", // PayPal Credit
  "Apple Pay", // Apple Pay
  "Google Pay", // Google Pay
  "Venmo", // Venmo
  "American Express", // American Express
  "Discover", // Discover
  "Diners Club", // Diners Club
  "Elo", // Elo
  "Hiper", // Hiper
  "Hipercard", // Hipercard
  "Mastercard", // MasterCard
  "Visa", // Visa
  "JCB", // JCB
  "Maestro", // Maestro
  "UnionPay", // UnionPay
  "Use the Google Pay button to carry on with your payment.", // googlePayButtonMustBeUsed
  "Use the button to carry on at your bank.", // localPaymentButtonMustBeUsed
  "Use the {{paymentSource}} button to carry on with your payment.", // buttonMustBeUsed
  "Pay by bank", // localPaymentLabel
  "Loading…", // loading
] satisfies Texts;
