// American Express: Express Checkout (the sandbox's test nonce stands in for Amex's own button) and the
// Membership Rewards balance of the last American Express card paid on this page.
(function () {
  "use strict";
  var ID = "american-express";
  var EXPRESS_CHECKOUT_NONCE = "amexco_sandbox_3782822463";

  window.demoCheckout.method({
    id: ID,
    title: "American Express",
    short: "Amex",
    tagline: "Amex Express Checkout, and Membership Rewards points of an Amex card.",
    bundles: ["american-express.min.js"],
    mount: function (body, checkout) {
      body.innerHTML =
        '<div class="actions"><button type="button" class="wallet-button amex-button" id="amex-express-checkout" disabled>Pay with American Express</button>' +
        '<button type="button" id="amex-rewards" disabled>Check Membership Rewards points</button></div>' +
        '<p class="hint">Points are looked up for the last Amex card paid by card here (try <code>3782 822463 10005</code>).</p>' +
        '<output id="amex-result" class="method-result" aria-live="polite"></output>';
      var result = body.querySelector("#amex-result");
      var rewards = body.querySelector("#amex-rewards");
      var lastAmexNonce;
      function show(state, text) {
        result.dataset.state = state;
        result.textContent = text;
      }
      checkout.onNonce(function (payload) {
        if (payload.details && payload.details.cardType === "American Express" && payload.type === "CreditCard") {
          lastAmexNonce = payload.nonce;
          rewards.disabled = false;
        }
      });
      return checkout
        .client()
        .then(function (client) {
          return checkout.paykit().americanExpress.create({ client: client });
        })
        .then(function (amex) {
          var express = body.querySelector("#amex-express-checkout");
          express.disabled = false;
          express.addEventListener("click", function () {
            checkout.choose(ID);
            show("pending", "Reading the Express Checkout card…");
            amex.getExpressCheckoutProfile({ nonce: EXPRESS_CHECKOUT_NONCE }).then(
              function (profile) {
                var card = profile.amexExpressCheckoutCards ? profile.amexExpressCheckoutCards[0] : profile;
                show("nonce", card.nonce + " (" + card.type + ")");
                checkout.log("americanExpress", "getExpressCheckoutProfile", "resolved");
                checkout.nonce("American Express Checkout", card);
              },
              function (failure) {
                show("error", failure.code + ": " + failure.message);
                checkout.error("americanExpress.getExpressCheckoutProfile", failure);
              },
            );
          });
          rewards.addEventListener("click", function () {
            checkout.choose(ID);
            amex.getRewardsBalance({ nonce: lastAmexNonce, currencyIsoCode: checkout.currency }).then(
              function (balance) {
                checkout.log("americanExpress", "getRewardsBalance", balance.rewardsAmount + " " + balance.rewardsUnit);
                show(
                  balance.error ? "error" : "balance",
                  balance.error
                    ? balance.error.message
                    : balance.rewardsAmount +
                        " " +
                        balance.rewardsUnit +
                        " (worth " +
                        checkout.money(balance.currencyAmount) +
                        ")",
                );
              },
              function (failure) {
                show("error", failure.code + ": " + failure.message);
                checkout.error("americanExpress.getRewardsBalance", failure);
              },
            );
          });
        });
    },
  });
})();
