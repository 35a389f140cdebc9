// Demo: 3-D Secure on the card form. With the box ticked, the card form's nonce goes through
// threeDSecure.verifyCard before it is shown: the sandbox's simulated Songbird.js shows the simulated
// issuer's challenge when the test card asks for one, and the liability-shifted nonce replaces the card's.
// 3-D Secure needs a client token, so this file fetches one from the demo server.
(function () {
  "use strict";

  var pending;

  function threeDSecure() {
    pending = pending || fetch("/client-token")
      .then(function (response) {
        if (!response.ok) throw new Error("The demo server could not mint a client token (HTTP " + response.status + ")");
        return response.json();
      })
      .then(function (body) {
        return window.braintree.threeDSecure.create({ authorization: body.clientToken, version: "2" });
      });
    pending.catch(function () {
      pending = undefined;
    });
    return pending;
  }

  // demo.js calls this with each tokenization result and shows the nonce it resolves with.
  window.paykitDemoAfterTokenize = function (payload) {
    var box = document.getElementById("three-d-secure");
    var result = document.getElementById("three-d-secure-result");
    result.textContent = "";
    if (!box || !box.checked) return payload;
    result.textContent = "Verifying…";
    return threeDSecure()
      .then(function (instance) {
        return instance.verifyCard({
          nonce: payload.nonce,
          bin: payload.details.bin,
          amount: "10.00",
          onLookupComplete: function (data, next) {
            result.textContent = data.requiresUserAuthentication ? "The issuer asks for a challenge…" : "No challenge needed…";
            next();
          },
        });
      })
      .then(function (verified) {
        result.textContent = "liability shifted: " + verified.liabilityShifted + " · status: " +
          (verified.threeDSecureInfo && verified.threeDSecureInfo.status);
        return verified;
      }, function (failure) {
        result.textContent = "";
        throw failure;
      });
  };
})();
