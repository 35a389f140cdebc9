// Indonesian (id_ID; also `id` and any other id_*). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "Membayar dengan {{paymentSource}}", // payingWith
  "Pilih cara pembayaran lain", // chooseAnotherWayToPay
  "Pilih cara pembayaran", // chooseAWayToPay
  "Cara pembayaran lain", // otherWaysToPay
  "Edit", // edit
  "Selesai", // doneEditing
  "Edit metode pembayaran", // editPaymentMethods
  "Hapus kartu {{secondaryIdentifier}} yang berakhiran {{identifier}}?", // CreditCardDeleteConfirmationMessage
  "Hapus akun PayPal {{identifier}}?", // PayPalAccountDeleteConfirmationMessage
  "Hapus akun Venmo dengan nama pengguna {{identifier}}?", // VenmoAccountDeleteConfirmationMessage
  "Yakin ingin menghapus metode pembayaran ini?", // genericDeleteConfirmationMessage
  "Batal", // deleteCancelButton
  "Hapus", // deleteConfirmationButton
  "Isi kode keamanan.", // fieldEmptyForCvv
  "Isi tanggal kedaluwarsa.", // fieldEmptyForExpirationDate
  "Isi nama pemegang kartu.", // fieldEmptyForCardholderName
  "Isi nomor kartu.", // fieldEmptyForNumber
  "Isi kode pos.", // fieldEmptyForPostalCode
  "Nama pemegang kartu tidak valid.", // fieldInvalidForCardholderName
  "Kode keamanan tidak valid.", // fieldInvalidForCvv
  "Tanggal kedaluwarsa tidak valid.", // fieldInvalidForExpirationDate
  "Nomor kartu tidak valid.", // fieldInvalidForNumber
  "Kode pos tidak valid.", // fieldInvalidForPostalCode
  "Nama pemegang kartu harus kurang dari 256 karakter.", // fieldTooLongForCardholderName
  "Dengan membayar menggunakan kartu, saya menyetujui Pernyataan Privasi PayPal.", // noticeOfCollection
  "Terjadi kesalahan di pihak kami.", // genericError
  "Kartu ini sudah tersimpan sebagai metode pembayaran.", // hostedFieldsTokenizationFailOnDuplicateError
  "Periksa data Anda, lalu coba lagi.", // hostedFieldsFailedTokenizationError
  "Verifikasi kartu gagal. Periksa data Anda, lalu coba lagi.", // hostedFieldsTokenizationCvvVerificationFailedError
  "Kesalahan jaringan. Coba lagi.", // hostedFieldsTokenizationNetworkErrorError
  "Periksa data Anda, lalu coba lagi.", // hostedFieldsFieldsInvalidError
  "Gunakan tombol PayPal untuk melanjutkan pembayaran.", // paypalButtonMustBeUsed
  "Gunakan tombol Venmo untuk melanjutkan pembayaran.", // venmoButtonMustBeUsed
  "Gunakan tombol Apple Pay untuk melanjutkan pembayaran.", // applePayButtonMustBeUsed
  "Akun PayPal gagal ditambahkan. Coba lagi.", // paypalAccountTokenizationFailedError
  "Gagal terhubung ke PayPal. Coba lagi.", // paypalFlowFailedError
  "Otorisasi pembayaran PayPal sedang berlangsung.", // paypalTokenizationRequestActiveError
  "Kesalahan jaringan menghentikan pembayaran Apple Pay. Coba lagi.", // applePayTokenizationError
  "Tambahkan kartu yang didukung ke dompet Apple Pay Anda.", // applePayActiveCardError
  "Metode pembayaran gagal dihapus. Coba lagi.", // vaultManagerPaymentMethodDeletionError
  "Terjadi kesalahan. Pastikan aplikasi Venmo Anda versi terbaru dan browser dapat membukanya.", // venmoCanceledError
  "Aplikasi Venmo tidak ditemukan di perangkat Anda.", // venmoAppFailedError
  "Jenis kartu ini tidak didukung. Coba kartu lain.", // unsupportedCardTypeError
  "Nama Pemegang Kartu", // cardholderNameLabel
  "Nomor Kartu", // cardNumberLabel
  "Kode Keamanan", // cvvLabel
  "(3 digit)", // cvvThreeDigitLabelSubheading
  "(4 digit)", // cvvFourDigitLabelSubheading
  "Tanggal Kedaluwarsa", // expirationDateLabel
  "(BB/TT)", // expirationDateLabelSubheading
  "Nama Pemegang Kartu", // cardholderNamePlaceholder
  "BB/TT", // expirationDatePlaceholder
  "Kode Pos", // postalCodeLabel
  "Simpan kartu", // saveCardLabel
  "Bayar dengan kartu", // payWithCard
  "Berakhiran {{lastFourCardDigits}}", // endingIn
  "Kartu", // Card
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
  "Gunakan tombol Google Pay untuk melanjutkan pembayaran.", // googlePayButtonMustBeUsed
  "Gunakan tombol untuk melanjutkan di bank Anda.", // localPaymentButtonMustBeUsed
  "Gunakan tombol {{paymentSource}} untuk melanjutkan pembayaran.", // buttonMustBeUsed
  "Bayar lewat bank", // localPaymentLabel
  "Memuat…", // loading
] satisfies Texts;
