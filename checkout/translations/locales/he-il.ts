// Hebrew (he_IL only: as in Drop-in, `he` alone has no locale), written right to left. One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "תשלום באמצעות {{paymentSource}}", // payingWith
  "בחירת אמצעי תשלום אחר", // chooseAnotherWayToPay
  "בחרו אמצעי תשלום", // chooseAWayToPay
  "אמצעי תשלום אחרים", // otherWaysToPay
  "עריכה", // edit
  "סיום", // doneEditing
  "עריכת אמצעי תשלום", // editPaymentMethods
  "למחוק את כרטיס {{secondaryIdentifier}} שמסתיים ב-{{identifier}}?", // CreditCardDeleteConfirmationMessage
  "למחוק את חשבון PayPal ‏{{identifier}}?", // PayPalAccountDeleteConfirmationMessage
  "למחוק את חשבון Venmo של המשתמש {{identifier}}?", // VenmoAccountDeleteConfirmationMessage
  "בטוח שברצונך למחוק את אמצעי התשלום הזה?", // genericDeleteConfirmationMessage
  "ביטול", // deleteCancelButton
  "מחיקה", // deleteConfirmationButton
  "יש למלא קוד אבטחה.", // fieldEmptyForCvv
  "יש למלא תאריך תפוגה.", // fieldEmptyForExpirationDate
  "יש למלא את שם בעל הכרטיס.", // fieldEmptyForCardholderName
  "יש למלא מספר כרטיס.", // fieldEmptyForNumber
  "יש למלא מיקוד.", // fieldEmptyForPostalCode
  "שם בעל הכרטיס אינו תקין.", // fieldInvalidForCardholderName
  "קוד האבטחה אינו תקין.", // fieldInvalidForCvv
  "תאריך התפוגה אינו תקין.", // fieldInvalidForExpirationDate
  "מספר הכרטיס אינו תקין.", // fieldInvalidForNumber
  "המיקוד אינו תקין.", // fieldInvalidForPostalCode
  "שם בעל הכרטיס חייב להיות קצר מ-256 תווים.", // fieldTooLongForCardholderName
  "בתשלום בכרטיס שלי אני מסכים/ה להצהרת הפרטיות של PayPal.", // noticeOfCollection
  "משהו השתבש אצלנו.", // genericError
  "הכרטיס הזה כבר שמור כאמצעי תשלום.", // hostedFieldsTokenizationFailOnDuplicateError
  "יש לבדוק את הפרטים ולנסות שוב.", // hostedFieldsFailedTokenizationError
  "אימות הכרטיס נכשל. יש לבדוק את הפרטים ולנסות שוב.", // hostedFieldsTokenizationCvvVerificationFailedError
  "שגיאת רשת. יש לנסות שוב.", // hostedFieldsTokenizationNetworkErrorError
  "יש לבדוק את הפרטים ולנסות שוב.", // hostedFieldsFieldsInvalidError
  "כדי להמשיך בתשלום יש להשתמש בלחצן PayPal.", // paypalButtonMustBeUsed
  "כדי להמשיך בתשלום יש להשתמש בלחצן Venmo.", // venmoButtonMustBeUsed
  "כדי להמשיך בתשלום יש להשתמש בלחצן Apple Pay.", // applePayButtonMustBeUsed
  "לא ניתן היה להוסיף את חשבון PayPal. יש לנסות שוב.", // paypalAccountTokenizationFailedError
  "לא ניתן היה להתחבר ל-PayPal. יש לנסות שוב.", // paypalFlowFailedError
  "אישור תשלום PayPal כבר מתבצע.", // paypalTokenizationRequestActiveError
  "שגיאת רשת קטעה את התשלום ב-Apple Pay. יש לנסות שוב.", // applePayTokenizationError
  "יש להוסיף כרטיס נתמך לארנק Apple Pay.", // applePayActiveCardError
  "לא ניתן היה למחוק את אמצעי התשלום. יש לנסות שוב.", // vaultManagerPaymentMethodDeletionError
  "משהו השתבש. יש לוודא שמותקנת הגרסה האחרונה של אפליקציית Venmo ושהדפדפן יכול לפתוח אותה.", // venmoCanceledError
  "אפליקציית Venmo לא נמצאה במכשיר.", // venmoAppFailedError
  "סוג הכרטיס הזה אינו נתמך. יש לנסות כרטיס אחר.", // unsupportedCardTypeError
  "שם בעל הכרטיס", // cardholderNameLabel
  "מספר כרטיס", // cardNumberLabel
  "קוד אבטחה", // cvvLabel
  "(3 ספרות)", // cvvThreeDigitLabelSubheading
  "(4 ספרות)", // cvvFourDigitLabelSubheading
  "תאריך תפוגה", // expirationDateLabel
  "(MM/YY)", // expirationDateLabelSubheading
  "שם בעל הכרטיס", // cardholderNamePlaceholder
  "MM/YY", // expirationDatePlaceholder
  "מיקוד", // postalCodeLabel
  "שמירת הכרטיס", // saveCardLabel
  "תשלום בכרטיס", // payWithCard
  "מסתיים ב-{{lastFourCardDigits}}", // endingIn
  "כרטיס", // Card
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
  "כדי להמשיך בתשלום יש להשתמש בלחצן Google Pay.", // googlePayButtonMustBeUsed
  "כדי להמשיך בבנק יש להשתמש בלחצן.", // localPaymentButtonMustBeUsed
  "כדי להמשיך בתשלום יש להשתמש בלחצן {{paymentSource}}.", // buttonMustBeUsed
  "תשלום דרך הבנק", // localPaymentLabel
  "בטעינה…", // loading
] satisfies Texts;
