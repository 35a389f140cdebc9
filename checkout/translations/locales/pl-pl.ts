// Polish (pl_PL; also `pl` and any other pl_*). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "Płatność: {{paymentSource}}", // payingWith
  "Wybierz inną metodę płatności", // chooseAnotherWayToPay
  "Wybierz metodę płatności", // chooseAWayToPay
  "Inne metody płatności", // otherWaysToPay
  "Edytuj", // edit
  "Gotowe", // doneEditing
  "Edytuj metody płatności", // editPaymentMethods
  "Usunąć kartę {{secondaryIdentifier}} kończącą się na {{identifier}}?", // CreditCardDeleteConfirmationMessage
  "Usunąć konto PayPal {{identifier}}?", // PayPalAccountDeleteConfirmationMessage
  "Usunąć konto Venmo użytkownika {{identifier}}?", // VenmoAccountDeleteConfirmationMessage
  "Czy na pewno chcesz usunąć tę metodę płatności?", // genericDeleteConfirmationMessage
  "Anuluj", // deleteCancelButton
  "Usuń", // deleteConfirmationButton
  "Wpisz kod bezpieczeństwa.", // fieldEmptyForCvv
  "Wpisz datę ważności.", // fieldEmptyForExpirationDate
  "Wpisz imię i nazwisko posiadacza karty.", // fieldEmptyForCardholderName
  "Wpisz numer karty.", // fieldEmptyForNumber
  "Wpisz kod pocztowy.", // fieldEmptyForPostalCode
  "Imię i nazwisko posiadacza karty są nieprawidłowe.", // fieldInvalidForCardholderName
  "Kod bezpieczeństwa jest nieprawidłowy.", // fieldInvalidForCvv
  "Data ważności jest nieprawidłowa.", // fieldInvalidForExpirationDate
  "Numer karty jest nieprawidłowy.", // fieldInvalidForNumber
  "Kod pocztowy jest nieprawidłowy.", // fieldInvalidForPostalCode
  "Imię i nazwisko posiadacza karty muszą mieć mniej niż 256 znaków.", // fieldTooLongForCardholderName
  "Płacąc kartą, akceptuję Oświadczenie o ochronie prywatności PayPal.", // noticeOfCollection
  "Wystąpił błąd po naszej stronie.", // genericError
  "Ta karta jest już zapisana jako metoda płatności.", // hostedFieldsTokenizationFailOnDuplicateError
  "Sprawdź dane i spróbuj ponownie.", // hostedFieldsFailedTokenizationError
  "Weryfikacja karty nie powiodła się. Sprawdź dane i spróbuj ponownie.", // hostedFieldsTokenizationCvvVerificationFailedError
  "Błąd sieci. Spróbuj ponownie.", // hostedFieldsTokenizationNetworkErrorError
  "Sprawdź dane i spróbuj ponownie.", // hostedFieldsFieldsInvalidError
  "Kontynuuj płatność przyciskiem PayPal.", // paypalButtonMustBeUsed
  "Kontynuuj płatność przyciskiem Venmo.", // venmoButtonMustBeUsed
  "Kontynuuj płatność przyciskiem Apple Pay.", // applePayButtonMustBeUsed
  "Nie udało się dodać konta PayPal. Spróbuj ponownie.", // paypalAccountTokenizationFailedError
  "Nie udało się połączyć z PayPal. Spróbuj ponownie.", // paypalFlowFailedError
  "Autoryzacja płatności PayPal już trwa.", // paypalTokenizationRequestActiveError
  "Błąd sieci przerwał płatność Apple Pay. Spróbuj ponownie.", // applePayTokenizationError
  "Dodaj obsługiwaną kartę do portfela Apple Pay.", // applePayActiveCardError
  "Nie udało się usunąć metody płatności. Spróbuj ponownie.", // vaultManagerPaymentMethodDeletionError
  "Coś poszło nie tak. Sprawdź, czy masz najnowszą aplikację Venmo i czy przeglądarka może ją otworzyć.", // venmoCanceledError
  "Nie znaleziono aplikacji Venmo na urządzeniu.", // venmoAppFailedError
  "Ten typ karty nie jest obsługiwany. Użyj innej karty.", // unsupportedCardTypeError
  "Imię i nazwisko posiadacza", // cardholderNameLabel
  "Numer karty", // cardNumberLabel
  "Kod bezpieczeństwa", // cvvLabel
  "(3 cyfry)", // cvvThreeDigitLabelSubheading
  "(4 cyfry)", // cvvFourDigitLabelSubheading
  "Data ważności", // expirationDateLabel
  "(MM/RR)", // expirationDateLabelSubheading
  "Imię i nazwisko posiadacza", // cardholderNamePlaceholder
  "MM/RR", // expirationDatePlaceholder
  "Kod pocztowy", // postalCodeLabel
  "Zapisz kartę", // saveCardLabel
  "Zapłać kartą", // payWithCard
  "Kończy się na {{lastFourCardDigits}}", // endingIn
  "Karta", // Card
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
  "Kontynuuj płatność przyciskiem Google Pay.", // googlePayButtonMustBeUsed
  "Kontynuuj w banku za pomocą przycisku.", // localPaymentButtonMustBeUsed
  "Kontynuuj płatność przyciskiem {{paymentSource}}.", // buttonMustBeUsed
  "Zapłać przez bank", // localPaymentLabel
  "Ładowanie…", // loading
] satisfies Texts;
