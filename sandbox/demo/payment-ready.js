// Demo merchant page: Payment Ready. Creates a customer session, asks for payment recommendations and
// reports the recommended button as presented and selected (analytics go to the sandbox's sink).
(function () {
  "use strict";

  var demo = window.paykitDemo;
  var HTML =
    '<p>The customer is a hashed email address; with the Venmo app "installed", Venmo is recommended first.</p>' +
    '<label><input type="checkbox" id="payment-ready-venmo" checked> Venmo app installed</label>' +
    '<div class="actions"><button type="button" id="payment-ready-recommend" disabled>Get recommendations</button>' +
    '<button type="button" id="payment-ready-select" disabled>Choose the first recommendation</button></div>';

  /** Hex SHA-256 of the demo shopper's email, as the provider asks for. */
  function hashedEmail() {
    return crypto.subtle.digest("SHA-256", new TextEncoder().encode("shopper@example.com")).then(function (digest) {
      return Array.from(new Uint8Array(digest), function (byte) {
        return byte.toString(16).padStart(2, "0");
      }).join("");
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    var section = demo.section("payment-ready", "Payment Ready", HTML);
    var session = null;
    var first = null;
    demo.ready(
      section,
      demo.loadBundle("payment-ready.min.js").then(function () {
        return window.braintree.paymentReady.create({ authorization: demo.config.tokenizationKey }).then(function (paymentReady) {
          demo.onClick("payment-ready-recommend", function () {
            var work = hashedEmail().then(function (hash) {
              var customer = { hashedEmail: hash, venmoAppInstalled: document.getElementById("payment-ready-venmo").checked };
              return paymentReady.createCustomerSession({ customer: customer }).then(function (created) {
                session = created.sessionId;
                return paymentReady.getCustomerRecommendations({ sessionId: session, customer: customer });
              });
            });
            demo.show("payment-ready", work, function (recommendations) {
              first = recommendations.paymentRecommendations[0];
              paymentReady.sendPresentedEvent({
                paymentReadySessionId: session,
                buttonType: first.paymentOption.toLowerCase(),
                presentmentDetails: { pageType: "checkout", buttonOrder: "first", experimentType: "control" },
              });
              return "Session " + session + ": " + recommendations.paymentRecommendations.map(function (entry) {
                return entry.recommendedPriority + ". " + entry.paymentOption;
              }).join(", ");
            });
          });
          demo.onClick("payment-ready-select", function () {
            if (!session || !first) return;
            paymentReady.sendSelectedEvent({ paymentReadySessionId: session, buttonType: first.paymentOption.toLowerCase() });
            document.getElementById("payment-ready-result").textContent = "Reported " + first.paymentOption + " as selected.";
          });
        });
      }),
    );
  });
})();
