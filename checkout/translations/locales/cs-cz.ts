// Czech (cs_CZ; also `cs` and any other cs_*). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "Platba přes {{paymentSource}}", // payingWith
  "Zvolit jiný způsob platby", // chooseAnotherWayToPay
  "Zvolte způsob platby", // chooseAWayToPay
  "Jiné způsoby platby", // otherWaysToPay
  "Upravit", // edit
  "Hotovo", // doneEditing
  "Upravit způsoby platby", // editPaymentMethods
  "Smazat kartu {{secondaryIdentifier}} končící na {{identifier}}?", // CreditCardDeleteConfirmationMessage
  "Smazat účet PayPal {{identifier}}?", // PayPalAccountDeleteConfirmationMessage
  "Smazat účet Venmo s uživatelským jménem {{identifier}}?", // VenmoAccountDeleteConfirmationMessage
  "Opravdu chcete tento způsob platby smazat?", // genericDeleteConfirmationMessage
  "Zrušit", // deleteCancelButton
  "Smazat", // deleteConfirmationButton
  "Vyplňte bezpečnostní kód.", // fieldEmptyForCvv
  "Vyplňte datum platnosti.", // fieldEmptyForExpirationDate
  "Vyplňte jméno držitele karty.", // fieldEmptyForCardholderName
  "Vyplňte číslo karty.", // fieldEmptyForNumber
  "Vyplňte PSČ.", // fieldEmptyForPostalCode
  "Jméno držitele karty není platné.", // fieldInvalidForCardholderName
  "Bezpečnostní kód není platný.", // fieldInvalidForCvv
  "Datum platnosti není platné.", // fieldInvalidForExpirationDate
  "Číslo karty není platné.", // fieldInvalidForNumber
  "PSČ není platné.", // fieldInvalidForPostalCode
  "Jméno držitele karty musí mít méně než 256 znaků.", // fieldTooLongForCardholderName
  "Platbou kartou souhlasím s Prohlášením o ochraně osobních údajů PayPal.", // noticeOfCollection
  "Na naší straně došlo k chybě.", // genericError
  "Tato karta je již uložena jako způsob platby.", // hostedFieldsTokenizationFailOnDuplicateError
  "Zkontrolujte údaje a zkuste to znovu.", // hostedFieldsFailedTokenizationError
  "Ověření karty se nezdařilo. Zkontrolujte údaje a zkuste to znovu.", // hostedFieldsTokenizationCvvVerificationFailedError
  "Chyba sítě. Zkuste to znovu.", // hostedFieldsTokenizationNetworkErrorError
  "Zkontrolujte údaje a zkuste to znovu.", // hostedFieldsFieldsInvalidError
  "Pokračujte v platbě tlačítkem PayPal.", // paypalButtonMustBeUsed
  "Pokračujte v platbě tlačítkem Venmo.", // venmoButtonMustBeUsed
  "Pokračujte v platbě tlačítkem Apple Pay.", // applePayButtonMustBeUsed
  "Účet PayPal se nepodařilo přidat. Zkuste to znovu.", // paypalAccountTokenizationFailedError
  "Připojení k PayPal se nezdařilo. Zkuste to znovu.", // paypalFlowFailedError
  "Platba PayPal se již autorizuje.", // paypalTokenizationRequestActiveError
  "Platbu Apple Pay přerušila chyba sítě. Zkuste to znovu.", // applePayTokenizationError
  "Přidejte do peněženky Apple Pay podporovanou kartu.", // applePayActiveCardError
  "Způsob platby se nepodařilo smazat. Zkuste to znovu.", // vaultManagerPaymentMethodDeletionError
  "Něco se pokazilo. Ověřte, že máte nejnovější aplikaci Venmo a že ji prohlížeč dokáže otevřít.", // venmoCanceledError
  "Aplikace Venmo nebyla v zařízení nalezena.", // venmoAppFailedError
  "Tento typ karty není podporován. Zkuste jinou kartu.", // unsupportedCardTypeError
  "Jméno držitele karty", // cardholderNameLabel
  "Číslo karty", // cardNumberLabel
  "Bezpečnostní kód", // cvvLabel
  "(3 číslice)", // cvvThreeDigitLabelSubheading
  "(4 číslice)", // cvvFourDigitLabelSubheading
  "Platnost do", // expirationDateLabel
  "(MM/RR)", // expirationDateLabelSubheading
  "Jméno držitele karty", // cardholderNamePlaceholder
  "MM/RR", // expirationDatePlaceholder
  "PSČ", // postalCodeLabel
  "Uložit kartu", // saveCardLabel
  "Zaplatit kartou", // payWithCard
  "Končí na {{lastFourCardDigits}}", // endingIn
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
  "Pokračujte v platbě tlačítkem Google Pay.", // googlePayButtonMustBeUsed
  "Pokračujte tlačítkem u své banky.", // localPaymentButtonMustBeUsed
  "Pokračujte v platbě tlačítkem {{paymentSource}}.", // buttonMustBeUsed
  "Zaplatit přes banku", // localPaymentLabel
  "Načítání…", // loading
] satisfies Texts;
