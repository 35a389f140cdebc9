// Demo merchant page: Local Payment (iDEAL in a pop-up, to the sandbox's bank simulator). Kept apart from
// demo.js so each payment method's demo can change on its own.
(function () {
  "use strict";

  var config = JSON.parse((document.getElementById("sandbox-config") || {}).textContent || "{}");

  var SECTION =
    '<h2 id="local-payment-heading">Local payment (iDEAL)</h2>' +
    "<p>Opens the sandbox's bank simulator in a pop-up: approve, cancel or fail the payment there.</p>" +
    '<div class="actions"><button type="button" id="local-payment-start" disabled>Pay 10.00 EUR with iDEAL</button></div>' +
    '<p id="local-payment-result" role="status" aria-live="polite"></p>';

  function report(text, state) {
    var result = document.getElementById("local-payment-result");
    result.textContent = text;
    result.dataset.state = state;
  }

  document.addEventListener("DOMContentLoaded", function () {
    var section = document.createElement("section");
    section.id = "local-payment-demo";
    section.setAttribute("aria-labelledby", "local-payment-heading");
    section.innerHTML = SECTION;
    document.querySelector("main").appendChild(section);

    var script = document.createElement("script");
    script.src = config.assetsUrl + "/web/3.132.0/js/local-payment.min.js";
    script.onerror = function () {
      report("local-payment.min.js did not load. Run `npm run build` first.", "error");
    };
    script.onload = function () {
      window.braintree.localPayment.create({ authorization: config.tokenizationKey }).then(function (localPayment) {
        var button = document.getElementById("local-payment-start");
        button.disabled = false;
        section.dataset.state = "ready";
        button.addEventListener("click", function () {
          report("Local payment: waiting for the shopper…", "pending");
          localPayment
            .startPayment({
              paymentType: "ideal",
              paymentTypeCountryCode: "NL",
              amount: "10.00",
              currencyCode: "EUR",
              givenName: "Joe",
              surname: "Doe",
              address: { countryCode: "NL" },
              fallback: { url: location.href, buttonText: "Return to the demo shop" },
              onPaymentStart: function (data, start) {
                report("Local payment " + data.paymentId + ": waiting for the shopper…", "pending");
                start();
              },
            })
            .then(
              function (payload) {
                report("Local payment nonce: " + payload.nonce + " (" + payload.type + ")", "nonce");
              },
              function (failure) {
                report("Local payment failed: " + failure.code + ": " + failure.message, "error");
              },
            );
        });
      }, function (failure) {
        report(failure.code + ": " + failure.message, "error");
      });
    };
    document.head.appendChild(script);
  });
})();
