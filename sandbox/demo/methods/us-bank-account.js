// US bank account (ACH): by routing and account number, or by bank login through the sandbox's simulated
// bank-linking dialog (it never contacts a bank). Either way the nonce goes to the sale.
(function () {
  "use strict";
  var ID = "us-bank-account";
  var OWNER = { ownershipType: "personal", firstName: "Ada", lastName: "Lovelace" };
  var ADDRESS = { streetAddress: "123 Fake St", locality: "San Francisco", region: "CA", postalCode: "94119" };

  window.demoCheckout.method({
    id: ID,
    title: "US bank account",
    short: "Bank (ACH)",
    tagline: "ACH debit by account number, or by bank login in the sandbox's simulated bank-linking dialog.",
    bundles: ["us-bank-account.min.js"],
    mount: function (body, checkout) {
      var mandate = "I authorize Braintree to debit my bank account on behalf of " + checkout.storeName + ".";
      body.innerHTML =
        '<div id="us-bank-account-demo">' +
        '<form id="us-bank-account-form" class="card-form" novalidate>' +
        '<div class="field-row"><label class="control">Routing number <input id="us-bank-routing" value="011000015" inputmode="numeric"></label>' +
        '<label class="control">Account number <input id="us-bank-account" value="1000000000" inputmode="numeric"></label></div>' +
        '<label class="control">Account type <select id="us-bank-type"><option>checking</option><option>savings</option></select></label>' +
        "</form>" +
        '<p class="hint" id="us-bank-mandate"></p>' +
        '<div class="actions"><button type="button" class="wallet-button" id="us-bank-details" disabled>Pay by bank account</button>' +
        '<button type="button" id="us-bank-login" disabled>Pay by bank login (simulated)</button></div>' +
        '<output id="us-bank-account-result" class="method-result" role="status" aria-live="polite"></output>' +
        "</div>";
      body.querySelector("#us-bank-mandate").textContent = mandate;
      var section = body.querySelector("#us-bank-account-demo");
      var result = body.querySelector("#us-bank-account-result");

      function pay(label, promise) {
        checkout.choose(ID);
        result.textContent = label + ": waiting for the bank…";
        result.dataset.state = "pending";
        return promise.then(
          function (payload) {
            result.textContent = "US bank account nonce: " + payload.nonce + " (" + payload.description + ")";
            result.dataset.state = "nonce";
            return checkout.nonce(label, payload, { description: payload.description + " · " + payload.type });
          },
          function (failure) {
            result.textContent =
              label + " failed: " + (failure && failure.code ? failure.code + ": " + failure.message : String(failure));
            result.dataset.state = "error";
            checkout.error(label, failure);
          },
        );
      }

      function onClick(id, run) {
        var button = body.querySelector("#" + id);
        button.disabled = false;
        button.addEventListener("click", run);
      }

      return checkout
        .client()
        .then(function (client) {
          return checkout.paykit().usBankAccount.create({ client: client });
        })
        .then(
          function (bank) {
            onClick("us-bank-details", function () {
              var bankDetails = Object.assign({}, OWNER, {
                routingNumber: body.querySelector("#us-bank-routing").value,
                accountNumber: body.querySelector("#us-bank-account").value,
                accountType: body.querySelector("#us-bank-type").value,
                billingAddress: ADDRESS,
              });
              pay("US bank account", bank.tokenize({ mandateText: mandate, bankDetails: bankDetails }));
            });
            onClick("us-bank-login", function () {
              var bankLogin = Object.assign({}, OWNER, { displayName: checkout.storeName, billingAddress: ADDRESS });
              pay("US bank account (bank login)", bank.tokenize({ mandateText: mandate, bankLogin: bankLogin }));
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
