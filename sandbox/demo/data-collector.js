// Demo: device data for the merchant's server. A Data Collector puts the sandbox's simulated FraudNet on
// the page (it requests the fraud beacon from the sandbox gateway) and its deviceData is shown beside the
// card form, as a merchant would send it to its server with the nonce.
(function () {
  "use strict";

  var config = JSON.parse(document.getElementById("sandbox-config").textContent);

  document.addEventListener("DOMContentLoaded", function () {
    var output = document.getElementById("device-data");
    if (!window.braintree || !window.braintree.dataCollector) return;
    window.braintree.dataCollector.create({ authorization: config.tokenizationKey }).then(
      function (collector) {
        output.textContent = collector.deviceData;
      },
      function (failure) {
        output.textContent = failure.code + ": " + failure.message;
      },
    );
  });
})();
