// Greek (el_GR; also `el` and any other el_*). One text per key of keys.ts, in its order.
import type { Texts } from "../keys.js";

export const texts = [
  "Πληρωμή με {{paymentSource}}", // payingWith
  "Άλλος τρόπος πληρωμής", // chooseAnotherWayToPay
  "Επιλέξτε τρόπο πληρωμής", // chooseAWayToPay
  "Άλλοι τρόποι πληρωμής", // otherWaysToPay
  "Επεξεργασία", // edit
  "Τέλος", // doneEditing
  "Επεξεργασία τρόπων πληρωμής", // editPaymentMethods
  "Διαγραφή κάρτας {{secondaryIdentifier}} με τελικά ψηφία {{identifier}};", // CreditCardDeleteConfirmationMessage
  "Διαγραφή λογαριασμού PayPal {{identifier}};", // PayPalAccountDeleteConfirmationMessage
  "Διαγραφή λογαριασμού Venmo με όνομα χρήστη {{identifier}};", // VenmoAccountDeleteConfirmationMessage
  "Να διαγραφεί αυτός ο τρόπος πληρωμής;", // genericDeleteConfirmationMessage
  "Άκυρο", // deleteCancelButton
  "Διαγραφή", // deleteConfirmationButton
  "Συμπληρώστε τον κωδικό CVV.", // fieldEmptyForCvv
  "Συμπληρώστε την ημερομηνία λήξης.", // fieldEmptyForExpirationDate
  "Συμπληρώστε το όνομα κατόχου.", // fieldEmptyForCardholderName
  "Συμπληρώστε τον αριθμό κάρτας.", // fieldEmptyForNumber
  "Συμπληρώστε τον ταχυδρομικό κώδικα.", // fieldEmptyForPostalCode
  "Μη έγκυρο όνομα κατόχου.", // fieldInvalidForCardholderName
  "Μη έγκυρος κωδικός ασφαλείας.", // fieldInvalidForCvv
  "Μη έγκυρη ημερομηνία λήξης.", // fieldInvalidForExpirationDate
  "Μη έγκυρος αριθμός κάρτας.", // fieldInvalidForNumber
  "Μη έγκυρος ταχυδρομικός κώδικας.", // fieldInvalidForPostalCode
  "Το όνομα κατόχου πρέπει να έχει έως 255 χαρακτήρες.", // fieldTooLongForCardholderName
  "Πληρώνοντας με κάρτα, αποδέχομαι τη Δήλωση απορρήτου της PayPal.", // noticeOfCollection
  "Παρουσιάστηκε σφάλμα από την πλευρά μας.", // genericError
  "Η κάρτα είναι ήδη αποθηκευμένη.", // hostedFieldsTokenizationFailOnDuplicateError
  "Ελέγξτε τα στοιχεία σας και δοκιμάστε ξανά.", // hostedFieldsFailedTokenizationError
  "Η επαλήθευση της κάρτας απέτυχε. Ελέγξτε τα στοιχεία σας και δοκιμάστε ξανά.", // hostedFieldsTokenizationCvvVerificationFailedError
  "Σφάλμα δικτύου. Δοκιμάστε ξανά.", // hostedFieldsTokenizationNetworkErrorError
  "Ελέγξτε τα στοιχεία σας και δοκιμάστε ξανά.", // hostedFieldsFieldsInvalidError
  "Συνεχίστε με το κουμπί PayPal.", // paypalButtonMustBeUsed
  "Συνεχίστε με το κουμπί Venmo.", // venmoButtonMustBeUsed
  "Συνεχίστε με το κουμπί Apple Pay.", // applePayButtonMustBeUsed
  "Η προσθήκη του λογαριασμού PayPal απέτυχε. Δοκιμάστε ξανά.", // paypalAccountTokenizationFailedError
  "Η σύνδεση με το PayPal απέτυχε. Δοκιμάστε ξανά.", // paypalFlowFailedError
  "Μια πληρωμή PayPal εγκρίνεται ήδη.", // paypalTokenizationRequestActiveError
  "Σφάλμα δικτύου στην πληρωμή Apple Pay. Δοκιμάστε ξανά.", // applePayTokenizationError
  "Προσθέστε μια αποδεκτή κάρτα στο Apple Pay.", // applePayActiveCardError
  "Η διαγραφή απέτυχε. Δοκιμάστε ξανά.", // vaultManagerPaymentMethodDeletionError
  "Κάτι πήγε στραβά. Βεβαιωθείτε ότι έχετε την τελευταία έκδοση του Venmo και ότι το πρόγραμμα περιήγησης μπορεί να το ανοίξει.", // venmoCanceledError
  "Η εφαρμογή Venmo δεν βρέθηκε στη συσκευή σας.", // venmoAppFailedError
  "Αυτός ο τύπος κάρτας δεν υποστηρίζεται. Δοκιμάστε άλλη κάρτα.", // unsupportedCardTypeError
  "Όνομα κατόχου", // cardholderNameLabel
  "Αριθμός κάρτας", // cardNumberLabel
  "CVV", // cvvLabel
  "(3 ψηφία)", // cvvThreeDigitLabelSubheading
  "(4 ψηφία)", // cvvFourDigitLabelSubheading
  "Ημερομηνία λήξης", // expirationDateLabel
  "(ΜΜ/ΕΕ)", // expirationDateLabelSubheading
  "Όνομα κατόχου", // cardholderNamePlaceholder
  "ΜΜ/ΕΕ", // expirationDatePlaceholder
  "Ταχυδρομικός κώδικας", // postalCodeLabel
  "Αποθήκευση κάρτας", // saveCardLabel
  "Πληρωμή με κάρτα", // payWithCard
  "Τελικά ψηφία {{lastFourCardDigits}}", // endingIn
  "Κάρτα", // Card
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
  "Συνεχίστε με το κουμπί Google Pay.", // googlePayButtonMustBeUsed
  "Συνεχίστε στην τράπεζά σας με το κουμπί.", // localPaymentButtonMustBeUsed
  "Συνεχίστε με το κουμπί {{paymentSource}}.", // buttonMustBeUsed
  "Πληρωμή μέσω τράπεζας", // localPaymentLabel
  "Φόρτωση…", // loading
] satisfies Texts;
