// Brazilian Portuguese (pt_BR). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "Pagando com {{paymentSource}}", // payingWith
  "Escolher outra forma de pagamento", // chooseAnotherWayToPay
  "Escolha uma forma de pagamento", // chooseAWayToPay
  "Outras formas de pagamento", // otherWaysToPay
  "Editar", // edit
  "Concluir", // doneEditing
  "Editar formas de pagamento", // editPaymentMethods
  "Excluir o cartão {{secondaryIdentifier}} com final {{identifier}}?", // CreditCardDeleteConfirmationMessage
  "Excluir a conta do PayPal {{identifier}}?", // PayPalAccountDeleteConfirmationMessage
  "Excluir a conta do Venmo do usuário {{identifier}}?", // VenmoAccountDeleteConfirmationMessage
  "Tem certeza de que deseja excluir esta forma de pagamento?", // genericDeleteConfirmationMessage
  "Cancelar", // deleteCancelButton
  "Excluir", // deleteConfirmationButton
  "Informe o código de segurança.", // fieldEmptyForCvv
  "Informe a data de vencimento.", // fieldEmptyForExpirationDate
  "Informe o nome do titular.", // fieldEmptyForCardholderName
  "Informe o número do cartão.", // fieldEmptyForNumber
  "Informe o CEP.", // fieldEmptyForPostalCode
  "O nome do titular não é válido.", // fieldInvalidForCardholderName
  "O código de segurança não é válido.", // fieldInvalidForCvv
  "A data de vencimento não é válida.", // fieldInvalidForExpirationDate
  "O número do cartão não é válido.", // fieldInvalidForNumber
  "O CEP não é válido.", // fieldInvalidForPostalCode
  "O nome do titular deve ter menos de 256 caracteres.", // fieldTooLongForCardholderName
  "Ao pagar com meu cartão, concordo com a Declaração de Privacidade do PayPal.", // noticeOfCollection
  "Ocorreu um erro do nosso lado.", // genericError
  "Este cartão já está salvo como forma de pagamento.", // hostedFieldsTokenizationFailOnDuplicateError
  "Confira seus dados e tente de novo.", // hostedFieldsFailedTokenizationError
  "Não foi possível verificar o cartão. Confira seus dados e tente de novo.", // hostedFieldsTokenizationCvvVerificationFailedError
  "Erro de rede. Tente de novo.", // hostedFieldsTokenizationNetworkErrorError
  "Confira seus dados e tente de novo.", // hostedFieldsFieldsInvalidError
  "Use o botão do PayPal para continuar o pagamento.", // paypalButtonMustBeUsed
  "Use o botão do Venmo para continuar o pagamento.", // venmoButtonMustBeUsed
  "Use o botão do Apple Pay para continuar o pagamento.", // applePayButtonMustBeUsed
  "Não foi possível adicionar a conta do PayPal. Tente de novo.", // paypalAccountTokenizationFailedError
  "Não foi possível se conectar ao PayPal. Tente de novo.", // paypalFlowFailedError
  "Já há uma autorização de pagamento do PayPal em andamento.", // paypalTokenizationRequestActiveError
  "Um erro de rede interrompeu o pagamento com Apple Pay. Tente de novo.", // applePayTokenizationError
  "Adicione um cartão aceito à sua carteira do Apple Pay.", // applePayActiveCardError
  "Não foi possível excluir a forma de pagamento. Tente de novo.", // vaultManagerPaymentMethodDeletionError
  "Algo deu errado. Verifique se você tem a versão mais recente do app Venmo e se o navegador consegue abri-lo.", // venmoCanceledError
  "O app Venmo não foi encontrado no seu dispositivo.", // venmoAppFailedError
  "Este tipo de cartão não é aceito. Tente outro cartão.", // unsupportedCardTypeError
  "Nome do titular", // cardholderNameLabel
  "Número do cartão", // cardNumberLabel
  "Código de segurança", // cvvLabel
  "(3 dígitos)", // cvvThreeDigitLabelSubheading
  "(4 dígitos)", // cvvFourDigitLabelSubheading
  "Data de vencimento", // expirationDateLabel
  "(MM/AA)", // expirationDateLabelSubheading
  "Nome do titular", // cardholderNamePlaceholder
  "MM/AA", // expirationDatePlaceholder
  "CEP", // postalCodeLabel
  "Salvar cartão", // saveCardLabel
  "Pagar com cartão", // payWithCard
  "Final {{lastFourCardDigits}}", // endingIn
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
  "Use o botão do Google Pay para continuar o pagamento.", // googlePayButtonMustBeUsed
  "Use o botão para continuar no seu banco.", // localPaymentButtonMustBeUsed
  "Use o botão do {{paymentSource}} para continuar o pagamento.", // buttonMustBeUsed
  "Pagar pelo banco", // localPaymentLabel
  "Carregando…", // loading
] satisfies Texts;
