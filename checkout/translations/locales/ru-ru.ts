// Russian (ru_RU; also `ru` and any other ru_*). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "Оплата: {{paymentSource}}", // payingWith
  "Выбрать другой способ оплаты", // chooseAnotherWayToPay
  "Выберите способ оплаты", // chooseAWayToPay
  "Другие способы оплаты", // otherWaysToPay
  "Изменить", // edit
  "Готово", // doneEditing
  "Изменить способы оплаты", // editPaymentMethods
  "Удалить карту {{secondaryIdentifier}}, оканчивающуюся на {{identifier}}?", // CreditCardDeleteConfirmationMessage
  "Удалить аккаунт PayPal {{identifier}}?", // PayPalAccountDeleteConfirmationMessage
  "Удалить аккаунт Venmo пользователя {{identifier}}?", // VenmoAccountDeleteConfirmationMessage
  "Удалить этот способ оплаты?", // genericDeleteConfirmationMessage
  "Отмена", // deleteCancelButton
  "Удалить", // deleteConfirmationButton
  "Введите код безопасности.", // fieldEmptyForCvv
  "Введите срок действия.", // fieldEmptyForExpirationDate
  "Введите имя владельца карты.", // fieldEmptyForCardholderName
  "Введите номер карты.", // fieldEmptyForNumber
  "Введите почтовый индекс.", // fieldEmptyForPostalCode
  "Недопустимое имя владельца карты.", // fieldInvalidForCardholderName
  "Недопустимый код безопасности.", // fieldInvalidForCvv
  "Недопустимый срок действия.", // fieldInvalidForExpirationDate
  "Недопустимый номер карты.", // fieldInvalidForNumber
  "Недопустимый почтовый индекс.", // fieldInvalidForPostalCode
  "Имя владельца карты должно быть короче 256 символов.", // fieldTooLongForCardholderName
  "Оплачивая картой, я принимаю Заявление PayPal о конфиденциальности.", // noticeOfCollection
  "Произошла ошибка на нашей стороне.", // genericError
  "Эта карта уже сохранена как способ оплаты.", // hostedFieldsTokenizationFailOnDuplicateError
  "Проверьте данные и повторите попытку.", // hostedFieldsFailedTokenizationError
  "Не удалось проверить карту. Проверьте данные и повторите попытку.", // hostedFieldsTokenizationCvvVerificationFailedError
  "Ошибка сети. Повторите попытку.", // hostedFieldsTokenizationNetworkErrorError
  "Проверьте данные и повторите попытку.", // hostedFieldsFieldsInvalidError
  "Продолжите оплату кнопкой PayPal.", // paypalButtonMustBeUsed
  "Продолжите оплату кнопкой Venmo.", // venmoButtonMustBeUsed
  "Продолжите оплату кнопкой Apple Pay.", // applePayButtonMustBeUsed
  "Не удалось добавить аккаунт PayPal. Повторите попытку.", // paypalAccountTokenizationFailedError
  "Не удалось подключиться к PayPal. Повторите попытку.", // paypalFlowFailedError
  "Платеж PayPal уже авторизуется.", // paypalTokenizationRequestActiveError
  "Ошибка сети прервала платеж Apple Pay. Повторите попытку.", // applePayTokenizationError
  "Добавьте поддерживаемую карту в Apple Pay.", // applePayActiveCardError
  "Не удалось удалить способ оплаты. Повторите попытку.", // vaultManagerPaymentMethodDeletionError
  "Что-то пошло не так. Проверьте, что у вас последняя версия приложения Venmo и браузер может его открыть.", // venmoCanceledError
  "Приложение Venmo не найдено на устройстве.", // venmoAppFailedError
  "Этот тип карты не поддерживается. Попробуйте другую карту.", // unsupportedCardTypeError
  "Имя владельца карты", // cardholderNameLabel
  "Номер карты", // cardNumberLabel
  "Код безопасности", // cvvLabel
  "(3 цифры)", // cvvThreeDigitLabelSubheading
  "(4 цифры)", // cvvFourDigitLabelSubheading
  "Срок действия", // expirationDateLabel
  "(ММ/ГГ)", // expirationDateLabelSubheading
  "Имя владельца карты", // cardholderNamePlaceholder
  "ММ/ГГ", // expirationDatePlaceholder
  "Почтовый индекс", // postalCodeLabel
  "Сохранить карту", // saveCardLabel
  "Оплатить картой", // payWithCard
  "Оканчивается на {{lastFourCardDigits}}", // endingIn
  "Карта", // Card
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
  "Продолжите оплату кнопкой Google Pay.", // googlePayButtonMustBeUsed
  "Продолжите в своем банке с помощью кнопки.", // localPaymentButtonMustBeUsed
  "Продолжите оплату кнопкой {{paymentSource}}.", // buttonMustBeUsed
  "Оплатить через банк", // localPaymentLabel
  "Загрузка…", // loading
] satisfies Texts;
