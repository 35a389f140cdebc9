// Traditional Chinese as written in Taiwan (zh_TW). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "使用{{paymentSource}}付款", // payingWith
  "選擇其他付款方式", // chooseAnotherWayToPay
  "選擇付款方式", // chooseAWayToPay
  "其他付款方式", // otherWaysToPay
  "編輯", // edit
  "完成", // doneEditing
  "編輯付款方式", // editPaymentMethods
  "要刪除末四碼為{{identifier}}的{{secondaryIdentifier}}卡片嗎？", // CreditCardDeleteConfirmationMessage
  "要刪除PayPal帳戶{{identifier}}嗎？", // PayPalAccountDeleteConfirmationMessage
  "要刪除使用者名稱為{{identifier}}的Venmo帳戶嗎？", // VenmoAccountDeleteConfirmationMessage
  "確定要刪除這個付款方式嗎？", // genericDeleteConfirmationMessage
  "取消", // deleteCancelButton
  "刪除", // deleteConfirmationButton
  "請填寫安全碼。", // fieldEmptyForCvv
  "請填寫到期日。", // fieldEmptyForExpirationDate
  "請填寫持卡人姓名。", // fieldEmptyForCardholderName
  "請填寫卡號。", // fieldEmptyForNumber
  "請填寫郵遞區號。", // fieldEmptyForPostalCode
  "持卡人姓名無效。", // fieldInvalidForCardholderName
  "安全碼無效。", // fieldInvalidForCvv
  "到期日無效。", // fieldInvalidForExpirationDate
  "卡號無效。", // fieldInvalidForNumber
  "郵遞區號無效。", // fieldInvalidForPostalCode
  "持卡人姓名須少於256個字元。", // fieldTooLongForCardholderName
  "使用卡片付款即表示我同意PayPal隱私權聲明。", // noticeOfCollection
  "我們的系統發生問題。", // genericError
  "這張卡片已儲存為付款方式。", // hostedFieldsTokenizationFailOnDuplicateError
  "請檢查您的資料，然後再試一次。", // hostedFieldsFailedTokenizationError
  "卡片驗證失敗。請檢查您的資料，然後再試一次。", // hostedFieldsTokenizationCvvVerificationFailedError
  "網路錯誤，請再試一次。", // hostedFieldsTokenizationNetworkErrorError
  "請檢查您的資料，然後再試一次。", // hostedFieldsFieldsInvalidError
  "請使用PayPal按鈕繼續付款。", // paypalButtonMustBeUsed
  "請使用Venmo按鈕繼續付款。", // venmoButtonMustBeUsed
  "請使用Apple Pay按鈕繼續付款。", // applePayButtonMustBeUsed
  "無法新增PayPal帳戶，請再試一次。", // paypalAccountTokenizationFailedError
  "無法連線至PayPal，請再試一次。", // paypalFlowFailedError
  "PayPal付款授權已在處理中。", // paypalTokenizationRequestActiveError
  "網路錯誤導致Apple Pay付款中斷，請再試一次。", // applePayTokenizationError
  "請在Apple Pay錢包中新增支援的卡片。", // applePayActiveCardError
  "無法刪除付款方式，請再試一次。", // vaultManagerPaymentMethodDeletionError
  "發生問題。請確認已安裝最新版Venmo應用程式，且瀏覽器可以開啟它。", // venmoCanceledError
  "在您的裝置上找不到Venmo應用程式。", // venmoAppFailedError
  "不支援這種卡片，請改用其他卡片。", // unsupportedCardTypeError
  "持卡人姓名", // cardholderNameLabel
  "卡號", // cardNumberLabel
  "安全碼", // cvvLabel
  "（3位數）", // cvvThreeDigitLabelSubheading
  "（4位數）", // cvvFourDigitLabelSubheading
  "到期日", // expirationDateLabel
  "（月/年）", // expirationDateLabelSubheading
  "持卡人姓名", // cardholderNamePlaceholder
  "月/年", // expirationDatePlaceholder
  "郵遞區號", // postalCodeLabel
  "儲存卡片", // saveCardLabel
  "使用卡片付款", // payWithCard
  "末四碼{{lastFourCardDigits}}", // endingIn
  "卡片", // Card
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
