// SEPA Direct Debit: the mandate is approved in a pop-up at the sandbox's bank simulator (approve, cancel
// or fail there); an approval ends in a nonce and a sale.
(function () {
  "use strict";
  var ID = "sepa";
  var IBAN = "FR7630006000011234567890189";

  window.demoCheckout.method({
    id: ID,
    title: "SEPA Direct Debit",
    short: "SEPA",
    tagline: "A direct debit mandate approved in a pop-up at the sandbox's bank simulator.",
    bundles: ["sepa.min.js"],
    mount: function (body, checkout) {
      body.innerHTML =
        '<div id="sepa-demo">' +
        '<label class="control">IBAN <input id="sepa-iban" value="' +
        IBAN +
        '" autocomplete="off"></label>' +
        '<label class="control">Account holder <input id="sepa-holder" value="Jane Doe"></label>' +
        '<div class="actions"><button type="button" class="wallet-button" id="sepa-start" disabled>Pay by SEPA Direct Debit</button></div>' +
        '<output id="sepa-result" class="method-result" role="status" aria-live="polite"></output>' +
        "</div>";
      return checkout.payByButton(body, {
        id: ID,
        namespace: "sepa",
        title: "SEPA",
        label: "SEPA Direct Debit",
        call: "sepa.tokenize",
        button: "#sepa-start",
        pay: function (sepa) {
          return sepa.tokenize({
            accountHolderName: body.querySelector("#sepa-holder").value,
            customerId: "demo-customer",
            iban: body.querySelector("#sepa-iban").value.replace(/\s+/g, ""),
            mandateType: "ONE_OFF",
            countryCode: "FR",
            merchantAccountId: "demo_eur_account",
          });
        },
        describe: function (payload) {
          return {
            detail: "IBAN ending " + payload.ibanLastFour + ", " + payload.mandateType,
            description: "SEPA Direct Debit, IBAN ending in " + payload.ibanLastFour + " · " + payload.mandateType,
          };
        },
      });
    },
  });
})();
