// Demo merchant page: US bank account, by routing and account number or by bank login through the
// sandbox's simulated bank-linking service (it never contacts a bank).
(function () {
  "use strict";

  var demo = window.paykitDemo;
  var MANDATE = "I authorize Braintree to debit my bank account on behalf of Paykit Sandbox Store.";
  var HTML =
    "<p>Routing <code>011000015</code>, account <code>1000000000</code>. Bank login opens a <strong>simulated</strong> bank-linking dialog (sandbox).</p>" +
    '<form id="us-bank-account-form" class="card-form">' +
    '<label for="us-bank-routing">Routing number</label><input id="us-bank-routing" value="011000015">' +
    '<label for="us-bank-account">Account number</label><input id="us-bank-account" value="1000000000">' +
    '<label for="us-bank-type">Account type</label><select id="us-bank-type"><option>checking</option><option>savings</option></select>' +
    "</form>" +
    "<p><small>" + MANDATE + "</small></p>" +
    '<div class="actions"><button type="button" id="us-bank-details" disabled>Pay by bank account</button>' +
    '<button type="button" id="us-bank-login" disabled>Pay by bank login</button></div>';

  var OWNER = { ownershipType: "personal", firstName: "Ada", lastName: "Lovelace" };
  var ADDRESS = { streetAddress: "123 Fake St", locality: "San Francisco", region: "CA", postalCode: "94119" };

  function describe(payload) {
    return "US bank account nonce: " + payload.nonce + " (" + payload.description + ")";
  }

  document.addEventListener("DOMContentLoaded", function () {
    var section = demo.section("us-bank-account", "US bank account", HTML);
    demo.ready(
      section,
      demo.loadBundle("us-bank-account.min.js").then(function () {
        return window.braintree.usBankAccount.create({ authorization: demo.config.tokenizationKey }).then(function (bank) {
          demo.onClick("us-bank-details", function () {
            var bankDetails = Object.assign({}, OWNER, {
              routingNumber: document.getElementById("us-bank-routing").value,
              accountNumber: document.getElementById("us-bank-account").value,
              accountType: document.getElementById("us-bank-type").value,
              billingAddress: ADDRESS,
            });
            demo.show("us-bank-account", bank.tokenize({ mandateText: MANDATE, bankDetails: bankDetails }), describe);
          });
          demo.onClick("us-bank-login", function () {
            var bankLogin = Object.assign({}, OWNER, { displayName: "Paykit Sandbox Store", billingAddress: ADDRESS });
            demo.show("us-bank-account", bank.tokenize({ mandateText: MANDATE, bankLogin: bankLogin }), describe);
          });
        });
      }),
    );
  });
})();
