// Korean (ko_KR; also `ko` and any other ko_*). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "{{paymentSource}}(으)로 결제", // payingWith
  "다른 결제 수단 선택", // chooseAnotherWayToPay
  "결제 수단을 선택하세요", // chooseAWayToPay
  "다른 결제 수단", // otherWaysToPay
  "편집", // edit
  "완료", // doneEditing
  "결제 수단 편집", // editPaymentMethods
  "끝자리가 {{identifier}}인 {{secondaryIdentifier}} 카드를 삭제할까요?", // CreditCardDeleteConfirmationMessage
  "PayPal 계정 {{identifier}}을(를) 삭제할까요?", // PayPalAccountDeleteConfirmationMessage
  "사용자 이름이 {{identifier}}인 Venmo 계정을 삭제할까요?", // VenmoAccountDeleteConfirmationMessage
  "이 결제 수단을 삭제하시겠어요?", // genericDeleteConfirmationMessage
  "취소", // deleteCancelButton
  "삭제", // deleteConfirmationButton
  "보안 코드를 입력하세요.", // fieldEmptyForCvv
  "유효기간을 입력하세요.", // fieldEmptyForExpirationDate
  "카드 소유자 이름을 입력하세요.", // fieldEmptyForCardholderName
  "카드 번호를 입력하세요.", // fieldEmptyForNumber
  "우편번호를 입력하세요.", // fieldEmptyForPostalCode
  "카드 소유자 이름이 올바르지 않습니다.", // fieldInvalidForCardholderName
  "보안 코드가 올바르지 않습니다.", // fieldInvalidForCvv
  "유효기간이 올바르지 않습니다.", // fieldInvalidForExpirationDate
  "카드 번호가 올바르지 않습니다.", // fieldInvalidForNumber
  "우편번호가 올바르지 않습니다.", // fieldInvalidForPostalCode
  "카드 소유자 이름은 256자 미만이어야 합니다.", // fieldTooLongForCardholderName
  "카드로 결제하면 PayPal 개인정보 보호정책에 동의하게 됩니다.", // noticeOfCollection
  "시스템에 문제가 발생했습니다.", // genericError
  "이미 결제 수단으로 저장된 카드입니다.", // hostedFieldsTokenizationFailOnDuplicateError
  "정보를 확인하고 다시 시도하세요.", // hostedFieldsFailedTokenizationError
  "카드 인증에 실패했습니다. 정보를 확인하고 다시 시도하세요.", // hostedFieldsTokenizationCvvVerificationFailedError
  "네트워크 오류입니다. 다시 시도하세요.", // hostedFieldsTokenizationNetworkErrorError
  "정보를 확인하고 다시 시도하세요.", // hostedFieldsFieldsInvalidError
  "PayPal 버튼으로 결제를 계속하세요.", // paypalButtonMustBeUsed
  "Venmo 버튼으로 결제를 계속하세요.", // venmoButtonMustBeUsed
  "Apple Pay 버튼으로 결제를 계속하세요.", // applePayButtonMustBeUsed
  "PayPal 계정을 추가하지 못했습니다. 다시 시도하세요.", // paypalAccountTokenizationFailedError
  "PayPal에 연결하지 못했습니다. 다시 시도하세요.", // paypalFlowFailedError
  "PayPal 결제 승인이 이미 진행 중입니다.", // paypalTokenizationRequestActiveError
  "네트워크 오류로 Apple Pay 결제가 중단되었습니다. 다시 시도하세요.", // applePayTokenizationError
  "지원되는 카드를 Apple Pay 지갑에 추가하세요.", // applePayActiveCardError
  "결제 수단을 삭제하지 못했습니다. 다시 시도하세요.", // vaultManagerPaymentMethodDeletionError
  "문제가 발생했습니다. 최신 Venmo 앱이 설치되어 있고 브라우저에서 앱을 열 수 있는지 확인하세요.", // venmoCanceledError
  "기기에서 Venmo 앱을 찾을 수 없습니다.", // venmoAppFailedError
  "지원되지 않는 카드 유형입니다. 다른 카드를 사용하세요.", // unsupportedCardTypeError
  "카드 소유자 이름", // cardholderNameLabel
  "카드 번호", // cardNumberLabel
  "보안 코드", // cvvLabel
  "(3자리)", // cvvThreeDigitLabelSubheading
  "(4자리)", // cvvFourDigitLabelSubheading
  "유효기간", // expirationDateLabel
  "(MM/YY)", // expirationDateLabelSubheading
  "카드 소유자 이름", // cardholderNamePlaceholder
  "MM/YY", // expirationDatePlaceholder
  "우편번호", // postalCodeLabel
  "카드 저장", // saveCardLabel
  "카드로 결제", // payWithCard
  "끝자리 {{lastFourCardDigits}}", // endingIn
  "카드", // Card
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
  "Google Pay 버튼으로 결제를 계속하세요.", // googlePayButtonMustBeUsed
  "버튼을 눌러 은행에서 계속하세요.", // localPaymentButtonMustBeUsed
  "{{paymentSource}} 버튼으로 결제를 계속하세요.", // buttonMustBeUsed
  "은행으로 결제", // localPaymentLabel
  "로드 중…", // loading
] satisfies Texts;
