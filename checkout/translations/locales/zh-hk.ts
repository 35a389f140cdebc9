// Traditional Chinese as written in Hong Kong (zh_HK). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "以{{paymentSource}}付款", // payingWith
  "選擇其他付款方法", // chooseAnotherWayToPay
  "選擇付款方法", // chooseAWayToPay
  "其他付款方法", // otherWaysToPay
  "編輯", // edit
  "完成", // doneEditing
  "編輯付款方法", // editPaymentMethods
  "要刪除末4位數字為{{identifier}}的{{secondaryIdentifier}}卡嗎？", // CreditCardDeleteConfirmationMessage
  "要刪除PayPal帳戶{{identifier}}嗎？", // PayPalAccountDeleteConfirmationMessage
  "要刪除用戶名稱為{{identifier}}的Venmo帳戶嗎？", // VenmoAccountDeleteConfirmationMessage
  "確定要刪除此付款方法嗎？", // genericDeleteConfirmationMessage
  "取消", // deleteCancelButton
  "刪除", // deleteConfirmationButton
  "請輸入保安編碼。", // fieldEmptyForCvv
  "請輸入到期日。", // fieldEmptyForExpirationDate
  "請輸入持卡人姓名。", // fieldEmptyForCardholderName
  "請輸入卡號碼。", // fieldEmptyForNumber
  "請輸入郵政編碼。", // fieldEmptyForPostalCode
  "持卡人姓名無效。", // fieldInvalidForCardholderName
  "保安編碼無效。", // fieldInvalidForCvv
  "到期日無效。", // fieldInvalidForExpirationDate
  "卡號碼無效。", // fieldInvalidForNumber
  "郵政編碼無效。", // fieldInvalidForPostalCode
  "持卡人姓名必須少於256個字元。", // fieldTooLongForCardholderName
  "以卡付款即表示我接受PayPal私隱聲明。", // noticeOfCollection
  "我們的系統出現問題。", // genericError
  "此卡已儲存為付款方法。", // hostedFieldsTokenizationFailOnDuplicateError
  "請檢查你的資料，然後再試一次。", // hostedFieldsFailedTokenizationError
  "無法驗證此卡。請檢查你的資料，然後再試一次。", // hostedFieldsTokenizationCvvVerificationFailedError
  "網絡錯誤，請再試一次。", // hostedFieldsTokenizationNetworkErrorError
  "請檢查你的資料，然後再試一次。", // hostedFieldsFieldsInvalidError
  "請使用PayPal按鈕繼續付款。", // paypalButtonMustBeUsed
  "請使用Venmo按鈕繼續付款。", // venmoButtonMustBeUsed
  "請使用Apple Pay按鈕繼續付款。", // applePayButtonMustBeUsed
  "未能新增PayPal帳戶，請再試一次。", // paypalAccountTokenizationFailedError
  "未能連接PayPal，請再試一次。", // paypalFlowFailedError
  "PayPal付款授權正在進行中。", // paypalTokenizationRequestActiveError
  "網絡錯誤令Apple Pay付款中斷，請再試一次。", // applePayTokenizationError
  "請在Apple Pay錢包中加入支援的卡。", // applePayActiveCardError
  "未能刪除付款方法，請再試一次。", // vaultManagerPaymentMethodDeletionError
  "出現問題。請確保已安裝最新版Venmo應用程式，並且瀏覽器可以開啟它。", // venmoCanceledError
  "在你的裝置上找不到Venmo應用程式。", // venmoAppFailedError
  "不支援此類卡，請改用其他卡。", // unsupportedCardTypeError
  "持卡人姓名", // cardholderNameLabel
  "卡號碼", // cardNumberLabel
  "保安編碼", // cvvLabel
  "（3位數字）", // cvvThreeDigitLabelSubheading
  "（4位數字）", // cvvFourDigitLabelSubheading
  "到期日", // expirationDateLabel
  "（月/年）", // expirationDateLabelSubheading
  "持卡人姓名", // cardholderNamePlaceholder
  "月/年", // expirationDatePlaceholder
  "郵政編碼", // postalCodeLabel
  "儲存此卡", // saveCardLabel
  "以卡付款", // payWithCard
  "末4位數字{{lastFourCardDigits}}", // endingIn
  "卡", // Card
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
  "銀聯", // UnionPay
  "請使用Google Pay按鈕繼續付款。", // googlePayButtonMustBeUsed
  "請使用按鈕前往銀行繼續。", // localPaymentButtonMustBeUsed
  "請使用{{paymentSource}}按鈕繼續付款。", // buttonMustBeUsed
  "透過銀行付款", // localPaymentLabel
  "載入中…", // loading
] satisfies Texts;
