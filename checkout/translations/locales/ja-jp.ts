// Japanese (ja_JP; also `ja` and any other ja_*). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "{{paymentSource}}で支払う", // payingWith
  "別の支払い方法を選ぶ", // chooseAnotherWayToPay
  "支払い方法を選択", // chooseAWayToPay
  "その他の支払い方法", // otherWaysToPay
  "編集", // edit
  "完了", // doneEditing
  "支払い方法を編集", // editPaymentMethods
  "末尾が{{identifier}}の{{secondaryIdentifier}}カードを削除しますか？", // CreditCardDeleteConfirmationMessage
  "PayPalアカウント{{identifier}}を削除しますか？", // PayPalAccountDeleteConfirmationMessage
  "ユーザー名{{identifier}}のVenmoアカウントを削除しますか？", // VenmoAccountDeleteConfirmationMessage
  "この支払い方法を削除してもよろしいですか？", // genericDeleteConfirmationMessage
  "キャンセル", // deleteCancelButton
  "削除", // deleteConfirmationButton
  "セキュリティコードを入力してください。", // fieldEmptyForCvv
  "有効期限を入力してください。", // fieldEmptyForExpirationDate
  "カード名義人を入力してください。", // fieldEmptyForCardholderName
  "カード番号を入力してください。", // fieldEmptyForNumber
  "郵便番号を入力してください。", // fieldEmptyForPostalCode
  "カード名義人が正しくありません。", // fieldInvalidForCardholderName
  "セキュリティコードが正しくありません。", // fieldInvalidForCvv
  "有効期限が正しくありません。", // fieldInvalidForExpirationDate
  "カード番号が正しくありません。", // fieldInvalidForNumber
  "郵便番号が正しくありません。", // fieldInvalidForPostalCode
  "カード名義人は256文字未満で入力してください。", // fieldTooLongForCardholderName
  "カードで支払うことにより、PayPalのプライバシーステートメントに同意します。", // noticeOfCollection
  "こちらのシステムで問題が発生しました。", // genericError
  "このカードはすでに支払い方法として保存されています。", // hostedFieldsTokenizationFailOnDuplicateError
  "入力内容を確認して、もう一度お試しください。", // hostedFieldsFailedTokenizationError
  "カードを確認できませんでした。入力内容を確認して、もう一度お試しください。", // hostedFieldsTokenizationCvvVerificationFailedError
  "ネットワークエラーです。もう一度お試しください。", // hostedFieldsTokenizationNetworkErrorError
  "入力内容を確認して、もう一度お試しください。", // hostedFieldsFieldsInvalidError
  "PayPalボタンで支払いを続けてください。", // paypalButtonMustBeUsed
  "Venmoボタンで支払いを続けてください。", // venmoButtonMustBeUsed
  "Apple Payボタンで支払いを続けてください。", // applePayButtonMustBeUsed
  "PayPalアカウントを追加できませんでした。もう一度お試しください。", // paypalAccountTokenizationFailedError
  "PayPalに接続できませんでした。もう一度お試しください。", // paypalFlowFailedError
  "PayPalの支払い承認はすでに処理中です。", // paypalTokenizationRequestActiveError
  "ネットワークエラーによりApple Payの支払いが中断されました。もう一度お試しください。", // applePayTokenizationError
  "対応しているカードをApple Payのウォレットに追加してください。", // applePayActiveCardError
  "支払い方法を削除できませんでした。もう一度お試しください。", // vaultManagerPaymentMethodDeletionError
  "問題が発生しました。最新版のVenmoアプリがインストールされ、ブラウザからアプリを開けることを確認してください。", // venmoCanceledError
  "この端末にVenmoアプリが見つかりません。", // venmoAppFailedError
  "このカードの種類には対応していません。別のカードをお使いください。", // unsupportedCardTypeError
  "カード名義人", // cardholderNameLabel
  "カード番号", // cardNumberLabel
  "セキュリティコード", // cvvLabel
  "(3桁)", // cvvThreeDigitLabelSubheading
  "(4桁)", // cvvFourDigitLabelSubheading
  "有効期限", // expirationDateLabel
  "(MM/YY)", // expirationDateLabelSubheading
  "カード名義人", // cardholderNamePlaceholder
  "MM/YY", // expirationDatePlaceholder
  "郵便番号", // postalCodeLabel
  "カードを保存", // saveCardLabel
  "カードで支払う", // payWithCard
  "末尾{{lastFourCardDigits}}", // endingIn
  "カード", // Card
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
  "Google Payボタンで支払いを続けてください。", // googlePayButtonMustBeUsed
  "ボタンから銀行で手続きを続けてください。", // localPaymentButtonMustBeUsed
  "{{paymentSource}}ボタンで支払いを続けてください。", // buttonMustBeUsed
  "銀行で支払う", // localPaymentLabel
  "読み込み中…", // loading
] satisfies Texts;
