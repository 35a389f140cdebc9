// Preferred payment methods: whether PayPal and Venmo are preferred on this shopper's device (a failed
// lookup reads as "neither"), which a checkout uses to put those buttons first. Not a payment: no sale.
(function () {
  "use strict";
  var ID = "preferred-payment-methods";

  window.demoCheckout.method({
    id: ID,
    title: "Preferred payment methods",
    short: "Preferred",
    tagline: "Whether this shopper prefers PayPal or Venmo: a lookup, not a payment.",
    bundles: ["preferred-payment-methods.min.js"],
    mount: function (body, checkout) {
      body.innerHTML =
        '<div id="preferred-payment-methods-demo">' +
        '<div class="actions"><button type="button" id="preferred-fetch" disabled>Which wallets does this shopper prefer?</button></div>' +
        '<output id="preferred-payment-methods-result" class="method-result" role="status" aria-live="polite"></output>' +
        "</div>";
      var section = body.querySelector("#preferred-payment-methods-demo");
      var button = body.querySelector("#preferred-fetch");
      var result = body.querySelector("#preferred-payment-methods-result");

      return checkout
        .client()
        .then(function (client) {
          return checkout.paykit().preferredPaymentMethods.create({ client: client });
        })
        .then(
          function (preferred) {
            button.disabled = false;
            button.addEventListener("click", function () {
              checkout.choose(ID);
              result.textContent = "Asking…";
              result.dataset.state = "pending";
              preferred.fetchPreferredPaymentMethods().then(
                function (answer) {
                  result.textContent =
                    "PayPal preferred: " + answer.paypalPreferred + ", Venmo preferred: " + answer.venmoPreferred;
                  result.dataset.state = "done";
                  checkout.log("preferredPaymentMethods", "fetchPreferredPaymentMethods", result.textContent);
                },
                function (failure) {
                  result.textContent = "Failed: " + failure.code + ": " + failure.message;
                  result.dataset.state = "error";
                  checkout.error("preferredPaymentMethods.fetchPreferredPaymentMethods", failure);
                },
              );
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
