// Spanish for Latin America (es_XC). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "Pago con {{paymentSource}}", // payingWith
  "Elegir otro método de pago", // chooseAnotherWayToPay
  "Elige un método de pago", // chooseAWayToPay
  "Otros métodos de pago", // otherWaysToPay
  "Editar", // edit
  "Listo", // doneEditing
  "Editar métodos de pago", // editPaymentMethods
  "¿Quieres eliminar la tarjeta {{secondaryIdentifier}} terminada en {{identifier}}?", // CreditCardDeleteConfirmationMessage
  "¿Quieres eliminar la cuenta de PayPal {{identifier}}?", // PayPalAccountDeleteConfirmationMessage
  "¿Quieres eliminar la cuenta de Venmo del usuario {{identifier}}?", // VenmoAccountDeleteConfirmationMessage
  "¿Confirmas que quieres eliminar este método de pago?", // genericDeleteConfirmationMessage
  "Cancelar", // deleteCancelButton
  "Eliminar", // deleteConfirmationButton
  "Ingresa el código de seguridad.", // fieldEmptyForCvv
  "Ingresa la fecha de vencimiento.", // fieldEmptyForExpirationDate
  "Ingresa el nombre del titular.", // fieldEmptyForCardholderName
  "Ingresa el número de tarjeta.", // fieldEmptyForNumber
  "Ingresa el código postal.", // fieldEmptyForPostalCode
  "El nombre del titular no es válido.", // fieldInvalidForCardholderName
  "El código de seguridad no es válido.", // fieldInvalidForCvv
  "La fecha de vencimiento no es válida.", // fieldInvalidForExpirationDate
  "El número de tarjeta no es válido.", // fieldInvalidForNumber
  "El código postal no es válido.", // fieldInvalidForPostalCode
  "El nombre del titular debe tener menos de 256 caracteres.", // fieldTooLongForCardholderName
  "Al pagar con mi tarjeta, acepto la Declaración de privacidad de PayPal.", // noticeOfCollection
  "Ocurrió un error de nuestro lado.", // genericError
  "Esta tarjeta ya está guardada como método de pago.", // hostedFieldsTokenizationFailOnDuplicateError
  "Verifica tus datos e inténtalo de nuevo.", // hostedFieldsFailedTokenizationError
  "No pudimos verificar la tarjeta. Verifica tus datos e inténtalo de nuevo.", // hostedFieldsTokenizationCvvVerificationFailedError
  "Error de conexión. Inténtalo de nuevo.", // hostedFieldsTokenizationNetworkErrorError
  "Verifica tus datos e inténtalo de nuevo.", // hostedFieldsFieldsInvalidError
  "Usa el botón de PayPal para seguir con tu pago.", // paypalButtonMustBeUsed
  "Usa el botón de Venmo para seguir con tu pago.", // venmoButtonMustBeUsed
  "Usa el botón de Apple Pay para seguir con tu pago.", // applePayButtonMustBeUsed
  "No pudimos agregar la cuenta de PayPal. Inténtalo de nuevo.", // paypalAccountTokenizationFailedError
  "No pudimos conectarnos con PayPal. Inténtalo de nuevo.", // paypalFlowFailedError
  "Ya se está autorizando un pago de PayPal.", // paypalTokenizationRequestActiveError
  "Un error de conexión interrumpió el pago con Apple Pay. Inténtalo de nuevo.", // applePayTokenizationError
  "Agrega una tarjeta aceptada a tu billetera de Apple Pay.", // applePayActiveCardError
  "No pudimos eliminar el método de pago. Inténtalo de nuevo.", // vaultManagerPaymentMethodDeletionError
  "Algo salió mal. Verifica que tengas la versión más reciente de la app de Venmo y que tu navegador pueda abrirla.", // venmoCanceledError
  "No encontramos la app de Venmo en tu dispositivo.", // venmoAppFailedError
  "No aceptamos este tipo de tarjeta. Usa otra tarjeta.", // unsupportedCardTypeError
  "Nombre del titular", // cardholderNameLabel
  "Número de tarjeta", // cardNumberLabel
  "Código de seguridad", // cvvLabel
  "(3 dígitos)", // cvvThreeDigitLabelSubheading
  "(4 dígitos)", // cvvFourDigitLabelSubheading
  "Fecha de vencimiento", // expirationDateLabel
  "(MM/AA)", // expirationDateLabelSubheading
  "Nombre del titular", // cardholderNamePlaceholder
  "MM/AA", // expirationDatePlaceholder
  "Código postal", // postalCodeLabel
  "Guardar tarjeta", // saveCardLabel
  "Pagar con tarjeta", // payWithCard
  "Terminada en {{lastFourCardDigits}}", // endingIn
  "Tarjeta", // Card
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
  "Usa el botón de Google Pay para seguir con tu pago.", // googlePayButtonMustBeUsed
  "Usa el botón para seguir en tu banco.", // localPaymentButtonMustBeUsed
  "Usa el botón de {{paymentSource}} para seguir con tu pago.", // buttonMustBeUsed
  "Pagar desde tu banco", // localPaymentLabel
  "Cargando…", // loading
] satisfies Texts;
