// The script-tag demo: what a page written for the provider's SDK looks like, using only loader.min.js.
(function () {
  "use strict";
  var config = JSON.parse(document.getElementById("sandbox-config").textContent);
  window.__PAYKIT_DEVELOPMENT_GATEWAY__ = config.gatewayUrl;

  function show(id, text) {
    document.getElementById(id).textContent = text;
  }

  document.addEventListener("DOMContentLoaded", function () {
    var pay = document.getElementById("pay");
    window.braintree.hostedFields
      .create({
        authorization: config.tokenizationKey,
        fields: {
          number: { container: "#card-number", placeholder: "4111 1111 1111 1111" },
          expirationDate: { container: "#expiration-date", placeholder: "MM / YY" },
          cvv: { container: "#cvv", placeholder: "123" },
        },
        styles: { input: { "font-size": "16px", "font-family": "system-ui, sans-serif" }, ".invalid": { color: "#b00020" } },
      })
      .then(function (hostedFields) {
        pay.disabled = false;
        document.getElementById("card-form").addEventListener("submit", function (event) {
          event.preventDefault();
          show("error", "");
          hostedFields.tokenize().then(
            function (payload) {
              show("nonce", payload.nonce);
            },
            function (error) {
              show("error", error.code + ": " + error.message);
            },
          );
        });
      })
      .catch(function (error) {
        show("error", error.code + ": " + error.message);
      });
  });
})();
