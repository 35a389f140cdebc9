// Checkout: braintree.dropin, one component offering every payment option the sandbox merchant enables and this
// browser supports (card first, then PayPal, PayPal Credit, Venmo, Apple Pay, Google Pay and iDEAL through the
// simulators). "Pay" asks it for the selected method (3-D Secure verifies a card first) and the nonce is sold.
(function () {
  "use strict";
  var ID = "checkout";

  var MARKUP =
    '<div id="checkout-demo">' +
    '<div id="checkout-dropin"></div>' +
    '<div class="actions"><button type="button" class="pay-button" id="checkout-pay" disabled>Pay</button></div>' +
    '<output id="checkout-result" class="method-result" role="status" aria-live="polite"></output>' +
    "</div>";

  /** The options of every payment option the sandbox's first merchant enables. */
  function optionsFor(checkout) {
    var amount = checkout.amount();
    return {
      paypal: { flow: "checkout", amount: amount, currency: checkout.currency },
      paypalCredit: { flow: "checkout", amount: amount, currency: checkout.currency },
      venmo: { allowDesktop: true, paymentMethodUsage: "single_use" },
      applePay: {
        displayName: checkout.storeName,
        paymentRequest: { total: { label: checkout.storeName, amount: amount } },
      },
      googlePay: {
        transactionInfo: { currencyCode: checkout.currency, totalPriceStatus: "FINAL", totalPrice: amount },
      },
      threeDSecure: { amount: amount },
      dataCollector: true,
    };
  }

  window.demoCheckout.method({
    id: ID,
    title: "Checkout",
    tagline: "One component for every method the merchant enables: braintree.dropin (Drop-in's API).",
    bundles: ["dropin.min.js"],
    scripts: [
      window.demoCheckout.checkout.config.assetsUrl + "/simulators/apple-pay.js",
      window.demoCheckout.checkout.config.assetsUrl + "/simulators/google-pay.js",
    ],
    mount: function (body, checkout) {
      body.innerHTML = MARKUP;
      var pay = body.querySelector("#checkout-pay");
      var result = body.querySelector("#checkout-result");
      // 3-D Secure needs a client token (README, "Getting a client token").
      return checkout
        .clientToken()
        .then(function (authorization) {
          return checkout
            .paykit()
            .dropin.create(
              Object.assign(
                { authorization: authorization, container: body.querySelector("#checkout-dropin") },
                optionsFor(checkout),
              ),
            );
        })
        .then(function (dropin) {
          body.querySelector("#checkout-demo").dataset.state = "ready";
          function follow(requestable) {
            pay.disabled = !requestable;
          }
          dropin.on("paymentMethodRequestable", function (event) {
            checkout.log("dropin", "paymentMethodRequestable", event.type);
            follow(true);
          });
          dropin.on("noPaymentMethodRequestable", function () {
            follow(false);
          });
          dropin.on("paymentOptionSelected", function (event) {
            checkout.choose(ID);
            checkout.log("dropin", "paymentOptionSelected", event.paymentOption);
          });
          follow(dropin.isPaymentMethodRequestable());
          pay.addEventListener("click", function () {
            pay.disabled = true;
            result.textContent = "Checkout: requesting the payment method…";
            result.dataset.state = "pending";
            dropin.requestPaymentMethod().then(
              function (payload) {
                result.textContent = "Checkout nonce: " + payload.nonce + " (" + payload.type + ")";
                result.dataset.state = "nonce";
                return checkout.nonce("Checkout", payload, { deviceData: payload.deviceData }).then(function () {
                  dropin.clearSelectedPaymentMethod();
                });
              },
              function (failure) {
                result.textContent =
                  "Checkout failed: " + (failure && failure.message ? failure.message : String(failure));
                result.dataset.state = "error";
                checkout.error("Checkout", failure);
                follow(dropin.isPaymentMethodRequestable());
              },
            );
          });
        });
    },
  });
})();
