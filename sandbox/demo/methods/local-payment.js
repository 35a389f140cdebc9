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
      var section = body.querySelector("#local-payment-demo");
      var button = body.querySelector("#local-payment-start");
      var result = body.querySelector("#local-payment-result");

      function report(text, state) {
        result.textContent = text;
        result.dataset.state = state;
      }
      function label() {
        button.textContent = "Pay " + checkout.amount() + " EUR with iDEAL";
      }
      label();
      checkout.onAmount(label);

      return checkout
        .client()
        .then(function (client) {
          return checkout.paykit().localPayment.create({ client: client });
        })
        .then(
          function (localPayment) {
            button.disabled = false;
            button.addEventListener("click", function () {
              checkout.choose(ID);
              button.disabled = true;
              report("Local payment: waiting for the shopper…", "pending");
              localPayment
                .startPayment({
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
                })
                .then(
                  function (payload) {
                    report("Local payment nonce: " + payload.nonce + " (" + payload.type + ")", "nonce");
                    return checkout.nonce("iDEAL", payload, { description: "iDEAL · " + payload.type });
                  },
                  function (failure) {
                    report("Local payment failed: " + failure.code + ": " + failure.message, "error");
                    checkout.error("localPayment.startPayment", failure);
                  },
                )
                .then(function () {
                  button.disabled = false;
                });
            });
            section.dataset.state = "ready";
          },
          function (failure) {
            section.dataset.state = "error";
            throw failure;
          },
        );
    },
  });
})();
