// Dutch (nl_NL; also `nl` and any other nl_*). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "Betalen met {{paymentSource}}", // payingWith
  "Andere betaalmethode kiezen", // chooseAnotherWayToPay
  "Kies een betaalmethode", // chooseAWayToPay
  "Andere betaalmethoden", // otherWaysToPay
  "Bewerken", // edit
  "Klaar", // doneEditing
  "Betaalmethoden bewerken", // editPaymentMethods
  "{{secondaryIdentifier}}-kaart eindigend op {{identifier}} verwijderen?", // CreditCardDeleteConfirmationMessage
  "PayPal-rekening {{identifier}} verwijderen?", // PayPalAccountDeleteConfirmationMessage
  "Venmo-rekening met gebruikersnaam {{identifier}} verwijderen?", // VenmoAccountDeleteConfirmationMessage
  "Weet je zeker dat je deze betaalmethode wilt verwijderen?", // genericDeleteConfirmationMessage
  "Annuleren", // deleteCancelButton
  "Verwijderen", // deleteConfirmationButton
  "Vul de beveiligingscode in.", // fieldEmptyForCvv
  "Vul de vervaldatum in.", // fieldEmptyForExpirationDate
  "Vul de naam van de kaarthouder in.", // fieldEmptyForCardholderName
  "Vul het kaartnummer in.", // fieldEmptyForNumber
  "Vul de postcode in.", // fieldEmptyForPostalCode
  "Deze naam van de kaarthouder is ongeldig.", // fieldInvalidForCardholderName
  "Deze beveiligingscode is ongeldig.", // fieldInvalidForCvv
  "Deze vervaldatum is ongeldig.", // fieldInvalidForExpirationDate
  "Dit kaartnummer is ongeldig.", // fieldInvalidForNumber
  "Deze postcode is ongeldig.", // fieldInvalidForPostalCode
  "De naam van de kaarthouder moet korter zijn dan 256 tekens.", // fieldTooLongForCardholderName
  "Door met mijn kaart te betalen, ga ik akkoord met de privacyverklaring van PayPal.", // noticeOfCollection
  "Er ging bij ons iets mis.", // genericError
  "Deze kaart is al opgeslagen als betaalmethode.", // hostedFieldsTokenizationFailOnDuplicateError
  "Controleer je gegevens en probeer het opnieuw.", // hostedFieldsFailedTokenizationError
  "De kaart kon niet worden geverifieerd. Controleer je gegevens en probeer het opnieuw.", // hostedFieldsTokenizationCvvVerificationFailedError
  "Netwerkfout. Probeer het opnieuw.", // hostedFieldsTokenizationNetworkErrorError
  "Controleer je gegevens en probeer het opnieuw.", // hostedFieldsFieldsInvalidError
  "Gebruik de PayPal-knop om verder te gaan met je betaling.", // paypalButtonMustBeUsed
  "Gebruik de Venmo-knop om verder te gaan met je betaling.", // venmoButtonMustBeUsed
  "Gebruik de Apple Pay-knop om verder te gaan met je betaling.", // applePayButtonMustBeUsed
  "De PayPal-rekening kon niet worden toegevoegd. Probeer het opnieuw.", // paypalAccountTokenizationFailedError
  "Er kon geen verbinding met PayPal worden gemaakt. Probeer het opnieuw.", // paypalFlowFailedError
  "Er wordt al een PayPal-betaling geautoriseerd.", // paypalTokenizationRequestActiveError
  "Een netwerkfout onderbrak de Apple Pay-betaling. Probeer het opnieuw.", // applePayTokenizationError
  "Voeg een geaccepteerde kaart toe aan je Apple Pay-wallet.", // applePayActiveCardError
  "De betaalmethode kon niet worden verwijderd. Probeer het opnieuw.", // vaultManagerPaymentMethodDeletionError
  "Er ging iets mis. Controleer of je de nieuwste Venmo-app hebt en of je browser die kan openen.", // venmoCanceledError
  "De Venmo-app is niet gevonden op je apparaat.", // venmoAppFailedError
  "Dit kaarttype wordt niet geaccepteerd. Probeer een andere kaart.", // unsupportedCardTypeError
  "Naam kaarthouder", // cardholderNameLabel
  "Kaartnummer", // cardNumberLabel
  "Beveiligingscode", // cvvLabel
  "(3 cijfers)", // cvvThreeDigitLabelSubheading
  "(4 cijfers)", // cvvFourDigitLabelSubheading
  "Vervaldatum", // expirationDateLabel
  "(MM/JJ)", // expirationDateLabelSubheading
  "Naam kaarthouder", // cardholderNamePlaceholder
  "MM/JJ", // expirationDatePlaceholder
  "Postcode", // postalCodeLabel
  "Kaart opslaan", // saveCardLabel
  "Betalen met kaart", // payWithCard
  "Eindigt op {{lastFourCardDigits}}", // endingIn
  "Kaart", // Card
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
  "Gebruik de Google Pay-knop om verder te gaan met je betaling.", // googlePayButtonMustBeUsed
  "Gebruik de knop om verder te gaan bij je bank.", // localPaymentButtonMustBeUsed
  "Gebruik de {{paymentSource}}-knop om verder te gaan met je betaling.", // buttonMustBeUsed
  "Betalen via je bank", // localPaymentLabel
  "Bezig met laden…", // loading
] satisfies Texts;
