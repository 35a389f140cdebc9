// Payment Ready: a customer session, the provider's payment recommendations for this shopper, and the
// analytics a checkout reports (the recommended button presented, then selected; they go to the
// sandbox's sink). Choosing the first recommendation selects that method in this checkout. Not a
// payment itself: no sale.
(function () {
  "use strict";
  var ID = "payment-ready";
  /** Payment Ready's payment options → this checkout's method ids. */
  var METHODS = { VENMO: "venmo", PAYPAL: "paypal" };

  /** Hex SHA-256 of the demo shopper's email, as the provider asks for. */
  function hashedEmail() {
    return crypto.subtle.digest("SHA-256", new TextEncoder().encode("shopper@example.com")).then(function (digest) {
      return Array.from(new Uint8Array(digest), function (byte) {
        return byte.toString(16).padStart(2, "0");
      }).join("");
    });
  }

  window.demoCheckout.method({
    id: ID,
    title: "Payment recommendations",
    short: "Recommended",
    tagline: "Payment Ready: which way to pay the provider recommends for this shopper.",
    bundles: ["payment-ready.min.js"],
    mount: function (body, checkout) {
      body.innerHTML =
        '<div id="payment-ready-demo">' +
        '<label class="control"><span><input type="checkbox" id="payment-ready-venmo" checked> The shopper has the Venmo app</span></label>' +
        '<div class="actions"><button type="button" id="payment-ready-recommend" disabled>Get recommendations</button>' +
        '<button type="button" id="payment-ready-select" disabled>Pay with the first recommendation</button></div>' +
        '<output id="payment-ready-result" class="method-result" role="status" aria-live="polite"></output>' +
        "</div>";
      var section = body.querySelector("#payment-ready-demo");
      var recommend = body.querySelector("#payment-ready-recommend");
      var select = body.querySelector("#payment-ready-select");
      var result = body.querySelector("#payment-ready-result");
      var session = null;
      var first = null;

      function report(text, state) {
        result.textContent = text;
        result.dataset.state = state;
      }

      return checkout
        .client()
        .then(function (client) {
          return checkout.paykit().paymentReady.create({ client: client });
        })
        .then(
          function (paymentReady) {
            recommend.disabled = false;
            recommend.addEventListener("click", function () {
              checkout.choose(ID);
              report("Asking for recommendations…", "pending");
              hashedEmail()
                .then(function (hash) {
                  var customer = {
                    hashedEmail: hash,
                    venmoAppInstalled: body.querySelector("#payment-ready-venmo").checked,
                  };
                  return paymentReady.createCustomerSession({ customer: customer }).then(function (created) {
                    session = created.sessionId;
                    return paymentReady.getCustomerRecommendations({ sessionId: session, customer: customer });
                  });
                })
                .then(
                  function (recommendations) {
                    first = recommendations.paymentRecommendations[0];
                    paymentReady.sendPresentedEvent({
                      paymentReadySessionId: session,
                      buttonType: first.paymentOption.toLowerCase(),
                      presentmentDetails: { pageType: "checkout", buttonOrder: "first", experimentType: "control" },
                    });
                    select.disabled = false;
                    report(
                      "Session " +
                        session +
                        ": " +
                        recommendations.paymentRecommendations
                          .map(function (entry) {
                            return entry.recommendedPriority + ". " + entry.paymentOption;
                          })
                          .join(", "),
                      "done",
                    );
                    checkout.log("paymentReady", "getCustomerRecommendations", first.paymentOption + " first");
                  },
                  function (failure) {
                    report("Failed: " + failure.code + ": " + failure.message, "error");
                    checkout.error("paymentReady", failure);
                  },
                );
            });
            select.addEventListener("click", function () {
              if (!session || !first) return;
              paymentReady.sendSelectedEvent({
                paymentReadySessionId: session,
                buttonType: first.paymentOption.toLowerCase(),
              });
              report("Reported " + first.paymentOption + " as selected.", "done");
              var method = METHODS[first.paymentOption];
              if (method) checkout.reveal(method);
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
