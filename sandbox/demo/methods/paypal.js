// PayPal: PayPal Checkout (the simulated PayPal JS SDK's button, and vault-initiated checkout), the older
// PayPal pop-up flow, and Masterpass, which opens the same kind of pop-up. Every flow runs against the
// sandbox's provider simulators (choose Approve or Cancel in the pop-up) and ends in a nonce.
(function () {
  "use strict";
  var ID = "paypal";

  var MARKUP =
    '<div id="paypal-demo">' +
    '<h4>PayPal Checkout</h4><div class="actions"><div id="paypal-sdk-button" class="paypal-sdk-button"></div>' +
    '<button type="button" id="paypal-vault-initiated" disabled>Pay with a saved PayPal account</button></div>' +
    '<h4>PayPal pop-up flow</h4><div class="actions">' +
    '<button type="button" class="wallet-button paypal-button" id="paypal-popup-checkout" disabled>Pay with PayPal</button>' +
    '<button type="button" id="paypal-popup-vault" disabled>Save PayPal for later</button></div>' +
    '<h4>Masterpass</h4><div class="actions"><button type="button" class="wallet-button masterpass-button" id="masterpass-checkout" disabled>Pay with Masterpass</button></div>' +
    '<output id="paypal-result" class="method-result" role="status" aria-live="polite"></output>' +
    "</div>";

  window.demoCheckout.method({
    id: ID,
    title: "PayPal",
    tagline: "PayPal Checkout, the PayPal pop-up and Masterpass, against the sandbox's simulators.",
    bundles: ["paypal-checkout.min.js", "paypal.min.js", "masterpass.min.js"],
    mount: function (body, checkout) {
      body.innerHTML = MARKUP;
      var section = body.querySelector("#paypal-demo");
      var result = body.querySelector("#paypal-result");

      function show(label, promise) {
        checkout.choose(ID);
        result.textContent = label + ": waiting for the shopper…";
        result.dataset.state = "pending";
        return Promise.resolve(promise).then(
          function (payload) {
            result.textContent = label + " nonce: " + payload.nonce + " (" + payload.type + ")";
            result.dataset.state = "nonce";
            checkout.nonce(label, payload);
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

      function setUpPayPalCheckout(client) {
        return checkout
          .paykit()
          .paypalCheckout.create({ client: client })
          .then(function (paypalCheckout) {
            onClick("paypal-vault-initiated", function () {
              show(
                "Vault-initiated checkout",
                paypalCheckout.startVaultInitiatedCheckout({
                  amount: checkout.amount(),
                  currency: checkout.currency,
                  vaultInitiatedCheckoutPaymentMethodToken: "demo-vaulted-paypal-account",
                }),
              );
            });
            return paypalCheckout.loadPayPalSDK({ currency: checkout.currency, intent: "capture" }).then(function () {
              return window.paypal
                .Buttons({
                  createOrder: function () {
                    checkout.log("paypalCheckout", "createPayment", checkout.amount());
                    return paypalCheckout.createPayment({
                      flow: "checkout",
                      amount: checkout.amount(),
                      currency: checkout.currency,
                      intent: "capture",
                    });
                  },
                  onApprove: function (data) {
                    return show("PayPal Checkout", paypalCheckout.tokenizePayment(data));
                  },
                  onCancel: function () {
                    result.textContent = "PayPal Checkout: cancelled by the shopper";
                    checkout.log("paypalCheckout", "canceled");
                  },
                })
                .render("#paypal-sdk-button");
            });
          });
      }

      function setUpPayPalPopup(client) {
        return checkout
          .paykit()
          .paypal.create({ client: client })
          .then(function (paypal) {
            onClick("paypal-popup-checkout", function () {
              show(
                "PayPal",
                paypal.tokenize({ flow: "checkout", amount: checkout.amount(), currency: checkout.currency }),
              );
            });
            onClick("paypal-popup-vault", function () {
              show(
                "PayPal (vault)",
                paypal.tokenize({ flow: "vault", billingAgreementDescription: "Demo shop subscription" }),
              );
            });
          });
      }

      function setUpMasterpass(client) {
        return checkout
          .paykit()
          .masterpass.create({ client: client })
          .then(function (masterpass) {
            onClick("masterpass-checkout", function () {
              show("Masterpass", masterpass.tokenize({ subtotal: checkout.amount(), currencyCode: checkout.currency }));
            });
          });
      }

      return checkout
        .client()
        .then(function (client) {
          return Promise.all([setUpPayPalCheckout(client), setUpPayPalPopup(client), setUpMasterpass(client)]);
        })
        .then(
          function () {
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
