// Card add-ons shared by the card method on all three pages (methods/card.js on `/` and `/loader`, the
// React card on `/react`): the brand badge's labels, 3-D Secure after tokenize when the shopper ticks the box
// (the sandbox's simulated Songbird.js and issuer; the liability-shifted nonce replaces the card's), and a Data
// Collector whose deviceData the page sends to the merchant's server with the nonce, for the sale.
(function () {
  "use strict";

  var MARKUP =
    '<label class="control"><input type="checkbox" id="three-d-secure"> Verify with 3-D Secure (simulated issuer)</label>' +
    '<output id="three-d-secure-result" class="method-result" aria-live="polite"></output>' +
    '<p class="hint">Device data sent with the sale (Data Collector): <code id="device-data"></code></p>';

  /** Short labels of the brands credit-card-type names in cardTypeChange (the card badge on all three pages). */
  var BRANDS = {
    visa: "VISA",
    mastercard: "MC",
    "master-card": "MC",
    "american-express": "AMEX",
    discover: "DISC",
    "diners-club": "DINERS",
    jcb: "JCB",
    unionpay: "UPI",
    maestro: "MAES",
    elo: "ELO",
    mir: "MIR",
    hiper: "HIPER",
    hipercard: "HIPER",
  };

  var threeDSecurePromise;
  var deviceDataPromise;

  function byId(id) {
    return document.getElementById(id);
  }

  /** 3-D Secure needs a client token: the merchant's server mints one (the demo server's /client-token). */
  function threeDSecure(checkout) {
    threeDSecurePromise =
      threeDSecurePromise ||
      checkout.clientToken().then(function (clientToken) {
        return checkout.paykit().threeDSecure.create({ authorization: clientToken, version: "2" });
      });
    threeDSecurePromise.catch(function () {
      threeDSecurePromise = undefined;
    });
    return threeDSecurePromise;
  }

  /** Starts the Data Collector once for the page and shows its deviceData under the card form. */
  function start(checkout) {
    deviceDataPromise =
      deviceDataPromise ||
      checkout
        .client()
        .then(function (client) {
          return checkout.paykit().dataCollector.create({ client: client });
        })
        .then(
          function (collector) {
            checkout.log("dataCollector", "create", "deviceData ready");
            return collector.deviceData;
          },
          function (failure) {
            checkout.log("dataCollector", "error", failure && failure.code);
            var output = byId("device-data");
            if (output) output.textContent = (failure && failure.code) + ": " + (failure && failure.message);
            return undefined;
          },
        );
    return deviceDataPromise.then(function (deviceData) {
      var output = byId("device-data");
      if (output && deviceData) output.textContent = deviceData;
    });
  }

  /** Verifies the card with 3-D Secure when the box is ticked; resolves with the payload to charge. */
  function verify(payload, checkout) {
    var box = byId("three-d-secure");
    var result = byId("three-d-secure-result");
    if (result) result.textContent = "";
    if (!box || !box.checked) return Promise.resolve(payload);
    result.textContent = "Verifying…";
    return threeDSecure(checkout)
      .then(function (instance) {
        return instance.verifyCard({
          nonce: payload.nonce,
          bin: payload.details.bin,
          amount: checkout.amount(),
          onLookupComplete: function (data, next) {
            result.textContent = data.requiresUserAuthentication
              ? "The issuer asks for a challenge…"
              : "No challenge needed…";
            next();
          },
        });
      })
      .then(
        function (verified) {
          result.textContent =
            "liability shifted: " +
            verified.liabilityShifted +
            " · status: " +
            (verified.threeDSecureInfo && verified.threeDSecureInfo.status);
          checkout.log("threeDSecure", "verifyCard", "liability shifted: " + verified.liabilityShifted);
          return verified;
        },
        function (failure) {
          result.textContent = "";
          throw failure;
        },
      );
  }

  /**
   * The card form's tokenize result: 3-D Secure if asked for, then the nonce and the device data to the
   * merchant's server for the sale. A failure is shown as the card's error.
   */
  function pay(label, payload, checkout) {
    return verify(payload, checkout).then(
      function (verified) {
        return Promise.resolve(deviceDataPromise).then(function (deviceData) {
          return checkout.nonce(label, verified, { deviceData: deviceData });
        });
      },
      function (failure) {
        checkout.error("threeDSecure.verifyCard", failure);
      },
    );
  }

  window.demoCardChecks = { markup: MARKUP, brands: BRANDS, start: start, pay: pay };
})();
