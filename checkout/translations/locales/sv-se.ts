// Swedish (sv_SE; also `sv` and any other sv_*). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "Betalar med {{paymentSource}}", // payingWith
  "Välj ett annat betalsätt", // chooseAnotherWayToPay
  "Välj ett betalsätt", // chooseAWayToPay
  "Andra betalsätt", // otherWaysToPay
  "Redigera", // edit
  "Klar", // doneEditing
  "Redigera betalsätt", // editPaymentMethods
  "Ta bort {{secondaryIdentifier}}-kortet som slutar på {{identifier}}?", // CreditCardDeleteConfirmationMessage
  "Ta bort PayPal-kontot {{identifier}}?", // PayPalAccountDeleteConfirmationMessage
  "Ta bort Venmo-kontot med användarnamnet {{identifier}}?", // VenmoAccountDeleteConfirmationMessage
  "Vill du verkligen ta bort det här betalsättet?", // genericDeleteConfirmationMessage
  "Avbryt", // deleteCancelButton
  "Ta bort", // deleteConfirmationButton
  "Fyll i säkerhetskoden.", // fieldEmptyForCvv
  "Fyll i utgångsdatumet.", // fieldEmptyForExpirationDate
  "Fyll i kortinnehavarens namn.", // fieldEmptyForCardholderName
  "Fyll i kortnumret.", // fieldEmptyForNumber
  "Fyll i postnumret.", // fieldEmptyForPostalCode
  "Kortinnehavarens namn är ogiltigt.", // fieldInvalidForCardholderName
  "Säkerhetskoden är ogiltig.", // fieldInvalidForCvv
  "Utgångsdatumet är ogiltigt.", // fieldInvalidForExpirationDate
  "Kortnumret är ogiltigt.", // fieldInvalidForNumber
  "Postnumret är ogiltigt.", // fieldInvalidForPostalCode
  "Kortinnehavarens namn måste vara kortare än 256 tecken.", // fieldTooLongForCardholderName
  "Genom att betala med mitt kort godkänner jag PayPals sekretesspolicy.", // noticeOfCollection
  "Något gick fel hos oss.", // genericError
  "Kortet är redan sparat som betalsätt.", // hostedFieldsTokenizationFailOnDuplicateError
  "Kontrollera uppgifterna och försök igen.", // hostedFieldsFailedTokenizationError
  "Kortet kunde inte verifieras. Kontrollera uppgifterna och försök igen.", // hostedFieldsTokenizationCvvVerificationFailedError
  "Nätverksfel. Försök igen.", // hostedFieldsTokenizationNetworkErrorError
  "Kontrollera uppgifterna och försök igen.", // hostedFieldsFieldsInvalidError
  "Fortsätt betalningen med PayPal-knappen.", // paypalButtonMustBeUsed
  "Fortsätt betalningen med Venmo-knappen.", // venmoButtonMustBeUsed
  "Fortsätt betalningen med Apple Pay-knappen.", // applePayButtonMustBeUsed
  "PayPal-kontot kunde inte läggas till. Försök igen.", // paypalAccountTokenizationFailedError
  "Det gick inte att ansluta till PayPal. Försök igen.", // paypalFlowFailedError
  "En PayPal-betalning håller redan på att godkännas.", // paypalTokenizationRequestActiveError
  "Ett nätverksfel avbröt Apple Pay-betalningen. Försök igen.", // applePayTokenizationError
  "Lägg till ett kort som stöds i Apple Pay-plånboken.", // applePayActiveCardError
  "Betalsättet kunde inte tas bort. Försök igen.", // vaultManagerPaymentMethodDeletionError
  "Något gick fel. Kontrollera att du har den senaste Venmo-appen och att webbläsaren kan öppna den.", // venmoCanceledError
  "Venmo-appen hittades inte på enheten.", // venmoAppFailedError
  "Den här korttypen stöds inte. Prova ett annat kort.", // unsupportedCardTypeError
  "Kortinnehavarens namn", // cardholderNameLabel
  "Kortnummer", // cardNumberLabel
  "Säkerhetskod", // cvvLabel
  "(3 siffror)", // cvvThreeDigitLabelSubheading
  "(4 siffror)", // cvvFourDigitLabelSubheading
  "Utgångsdatum", // expirationDateLabel
  "(MM/ÅÅ)", // expirationDateLabelSubheading
  "Kortinnehavarens namn", // cardholderNamePlaceholder
  "MM/ÅÅ", // expirationDatePlaceholder
  "Postnummer", // postalCodeLabel
  "Spara kortet", // saveCardLabel
  "Betala med kort", // payWithCard
  "Slutar på {{lastFourCardDigits}}", // endingIn
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
  "Fortsätt betalningen med Google Pay-knappen.", // googlePayButtonMustBeUsed
  "Fortsätt hos banken med knappen.", // localPaymentButtonMustBeUsed
  "Fortsätt betalningen med {{paymentSource}}-knappen.", // buttonMustBeUsed
  "Betala via banken", // localPaymentLabel
  "Läser in…", // loading
] satisfies Texts;
