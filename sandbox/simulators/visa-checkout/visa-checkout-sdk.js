// SIMULATOR (sandbox only): Visa Checkout's `V` for pages that cannot reach Visa. V.init(initOptions)
// arms every `.v-button` on the page; clicking one shows a sheet, and paying emits "payment.success" with
// {callid, encKey, encPaymentData} from the sandbox gateway's /simulators/visa-checkout/payment route,
// standing in for Visa.
(function () {
  "use strict";

  var CARDS = [
    { value: "4111111111111111", brand: "VISA", label: "Visa •••• 1111" },
    { value: "5555555555554444", brand: "MASTERCARD", label: "Mastercard •••• 4444" },
    { value: "6011111111111117", brand: "DISCOVER", label: "Discover •••• 1117" },
    { value: "378282246310005", brand: "AMEX", label: "American Express •••• 0005" },
    { value: "4000000000000119", brand: "VISA", label: "Sandbox: gateway error (500)" },
  ];

  var initOptions = null;
  var listeners = {};
  var armed = false;

  function emit(event) {
    var args = Array.prototype.slice.call(arguments, 1);
    (listeners[event] || []).forEach(function (listener) {
      listener.apply(null, args);
    });
  }

  function allowedCards() {
    var payment = initOptions.settings && initOptions.settings.payment;
    var brands = payment && Array.isArray(payment.cardBrands) ? payment.cardBrands : null;
    return CARDS.filter(function (card) {
      return !brands || brands.indexOf(card.brand) >= 0;
    });
  }

  function checkout() {
    var request = initOptions.paymentRequest || {};
    var sheet = window.PaykitSimulator.openSheet({
      wallet: "Visa Checkout",
      lines: [(request.currencyCode || "") + " " + (request.subtotal || request.total || "")],
      choices: allowedCards(),
      choiceLabel: "Card",
      onPay: function (card) {
        window.PaykitSimulator.callProvider("/simulators/visa-checkout/payment", {
          apikey: initOptions.apikey,
          card: card,
        }).then(
          function (answer) {
            sheet.close();
            if (answer.status === 200) emit("payment.success", answer.body);
            else emit("payment.error", {}, answer.body && answer.body.error);
          },
          function (failure) {
            sheet.close();
            emit("payment.error", {}, { message: String(failure) });
          },
        );
      },
      onCancel: function () {
        emit("payment.cancel", {});
      },
    });
  }

  function arm() {
    if (armed) return;
    armed = true;
    document.addEventListener("click", function (event) {
      var target = event.target;
      if (initOptions && target && target.closest && target.closest(".v-button")) checkout();
    });
  }

  window.V = {
    init: function (options) {
      if (!options || typeof options.apikey !== "string") throw new TypeError("V.init: apikey is required.");
      initOptions = options;
      arm();
    },
    on: function (event, listener) {
      if (typeof listener !== "function") return;
      (listeners[event] = listeners[event] || []).push(listener);
    },
  };
})();
