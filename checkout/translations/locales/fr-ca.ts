// Canadian French (fr_CA). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "Paiement avec {{paymentSource}}", // payingWith
  "Choisir un autre mode de paiement", // chooseAnotherWayToPay
  "Choisissez un mode de paiement", // chooseAWayToPay
  "Autres modes de paiement", // otherWaysToPay
  "Modifier", // edit
  "Terminé", // doneEditing
  "Modifier les modes de paiement", // editPaymentMethods
  "Supprimer la carte {{secondaryIdentifier}} se terminant par {{identifier}}?", // CreditCardDeleteConfirmationMessage
  "Supprimer le compte PayPal {{identifier}}?", // PayPalAccountDeleteConfirmationMessage
  "Supprimer le compte Venmo de l'utilisateur {{identifier}}?", // VenmoAccountDeleteConfirmationMessage
  "Voulez-vous vraiment supprimer ce mode de paiement?", // genericDeleteConfirmationMessage
  "Annuler", // deleteCancelButton
  "Supprimer", // deleteConfirmationButton
  "Entrez le code de sécurité.", // fieldEmptyForCvv
  "Entrez la date d'expiration.", // fieldEmptyForExpirationDate
  "Entrez le nom du titulaire.", // fieldEmptyForCardholderName
  "Entrez le numéro de carte.", // fieldEmptyForNumber
  "Entrez le code postal.", // fieldEmptyForPostalCode
  "Ce nom de titulaire est invalide.", // fieldInvalidForCardholderName
  "Ce code de sécurité est invalide.", // fieldInvalidForCvv
  "Cette date d'expiration est invalide.", // fieldInvalidForExpirationDate
  "Ce numéro de carte est invalide.", // fieldInvalidForNumber
  "Ce code postal est invalide.", // fieldInvalidForPostalCode
  "Le nom du titulaire doit compter moins de 256 caractères.", // fieldTooLongForCardholderName
  "En payant par carte, j'accepte la Déclaration de confidentialité de PayPal.", // noticeOfCollection
  "Une erreur est survenue de notre côté.", // genericError
  "Cette carte est déjà enregistrée comme mode de paiement.", // hostedFieldsTokenizationFailOnDuplicateError
  "Vérifiez vos renseignements, puis réessayez.", // hostedFieldsFailedTokenizationError
  "La vérification de la carte a échoué. Vérifiez vos renseignements, puis réessayez.", // hostedFieldsTokenizationCvvVerificationFailedError
  "Erreur de réseau. Veuillez réessayer.", // hostedFieldsTokenizationNetworkErrorError
  "Vérifiez vos renseignements, puis réessayez.", // hostedFieldsFieldsInvalidError
  "Utilisez le bouton PayPal pour continuer le paiement.", // paypalButtonMustBeUsed
  "Utilisez le bouton Venmo pour continuer le paiement.", // venmoButtonMustBeUsed
  "Utilisez le bouton Apple Pay pour continuer le paiement.", // applePayButtonMustBeUsed
  "Impossible d'ajouter le compte PayPal. Veuillez réessayer.", // paypalAccountTokenizationFailedError
  "Impossible de se connecter à PayPal. Veuillez réessayer.", // paypalFlowFailedError
  "Une autorisation de paiement PayPal est déjà en cours.", // paypalTokenizationRequestActiveError
  "Une erreur de réseau a interrompu le paiement Apple Pay. Veuillez réessayer.", // applePayTokenizationError
  "Ajoutez une carte acceptée à votre portefeuille Apple Pay.", // applePayActiveCardError
  "Impossible de supprimer ce mode de paiement. Veuillez réessayer.", // vaultManagerPaymentMethodDeletionError
  "Une erreur est survenue. Vérifiez que la plus récente version de l'appli Venmo est installée et que votre navigateur peut l'ouvrir.", // venmoCanceledError
  "L'appli Venmo est introuvable sur votre appareil.", // venmoAppFailedError
  "Ce type de carte n'est pas accepté. Essayez une autre carte.", // unsupportedCardTypeError
  "Nom du titulaire", // cardholderNameLabel
  "Numéro de carte", // cardNumberLabel
  "Code de sécurité", // cvvLabel
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
  "Utilisez le bouton Google Pay pour continuer le paiement.", // googlePayButtonMustBeUsed
  "Utilisez le bouton pour continuer auprès de votre banque.", // localPaymentButtonMustBeUsed
  "Utilisez le bouton {{paymentSource}} pour continuer le paiement.", // buttonMustBeUsed
  "Payer par votre banque", // localPaymentLabel
  "Chargement…", // loading
] satisfies Texts;
