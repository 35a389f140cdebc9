// Venmo: on a computer the QR code (scan it with the sandbox's simulated Venmo app, opened from the link
// under the code) and the web login (a pop-up); on a phone the app switch with manual return. Approve,
// decline or let the payment expire in the simulated app; an approval ends in a nonce and a sale.
(function () {
  "use strict";
  var ID = "venmo";

  var MARKUP =
    '<div id="venmo-demo">' +
    '<div class="actions">' +
    '<button type="button" class="wallet-button venmo-button" id="venmo-qr" disabled>Pay with Venmo (QR code)</button>' +
    '<button type="button" id="venmo-web-login" disabled>Pay with Venmo (web login)</button>' +
    '<button type="button" class="wallet-button venmo-button" id="venmo-mobile" disabled hidden>Pay with Venmo</button></div>' +
    '<output id="venmo-result" class="method-result" role="status" aria-live="polite"></output>' +
    "</div>";

  window.demoCheckout.method({
    id: ID,
    title: "Venmo",
    tagline: "QR code or web login on a computer, the app on a phone: the sandbox's simulated Venmo app.",
    bundles: ["venmo.min.js"],
    mount: function (body, checkout) {
      body.innerHTML = MARKUP;
      var section = body.querySelector("#venmo-demo");
      var result = body.querySelector("#venmo-result");

      function show(label, promise) {
        checkout.choose(ID);
        result.textContent = label + ": waiting for the shopper…";
        result.dataset.state = "pending";
        return promise.then(
          function (payload) {
            result.textContent =
              label + " nonce: " + payload.nonce + " (" + payload.type + ", " + payload.details.username + ")";
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

      function offer(client, id, label, options) {
        // The namespace answers before any instance exists: a flow this browser cannot complete (the app switch on a
        // desktop) gets no instance, no payment context and no frame.
        if (!checkout.paykit().venmo.isBrowserSupported(options)) return Promise.resolve();
        var create = Object.assign(
          {
            client: client,
            paymentMethodUsage: "single_use",
            displayName: checkout.storeName,
            totalAmount: checkout.amount(),
          },
          options,
        );
        return checkout
          .paykit()
          .venmo.create(create)
          .then(function (instance) {
            var button = body.querySelector("#" + id);
            button.hidden = false;
            button.disabled = false;
            button.addEventListener("click", function () {
              button.disabled = true;
              show(label, instance.tokenize()).then(function () {
                button.disabled = false;
              });
            });
          });
      }

      return checkout
        .client()
        .then(function (client) {
          return Promise.all([
            offer(client, "venmo-qr", "Venmo (QR code)", { allowDesktop: true }),
            offer(client, "venmo-web-login", "Venmo (web login)", { allowDesktopWebLogin: true }),
            offer(client, "venmo-mobile", "Venmo", { requireManualReturn: true }),
          ]);
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
