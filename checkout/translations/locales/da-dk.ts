// Danish (da_DK; also `da` and any other da_*). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "Betaler med {{paymentSource}}", // payingWith
  "Vælg en anden betalingsmåde", // chooseAnotherWayToPay
  "Vælg en betalingsmåde", // chooseAWayToPay
  "Andre betalingsmåder", // otherWaysToPay
  "Rediger", // edit
  "Færdig", // doneEditing
  "Rediger betalingsmåder", // editPaymentMethods
  "Slet {{secondaryIdentifier}}-kortet, der ender på {{identifier}}?", // CreditCardDeleteConfirmationMessage
  "Slet PayPal-kontoen {{identifier}}?", // PayPalAccountDeleteConfirmationMessage
  "Slet Venmo-kontoen med brugernavnet {{identifier}}?", // VenmoAccountDeleteConfirmationMessage
  "Er du sikker på, at du vil slette denne betalingsmåde?", // genericDeleteConfirmationMessage
  "Annuller", // deleteCancelButton
  "Slet", // deleteConfirmationButton
  "Udfyld sikkerhedskoden.", // fieldEmptyForCvv
  "Udfyld udløbsdatoen.", // fieldEmptyForExpirationDate
  "Udfyld kortholders navn.", // fieldEmptyForCardholderName
  "Udfyld kortnummeret.", // fieldEmptyForNumber
  "Udfyld postnummeret.", // fieldEmptyForPostalCode
  "Kortholders navn er ugyldigt.", // fieldInvalidForCardholderName
  "Sikkerhedskoden er ugyldig.", // fieldInvalidForCvv
  "Udløbsdatoen er ugyldig.", // fieldInvalidForExpirationDate
  "Kortnummeret er ugyldigt.", // fieldInvalidForNumber
  "Postnummeret er ugyldigt.", // fieldInvalidForPostalCode
  "Kortholders navn skal være kortere end 256 tegn.", // fieldTooLongForCardholderName
  "Ved at betale med mit kort accepterer jeg PayPals privatlivspolitik.", // noticeOfCollection
  "Der opstod en fejl hos os.", // genericError
  "Kortet er allerede gemt som betalingsmåde.", // hostedFieldsTokenizationFailOnDuplicateError
  "Tjek dine oplysninger, og prøv igen.", // hostedFieldsFailedTokenizationError
  "Kortet kunne ikke bekræftes. Tjek dine oplysninger, og prøv igen.", // hostedFieldsTokenizationCvvVerificationFailedError
  "Netværksfejl. Prøv igen.", // hostedFieldsTokenizationNetworkErrorError
  "Tjek dine oplysninger, og prøv igen.", // hostedFieldsFieldsInvalidError
  "Brug PayPal-knappen for at fortsætte betalingen.", // paypalButtonMustBeUsed
  "Brug Venmo-knappen for at fortsætte betalingen.", // venmoButtonMustBeUsed
  "Brug Apple Pay-knappen for at fortsætte betalingen.", // applePayButtonMustBeUsed
  "PayPal-kontoen kunne ikke tilføjes. Prøv igen.", // paypalAccountTokenizationFailedError
  "Der kunne ikke oprettes forbindelse til PayPal. Prøv igen.", // paypalFlowFailedError
  "En PayPal-betaling er allerede ved at blive godkendt.", // paypalTokenizationRequestActiveError
  "En netværksfejl afbrød Apple Pay-betalingen. Prøv igen.", // applePayTokenizationError
  "Tilføj et understøttet kort til din Apple Pay-wallet.", // applePayActiveCardError
  "Betalingsmåden kunne ikke slettes. Prøv igen.", // vaultManagerPaymentMethodDeletionError
  "Noget gik galt. Tjek, at du har den nyeste Venmo-app, og at din browser kan åbne den.", // venmoCanceledError
  "Venmo-appen blev ikke fundet på din enhed.", // venmoAppFailedError
  "Denne korttype understøttes ikke. Prøv et andet kort.", // unsupportedCardTypeError
  "Kortholders navn", // cardholderNameLabel
  "Kortnummer", // cardNumberLabel
  "Sikkerhedskode", // cvvLabel
  "(3 cifre)", // cvvThreeDigitLabelSubheading
  "(4 cifre)", // cvvFourDigitLabelSubheading
  "Udløbsdato", // expirationDateLabel
  "(MM/ÅÅ)", // expirationDateLabelSubheading
  "Kortholders navn", // cardholderNamePlaceholder
  "MM/ÅÅ", // expirationDatePlaceholder
  "Postnummer", // postalCodeLabel
  "Gem kort", // saveCardLabel
  "Betal med kort", // payWithCard
  "Ender på {{lastFourCardDigits}}", // endingIn
  "Kort", // Card
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
  "Brug Google Pay-knappen for at fortsætte betalingen.", // googlePayButtonMustBeUsed
  "Brug knappen for at fortsætte hos din bank.", // localPaymentButtonMustBeUsed
  "Brug {{paymentSource}}-knappen for at fortsætte betalingen.", // buttonMustBeUsed
  "Betal via din bank", // localPaymentLabel
  "Indlæser…", // loading
] satisfies Texts;
