// Norwegian (no_NO; also `no` and any other no_*). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "Betaler med {{paymentSource}}", // payingWith
  "Velg en annen betalingsmåte", // chooseAnotherWayToPay
  "Velg en betalingsmåte", // chooseAWayToPay
  "Andre betalingsmåter", // otherWaysToPay
  "Rediger", // edit
  "Ferdig", // doneEditing
  "Rediger betalingsmåter", // editPaymentMethods
  "Vil du slette {{secondaryIdentifier}}-kortet som slutter på {{identifier}}?", // CreditCardDeleteConfirmationMessage
  "Vil du slette PayPal-kontoen {{identifier}}?", // PayPalAccountDeleteConfirmationMessage
  "Vil du slette Venmo-kontoen med brukernavnet {{identifier}}?", // VenmoAccountDeleteConfirmationMessage
  "Er du sikker på at du vil slette denne betalingsmåten?", // genericDeleteConfirmationMessage
  "Avbryt", // deleteCancelButton
  "Slett", // deleteConfirmationButton
  "Fyll ut sikkerhetskoden.", // fieldEmptyForCvv
  "Fyll ut utløpsdatoen.", // fieldEmptyForExpirationDate
  "Fyll ut kortinnehaverens navn.", // fieldEmptyForCardholderName
  "Fyll ut kortnummeret.", // fieldEmptyForNumber
  "Fyll ut postnummeret.", // fieldEmptyForPostalCode
  "Kortinnehaverens navn er ugyldig.", // fieldInvalidForCardholderName
  "Sikkerhetskoden er ugyldig.", // fieldInvalidForCvv
  "Utløpsdatoen er ugyldig.", // fieldInvalidForExpirationDate
  "Kortnummeret er ugyldig.", // fieldInvalidForNumber
  "Postnummeret er ugyldig.", // fieldInvalidForPostalCode
  "Kortinnehaverens navn må være kortere enn 256 tegn.", // fieldTooLongForCardholderName
  "Ved å betale med kortet mitt godtar jeg PayPals personvernerklæring.", // noticeOfCollection
  "Noe gikk galt hos oss.", // genericError
  "Dette kortet er allerede lagret som betalingsmåte.", // hostedFieldsTokenizationFailOnDuplicateError
  "Kontroller opplysningene, og prøv igjen.", // hostedFieldsFailedTokenizationError
  "Kortet kunne ikke bekreftes. Kontroller opplysningene, og prøv igjen.", // hostedFieldsTokenizationCvvVerificationFailedError
  "Nettverksfeil. Prøv igjen.", // hostedFieldsTokenizationNetworkErrorError
  "Kontroller opplysningene, og prøv igjen.", // hostedFieldsFieldsInvalidError
  "Bruk PayPal-knappen for å fortsette betalingen.", // paypalButtonMustBeUsed
  "Bruk Venmo-knappen for å fortsette betalingen.", // venmoButtonMustBeUsed
  "Bruk Apple Pay-knappen for å fortsette betalingen.", // applePayButtonMustBeUsed
  "PayPal-kontoen kunne ikke legges til. Prøv igjen.", // paypalAccountTokenizationFailedError
  "Kunne ikke koble til PayPal. Prøv igjen.", // paypalFlowFailedError
  "En PayPal-betaling blir allerede godkjent.", // paypalTokenizationRequestActiveError
  "En nettverksfeil avbrøt Apple Pay-betalingen. Prøv igjen.", // applePayTokenizationError
  "Legg til et støttet kort i Apple Pay-lommeboken.", // applePayActiveCardError
  "Betalingsmåten kunne ikke slettes. Prøv igjen.", // vaultManagerPaymentMethodDeletionError
  "Noe gikk galt. Sjekk at du har nyeste versjon av Venmo-appen, og at nettleseren kan åpne den.", // venmoCanceledError
  "Fant ikke Venmo-appen på enheten.", // venmoAppFailedError
  "Denne korttypen støttes ikke. Prøv et annet kort.", // unsupportedCardTypeError
  "Kortinnehaverens navn", // cardholderNameLabel
  "Kortnummer", // cardNumberLabel
  "Sikkerhetskode", // cvvLabel
  "(3 sifre)", // cvvThreeDigitLabelSubheading
  "(4 sifre)", // cvvFourDigitLabelSubheading
  "Utløpsdato", // expirationDateLabel
  "(MM/ÅÅ)", // expirationDateLabelSubheading
  "Kortinnehaverens navn", // cardholderNamePlaceholder
  "MM/ÅÅ", // expirationDatePlaceholder
  "Postnummer", // postalCodeLabel
  "Lagre kortet", // saveCardLabel
  "Betal med kort", // payWithCard
  "Slutter på {{lastFourCardDigits}}", // endingIn
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
  "Bruk Google Pay-knappen for å fortsette betalingen.", // googlePayButtonMustBeUsed
  "Bruk knappen for å fortsette i banken din.", // localPaymentButtonMustBeUsed
  "Bruk {{paymentSource}}-knappen for å fortsette betalingen.", // buttonMustBeUsed
  "Betal via banken", // localPaymentLabel
  "Laster inn…", // loading
] satisfies Texts;
