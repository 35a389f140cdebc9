// Visa Checkout against the sandbox's simulated V object; its sheet opens from the click on .v-button.
(function () {
  "use strict";
  var ID = "visa-checkout";

  window.demoCheckout.method({
    id: ID,
    title: "Visa Checkout",
    short: "Visa Checkout",
    tagline: "Simulated wallet (sandbox): a stand-in for Visa's V object.",
    bundles: ["visa-checkout.min.js"],
    scripts: [window.demoCheckout.checkout.config.assetsUrl + "/simulators/visa-checkout.js"],
    mount: function (body, checkout) {
      var ui = checkout.walletUi(body, ID, "Pay with Visa Checkout", "wallet-button v-button");
      return checkout
        .client()
        .then(function (client) {
          return checkout.paykit().visaCheckout.create({ client: client });
        })
        .then(function (instance) {
          window.V.init(
            instance.createInitOptions({
              paymentRequest: { currencyCode: checkout.currency, subtotal: checkout.amount() },
            }),
          );
          window.V.on("payment.success", function (payment) {
            instance.tokenize(payment).then(ui.nonce, ui.failed);
          });
          window.V.on("payment.cancel", ui.canceled);
          window.V.on("payment.error", function (payment, failure) {
            ui.failed(failure);
          });
          // The simulated V opens its sheet from the click on the .v-button itself.
          ui.ready(function () {});
        });
    },
  });
})();
