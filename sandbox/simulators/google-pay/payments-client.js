// SIMULATOR (sandbox only): google.payments.api.PaymentsClient for pages that cannot reach Google.
// loadPaymentData(request) shows a sheet; the PaymentData (whose token is the gateway's own tokenization
// result) comes from the sandbox gateway's /simulators/google-pay/payment-data route, standing in for
// Google's servers.
(function () {
  "use strict";

  var CARDS = [
    { value: "visa", label: "Visa •••• 1111" },
    { value: "mastercard", label: "Mastercard •••• 4444 (device token)" },
    { value: "amex", label: "American Express •••• 0005" },
    { value: "discover", label: "Discover •••• 1117" },
    { value: "gateway-error", label: "Sandbox: gateway error" },
  ];

  function hasPayPal(request) {
    return (
      request.apiVersion === 2 &&
      (request.allowedPaymentMethods || []).some(function (method) {
        return method && method.type === "PAYPAL";
      })
    );
  }

  function PaymentsClient(options) {
    this.environment = (options && options.environment) || "TEST";
  }

  PaymentsClient.prototype.isReadyToPay = function (request) {
    var ready = Boolean(
      request && Array.isArray(request.allowedPaymentMethods) && request.allowedPaymentMethods.length > 0,
    );
    return Promise.resolve({ result: ready, paymentMethodPresent: ready });
  };

  PaymentsClient.prototype.prefetchPaymentData = function () {};

  PaymentsClient.prototype.createButton = function (options) {
    var button = document.createElement("button");
    button.type = "button";
    button.textContent = "Buy with Google Pay (simulated)";
    button.addEventListener("click", function (event) {
      if (options && typeof options.onClick === "function") options.onClick(event);
    });
    return button;
  };

  PaymentsClient.prototype.loadPaymentData = function (request) {
    if (!request || typeof request !== "object") {
      return Promise.reject({ statusCode: "DEVELOPER_ERROR", statusMessage: "A PaymentDataRequest is required." });
    }
    var info = request.transactionInfo || {};
    var choices = CARDS.slice();
    if (hasPayPal(request)) choices.push({ value: "paypal", label: "PayPal" });
    return new Promise(function (resolve, reject) {
      var sheet = window.PaykitSimulator.openSheet({
        wallet: "Google Pay",
        lines: [(info.currencyCode || "") + " " + (info.totalPrice || "")],
        choices: choices,
        onPay: function (choice) {
          var body = choice === "paypal" ? { request: request, method: "PAYPAL" } : { request: request, card: choice };
          window.PaykitSimulator.callProvider("/simulators/google-pay/payment-data", body).then(
            function (answer) {
              sheet.close();
              if (answer.status === 200) resolve(answer.body);
              else
                reject({
                  statusCode: "DEVELOPER_ERROR",
                  statusMessage: answer.body && answer.body.error ? answer.body.error.message : "",
                });
            },
            function () {
              sheet.close();
              reject({ statusCode: "INTERNAL_ERROR", statusMessage: "Google Pay could not be reached." });
            },
          );
        },
        onCancel: function () {
          reject({ statusCode: "CANCELED", statusMessage: "User closed the Payment Request UI." });
        },
      });
    });
  };

  window.google = window.google || {};
  window.google.payments = window.google.payments || {};
  window.google.payments.api = window.google.payments.api || {};
  window.google.payments.api.PaymentsClient = PaymentsClient;
})();
