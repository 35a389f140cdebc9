// Slovak (sk_SK; also `sk` and any other sk_*). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "Platba cez {{paymentSource}}", // payingWith
  "Vybrať iný spôsob platby", // chooseAnotherWayToPay
  "Vyberte spôsob platby", // chooseAWayToPay
  "Iné spôsoby platby", // otherWaysToPay
  "Upraviť", // edit
  "Hotovo", // doneEditing
  "Upraviť spôsoby platby", // editPaymentMethods
  "Odstrániť kartu {{secondaryIdentifier}} končiacu na {{identifier}}?", // CreditCardDeleteConfirmationMessage
  "Odstrániť účet PayPal {{identifier}}?", // PayPalAccountDeleteConfirmationMessage
  "Odstrániť účet Venmo s používateľským menom {{identifier}}?", // VenmoAccountDeleteConfirmationMessage
  "Naozaj chcete odstrániť tento spôsob platby?", // genericDeleteConfirmationMessage
  "Zrušiť", // deleteCancelButton
  "Odstrániť", // deleteConfirmationButton
  "Vyplňte bezpečnostný kód.", // fieldEmptyForCvv
  "Vyplňte dátum platnosti.", // fieldEmptyForExpirationDate
  "Vyplňte meno držiteľa karty.", // fieldEmptyForCardholderName
  "Vyplňte číslo karty.", // fieldEmptyForNumber
  "Vyplňte PSČ.", // fieldEmptyForPostalCode
  "Meno držiteľa karty nie je platné.", // fieldInvalidForCardholderName
  "Bezpečnostný kód nie je platný.", // fieldInvalidForCvv
  "Dátum platnosti nie je platný.", // fieldInvalidForExpirationDate
  "Číslo karty nie je platné.", // fieldInvalidForNumber
  "PSČ nie je platné.", // fieldInvalidForPostalCode
  "Meno držiteľa karty musí mať menej ako 256 znakov.", // fieldTooLongForCardholderName
  "Platbou kartou súhlasím s Vyhlásením o ochrane osobných údajov PayPal.", // noticeOfCollection
  "Na našej strane sa vyskytla chyba.", // genericError
  "Táto karta je už uložená ako spôsob platby.", // hostedFieldsTokenizationFailOnDuplicateError
  "Skontrolujte údaje a skúste to znova.", // hostedFieldsFailedTokenizationError
  "Overenie karty zlyhalo. Skontrolujte údaje a skúste to znova.", // hostedFieldsTokenizationCvvVerificationFailedError
  "Chyba siete. Skúste to znova.", // hostedFieldsTokenizationNetworkErrorError
  "Skontrolujte údaje a skúste to znova.", // hostedFieldsFieldsInvalidError
  "Pokračujte v platbe tlačidlom PayPal.", // paypalButtonMustBeUsed
  "Pokračujte v platbe tlačidlom Venmo.", // venmoButtonMustBeUsed
  "Pokračujte v platbe tlačidlom Apple Pay.", // applePayButtonMustBeUsed
  "Účet PayPal sa nepodarilo pridať. Skúste to znova.", // paypalAccountTokenizationFailedError
  "Pripojenie k PayPal zlyhalo. Skúste to znova.", // paypalFlowFailedError
  "Platba PayPal sa už autorizuje.", // paypalTokenizationRequestActiveError
  "Platbu Apple Pay prerušila chyba siete. Skúste to znova.", // applePayTokenizationError
  "Pridajte do peňaženky Apple Pay podporovanú kartu.", // applePayActiveCardError
  "Spôsob platby sa nepodarilo odstrániť. Skúste to znova.", // vaultManagerPaymentMethodDeletionError
  "Niečo sa pokazilo. Overte, že máte najnovšiu aplikáciu Venmo a že ju prehliadač dokáže otvoriť.", // venmoCanceledError
  "Aplikácia Venmo sa v zariadení nenašla.", // venmoAppFailedError
  "Tento typ karty nie je podporovaný. Skúste inú kartu.", // unsupportedCardTypeError
  "Meno držiteľa karty", // cardholderNameLabel
  "Číslo karty", // cardNumberLabel
  "Bezpečnostný kód", // cvvLabel
  "(3 číslice)", // cvvThreeDigitLabelSubheading
  "(4 číslice)", // cvvFourDigitLabelSubheading
  "Platnosť do", // expirationDateLabel
  "(MM/RR)", // expirationDateLabelSubheading
  "Meno držiteľa karty", // cardholderNamePlaceholder
  "MM/RR", // expirationDatePlaceholder
  "PSČ", // postalCodeLabel
  "Uložiť kartu", // saveCardLabel
  "Zaplatiť kartou", // payWithCard
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
  "Pokračujte v platbe tlačidlom Google Pay.", // googlePayButtonMustBeUsed
  "Pokračujte tlačidlom vo svojej banke.", // localPaymentButtonMustBeUsed
  "Pokračujte v platbe tlačidlom {{paymentSource}}.", // buttonMustBeUsed
  "Zaplatiť cez banku", // localPaymentLabel
  "Načítava sa…", // loading
] satisfies Texts;
