// German (de_DE; also `de` and any other de_*). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "Zahlung mit {{paymentSource}}", // payingWith
  "Andere Zahlungsart wählen", // chooseAnotherWayToPay
  "Zahlungsart wählen", // chooseAWayToPay
  "Weitere Zahlungsarten", // otherWaysToPay
  "Bearbeiten", // edit
  "Fertig", // doneEditing
  "Zahlungsarten bearbeiten", // editPaymentMethods
  "{{secondaryIdentifier}}-Karte mit Endziffern {{identifier}} löschen?", // CreditCardDeleteConfirmationMessage
  "PayPal-Konto {{identifier}} löschen?", // PayPalAccountDeleteConfirmationMessage
  "Venmo-Konto mit dem Benutzernamen {{identifier}} wirklich löschen?", // VenmoAccountDeleteConfirmationMessage
  "Möchten Sie diese Zahlungsart wirklich löschen?", // genericDeleteConfirmationMessage
  "Abbrechen", // deleteCancelButton
  "Löschen", // deleteConfirmationButton
  "Bitte geben Sie die Prüfnummer ein.", // fieldEmptyForCvv
  "Bitte geben Sie das Ablaufdatum ein.", // fieldEmptyForExpirationDate
  "Bitte geben Sie den Namen des Karteninhabers ein.", // fieldEmptyForCardholderName
  "Bitte geben Sie die Kartennummer ein.", // fieldEmptyForNumber
  "Bitte geben Sie die Postleitzahl ein.", // fieldEmptyForPostalCode
  "Dieser Name des Karteninhabers ist ungültig.", // fieldInvalidForCardholderName
  "Diese Prüfnummer ist ungültig.", // fieldInvalidForCvv
  "Dieses Ablaufdatum ist ungültig.", // fieldInvalidForExpirationDate
  "Diese Kartennummer ist ungültig.", // fieldInvalidForNumber
  "Diese Postleitzahl ist ungültig.", // fieldInvalidForPostalCode
  "Der Name des Karteninhabers darf höchstens 255 Zeichen lang sein.", // fieldTooLongForCardholderName
  "Mit der Zahlung per Karte stimme ich der PayPal-Datenschutzerklärung zu.", // noticeOfCollection
  "Bei uns ist ein Fehler aufgetreten.", // genericError
  "Diese Karte ist bereits als Zahlungsart gespeichert.", // hostedFieldsTokenizationFailOnDuplicateError
  "Bitte prüfen Sie Ihre Angaben und versuchen Sie es erneut.", // hostedFieldsFailedTokenizationError
  "Die Kartenprüfung ist fehlgeschlagen. Bitte prüfen Sie Ihre Angaben und versuchen Sie es erneut.", // hostedFieldsTokenizationCvvVerificationFailedError
  "Netzwerkfehler. Bitte versuchen Sie es erneut.", // hostedFieldsTokenizationNetworkErrorError
  "Bitte prüfen Sie Ihre Angaben und versuchen Sie es erneut.", // hostedFieldsFieldsInvalidError
  "Fahren Sie mit der PayPal-Schaltfläche fort.", // paypalButtonMustBeUsed
  "Fahren Sie mit der Venmo-Schaltfläche fort.", // venmoButtonMustBeUsed
  "Fahren Sie mit der Apple Pay-Schaltfläche fort.", // applePayButtonMustBeUsed
  "Das PayPal-Konto konnte nicht hinzugefügt werden. Bitte versuchen Sie es erneut.", // paypalAccountTokenizationFailedError
  "Die Verbindung zu PayPal ist fehlgeschlagen. Bitte versuchen Sie es erneut.", // paypalFlowFailedError
  "Eine PayPal-Zahlung wird bereits autorisiert.", // paypalTokenizationRequestActiveError
  "Ein Netzwerkfehler hat die Apple Pay-Zahlung unterbrochen. Bitte versuchen Sie es erneut.", // applePayTokenizationError
  "Fügen Sie Ihrem Apple Pay-Wallet eine unterstützte Karte hinzu.", // applePayActiveCardError
  "Die Zahlungsart konnte nicht gelöscht werden. Bitte erneut versuchen.", // vaultManagerPaymentMethodDeletionError
  "Ein Fehler ist aufgetreten. Prüfen Sie, ob die neueste Venmo-App installiert ist und Ihr Browser zu ihr wechseln kann.", // venmoCanceledError
  "Die Venmo-App wurde auf Ihrem Gerät nicht gefunden.", // venmoAppFailedError
  "Dieser Kartentyp wird nicht unterstützt. Bitte verwenden Sie eine andere Karte.", // unsupportedCardTypeError
  "Name des Karteninhabers", // cardholderNameLabel
  "Kartennummer", // cardNumberLabel
  "Prüfnummer", // cvvLabel
  "(3 Ziffern)", // cvvThreeDigitLabelSubheading
  "(4 Ziffern)", // cvvFourDigitLabelSubheading
  "Ablaufdatum", // expirationDateLabel
  "(MM/JJ)", // expirationDateLabelSubheading
  "Name des Karteninhabers", // cardholderNamePlaceholder
  "MM/JJ", // expirationDatePlaceholder
  "Postleitzahl", // postalCodeLabel
  "Karte speichern", // saveCardLabel
  "Mit Karte zahlen", // payWithCard
  "Endet auf {{lastFourCardDigits}}", // endingIn
  "Karte", // Card
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
  "Fahren Sie mit der Google Pay-Schaltfläche fort.", // googlePayButtonMustBeUsed
  "Fahren Sie mit der Schaltfläche bei Ihrer Bank fort.", // localPaymentButtonMustBeUsed
  "Fahren Sie mit der {{paymentSource}}-Schaltfläche fort.", // buttonMustBeUsed
  "Mit Ihrer Bank zahlen", // localPaymentLabel
  "Wird geladen…", // loading
] satisfies Texts;
