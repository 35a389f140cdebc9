// Thai (th_TH; also `th` and any other th_*). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "ชำระด้วย {{paymentSource}}", // payingWith
  "เลือกวิธีชำระเงินอื่น", // chooseAnotherWayToPay
  "เลือกวิธีชำระเงิน", // chooseAWayToPay
  "วิธีชำระเงินอื่น", // otherWaysToPay
  "แก้ไข", // edit
  "เสร็จสิ้น", // doneEditing
  "แก้ไขวิธีชำระเงิน", // editPaymentMethods
  "ลบบัตร {{secondaryIdentifier}} ที่ลงท้ายด้วย {{identifier}} ไหม", // CreditCardDeleteConfirmationMessage
  "ลบบัญชี PayPal {{identifier}} ไหม", // PayPalAccountDeleteConfirmationMessage
  "ลบบัญชี Venmo ชื่อผู้ใช้ {{identifier}} ไหม", // VenmoAccountDeleteConfirmationMessage
  "ต้องการลบวิธีชำระเงินนี้ใช่ไหม", // genericDeleteConfirmationMessage
  "ยกเลิก", // deleteCancelButton
  "ลบ", // deleteConfirmationButton
  "กรุณากรอกรหัสความปลอดภัย", // fieldEmptyForCvv
  "กรุณากรอกวันหมดอายุ", // fieldEmptyForExpirationDate
  "กรุณากรอกชื่อผู้ถือบัตร", // fieldEmptyForCardholderName
  "กรุณากรอกหมายเลขบัตร", // fieldEmptyForNumber
  "กรุณากรอกรหัสไปรษณีย์", // fieldEmptyForPostalCode
  "ชื่อผู้ถือบัตรไม่ถูกต้อง", // fieldInvalidForCardholderName
  "รหัสความปลอดภัยไม่ถูกต้อง", // fieldInvalidForCvv
  "วันหมดอายุไม่ถูกต้อง", // fieldInvalidForExpirationDate
  "หมายเลขบัตรไม่ถูกต้อง", // fieldInvalidForNumber
  "รหัสไปรษณีย์ไม่ถูกต้อง", // fieldInvalidForPostalCode
  "ชื่อผู้ถือบัตรต้องยาวไม่เกิน 255 ตัวอักษร", // fieldTooLongForCardholderName
  "การชำระด้วยบัตรถือว่าฉันยอมรับนโยบายความเป็นส่วนตัวของ PayPal", // noticeOfCollection
  "เกิดข้อผิดพลาดในระบบของเรา", // genericError
  "บัตรนี้บันทึกเป็นวิธีชำระเงินไว้แล้ว", // hostedFieldsTokenizationFailOnDuplicateError
  "กรุณาตรวจสอบข้อมูลแล้วลองอีกครั้ง", // hostedFieldsFailedTokenizationError
  "ยืนยันบัตรไม่สำเร็จ กรุณาตรวจสอบข้อมูลแล้วลองอีกครั้ง", // hostedFieldsTokenizationCvvVerificationFailedError
  "เครือข่ายขัดข้อง กรุณาลองอีกครั้ง", // hostedFieldsTokenizationNetworkErrorError
  "กรุณาตรวจสอบข้อมูลแล้วลองอีกครั้ง", // hostedFieldsFieldsInvalidError
  "ใช้ปุ่ม PayPal เพื่อชำระเงินต่อ", // paypalButtonMustBeUsed
  "ใช้ปุ่ม Venmo เพื่อชำระเงินต่อ", // venmoButtonMustBeUsed
  "ใช้ปุ่ม Apple Pay เพื่อชำระเงินต่อ", // applePayButtonMustBeUsed
  "เพิ่มบัญชี PayPal ไม่สำเร็จ กรุณาลองอีกครั้ง", // paypalAccountTokenizationFailedError
  "เชื่อมต่อ PayPal ไม่สำเร็จ กรุณาลองอีกครั้ง", // paypalFlowFailedError
  "กำลังอนุมัติการชำระเงิน PayPal อยู่แล้ว", // paypalTokenizationRequestActiveError
  "เครือข่ายขัดข้องระหว่างชำระด้วย Apple Pay กรุณาลองอีกครั้ง", // applePayTokenizationError
  "กรุณาเพิ่มบัตรที่รองรับใน Apple Pay", // applePayActiveCardError
  "ลบวิธีชำระเงินไม่สำเร็จ กรุณาลองอีกครั้ง", // vaultManagerPaymentMethodDeletionError
  "เกิดข้อผิดพลาด ตรวจสอบว่าแอป Venmo เป็นเวอร์ชันล่าสุดและเบราว์เซอร์เปิดแอปได้", // venmoCanceledError
  "ไม่พบแอป Venmo ในอุปกรณ์", // venmoAppFailedError
  "ไม่รองรับบัตรประเภทนี้ กรุณาใช้บัตรอื่น", // unsupportedCardTypeError
  "ชื่อผู้ถือบัตร", // cardholderNameLabel
  "หมายเลขบัตร", // cardNumberLabel
  "รหัสความปลอดภัย", // cvvLabel
  "(3 หลัก)", // cvvThreeDigitLabelSubheading
  "(4 หลัก)", // cvvFourDigitLabelSubheading
  "วันหมดอายุ", // expirationDateLabel
  "(ดด/ปป)", // expirationDateLabelSubheading
  "ชื่อผู้ถือบัตร", // cardholderNamePlaceholder
  "ดด/ปป", // expirationDatePlaceholder
  "รหัสไปรษณีย์", // postalCodeLabel
  "บันทึกบัตร", // saveCardLabel
  "ชำระด้วยบัตร", // payWithCard
  "ลงท้ายด้วย {{lastFourCardDigits}}", // endingIn
  "บัตร", // Card
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
  "ใช้ปุ่ม Google Pay เพื่อชำระเงินต่อ", // googlePayButtonMustBeUsed
  "ใช้ปุ่มเพื่อดำเนินการต่อที่ธนาคาร", // localPaymentButtonMustBeUsed
  "ใช้ปุ่ม {{paymentSource}} เพื่อชำระเงินต่อ", // buttonMustBeUsed
  "ชำระผ่านธนาคาร", // localPaymentLabel
  "กำลังโหลด…", // loading
] satisfies Texts;
