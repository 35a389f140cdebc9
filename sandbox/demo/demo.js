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
        var code = failure && failure.code ? failure.code : "UNKNOWN";
        var message = failure && failure.message ? failure.message : String(failure);
        error.textContent = code + ": " + message;
        document.body.dataset.state = "error";
      });
  }

  document.addEventListener("DOMContentLoaded", function () {
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
