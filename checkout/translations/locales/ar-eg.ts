// Arabic (ar_EG; also `ar` and any other ar_*), written right to left. One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "الدفع باستخدام {{paymentSource}}", // payingWith
  "اختر طريقة دفع أخرى", // chooseAnotherWayToPay
  "اختر طريقة الدفع", // chooseAWayToPay
  "طرق دفع أخرى", // otherWaysToPay
  "تعديل", // edit
  "تم", // doneEditing
  "تعديل طرق الدفع", // editPaymentMethods
  "هل تريد حذف بطاقة {{secondaryIdentifier}} المنتهية بـ {{identifier}}؟", // CreditCardDeleteConfirmationMessage
  "هل تريد حذف حساب PayPal ‏{{identifier}}؟", // PayPalAccountDeleteConfirmationMessage
  "هل تريد حذف حساب Venmo لاسم المستخدم {{identifier}}؟", // VenmoAccountDeleteConfirmationMessage
  "هل تريد بالتأكيد حذف طريقة الدفع هذه؟", // genericDeleteConfirmationMessage
  "إلغاء", // deleteCancelButton
  "حذف", // deleteConfirmationButton
  "يرجى إدخال رمز الأمان.", // fieldEmptyForCvv
  "يرجى إدخال تاريخ انتهاء الصلاحية.", // fieldEmptyForExpirationDate
  "يرجى إدخال اسم حامل البطاقة.", // fieldEmptyForCardholderName
  "يرجى إدخال رقم البطاقة.", // fieldEmptyForNumber
  "يرجى إدخال الرمز البريدي.", // fieldEmptyForPostalCode
  "اسم حامل البطاقة غير صالح.", // fieldInvalidForCardholderName
  "رمز الأمان غير صالح.", // fieldInvalidForCvv
  "تاريخ انتهاء الصلاحية غير صالح.", // fieldInvalidForExpirationDate
  "رقم البطاقة غير صالح.", // fieldInvalidForNumber
  "الرمز البريدي غير صالح.", // fieldInvalidForPostalCode
  "يجب أن يقل اسم حامل البطاقة عن 256 حرفًا.", // fieldTooLongForCardholderName
  "بالدفع ببطاقتي، أوافق على بيان الخصوصية الخاص بـ PayPal.", // noticeOfCollection
  "حدث خطأ من جهتنا.", // genericError
  "هذه البطاقة محفوظة بالفعل كطريقة دفع.", // hostedFieldsTokenizationFailOnDuplicateError
  "يرجى مراجعة بياناتك والمحاولة مرة أخرى.", // hostedFieldsFailedTokenizationError
  "تعذر التحقق من البطاقة. يرجى مراجعة بياناتك والمحاولة مرة أخرى.", // hostedFieldsTokenizationCvvVerificationFailedError
  "خطأ في الشبكة. يرجى المحاولة مرة أخرى.", // hostedFieldsTokenizationNetworkErrorError
  "يرجى مراجعة بياناتك والمحاولة مرة أخرى.", // hostedFieldsFieldsInvalidError
  "استخدم زر PayPal لمتابعة الدفع.", // paypalButtonMustBeUsed
  "استخدم زر Venmo لمتابعة الدفع.", // venmoButtonMustBeUsed
  "استخدم زر Apple Pay لمتابعة الدفع.", // applePayButtonMustBeUsed
  "تعذرت إضافة حساب PayPal. يرجى المحاولة مرة أخرى.", // paypalAccountTokenizationFailedError
  "تعذر الاتصال بـ PayPal. يرجى المحاولة مرة أخرى.", // paypalFlowFailedError
  "تفويض دفعة PayPal قيد التنفيذ بالفعل.", // paypalTokenizationRequestActiveError
  "قطع خطأ في الشبكة الدفع عبر Apple Pay. يرجى المحاولة مرة أخرى.", // applePayTokenizationError
  "أضف بطاقة مدعومة إلى محفظة Apple Pay.", // applePayActiveCardError
  "تعذر حذف طريقة الدفع. يرجى المحاولة مرة أخرى.", // vaultManagerPaymentMethodDeletionError
  "حدث خطأ ما. تأكد من تثبيت أحدث إصدار من تطبيق Venmo ومن أن المتصفح يمكنه فتحه.", // venmoCanceledError
  "تعذر العثور على تطبيق Venmo على جهازك.", // venmoAppFailedError
  "نوع البطاقة هذا غير مدعوم. يرجى تجربة بطاقة أخرى.", // unsupportedCardTypeError
  "اسم حامل البطاقة", // cardholderNameLabel
  "رقم البطاقة", // cardNumberLabel
  "رمز الأمان", // cvvLabel
  "(3 أرقام)", // cvvThreeDigitLabelSubheading
  "(4 أرقام)", // cvvFourDigitLabelSubheading
  "تاريخ انتهاء الصلاحية", // expirationDateLabel
  "(شهر/سنة)", // expirationDateLabelSubheading
  "اسم حامل البطاقة", // cardholderNamePlaceholder
  "شهر/سنة", // expirationDatePlaceholder
  "الرمز البريدي", // postalCodeLabel
  "حفظ البطاقة", // saveCardLabel
  "الدفع بالبطاقة", // payWithCard
  "تنتهي بـ {{lastFourCardDigits}}", // endingIn
  "بطاقة", // Card
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
  "استخدم زر Google Pay لمتابعة الدفع.", // googlePayButtonMustBeUsed
  "استخدم الزر للمتابعة لدى البنك.", // localPaymentButtonMustBeUsed
  "استخدم زر {{paymentSource}} لمتابعة الدفع.", // buttonMustBeUsed
  "الدفع عبر البنك", // localPaymentLabel
  "جارٍ التحميل…", // loading
] satisfies Texts;
