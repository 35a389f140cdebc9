// The browser's Payment Request sheet, simulated by the sandbox (Chromium here has no usable methods).
(function () {
  "use strict";
  var ID = "payment-request";

  window.demoCheckout.method({
    id: ID,
    title: "Pay with the browser",
    short: "Browser",
    tagline: "Simulated wallet (sandbox): a stand-in for the Payment Request sheet.",
    bundles: ["payment-request.min.js"],
    scripts: [window.demoCheckout.checkout.config.assetsUrl + "/simulators/payment-request.js"],
    mount: function (body, checkout) {
      var ui = checkout.walletUi(body, ID, "Pay with the browser", "wallet-button");
      return checkout
        .client()
        .then(function (client) {
          return checkout.paykit().paymentRequest.create({ client: client });
        })
        .then(function (instance) {
          ui.ready(function () {
            instance
              .tokenize({
                details: {
                  total: {
                    label: checkout.storeName,
                    amount: { currency: checkout.currency, value: checkout.amount() },
                  },
                },
              })
              .then(ui.nonce, function (failure) {
                if (failure && failure.code === "PAYMENT_REQUEST_CANCELED") ui.canceled();
                else ui.failed(failure);
              });
          });
        });
    },
  });
})();
