// Demo merchant page: SEPA Direct Debit (mandate approved in a pop-up at the sandbox's bank simulator).
// Kept apart from demo.js so each payment method's demo can change on its own.
(function () {
  "use strict";

  var config = JSON.parse((document.getElementById("sandbox-config") || {}).textContent || "{}");

  var SECTION =
    '<h2 id="sepa-heading">SEPA Direct Debit</h2>' +
    "<p>Sandbox IBAN <code>FR7630006000011234567890189</code>. The bank simulator opens in a pop-up: approve, cancel or fail the mandate.</p>" +
    '<div class="actions"><button type="button" id="sepa-start" disabled>Pay by SEPA Direct Debit</button></div>' +
    '<p id="sepa-result" role="status" aria-live="polite"></p>';

  function report(text, state) {
    var result = document.getElementById("sepa-result");
    result.textContent = text;
    result.dataset.state = state;
  }

  document.addEventListener("DOMContentLoaded", function () {
    var section = document.createElement("section");
    section.id = "sepa-demo";
    section.setAttribute("aria-labelledby", "sepa-heading");
    section.innerHTML = SECTION;
    document.querySelector("main").appendChild(section);

    var script = document.createElement("script");
    script.src = config.assetsUrl + "/web/3.132.0/js/sepa.min.js";
    script.onerror = function () {
      report("sepa.min.js did not load. Run `npm run build` first.", "error");
    };
    script.onload = function () {
      window.braintree.sepa.create({ authorization: config.tokenizationKey }).then(function (sepa) {
        var button = document.getElementById("sepa-start");
        button.disabled = false;
        section.dataset.state = "ready";
        button.addEventListener("click", function () {
          report("SEPA: waiting for the shopper…", "pending");
          sepa
            .tokenize({
              accountHolderName: "Jane Doe",
              customerId: "demo-customer",
              iban: "FR7630006000011234567890189",
              mandateType: "ONE_OFF",
              countryCode: "FR",
              merchantAccountId: "demo_eur_account",
            })
            .then(
              function (payload) {
                report("SEPA nonce: " + payload.nonce + " (IBAN ending " + payload.ibanLastFour + ", " + payload.mandateType + ")", "nonce");
              },
              function (failure) {
                report("SEPA failed: " + failure.code + ": " + failure.message, "error");
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
