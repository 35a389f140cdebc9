// Local payment: iDEAL in a pop-up at the sandbox's bank simulator (approve, cancel or fail there); an
// approval ends in a nonce and a sale.
(function () {
  "use strict";
  var ID = "local-payment";

  window.demoCheckout.method({
    id: ID,
    title: "iDEAL (local payment)",
    short: "iDEAL",
    tagline: "A local payment method in a pop-up at the sandbox's bank simulator.",
    bundles: ["local-payment.min.js"],
    mount: function (body, checkout) {
      body.innerHTML =
        '<div id="local-payment-demo">' +
        '<div class="actions"><button type="button" class="wallet-button" id="local-payment-start" disabled>Pay with iDEAL</button></div>' +
        '<p class="hint">Charged in euros: the order total in EUR. The bank simulator opens in a pop-up.</p>' +
        '<output id="local-payment-result" class="method-result" role="status" aria-live="polite"></output>' +
        "</div>";
      var button = body.querySelector("#local-payment-start");
      function label() {
        button.textContent = "Pay " + checkout.amount() + " EUR with iDEAL";
      }
      label();
      checkout.onAmount(label);

      return checkout.payByButton(body, {
        id: ID,
        namespace: "localPayment",
        title: "Local payment",
        label: "iDEAL",
        call: "localPayment.startPayment",
        button: "#local-payment-start",
        pay: function (localPayment, report) {
          return localPayment.startPayment({
            paymentType: "ideal",
            paymentTypeCountryCode: "NL",
            amount: checkout.amount(),
            currencyCode: "EUR",
            givenName: "Joe",
            surname: "Doe",
            address: { countryCode: "NL" },
            fallback: { url: location.href, buttonText: "Return to the demo shop" },
            onPaymentStart: function (data, start) {
              checkout.log("localPayment", "onPaymentStart", data.paymentId);
              report("Local payment " + data.paymentId + ": waiting for the shopper…", "pending");
              start();
            },
          });
        },
        describe: function (payload) {
          return { detail: payload.type, description: "iDEAL · " + payload.type };
        },
      });
    },
  });
})();
