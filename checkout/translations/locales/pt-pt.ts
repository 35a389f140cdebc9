// Portuguese as written in Portugal (pt_PT; also `pt` and pt_* other than pt_BR). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "A pagar com {{paymentSource}}", // payingWith
  "Escolher outro meio de pagamento", // chooseAnotherWayToPay
  "Escolha um meio de pagamento", // chooseAWayToPay
  "Outros meios de pagamento", // otherWaysToPay
  "Editar", // edit
  "Concluído", // doneEditing
  "Editar meios de pagamento", // editPaymentMethods
  "Eliminar o cartão {{secondaryIdentifier}} terminado em {{identifier}}?", // CreditCardDeleteConfirmationMessage
  "Eliminar a conta PayPal {{identifier}}?", // PayPalAccountDeleteConfirmationMessage
  "Eliminar a conta Venmo com o nome de utilizador {{identifier}}?", // VenmoAccountDeleteConfirmationMessage
  "Tem a certeza de que pretende eliminar este meio de pagamento?", // genericDeleteConfirmationMessage
  "Cancelar", // deleteCancelButton
  "Eliminar", // deleteConfirmationButton
  "Introduza o código de segurança.", // fieldEmptyForCvv
  "Introduza a data de validade.", // fieldEmptyForExpirationDate
  "Introduza o nome do titular.", // fieldEmptyForCardholderName
  "Introduza o número do cartão.", // fieldEmptyForNumber
  "Introduza o código postal.", // fieldEmptyForPostalCode
  "O nome do titular não é válido.", // fieldInvalidForCardholderName
  "O código de segurança não é válido.", // fieldInvalidForCvv
  "A data de validade não é válida.", // fieldInvalidForExpirationDate
  "O número do cartão não é válido.", // fieldInvalidForNumber
  "O código postal não é válido.", // fieldInvalidForPostalCode
  "O nome do titular deve ter menos de 256 carateres.", // fieldTooLongForCardholderName
  "Ao pagar com o meu cartão, aceito a Declaração de Privacidade do PayPal.", // noticeOfCollection
  "Ocorreu um erro do nosso lado.", // genericError
  "Este cartão já está guardado como meio de pagamento.", // hostedFieldsTokenizationFailOnDuplicateError
  "Verifique os seus dados e tente novamente.", // hostedFieldsFailedTokenizationError
  "Não foi possível verificar o cartão. Verifique os seus dados e tente novamente.", // hostedFieldsTokenizationCvvVerificationFailedError
  "Erro de rede. Tente novamente.", // hostedFieldsTokenizationNetworkErrorError
  "Verifique os seus dados e tente novamente.", // hostedFieldsFieldsInvalidError
  "Utilize o botão PayPal para continuar o pagamento.", // paypalButtonMustBeUsed
  "Utilize o botão Venmo para continuar o pagamento.", // venmoButtonMustBeUsed
  "Utilize o botão Apple Pay para continuar o pagamento.", // applePayButtonMustBeUsed
  "Não foi possível adicionar a conta PayPal. Tente novamente.", // paypalAccountTokenizationFailedError
  "Não foi possível ligar ao PayPal. Tente novamente.", // paypalFlowFailedError
  "Já está em curso uma autorização de pagamento PayPal.", // paypalTokenizationRequestActiveError
  "Um erro de rede interrompeu o pagamento Apple Pay. Tente novamente.", // applePayTokenizationError
  "Adicione um cartão aceite à sua carteira Apple Pay.", // applePayActiveCardError
  "Não foi possível eliminar o meio de pagamento. Tente novamente.", // vaultManagerPaymentMethodDeletionError
  "Ocorreu um problema. Confirme que tem a versão mais recente da aplicação Venmo e que o navegador a consegue abrir.", // venmoCanceledError
  "A aplicação Venmo não foi encontrada no seu dispositivo.", // venmoAppFailedError
  "Este tipo de cartão não é aceite. Experimente outro cartão.", // unsupportedCardTypeError
  "Nome do titular", // cardholderNameLabel
  "Número do cartão", // cardNumberLabel
  "Código de segurança", // cvvLabel
  "(3 dígitos)", // cvvThreeDigitLabelSubheading
  "(4 dígitos)", // cvvFourDigitLabelSubheading
  "Data de validade", // expirationDateLabel
  "(MM/AA)", // expirationDateLabelSubheading
  "Nome do titular", // cardholderNamePlaceholder
  "MM/AA", // expirationDatePlaceholder
  "Código postal", // postalCodeLabel
  "Guardar cartão", // saveCardLabel
  "Pagar com cartão", // payWithCard
  "Terminado em {{lastFourCardDigits}}", // endingIn
  "Cartão", // Card
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
  "Utilize o botão Google Pay para continuar o pagamento.", // googlePayButtonMustBeUsed
  "Utilize o botão para continuar no seu banco.", // localPaymentButtonMustBeUsed
  "Utilize o botão {{paymentSource}} para continuar o pagamento.", // buttonMustBeUsed
  "Pagar através do banco", // localPaymentLabel
  "A carregar…", // loading
] satisfies Texts;
