// SIMULATOR (sandbox only): replaces window.PaymentRequest with a simulated payment sheet that offers
// saved test cards (basic-card) and Google Pay. show() resolves with a PaymentResponse shaped like the
// browser's; Google Pay's PaymentData comes from the sandbox gateway's /simulators/google-pay/payment-data
// route, standing in for Google.
(function () {
  "use strict";

  var BASIC_CARD = "basic-card";
  var GOOGLE_PAY = "https://google.com/pay";

  /** Cards the simulated browser has saved; the last one is rejected by the gateway (HTTP 422). */
  var CARDS = [
    { network: "visa", number: "4111111111111111", cvv: "123", label: "Visa •••• 1111" },
    { network: "mastercard", number: "5555555555554444", cvv: "123", label: "Mastercard •••• 4444" },
    { network: "amex", number: "378282246310005", cvv: "1234", label: "American Express •••• 0005" },
    { network: "discover", number: "6011111111111117", cvv: "123", label: "Discover •••• 1117" },
    { network: "visa", number: "4111111111111112", cvv: "123", label: "Sandbox: card the gateway rejects (422)" },
  ];

  var ADDRESS = {
    country: "US",
    addressLine: ["1 Market Street", "Suite 300"],
    region: "CA",
    city: "San Francisco",
    dependentLocality: "",
    postalCode: "94105",
    sortingCode: "",
    organization: "Paykit Sandbox",
    recipient: "Ada Lovelace",
    phone: "+14155550100",
  };

  function typeError(message) {
    return new TypeError("Failed to construct 'PaymentRequest': " + message);
  }

  function checkAmount(amount, where) {
    if (!amount || typeof amount.currency !== "string" || !/^-?\d+(\.\d+)?$/.test(String(amount.value))) {
      throw typeError(where + " is not a valid amount.");
    }
  }

  function checkArguments(methodData, details) {
    if (!Array.isArray(methodData) || methodData.length === 0)
      throw typeError("At least one payment method is required.");
    methodData.forEach(function (method) {
      if (!method || typeof method.supportedMethods !== "string" || method.supportedMethods === "") {
        throw typeError("A payment method identifier is required.");
      }
    });
    if (!details || typeof details !== "object" || !details.total)
      throw typeError("Missing required member(s): total.");
    checkAmount(details.total.amount, "total.amount");
  }

  function abortError() {
    return new DOMException("The payment request was aborted.", "AbortError");
  }

  function invalidState() {
    return new DOMException("The payment request is not in a state to do that.", "InvalidStateError");
  }

  function yearsAhead(years) {
    return String(new Date().getFullYear() + years);
  }

  function SimulatedPaymentRequest(methodData, details, options) {
    checkArguments(methodData, details);
    var target = new EventTarget();
    // EventTarget methods are bound to a real EventTarget, so this works in every engine the sandbox serves.
    this.addEventListener = target.addEventListener.bind(target);
    this.removeEventListener = target.removeEventListener.bind(target);
    this.dispatchEvent = target.dispatchEvent.bind(target);
    this.id = details.id || "pr-" + Math.random().toString(16).slice(2);
    this.shippingAddress = null;
    this.shippingOption = null;
    this.shippingType = options && options.requestShipping ? options.shippingType || "shipping" : null;
    this.onshippingaddresschange = null;
    this.onshippingoptionchange = null;
    this._methods = methodData;
    this._details = details;
    this._options = options || {};
    this._state = "created";
  }

  SimulatedPaymentRequest.prototype.canMakePayment = function () {
    var methods = this._methods;
    return Promise.resolve(
      methods.some(function (method) {
        return method.supportedMethods === BASIC_CARD || method.supportedMethods === GOOGLE_PAY;
      }),
    );
  };

  SimulatedPaymentRequest.prototype.hasEnrolledInstrument = SimulatedPaymentRequest.prototype.canMakePayment;

  SimulatedPaymentRequest.prototype._choices = function () {
    var choices = [];
    this._methods.forEach(function (method) {
      if (method.supportedMethods === BASIC_CARD) {
        var networks =
          method.data && Array.isArray(method.data.supportedNetworks) ? method.data.supportedNetworks : null;
        CARDS.forEach(function (card, index) {
          if (!networks || networks.indexOf(card.network) >= 0)
            choices.push({ value: "card:" + index, label: card.label });
        });
      } else if (method.supportedMethods === GOOGLE_PAY) {
        choices.push({ value: "google-pay", label: "Google Pay (Visa •••• 1111)" });
      }
    });
    return choices;
  };

  SimulatedPaymentRequest.prototype._fire = function (type, field, value) {
    var request = this;
    this[field] = value;
    var event = new Event(type);
    event.updateWith = function (update) {
      Promise.resolve(update).then(function (details) {
        if (details && typeof details === "object") request._details = Object.assign({}, request._details, details);
      });
    };
    this.dispatchEvent(event);
    var handler = this["on" + type];
    if (typeof handler === "function") handler.call(this, event);
  };

  /** With requestShipping, the simulated shopper's address is "chosen" as the sheet opens. */
  SimulatedPaymentRequest.prototype._chooseShipping = function () {
    if (!this._options.requestShipping) return;
    this._fire("shippingaddresschange", "shippingAddress", Object.assign({}, ADDRESS));
    var request = this;
    setTimeout(function () {
      // A browser refuses details whose shippingOptions is not a list; the simulator ignores them.
      var options = Array.isArray(request._details.shippingOptions) ? request._details.shippingOptions : [];
      var chosen =
        options.filter(function (option) {
          return option && option.selected;
        })[0] || options[0];
      if (chosen && request._state === "interactive")
        request._fire("shippingoptionchange", "shippingOption", chosen.id);
    }, 0);
  };

  SimulatedPaymentRequest.prototype.show = function () {
    if (this._state !== "created") return Promise.reject(invalidState());
    var request = this;
    this._state = "interactive";
    return new Promise(function (resolve, reject) {
      request._reject = reject;
      var total = request._details.total;
      request._sheet = window.PaykitSimulator.openSheet({
        wallet: "Payment Request",
        lines: [total.label + " — " + total.amount.currency + " " + total.amount.value],
        choices: request._choices(),
        onPay: function (choice) {
          request._respond(choice).then(resolve, function (failure) {
            request._close();
            reject(failure);
          });
        },
        onCancel: function () {
          request._state = "closed";
          reject(abortError());
        },
      });
      request._chooseShipping();
    });
  };

  SimulatedPaymentRequest.prototype._respond = function (choice) {
    var request = this;
    if (choice === "google-pay") {
      var method = this._methods.filter(function (entry) {
        return entry.supportedMethods === GOOGLE_PAY;
      })[0];
      return window.PaykitSimulator.callProvider("/simulators/google-pay/payment-data", {
        request: method.data,
        card: "visa",
      }).then(function (answer) {
        if (answer.status !== 200) throw new DOMException("Google Pay failed.", "OperationError");
        return request._response(GOOGLE_PAY, answer.body);
      });
    }
    var card = CARDS[Number(String(choice).split(":")[1])];
    return Promise.resolve(
      this._response(BASIC_CARD, {
        cardNumber: card.number,
        cardholderName: ADDRESS.recipient,
        cardSecurityCode: card.cvv,
        expiryMonth: "12",
        expiryYear: yearsAhead(3),
        billingAddress: Object.assign({}, ADDRESS),
      }),
    );
  };

  SimulatedPaymentRequest.prototype._close = function () {
    this._state = "closed";
    if (this._sheet) this._sheet.close();
  };

  SimulatedPaymentRequest.prototype._response = function (methodName, details) {
    var request = this;
    var options = this._options;
    var response = {
      requestId: this.id,
      methodName: methodName,
      details: details,
      payerName: options.requestPayerName ? ADDRESS.recipient : null,
      payerEmail: options.requestPayerEmail ? "ada@example.com" : null,
      payerPhone: options.requestPayerPhone ? ADDRESS.phone : null,
      shippingAddress: this.shippingAddress,
      shippingOption: this.shippingOption,
      complete: function () {
        request._close();
        return Promise.resolve();
      },
      toJSON: function () {
        var copy = {};
        for (var key in response) if (typeof response[key] !== "function") copy[key] = response[key];
        return copy;
      },
    };
    return response;
  };

  SimulatedPaymentRequest.prototype.abort = function () {
    if (this._state !== "interactive") return Promise.reject(invalidState());
    this._close();
    this._reject(abortError());
    return Promise.resolve();
  };

  window.PaymentRequest = SimulatedPaymentRequest;
})();
