// Google Pay against the sandbox's simulated google.payments.api.PaymentsClient; nothing reaches Google.
(function () {
  "use strict";
  var ID = "google-payment";

  window.demoCheckout.method({
    id: ID,
    title: "Google Pay",
    tagline: "Simulated wallet (sandbox): a stand-in for Google's PaymentsClient.",
    bundles: ["google-payment.min.js"],
    scripts: [window.demoCheckout.checkout.config.assetsUrl + "/simulators/google-pay.js"],
    mount: function (body, checkout) {
      var ui = checkout.walletUi(body, ID, "Pay with Google Pay", "wallet-button google-pay-button");
      var paymentsClient = new window.google.payments.api.PaymentsClient({ environment: "TEST" });
      return checkout
        .client()
        .then(function (client) {
          return checkout.paykit().googlePayment.create({ client: client, googlePayVersion: 2 });
        })
        .then(function (instance) {
          ui.ready(function () {
            var request = instance.createPaymentDataRequest({
              transactionInfo: {
                currencyCode: checkout.currency,
                totalPriceStatus: "FINAL",
                totalPrice: checkout.amount(),
              },
            });
            paymentsClient
              .loadPaymentData(request)
              .then(function (paymentData) {
                return instance.parseResponse(paymentData);
              })
              .then(ui.nonce, function (failure) {
                if (failure && failure.statusCode === "CANCELED") ui.canceled();
                else ui.failed(failure);
              });
          });
        });
    },
  });
})();
