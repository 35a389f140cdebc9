// Demo merchant page: open-banking Instant Verification. The whole page goes to the sandbox's provider
// simulator and comes back here with success, cancel or error. The JWT a merchant's server would get
// comes from the sandbox gateway's `POST /open_banking/jwt`.
(function () {
  "use strict";

  var config = JSON.parse((document.getElementById("sandbox-config") || {}).textContent || "{}");
  var RETURN_MARKER = "instant-verification";

  var SECTION =
    '<h2 id="instant-verification-heading">Instant Verification (open banking)</h2>' +
    "<p>Takes the whole page to the sandbox's open-banking simulator; link, cancel or fail there and you come back here.</p>" +
    '<div class="actions"><button type="button" id="instant-verification-start" disabled>Link a bank account</button></div>' +
    '<p id="instant-verification-result" role="status" aria-live="polite"></p>';

  function report(text, state) {
    var result = document.getElementById("instant-verification-result");
    result.textContent = text;
    result.dataset.state = state;
  }

  function returnAddress() {
    return location.origin + location.pathname + "?demo=" + RETURN_MARKER;
  }

  function mintJwt() {
    return fetch(config.gatewayUrl + "/open_banking/jwt", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ redirectUrl: returnAddress() }),
    }).then(function (response) {
      return response.json();
    });
  }

  function handleReturn(instance, query) {
    instance
      .handleRedirect({ success: query.get("success"), cancel: query.get("cancel"), error: query.get("error") })
      .then(
        function (nonce) {
          report("Instant Verification nonce: " + nonce, "nonce");
        },
        function (failure) {
          report("Instant Verification failed: " + failure.code + ": " + failure.message, "error");
        },
      );
    document.getElementById("instant-verification-demo").scrollIntoView();
  }

  document.addEventListener("DOMContentLoaded", function () {
    var section = document.createElement("section");
    section.id = "instant-verification-demo";
    section.setAttribute("aria-labelledby", "instant-verification-heading");
    section.innerHTML = SECTION;
    document.querySelector("main").appendChild(section);

    var script = document.createElement("script");
    script.src = config.assetsUrl + "/web/3.132.0/js/instant-verification.min.js";
    script.onerror = function () {
      report("instant-verification.min.js did not load. Run `npm run build` first.", "error");
    };
    script.onload = function () {
      window.braintree.instantVerification.create({ authorization: config.tokenizationKey }).then(function (instance) {
        var query = new URLSearchParams(location.search);
        if (query.get("demo") === RETURN_MARKER) handleReturn(instance, query);
        var button = document.getElementById("instant-verification-start");
        button.disabled = false;
        section.dataset.state = "ready";
        button.addEventListener("click", function () {
          report("Instant Verification: going to the provider…", "pending");
          mintJwt()
            .then(function (answer) {
              return instance.startPayment({ jwt: answer.jwt });
            })
            .catch(function (failure) {
              report("Instant Verification failed: " + (failure.code ? failure.code + ": " : "") + failure.message, "error");
            });
        });
      }, function (failure) {
        report(failure.code + ": " + failure.message, "error");
      });
    };
    document.head.appendChild(script);
  });
})();
