// Apple Pay against the sandbox's simulated ApplePaySession (served by the asset server): the sheet is
// labelled "Simulated wallet (sandbox)"; nothing reaches Apple.
(function () {
  "use strict";
  var ID = "apple-pay";

  window.demoCheckout.method({
    id: ID,
    title: "Apple Pay",
    tagline: "Simulated wallet (sandbox): a stand-in for Safari's ApplePaySession.",
    bundles: ["apple-pay.min.js"],
    scripts: [window.demoCheckout.checkout.config.assetsUrl + "/simulators/apple-pay.js"],
    mount: function (body, checkout) {
      var ui = checkout.walletUi(body, ID, "Pay with Apple Pay", "wallet-button apple-pay-button");
      return checkout
        .client()
        .then(function (client) {
          return checkout.paykit().applePay.create({ client: client });
        })
        .then(function (instance) {
          ui.ready(function () {
            // ApplePaySession must be created in the click itself, so nothing is awaited before it.
            var session = new window.ApplePaySession(
              3,
              instance.createPaymentRequest({ total: { label: checkout.storeName, amount: checkout.amount() } }),
            );
            session.onvalidatemerchant = function (event) {
              instance.performValidation({ validationURL: event.validationURL, displayName: checkout.storeName }).then(
                function (merchantSession) {
                  checkout.log("applePay", "performValidation", "resolved");
                  session.completeMerchantValidation(merchantSession);
                },
                function (failure) {
                  session.abort();
                  ui.failed(failure);
                },
              );
            };
            session.onpaymentauthorized = function (event) {
              instance.tokenize({ token: event.payment.token }).then(
                function (payload) {
                  session.completePayment(window.ApplePaySession.STATUS_SUCCESS);
                  ui.nonce(payload);
                },
                function (failure) {
                  session.completePayment(window.ApplePaySession.STATUS_FAILURE);
                  ui.failed(failure);
                },
              );
            };
            session.oncancel = function () {
              ui.canceled();
            };
            session.begin();
          });
        });
    },
  });
})();
