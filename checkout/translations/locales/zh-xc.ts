// Simplified Chinese for other countries (zh_XC). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "使用{{paymentSource}}付款", // payingWith
  "选择其他付款方式", // chooseAnotherWayToPay
  "选择付款方式", // chooseAWayToPay
  "其他付款方式", // otherWaysToPay
  "编辑", // edit
  "完成", // doneEditing
  "编辑付款方式", // editPaymentMethods
  "要删除尾号为{{identifier}}的{{secondaryIdentifier}}卡吗？", // CreditCardDeleteConfirmationMessage
  "要删除PayPal账户{{identifier}}吗？", // PayPalAccountDeleteConfirmationMessage
  "要删除用户名为{{identifier}}的Venmo账户吗？", // VenmoAccountDeleteConfirmationMessage
  "确定要删除此付款方式吗？", // genericDeleteConfirmationMessage
  "取消", // deleteCancelButton
  "删除", // deleteConfirmationButton
  "请填写安全码。", // fieldEmptyForCvv
  "请填写有效期。", // fieldEmptyForExpirationDate
  "请填写持卡人姓名。", // fieldEmptyForCardholderName
  "请填写卡号。", // fieldEmptyForNumber
  "请填写邮政编码。", // fieldEmptyForPostalCode
  "持卡人姓名无效。", // fieldInvalidForCardholderName
  "安全码无效。", // fieldInvalidForCvv
  "有效期无效。", // fieldInvalidForExpirationDate
  "卡号无效。", // fieldInvalidForNumber
  "邮政编码无效。", // fieldInvalidForPostalCode
  "持卡人姓名须少于256个字符。", // fieldTooLongForCardholderName
  "使用卡付款即表示我同意PayPal隐私声明。", // noticeOfCollection
  "我们的系统出现问题。", // genericError
  "此卡已保存为付款方式。", // hostedFieldsTokenizationFailOnDuplicateError
  "请检查您的信息，然后重试。", // hostedFieldsFailedTokenizationError
  "卡验证失败。请检查您的信息，然后重试。", // hostedFieldsTokenizationCvvVerificationFailedError
  "网络错误，请重试。", // hostedFieldsTokenizationNetworkErrorError
  "请检查您的信息，然后重试。", // hostedFieldsFieldsInvalidError
  "请使用PayPal按钮继续付款。", // paypalButtonMustBeUsed
  "请使用Venmo按钮继续付款。", // venmoButtonMustBeUsed
  "请使用Apple Pay按钮继续付款。", // applePayButtonMustBeUsed
  "无法添加PayPal账户，请重试。", // paypalAccountTokenizationFailedError
  "无法连接PayPal，请重试。", // paypalFlowFailedError
  "PayPal付款授权已在进行中。", // paypalTokenizationRequestActiveError
  "网络错误导致Apple Pay付款中断，请重试。", // applePayTokenizationError
  "请在Apple Pay钱包中添加受支持的卡。", // applePayActiveCardError
  "无法删除付款方式，请重试。", // vaultManagerPaymentMethodDeletionError
  "出现问题。请确认已安装最新版Venmo应用，且浏览器可以打开该应用。", // venmoCanceledError
  "在您的设备上找不到Venmo应用。", // venmoAppFailedError
  "不支持此卡类型，请换一张卡。", // unsupportedCardTypeError
  "持卡人姓名", // cardholderNameLabel
  "卡号", // cardNumberLabel
  "安全码", // cvvLabel
  "（3位）", // cvvThreeDigitLabelSubheading
  "（4位）", // cvvFourDigitLabelSubheading
  "有效期", // expirationDateLabel
  "（月/年）", // expirationDateLabelSubheading
  "持卡人姓名", // cardholderNamePlaceholder
  "月/年", // expirationDatePlaceholder
  "邮政编码", // postalCodeLabel
  "保存此卡", // saveCardLabel
  "用卡付款", // payWithCard
  "尾号{{lastFourCardDigits}}", // endingIn
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
  "银联", // UnionPay
  "请使用Google Pay按钮继续付款。", // googlePayButtonMustBeUsed
  "请使用按钮前往银行继续。", // localPaymentButtonMustBeUsed
  "请使用{{paymentSource}}按钮继续付款。", // buttonMustBeUsed
  "通过银行付款", // localPaymentLabel
  "正在加载…", // loading
] satisfies Texts;
