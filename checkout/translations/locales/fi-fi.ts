// Finnish (fi_FI; also `fi` and any other fi_*). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "Maksutapa: {{paymentSource}}", // payingWith
  "Valitse toinen maksutapa", // chooseAnotherWayToPay
  "Valitse maksutapa", // chooseAWayToPay
  "Muut maksutavat", // otherWaysToPay
  "Muokkaa", // edit
  "Valmis", // doneEditing
  "Muokkaa maksutapoja", // editPaymentMethods
  "Poistetaanko {{secondaryIdentifier}}-kortti, jonka loppuosa on {{identifier}}?", // CreditCardDeleteConfirmationMessage
  "Poistetaanko PayPal-tili {{identifier}}?", // PayPalAccountDeleteConfirmationMessage
  "Poistetaanko Venmo-tili, jonka käyttäjänimi on {{identifier}}?", // VenmoAccountDeleteConfirmationMessage
  "Haluatko varmasti poistaa tämän maksutavan?", // genericDeleteConfirmationMessage
  "Peruuta", // deleteCancelButton
  "Poista", // deleteConfirmationButton
  "Anna turvakoodi.", // fieldEmptyForCvv
  "Anna voimassaolopäivä.", // fieldEmptyForExpirationDate
  "Anna kortinhaltijan nimi.", // fieldEmptyForCardholderName
  "Anna kortin numero.", // fieldEmptyForNumber
  "Anna postinumero.", // fieldEmptyForPostalCode
  "Kortinhaltijan nimi ei kelpaa.", // fieldInvalidForCardholderName
  "Turvakoodi ei kelpaa.", // fieldInvalidForCvv
  "Voimassaolopäivä ei kelpaa.", // fieldInvalidForExpirationDate
  "Kortin numero ei kelpaa.", // fieldInvalidForNumber
  "Postinumero ei kelpaa.", // fieldInvalidForPostalCode
  "Kortinhaltijan nimen on oltava alle 256 merkkiä.", // fieldTooLongForCardholderName
  "Maksamalla kortillani hyväksyn PayPalin tietosuojaselosteen.", // noticeOfCollection
  "Meillä tapahtui virhe.", // genericError
  "Tämä kortti on jo tallennettu maksutavaksi.", // hostedFieldsTokenizationFailOnDuplicateError
  "Tarkista tiedot ja yritä uudelleen.", // hostedFieldsFailedTokenizationError
  "Kortin vahvistus epäonnistui. Tarkista tiedot ja yritä uudelleen.", // hostedFieldsTokenizationCvvVerificationFailedError
  "Verkkovirhe. Yritä uudelleen.", // hostedFieldsTokenizationNetworkErrorError
  "Tarkista tiedot ja yritä uudelleen.", // hostedFieldsFieldsInvalidError
  "Jatka maksua PayPal-painikkeella.", // paypalButtonMustBeUsed
  "Jatka maksua Venmo-painikkeella.", // venmoButtonMustBeUsed
  "Jatka maksua Apple Pay -painikkeella.", // applePayButtonMustBeUsed
  "PayPal-tilin lisääminen epäonnistui. Yritä uudelleen.", // paypalAccountTokenizationFailedError
  "Yhteys PayPaliin epäonnistui. Yritä uudelleen.", // paypalFlowFailedError
  "PayPal-maksun valtuutus on jo käynnissä.", // paypalTokenizationRequestActiveError
  "Verkkovirhe keskeytti Apple Pay -maksun. Yritä uudelleen.", // applePayTokenizationError
  "Lisää hyväksytty kortti Apple Pay -lompakkoon.", // applePayActiveCardError
  "Maksutavan poistaminen epäonnistui. Yritä uudelleen.", // vaultManagerPaymentMethodDeletionError
  "Jokin meni vikaan. Varmista, että Venmo-sovelluksen uusin versio on asennettu ja että selain voi avata sen.", // venmoCanceledError
  "Venmo-sovellusta ei löytynyt laitteesta.", // venmoAppFailedError
  "Tätä korttityyppiä ei hyväksytä. Kokeile toista korttia.", // unsupportedCardTypeError
  "Kortinhaltijan nimi", // cardholderNameLabel
  "Kortin numero", // cardNumberLabel
  "Turvakoodi", // cvvLabel
  "(3 numeroa)", // cvvThreeDigitLabelSubheading
  "(4 numeroa)", // cvvFourDigitLabelSubheading
  "Voimassaolopäivä", // expirationDateLabel
  "(KK/VV)", // expirationDateLabelSubheading
  "Kortinhaltijan nimi", // cardholderNamePlaceholder
  "KK/VV", // expirationDatePlaceholder
  "Postinumero", // postalCodeLabel
  "Tallenna kortti", // saveCardLabel
  "Maksa kortilla", // payWithCard
  "Loppuosa {{lastFourCardDigits}}", // endingIn
  "Kortti", // Card
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
  "Jatka maksua Google Pay -painikkeella.", // googlePayButtonMustBeUsed
  "Jatka pankissasi painikkeella.", // localPaymentButtonMustBeUsed
  "Jatka maksua painikkeella {{paymentSource}}.", // buttonMustBeUsed
  "Maksa pankin kautta", // localPaymentLabel
  "Ladataan…", // loading
] satisfies Texts;
