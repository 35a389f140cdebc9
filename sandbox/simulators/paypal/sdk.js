// Simulated PayPal JS SDK, served by the paykit sandbox gateway at /simulators/paypal/sdk/js.
// It is NOT PayPal's SDK: `paypal.Buttons(options).render(container)` draws a clearly labelled button
// that runs createOrder / createBillingAgreement, shows the PayPal simulator in a pop-up and calls
// onApprove, onCancel or onError with data shaped like the real SDK's.
(function () {
  "use strict";

  var source = new URL(document.currentScript.src);
  var simulator = source.origin + "/simulators/paypal";
  var POLL_INTERVAL_MS = 100;

  function containerOf(target) {
    return typeof target === "string" ? document.querySelector(target) : target;
  }

  function report(options, name, data) {
    if (typeof options[name] !== "function") return Promise.resolve();
    return Promise.resolve().then(function () {
      return options[name](data, {});
    });
  }

  /** Resolves with the shopper's decision posted by the simulator's return page, or "closed". */
  function decisionFrom(popup) {
    return new Promise(function (resolve) {
      var timer = setInterval(function () {
        if (popup.closed) finish({ decision: "closed" });
      }, POLL_INTERVAL_MS);
      function onMessage(event) {
        var data = event.data && event.data.paykitPayPalSimulator;
        if (event.origin !== source.origin || event.source !== popup || !data) return;
        finish(data);
      }
      function finish(result) {
        clearInterval(timer);
        window.removeEventListener("message", onMessage);
        resolve(result);
      }
      window.addEventListener("message", onMessage);
    });
  }

  function start(options) {
    // Opened inside the click, like the real SDK, so pop-up blockers allow it.
    var popup = window.open(simulator + "/loading", "paypal_simulator", "width=450,height=600");
    var vault = typeof options.createBillingAgreement === "function";
    var create = vault ? options.createBillingAgreement : options.createOrder;
    if (!popup) return report(options, "onError", new Error("PayPal simulator: the pop-up was blocked"));
    return Promise.resolve()
      .then(function () {
        if (typeof create !== "function")
          throw new Error("PayPal simulator: createOrder or createBillingAgreement is required");
        return create({}, {});
      })
      .then(function (id) {
        var path = vault ? "/agreement?ba_token=" : "/checkout?token=";
        popup.location.href = simulator + path + encodeURIComponent(id) + "&sdk=" + encodeURIComponent(location.origin);
        return decisionFrom(popup);
      })
      .then(function (result) {
        if (!popup.closed) popup.close();
        if (result.decision !== "approve") return report(options, "onCancel", { orderID: result.orderID || null });
        return report(options, "onApprove", {
          orderID: result.orderID,
          payerID: result.payerID,
          paymentID: result.paymentID,
          billingToken: result.billingToken,
          facilitatorAccessToken: "A21AA-sandbox-simulator",
        });
      })
      .catch(function (error) {
        if (!popup.closed) popup.close();
        return report(options, "onError", error);
      });
  }

  function Buttons(options) {
    options = options || {};
    var buttons = [];
    return {
      isEligible: function () {
        return true;
      },
      render: function (target) {
        var container = containerOf(target);
        if (!container) return Promise.reject(new Error("PayPal simulator: container not found"));
        var button = document.createElement("button");
        button.type = "button";
        button.className = "paypal-simulator-button";
        button.textContent = "PayPal (sandbox simulator)";
        button.addEventListener("click", function () {
          start(options);
        });
        container.appendChild(button);
        buttons.push(button);
        return Promise.resolve();
      },
      close: function () {
        buttons.forEach(function (button) {
          button.remove();
        });
        return Promise.resolve();
      },
    };
  }

  window.paypal = {
    version: "sandbox-simulator",
    simulator: true,
    query: Object.fromEntries(source.searchParams),
    // The funding sources pages name in `Buttons({ fundingSource })`, as the real SDK lists them.
    FUNDING: { PAYPAL: "paypal", VENMO: "venmo", PAYLATER: "paylater", CREDIT: "credit", CARD: "card" },
    Buttons: Buttons,
  };
})();
