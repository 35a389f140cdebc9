// Demo merchant page script. Loaded before client.min.js so the development gateway is known
// when the library starts; the buttons are wired once the document has been parsed.
(function () {
  "use strict";

  var configElement = document.getElementById("sandbox-config");
  var config = JSON.parse(configElement ? configElement.textContent : "{}");
  window.__PAYKIT_DEVELOPMENT_GATEWAY__ = config.gatewayUrl;

  function fetchClientToken() {
    return fetch("/client-token").then(function (response) {
      if (!response.ok) throw new Error("The demo server could not mint a client token (HTTP " + response.status + ")");
      return response.json();
    }).then(function (body) {
      return body.clientToken;
    });
  }

  function showError(failure) {
    var code = failure && failure.code ? failure.code : "UNKNOWN";
    var message = failure && failure.message ? failure.message : String(failure);
    document.getElementById("error").textContent = code + ": " + message;
  }

  function createClient(getAuthorization) {
    var output = document.getElementById("configuration");
    var error = document.getElementById("error");
    output.textContent = "";
    error.textContent = "";
    document.body.dataset.state = "loading";

    var braintree = window.braintree;
    if (!braintree || !braintree.client) {
      error.textContent = "SANDBOX_CLIENT_SCRIPT_MISSING: " + config.assetsUrl +
        "/web/3.132.0/js/client.min.js did not load. Run `npm run build` first.";
      document.body.dataset.state = "error";
      return;
    }

    getAuthorization()
      .then(function (authorization) {
        return braintree.client.create({ authorization: authorization });
      })
      .then(function (client) {
        output.textContent = JSON.stringify(client.getConfiguration().gatewayConfiguration, null, 2);
        document.body.dataset.state = "ready";
      })
      .catch(function (failure) {
        showError(failure);
        document.body.dataset.state = "error";
      });
  }

  // The card form: Hosted Fields with the sandbox tokenization key; Pay tokenizes and shows the nonce.
  function setUpCardForm() {
    var form = document.getElementById("card-form");
    var pay = document.getElementById("pay");
    var braintree = window.braintree;
    if (!braintree || !braintree.hostedFields) {
      showError({ code: "SANDBOX_HOSTED_FIELDS_SCRIPT_MISSING", message: "hosted-fields.min.js did not load. Run `npm run build` first." });
      form.dataset.state = "error";
      return;
    }
    braintree.hostedFields
      .create({
        authorization: config.tokenizationKey,
        fields: {
          number: { container: "#card-number", placeholder: "4111 1111 1111 1111" },
          expirationDate: { container: "#card-expiration", placeholder: "MM / YY" },
          cvv: { container: "#card-cvv", placeholder: "123" },
          postalCode: { container: "#card-postal-code", placeholder: "12345" },
        },
        styles: { input: { "font-size": "16px", color: "#1d2330" }, ".invalid": { color: "#a4161a" } },
      })
      .then(function (hostedFields) {
        form.addEventListener("submit", function (event) {
          event.preventDefault();
          pay.disabled = true;
          document.getElementById("error").textContent = "";
          document.getElementById("nonce").textContent = "";
          hostedFields
            .tokenize()
            .then(window.paykitDemoAfterTokenize || function (payload) { return payload; })
            .then(function (payload) {
              document.getElementById("nonce").textContent = payload.nonce;
            })
            .catch(showError)
            .then(function () {
              pay.disabled = false;
            });
        });
        hostedFields.on("inputSubmitRequest", function () {
          form.requestSubmit();
        });
        pay.disabled = false;
        form.dataset.state = "ready";
      })
      .catch(function (failure) {
        showError(failure);
        form.dataset.state = "error";
      });
  }

  document.addEventListener("DOMContentLoaded", function () {
    setUpCardForm();
    document.getElementById("create-with-tokenization-key").addEventListener("click", function () {
      createClient(function () {
        return Promise.resolve(config.tokenizationKey);
      });
    });
    document.getElementById("create-with-client-token").addEventListener("click", function () {
      createClient(fetchClientToken);
    });
  });
})();
