// Italian (it_IT; also `it` and any other it_*). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "Stai pagando con {{paymentSource}}", // payingWith
  "Scegli un altro metodo di pagamento", // chooseAnotherWayToPay
  "Scegli un metodo di pagamento", // chooseAWayToPay
  "Altri metodi di pagamento", // otherWaysToPay
  "Modifica", // edit
  "Fine", // doneEditing
  "Modifica metodi di pagamento", // editPaymentMethods
  "Eliminare la carta {{secondaryIdentifier}} che termina con {{identifier}}?", // CreditCardDeleteConfirmationMessage
  "Eliminare il conto PayPal {{identifier}}?", // PayPalAccountDeleteConfirmationMessage
  "Eliminare il conto Venmo con nome utente {{identifier}}?", // VenmoAccountDeleteConfirmationMessage
  "Vuoi davvero eliminare questo metodo di pagamento?", // genericDeleteConfirmationMessage
  "Annulla", // deleteCancelButton
  "Elimina", // deleteConfirmationButton
  "Inserisci il codice di sicurezza.", // fieldEmptyForCvv
  "Inserisci la data di scadenza.", // fieldEmptyForExpirationDate
  "Inserisci il nome del titolare.", // fieldEmptyForCardholderName
  "Inserisci il numero della carta.", // fieldEmptyForNumber
  "Inserisci il CAP.", // fieldEmptyForPostalCode
  "Il nome del titolare non è valido.", // fieldInvalidForCardholderName
  "Il codice di sicurezza non è valido.", // fieldInvalidForCvv
  "La data di scadenza non è valida.", // fieldInvalidForExpirationDate
  "Il numero della carta non è valido.", // fieldInvalidForNumber
  "Il CAP non è valido.", // fieldInvalidForPostalCode
  "Il nome del titolare deve avere meno di 256 caratteri.", // fieldTooLongForCardholderName
  "Pagando con la mia carta, accetto l'Informativa sulla privacy di PayPal.", // noticeOfCollection
  "Si è verificato un errore da parte nostra.", // genericError
  "Questa carta è già salvata come metodo di pagamento.", // hostedFieldsTokenizationFailOnDuplicateError
  "Controlla i dati inseriti e riprova.", // hostedFieldsFailedTokenizationError
  "Verifica della carta non riuscita. Controlla i dati inseriti e riprova.", // hostedFieldsTokenizationCvvVerificationFailedError
  "Errore di rete. Riprova.", // hostedFieldsTokenizationNetworkErrorError
  "Controlla i dati inseriti e riprova.", // hostedFieldsFieldsInvalidError
  "Usa il pulsante PayPal per proseguire con il pagamento.", // paypalButtonMustBeUsed
  "Usa il pulsante Venmo per proseguire con il pagamento.", // venmoButtonMustBeUsed
  "Usa il pulsante Apple Pay per proseguire con il pagamento.", // applePayButtonMustBeUsed
  "Impossibile aggiungere il conto PayPal. Riprova.", // paypalAccountTokenizationFailedError
  "Impossibile collegarsi a PayPal. Riprova.", // paypalFlowFailedError
  "È già in corso l'autorizzazione di un pagamento PayPal.", // paypalTokenizationRequestActiveError
  "Un errore di rete ha interrotto il pagamento con Apple Pay. Riprova.", // applePayTokenizationError
  "Aggiungi una carta accettata al tuo wallet Apple Pay.", // applePayActiveCardError
  "Impossibile eliminare il metodo di pagamento. Riprova.", // vaultManagerPaymentMethodDeletionError
  "Si è verificato un problema. Verifica di avere l'ultima versione dell'app Venmo e che il browser possa aprirla.", // venmoCanceledError
  "L'app Venmo non è presente sul dispositivo.", // venmoAppFailedError
  "Questo tipo di carta non è accettato. Prova con un'altra carta.", // unsupportedCardTypeError
  "Nome del titolare", // cardholderNameLabel
  "Numero della carta", // cardNumberLabel
  "Codice di sicurezza", // cvvLabel
  "(3 cifre)", // cvvThreeDigitLabelSubheading
  "(4 cifre)", // cvvFourDigitLabelSubheading
  "Data di scadenza", // expirationDateLabel
  "(MM/AA)", // expirationDateLabelSubheading
  "Nome del titolare", // cardholderNamePlaceholder
  "MM/AA", // expirationDatePlaceholder
  "CAP", // postalCodeLabel
  "Salva la carta", // saveCardLabel
  "Paga con carta", // payWithCard
  "Termina con {{lastFourCardDigits}}", // endingIn
  "Carta", // Card
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
  "Usa il pulsante Google Pay per proseguire con il pagamento.", // googlePayButtonMustBeUsed
  "Usa il pulsante per proseguire presso la tua banca.", // localPaymentButtonMustBeUsed
  "Usa il pulsante {{paymentSource}} per proseguire con il pagamento.", // buttonMustBeUsed
  "Paga con la tua banca", // localPaymentLabel
  "Caricamento…", // loading
] satisfies Texts;
