// SIMULATOR (sandbox only): window.ApplePaySession for browsers without Apple Pay. It follows Apple Pay
// JS: begin() → onvalidatemerchant → completeMerchantValidation(session) → the shopper pays in the sheet
// → onpaymentauthorized({payment}) → completePayment(status). The encrypted payment comes from the
// sandbox gateway's /simulators/apple-pay/payment route, standing in for Apple.
(function () {
  "use strict";

  /** Apple's sandbox device accounts, plus a card the gateway fails on (HTTP 500). */
  var CARDS = [
    { value: "4761120010000492", label: "Visa •••• 0492" },
    { value: "5204247750001471", label: "Mastercard •••• 1471" },
    { value: "349956959041362", label: "American Express •••• 1362" },
    { value: "6011000994462780", label: "Discover •••• 2780" },
    { value: "4000000000000119", label: "Sandbox: gateway error (500)" },
  ];

  var REQUIRED = ["countryCode", "currencyCode", "supportedNetworks", "merchantCapabilities", "total"];

  function checkRequest(request) {
    if (!request || typeof request !== "object") throw new TypeError("ApplePaySession: a payment request is required.");
    REQUIRED.forEach(function (field) {
      if (request[field] === undefined) throw new TypeError('ApplePaySession: "' + field + '" is required.');
    });
    if (!request.total || typeof request.total.label !== "string" || request.total.amount === undefined) {
      throw new TypeError("ApplePaySession: total needs a label and an amount.");
    }
  }

  function call(handler, session, event) {
    if (typeof handler === "function") handler.call(session, event);
  }

  function ApplePaySession(version, paymentRequest) {
    if (!ApplePaySession.supportsVersion(version))
      throw new TypeError("ApplePaySession: unsupported version " + version + ".");
    checkRequest(paymentRequest);
    this._request = paymentRequest;
    this._sheet = null;
    this._merchantSession = null;
    this.onvalidatemerchant = null;
    this.onpaymentauthorized = null;
    this.onpaymentmethodselected = null;
    this.oncancel = null;
  }

  ApplePaySession.STATUS_SUCCESS = 0;
  ApplePaySession.STATUS_FAILURE = 1;
  ApplePaySession.canMakePayments = function () {
    return true;
  };
  ApplePaySession.canMakePaymentsWithActiveCard = function () {
    return Promise.resolve(true);
  };
  ApplePaySession.supportsVersion = function (version) {
    return typeof version === "number" && version >= 1 && version <= 14;
  };
  /** Where onvalidatemerchant points; tests may choose one of the sandbox's failing hosts. */
  ApplePaySession.simulatorValidationURL = "https://apple-pay-gateway-cert.apple.com/paymentservices/startSession";

  ApplePaySession.prototype.begin = function () {
    var session = this;
    var total = this._request.total;
    this._sheet = window.PaykitSimulator.openSheet({
      wallet: "Apple Pay",
      lines: [total.label + " — " + this._request.currencyCode + " " + total.amount],
      choices: CARDS,
      choiceLabel: "Card",
      onPay: function (card) {
        session._pay(card);
      },
      onCancel: function () {
        call(session.oncancel, session, { sessionError: { code: "unknown" } });
      },
    });
    this._sheet.enablePay(false);
    this._sheet.setStatus("Validating merchant…");
    setTimeout(function () {
      call(session.onvalidatemerchant, session, { validationURL: ApplePaySession.simulatorValidationURL });
    }, 0);
  };

  ApplePaySession.prototype.completeMerchantValidation = function (merchantSession) {
    if (!this._sheet) return;
    if (!merchantSession || typeof merchantSession !== "object") {
      this.abort();
      call(this.oncancel, this, { sessionError: { code: "unknown" } });
      return;
    }
    this._merchantSession = merchantSession;
    this._sheet.setStatus("");
    this._sheet.enablePay(true);
  };

  ApplePaySession.prototype._pay = function (card) {
    var session = this;
    window.PaykitSimulator.callProvider("/simulators/apple-pay/payment", {
      merchantSession: this._merchantSession,
      card: card,
    })
      .then(function (answer) {
        if (answer.status !== 200)
          throw new Error(answer.body && answer.body.error ? answer.body.error.message : "Apple Pay failed");
        call(session.onpaymentauthorized, session, { payment: answer.body });
      })
      .catch(function (failure) {
        session._sheet.setStatus(failure.message);
        session._sheet.enablePay(true);
      });
  };

  ApplePaySession.prototype.completePayment = function (result) {
    var status = result && typeof result === "object" ? result.status : result;
    if (!this._sheet) return;
    this._sheet.setStatus(status === ApplePaySession.STATUS_SUCCESS ? "Done" : "Payment not completed");
    this._sheet.close();
    this._sheet = null;
  };

  ApplePaySession.prototype.abort = function () {
    if (this._sheet) this._sheet.close();
    this._sheet = null;
  };

  window.ApplePaySession = ApplePaySession;
})();
