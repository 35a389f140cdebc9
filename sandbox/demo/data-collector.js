// Demo: device data for the merchant's server. A Data Collector puts the sandbox's simulated FraudNet on
// the page (it requests the fraud beacon from the sandbox gateway) and its deviceData is shown beside the
// card form, as a merchant would send it to its server with the nonce.
(function () {
  "use strict";

  var config = JSON.parse(document.getElementById("sandbox-config").textContent);

  // The card form (and its #device-data) is mounted by checkout.js; show the answer once both are there.
  function show(text) {
    var output = document.getElementById("device-data");
    if (output) output.textContent = text;
    else requestAnimationFrame(function () { show(text); });
  }

  document.addEventListener("DOMContentLoaded", function () {
    if (!window.braintree || !window.braintree.dataCollector) return;
    window.braintree.dataCollector.create({ authorization: config.tokenizationKey }).then(
      function (collector) {
        show(collector.deviceData);
      },
      function (failure) {
        show(failure.code + ": " + failure.message);
      },
    );
  });
})();
