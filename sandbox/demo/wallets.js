// Demo merchant page, wallet sections: each wallet runs against a simulated wallet (sandbox) and ends with
// the nonce shown next to its button. Written the way a page for the provider's SDK would be: only
// braintree.<namespace> from the CDN bundles, plus the wallet's own browser API (here, a simulator).
(function () {
  "use strict";

  var configElement = document.getElementById("sandbox-config");
  var config = JSON.parse(configElement ? configElement.textContent : "{}");
  var TOTAL = { currency: "USD", value: "10.00" };
  var STORE = "Paykit Sandbox Store";

  function output(wallet) {
    return document.querySelector('[data-wallet-result="' + wallet + '"]');
  }

  function startButton(wallet) {
    return document.querySelector('[data-wallet-start="' + wallet + '"]');
  }

  function show(wallet, state, text) {
    var element = output(wallet);
    element.dataset.state = state;
    element.textContent = text;
  }

  function showNonce(wallet, payload) {
    show(wallet, "nonce", payload.nonce + " (" + payload.type + ")");
  }

  function showError(wallet, failure) {
    var code = failure && failure.code ? failure.code : failure && failure.statusCode ? failure.statusCode : "UNKNOWN";
    var message = failure && (failure.message || failure.statusMessage) ? failure.message || failure.statusMessage : String(failure);
    show(wallet, "error", code + ": " + message);
  }

  /** Creates the wallet's component, then lets its button start a payment. */
  function prepare(wallet, create, start) {
    create()
      .then(function (instance) {
        var button = startButton(wallet);
        button.disabled = false;
        button.addEventListener("click", function () {
          show(wallet, "pending", "Waiting for the simulated wallet…");
          start(instance);
        });
      })
      .catch(function (failure) {
        showError(wallet, failure);
      });
  }

  function applePay(client) {
    prepare("apple-pay", function () {
      return braintree.applePay.create({ client: client });
    }, function (instance) {
      // ApplePaySession must be created in the click itself, so nothing is awaited before it.
      var session = new ApplePaySession(3, instance.createPaymentRequest({ total: { label: STORE, amount: TOTAL.value } }));
      session.onvalidatemerchant = function (event) {
        instance.performValidation({ validationURL: event.validationURL, displayName: STORE }).then(function (merchantSession) {
          session.completeMerchantValidation(merchantSession);
        }, function (failure) {
          session.abort();
          showError("apple-pay", failure);
        });
      };
      session.onpaymentauthorized = function (event) {
        instance.tokenize({ token: event.payment.token }).then(function (payload) {
          session.completePayment(ApplePaySession.STATUS_SUCCESS);
          showNonce("apple-pay", payload);
        }, function (failure) {
          session.completePayment(ApplePaySession.STATUS_FAILURE);
          showError("apple-pay", failure);
        });
      };
      session.oncancel = function () {
        show("apple-pay", "canceled", "Canceled by the shopper.");
      };
      session.begin();
    });
  }

  function googlePay(client) {
    var paymentsClient = new google.payments.api.PaymentsClient({ environment: "TEST" });
    prepare("google-payment", function () {
      return braintree.googlePayment.create({ client: client, googlePayVersion: 2 });
    }, function (instance) {
      var request = instance.createPaymentDataRequest({
        transactionInfo: { currencyCode: TOTAL.currency, totalPriceStatus: "FINAL", totalPrice: TOTAL.value },
      });
      paymentsClient.loadPaymentData(request).then(function (paymentData) {
        return instance.parseResponse(paymentData);
      }).then(function (payload) {
        showNonce("google-payment", payload);
      }, function (failure) {
        showError("google-payment", failure);
      });
    });
  }

  function paymentRequest(client) {
    prepare("payment-request", function () {
      return braintree.paymentRequest.create({ client: client });
    }, function (instance) {
      instance.tokenize({ details: { total: { label: STORE, amount: TOTAL } } }).then(function (payload) {
        showNonce("payment-request", payload);
      }, function (failure) {
        showError("payment-request", failure);
      });
    });
  }

  function visaCheckout(client) {
    prepare("visa-checkout", function () {
      return braintree.visaCheckout.create({ client: client }).then(function (instance) {
        V.init(instance.createInitOptions({ paymentRequest: { currencyCode: TOTAL.currency, subtotal: TOTAL.value } }));
        V.on("payment.success", function (payment) {
          instance.tokenize(payment).then(function (payload) {
            showNonce("visa-checkout", payload);
          }, function (failure) {
            showError("visa-checkout", failure);
          });
        });
        V.on("payment.cancel", function () {
          show("visa-checkout", "canceled", "Canceled by the shopper.");
        });
        V.on("payment.error", function (payment, failure) {
          showError("visa-checkout", failure);
        });
        return instance;
      });
    }, function () {
      // The simulated V opens its sheet from the click on the .v-button itself.
    });
  }

  var braintree = window.braintree;
  if (!braintree || !braintree.client) return;
  braintree.client.create({ authorization: config.tokenizationKey }).then(function (client) {
    applePay(client);
    googlePay(client);
    paymentRequest(client);
    visaCheckout(client);
  }, function (failure) {
    ["apple-pay", "google-payment", "payment-request", "visa-checkout"].forEach(function (wallet) {
      showError(wallet, failure);
    });
  });
})();
