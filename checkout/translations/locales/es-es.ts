// Spanish as written in Spain (es_ES; also `es` and es_* other than es_XC). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "Pagando con {{paymentSource}}", // payingWith
  "Elegir otra forma de pago", // chooseAnotherWayToPay
  "Elige una forma de pago", // chooseAWayToPay
  "Otras formas de pago", // otherWaysToPay
  "Editar", // edit
  "Hecho", // doneEditing
  "Editar formas de pago", // editPaymentMethods
  "¿Eliminar la tarjeta {{secondaryIdentifier}} que termina en {{identifier}}?", // CreditCardDeleteConfirmationMessage
  "¿Eliminar la cuenta PayPal {{identifier}}?", // PayPalAccountDeleteConfirmationMessage
  "¿Eliminar la cuenta Venmo con el usuario {{identifier}}?", // VenmoAccountDeleteConfirmationMessage
  "¿Seguro que quieres eliminar esta forma de pago?", // genericDeleteConfirmationMessage
  "Cancelar", // deleteCancelButton
  "Eliminar", // deleteConfirmationButton
  "Introduce el código de seguridad.", // fieldEmptyForCvv
  "Introduce la fecha de caducidad.", // fieldEmptyForExpirationDate
  "Introduce el nombre del titular.", // fieldEmptyForCardholderName
  "Introduce el número de tarjeta.", // fieldEmptyForNumber
  "Introduce el código postal.", // fieldEmptyForPostalCode
  "El nombre del titular no es válido.", // fieldInvalidForCardholderName
  "El código de seguridad no es válido.", // fieldInvalidForCvv
  "La fecha de caducidad no es válida.", // fieldInvalidForExpirationDate
  "El número de tarjeta no es válido.", // fieldInvalidForNumber
  "El código postal no es válido.", // fieldInvalidForPostalCode
  "El nombre del titular debe tener menos de 256 caracteres.", // fieldTooLongForCardholderName
  "Al pagar con mi tarjeta, acepto la Declaración de privacidad de PayPal.", // noticeOfCollection
  "Se ha producido un error en nuestro sistema.", // genericError
  "Esta tarjeta ya está guardada como forma de pago.", // hostedFieldsTokenizationFailOnDuplicateError
  "Revisa tus datos y vuelve a intentarlo.", // hostedFieldsFailedTokenizationError
  "No se ha podido verificar la tarjeta. Revisa tus datos y vuelve a intentarlo.", // hostedFieldsTokenizationCvvVerificationFailedError
  "Error de red. Vuelve a intentarlo.", // hostedFieldsTokenizationNetworkErrorError
  "Revisa tus datos y vuelve a intentarlo.", // hostedFieldsFieldsInvalidError
  "Usa el botón de PayPal para continuar con el pago.", // paypalButtonMustBeUsed
  "Usa el botón de Venmo para continuar con el pago.", // venmoButtonMustBeUsed
  "Usa el botón de Apple Pay para continuar con el pago.", // applePayButtonMustBeUsed
  "No se ha podido añadir la cuenta PayPal. Vuelve a intentarlo.", // paypalAccountTokenizationFailedError
  "No se ha podido conectar con PayPal. Vuelve a intentarlo.", // paypalFlowFailedError
  "Ya hay una autorización de pago de PayPal en curso.", // paypalTokenizationRequestActiveError
  "Un error de red ha interrumpido el pago con Apple Pay. Vuelve a intentarlo.", // applePayTokenizationError
  "Añade una tarjeta admitida a tu cartera de Apple Pay.", // applePayActiveCardError
  "No se ha podido eliminar la forma de pago. Vuelve a intentarlo.", // vaultManagerPaymentMethodDeletionError
  "Algo ha fallado. Comprueba que tienes la última versión de la app de Venmo y que tu navegador puede abrirla.", // venmoCanceledError
  "No se ha encontrado la app de Venmo en tu dispositivo.", // venmoAppFailedError
  "No se admite este tipo de tarjeta. Prueba con otra.", // unsupportedCardTypeError
  "Nombre del titular", // cardholderNameLabel
  "Número de tarjeta", // cardNumberLabel
  "Código de seguridad", // cvvLabel
  "(3 dígitos)", // cvvThreeDigitLabelSubheading
  "(4 dígitos)", // cvvFourDigitLabelSubheading
  "Fecha de caducidad", // expirationDateLabel
  "(MM/AA)", // expirationDateLabelSubheading
  "Nombre del titular", // cardholderNamePlaceholder
  "MM/AA", // expirationDatePlaceholder
  "Código postal", // postalCodeLabel
  "Guardar tarjeta", // saveCardLabel
  "Pagar con tarjeta", // payWithCard
  "Termina en {{lastFourCardDigits}}", // endingIn
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
  "Usa el botón de Google Pay para continuar con el pago.", // googlePayButtonMustBeUsed
  "Usa el botón para continuar en tu banco.", // localPaymentButtonMustBeUsed
  "Usa el botón de {{paymentSource}} para continuar con el pago.", // buttonMustBeUsed
  "Pagar con tu banco", // localPaymentLabel
  "Cargando…", // loading
] satisfies Texts;
