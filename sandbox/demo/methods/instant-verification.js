// Instant Verification (open banking): the whole page goes to the sandbox's open-banking simulator and
// comes back here with success, cancel or error; a linked account's nonce goes to the sale. The JWT a
// merchant's server would get comes from the sandbox gateway's `POST /open_banking/jwt`.
(function () {
  "use strict";
  var ID = "instant-verification";
  /** The query parameter that marks a return from the provider. */
  var RETURN_MARKER = "instant-verification";

  window.demoCheckout.method({
    id: ID,
    title: "Bank account (open banking)",
    short: "Open banking",
    tagline: "Instant Verification: the page goes to the sandbox's open-banking simulator and comes back.",
    bundles: ["instant-verification.min.js"],
    mount: function (body, checkout) {
      body.innerHTML =
        '<div id="instant-verification-demo">' +
        '<div class="actions"><button type="button" class="wallet-button" id="instant-verification-start" disabled>Link a bank account and pay</button></div>' +
        '<p class="hint">This page goes to the simulated provider; link, cancel or fail there and you come back here.</p>' +
        '<output id="instant-verification-result" class="method-result" role="status" aria-live="polite"></output>' +
        "</div>";
      var section = body.querySelector("#instant-verification-demo");
      var button = body.querySelector("#instant-verification-start");
      var result = body.querySelector("#instant-verification-result");

      function report(text, state) {
        result.textContent = text;
        result.dataset.state = state;
      }

      function returnAddress() {
        return location.origin + location.pathname + "?demo=" + RETURN_MARKER;
      }

      function mintJwt() {
        return fetch(checkout.config.gatewayUrl + "/open_banking/jwt", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ redirectUrl: returnAddress() }),
        }).then(function (response) {
          return response.json().then(function (answer) {
            if (!response.ok || !answer.jwt)
              throw new Error("The sandbox did not mint a JWT (HTTP " + response.status + ")");
            return answer.jwt;
          });
        });
      }

      /** Back from the provider: the answer becomes a nonce (then the sale) or an error. */
      function handleReturn(instance, query) {
        checkout.choose(ID);
        section.scrollIntoView();
        // The answer is used once: a reload must not replay it.
        history.replaceState(null, "", location.pathname);
        return instance
          .handleRedirect({ success: query.get("success"), cancel: query.get("cancel"), error: query.get("error") })
          .then(
            function (nonce) {
              report("Instant Verification nonce: " + nonce, "nonce");
              return checkout.nonce(
                "Instant Verification",
                { nonce: nonce, type: "OpenBanking" },
                { description: "Bank account linked by open banking" },
              );
            },
            function (failure) {
              report("Instant Verification failed: " + failure.code + ": " + failure.message, "error");
              checkout.error("instantVerification.handleRedirect", failure);
            },
          );
      }

      return checkout
        .client()
        .then(function (client) {
          return checkout.paykit().instantVerification.create({ client: client });
        })
        .then(
          function (instance) {
            var query = new URLSearchParams(location.search);
            if (query.get("demo") === RETURN_MARKER) handleReturn(instance, query);
            button.disabled = false;
            button.addEventListener("click", function () {
              checkout.choose(ID);
              button.disabled = true;
              report("Instant Verification: going to the provider…", "pending");
              mintJwt()
                .then(function (jwt) {
                  return instance.startPayment({ jwt: jwt });
                })
                .catch(function (failure) {
                  button.disabled = false;
                  report(
                    "Instant Verification failed: " + (failure.code ? failure.code + ": " : "") + failure.message,
                    "error",
                  );
                  checkout.error("instantVerification.startPayment", failure);
                });
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
