// French (fr_FR; also `fr` and fr_* other than fr_CA and fr_XC). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "Paiement avec {{paymentSource}}", // payingWith
  "Choisir un autre moyen de paiement", // chooseAnotherWayToPay
  "Choisissez un moyen de paiement", // chooseAWayToPay
  "Autres moyens de paiement", // otherWaysToPay
  "Modifier", // edit
  "Terminé", // doneEditing
  "Modifier les moyens de paiement", // editPaymentMethods
  "Supprimer la carte {{secondaryIdentifier}} se terminant par {{identifier}} ?", // CreditCardDeleteConfirmationMessage
  "Supprimer le compte PayPal {{identifier}} ?", // PayPalAccountDeleteConfirmationMessage
  "Supprimer le compte Venmo de l'utilisateur {{identifier}} ?", // VenmoAccountDeleteConfirmationMessage
  "Voulez-vous vraiment supprimer ce moyen de paiement ?", // genericDeleteConfirmationMessage
  "Annuler", // deleteCancelButton
  "Supprimer", // deleteConfirmationButton
  "Saisissez le cryptogramme.", // fieldEmptyForCvv
  "Saisissez la date d'expiration.", // fieldEmptyForExpirationDate
  "Saisissez le nom du titulaire.", // fieldEmptyForCardholderName
  "Saisissez le numéro de carte.", // fieldEmptyForNumber
  "Saisissez le code postal.", // fieldEmptyForPostalCode
  "Ce nom de titulaire n'est pas valide.", // fieldInvalidForCardholderName
  "Ce cryptogramme n'est pas valide.", // fieldInvalidForCvv
  "Cette date d'expiration n'est pas valide.", // fieldInvalidForExpirationDate
  "Ce numéro de carte n'est pas valide.", // fieldInvalidForNumber
  "Ce code postal n'est pas valide.", // fieldInvalidForPostalCode
  "Le nom du titulaire doit compter moins de 256 caractères.", // fieldTooLongForCardholderName
  "En payant par carte, j'accepte la Déclaration de confidentialité de PayPal.", // noticeOfCollection
  "Une erreur s'est produite de notre côté.", // genericError
  "Cette carte est déjà enregistrée comme moyen de paiement.", // hostedFieldsTokenizationFailOnDuplicateError
  "Vérifiez vos informations et réessayez.", // hostedFieldsFailedTokenizationError
  "La vérification de la carte a échoué. Vérifiez vos informations et réessayez.", // hostedFieldsTokenizationCvvVerificationFailedError
  "Erreur de réseau. Veuillez réessayer.", // hostedFieldsTokenizationNetworkErrorError
  "Vérifiez vos informations et réessayez.", // hostedFieldsFieldsInvalidError
  "Utilisez le bouton PayPal pour poursuivre le paiement.", // paypalButtonMustBeUsed
  "Utilisez le bouton Venmo pour poursuivre le paiement.", // venmoButtonMustBeUsed
  "Utilisez le bouton Apple Pay pour poursuivre le paiement.", // applePayButtonMustBeUsed
  "L'ajout du compte PayPal a échoué. Veuillez réessayer.", // paypalAccountTokenizationFailedError
  "La connexion à PayPal a échoué. Veuillez réessayer.", // paypalFlowFailedError
  "Une autorisation de paiement PayPal est déjà en cours.", // paypalTokenizationRequestActiveError
  "Une erreur de réseau a interrompu le paiement Apple Pay. Veuillez réessayer.", // applePayTokenizationError
  "Ajoutez une carte acceptée à votre portefeuille Apple Pay.", // applePayActiveCardError
  "Impossible de supprimer ce moyen de paiement, réessayez.", // vaultManagerPaymentMethodDeletionError
  "Une erreur s'est produite. Vérifiez que la dernière version de l'application Venmo est installée et que votre navigateur peut l'ouvrir.", // venmoCanceledError
  "L'application Venmo est introuvable sur cet appareil.", // venmoAppFailedError
  "Ce type de carte n'est pas accepté. Essayez une autre carte.", // unsupportedCardTypeError
  "Nom du titulaire", // cardholderNameLabel
  "Numéro de carte", // cardNumberLabel
  "Cryptogramme", // cvvLabel
  "(3 chiffres)", // cvvThreeDigitLabelSubheading
  "(4 chiffres)", // cvvFourDigitLabelSubheading
  "Date d'expiration", // expirationDateLabel
  "(MM/AA)", // expirationDateLabelSubheading
  "Nom du titulaire", // cardholderNamePlaceholder
  "MM/AA", // expirationDatePlaceholder
  "Code postal", // postalCodeLabel
  "Enregistrer la carte", // saveCardLabel
  "Payer par carte", // payWithCard
  "Se terminant par {{lastFourCardDigits}}", // endingIn
  "Carte", // Card
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
  "Utilisez le bouton Google Pay pour poursuivre le paiement.", // googlePayButtonMustBeUsed
  "Utilisez le bouton pour poursuivre auprès de votre banque.", // localPaymentButtonMustBeUsed
  "Utilisez le bouton {{paymentSource}} pour poursuivre le paiement.", // buttonMustBeUsed
  "Payer avec votre banque", // localPaymentLabel
  "Chargement…", // loading
] satisfies Texts;
