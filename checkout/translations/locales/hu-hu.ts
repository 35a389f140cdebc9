// Hungarian (hu_HU; also `hu` and any other hu_*). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "Fizetés ezzel: {{paymentSource}}", // payingWith
  "Másik fizetési mód választása", // chooseAnotherWayToPay
  "Válasszon fizetési módot", // chooseAWayToPay
  "Egyéb fizetési módok", // otherWaysToPay
  "Szerkesztés", // edit
  "Kész", // doneEditing
  "Fizetési módok szerkesztése", // editPaymentMethods
  "Törli a(z) {{identifier}} végű {{secondaryIdentifier}} kártyát?", // CreditCardDeleteConfirmationMessage
  "Törli a(z) {{identifier}} PayPal-fiókot?", // PayPalAccountDeleteConfirmationMessage
  "Törli a(z) {{identifier}} felhasználónevű Venmo-fiókot?", // VenmoAccountDeleteConfirmationMessage
  "Biztosan törli ezt a fizetési módot?", // genericDeleteConfirmationMessage
  "Mégse", // deleteCancelButton
  "Törlés", // deleteConfirmationButton
  "Adja meg a biztonsági kódot.", // fieldEmptyForCvv
  "Adja meg a lejárati dátumot.", // fieldEmptyForExpirationDate
  "Adja meg a kártyabirtokos nevét.", // fieldEmptyForCardholderName
  "Adja meg a kártyaszámot.", // fieldEmptyForNumber
  "Adja meg az irányítószámot.", // fieldEmptyForPostalCode
  "A kártyabirtokos neve érvénytelen.", // fieldInvalidForCardholderName
  "A biztonsági kód érvénytelen.", // fieldInvalidForCvv
  "A lejárati dátum érvénytelen.", // fieldInvalidForExpirationDate
  "A kártyaszám érvénytelen.", // fieldInvalidForNumber
  "Az irányítószám érvénytelen.", // fieldInvalidForPostalCode
  "A kártyabirtokos neve legfeljebb 255 karakter lehet.", // fieldTooLongForCardholderName
  "A kártyás fizetéssel elfogadom a PayPal adatvédelmi nyilatkozatát.", // noticeOfCollection
  "Hiba történt a mi oldalunkon.", // genericError
  "Ez a kártya már mentett fizetési mód.", // hostedFieldsTokenizationFailOnDuplicateError
  "Ellenőrizze az adatokat, és próbálja újra.", // hostedFieldsFailedTokenizationError
  "A kártya ellenőrzése nem sikerült. Ellenőrizze az adatokat, és próbálja újra.", // hostedFieldsTokenizationCvvVerificationFailedError
  "Hálózati hiba. Próbálja újra.", // hostedFieldsTokenizationNetworkErrorError
  "Ellenőrizze az adatokat, és próbálja újra.", // hostedFieldsFieldsInvalidError
  "A fizetés folytatásához használja a PayPal gombot.", // paypalButtonMustBeUsed
  "A fizetés folytatásához használja a Venmo gombot.", // venmoButtonMustBeUsed
  "A fizetés folytatásához használja az Apple Pay gombot.", // applePayButtonMustBeUsed
  "Nem sikerült hozzáadni a PayPal-fiókot. Próbálja újra.", // paypalAccountTokenizationFailedError
  "Nem sikerült csatlakozni a PayPalhoz. Próbálja újra.", // paypalFlowFailedError
  "Egy PayPal-fizetés jóváhagyása már folyamatban van.", // paypalTokenizationRequestActiveError
  "Hálózati hiba szakította meg az Apple Pay-fizetést. Próbálja újra.", // applePayTokenizationError
  "Adjon hozzá egy elfogadott kártyát az Apple Pay-tárcához.", // applePayActiveCardError
  "Nem sikerült törölni a fizetési módot. Próbálja újra.", // vaultManagerPaymentMethodDeletionError
  "Hiba történt. Ellenőrizze, hogy a Venmo alkalmazás legújabb verziója van-e telepítve, és a böngésző meg tudja-e nyitni.", // venmoCanceledError
  "A Venmo alkalmazás nem található az eszközön.", // venmoAppFailedError
  "Ez a kártyatípus nem támogatott. Próbáljon másik kártyát.", // unsupportedCardTypeError
  "Kártyabirtokos neve", // cardholderNameLabel
  "Kártyaszám", // cardNumberLabel
  "Biztonsági kód", // cvvLabel
  "(3 számjegy)", // cvvThreeDigitLabelSubheading
  "(4 számjegy)", // cvvFourDigitLabelSubheading
  "Lejárati dátum", // expirationDateLabel
  "(HH/ÉÉ)", // expirationDateLabelSubheading
  "Kártyabirtokos neve", // cardholderNamePlaceholder
  "HH/ÉÉ", // expirationDatePlaceholder
  "Irányítószám", // postalCodeLabel
  "Kártya mentése", // saveCardLabel
  "Fizetés kártyával", // payWithCard
  "Végződés: {{lastFourCardDigits}}", // endingIn
  "Kártya", // Card
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
  "A fizetés folytatásához használja a Google Pay gombot.", // googlePayButtonMustBeUsed
  "A bankjánál való folytatáshoz használja a gombot.", // localPaymentButtonMustBeUsed
  "A fizetés folytatásához használja a(z) {{paymentSource}} gombot.", // buttonMustBeUsed
  "Fizetés bankon keresztül", // localPaymentLabel
  "Betöltés…", // loading
] satisfies Texts;
