// Demo merchant page: PayPal Checkout (simulated PayPal SDK buttons and vault-initiated checkout), the
// older PayPal pop-up flow and Masterpass. Kept apart from demo.js so each payment method's demo can
// change on its own. Every flow runs against the sandbox's provider simulators and ends in a nonce.
(function () {
  "use strict";

  var configElement = document.getElementById("sandbox-config");
  var config = JSON.parse(configElement ? configElement.textContent : "{}");
  var BUNDLES = ["paypal-checkout.min.js", "paypal.min.js", "masterpass.min.js"];

  var SECTION =
    '<h2 id="paypal-heading">PayPal and Masterpass</h2>' +
    "<p>Each button opens the sandbox's provider simulator in a pop-up: choose Approve or Cancel there.</p>" +
    '<h3>PayPal Checkout</h3><div class="actions"><div id="paypal-sdk-button"></div>' +
    '<button type="button" id="paypal-vault-initiated" disabled>Vault-initiated checkout</button></div>' +
    '<h3>PayPal pop-up flow</h3><div class="actions">' +
    '<button type="button" id="paypal-popup-checkout" disabled>Pay with PayPal</button>' +
    '<button type="button" id="paypal-popup-vault" disabled>Save PayPal for later</button></div>' +
    '<h3>Masterpass</h3><div class="actions"><button type="button" id="masterpass-checkout" disabled>Pay with Masterpass</button></div>' +
    '<p id="paypal-result" role="status" aria-live="polite"></p>';

  function loadBundle(name) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement("script");
      script.src = config.assetsUrl + "/web/3.132.0/js/" + name;
      script.onload = resolve;
      script.onerror = function () {
        reject(new Error(name + " did not load. Run `npm run build` first."));
      };
      document.head.appendChild(script);
    });
  }

  function show(label, promise) {
    var result = document.getElementById("paypal-result");
    result.textContent = label + ": waiting for the shopper…";
    result.dataset.state = "pending";
    result.style.color = "";
    return Promise.resolve(promise).then(
      function (payload) {
        result.textContent = label + " nonce: " + payload.nonce + " (" + payload.type + ")";
        result.dataset.state = "nonce";
      },
      function (failure) {
        result.textContent = label + " failed: " + (failure && failure.code ? failure.code + ": " + failure.message : String(failure));
        result.dataset.state = "error";
        result.style.color = "#a4161a";
      },
    );
  }

  function onClick(id, run) {
    var button = document.getElementById(id);
    button.disabled = false;
    button.addEventListener("click", run);
  }

  function setUpPayPalCheckout(braintree) {
    return braintree.paypalCheckout.create({ authorization: config.tokenizationKey }).then(function (checkout) {
      onClick("paypal-vault-initiated", function () {
        show(
          "Vault-initiated checkout",
          checkout.startVaultInitiatedCheckout({ amount: "15.00", currency: "USD", vaultInitiatedCheckoutPaymentMethodToken: "demo-vaulted-paypal-account" }),
        );
      });
      return checkout.loadPayPalSDK({ currency: "USD", intent: "capture" }).then(function () {
        return window.paypal
          .Buttons({
            createOrder: function () {
              return checkout.createPayment({ flow: "checkout", amount: "25.00", currency: "USD", intent: "capture" });
            },
            onApprove: function (data) {
              return show("PayPal Checkout", checkout.tokenizePayment(data));
            },
            onCancel: function () {
              document.getElementById("paypal-result").textContent = "PayPal Checkout: cancelled by the shopper";
            },
          })
          .render("#paypal-sdk-button");
      });
    });
  }

  function setUpPayPalPopup(braintree) {
    return braintree.paypal.create({ authorization: config.tokenizationKey }).then(function (paypal) {
      onClick("paypal-popup-checkout", function () {
        show("PayPal", paypal.tokenize({ flow: "checkout", amount: "30.00", currency: "USD" }));
      });
      onClick("paypal-popup-vault", function () {
        show("PayPal (vault)", paypal.tokenize({ flow: "vault", billingAgreementDescription: "Demo shop subscription" }));
      });
    });
  }

  function setUpMasterpass(braintree) {
    return braintree.masterpass.create({ authorization: config.tokenizationKey }).then(function (masterpass) {
      onClick("masterpass-checkout", function () {
        show("Masterpass", masterpass.tokenize({ subtotal: "42.00", currencyCode: "USD" }));
      });
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    var section = document.createElement("section");
    section.id = "paypal-demo";
    section.style.marginTop = "2rem";
    section.style.borderTop = "1px solid #d5d9e0";
    section.setAttribute("aria-labelledby", "paypal-heading");
    section.innerHTML = SECTION;
    document.querySelector("main").appendChild(section);

    Promise.all(BUNDLES.map(loadBundle))
      .then(function () {
        var braintree = window.braintree;
        return Promise.all([setUpPayPalCheckout(braintree), setUpPayPalPopup(braintree), setUpMasterpass(braintree)]);
      })
      .then(function () {
        section.dataset.state = "ready";
      })
      .catch(function (failure) {
        document.getElementById("paypal-result").textContent = (failure && failure.code ? failure.code + ": " : "") + failure.message;
        section.dataset.state = "error";
      });
  });
})();
