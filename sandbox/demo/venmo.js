// Demo merchant page: Venmo. On a computer, the QR code (scan it with the simulated Venmo app, opened
// from the link under the code) and the web login (a pop-up); on a phone, the app switch with manual
// return. Everything runs against the sandbox's simulated Venmo app and ends in a nonce.
(function () {
  "use strict";

  var configElement = document.getElementById("sandbox-config");
  var config = JSON.parse(configElement ? configElement.textContent : "{}");

  var SECTION =
    '<h2 id="venmo-heading">Venmo</h2>' +
    "<p>Approve, decline or let the payment expire in the sandbox's simulated Venmo app.</p>" +
    '<div class="actions">' +
    '<button type="button" id="venmo-qr" disabled>Pay with Venmo (QR code)</button>' +
    '<button type="button" id="venmo-web-login" disabled>Pay with Venmo (web login)</button>' +
    '<button type="button" id="venmo-mobile" disabled hidden>Pay with Venmo</button></div>' +
    '<p id="venmo-result" role="status" aria-live="polite"></p>';

  function show(label, promise) {
    var result = document.getElementById("venmo-result");
    result.textContent = label + ": waiting for the shopper…";
    result.dataset.state = "pending";
    result.style.color = "";
    return promise.then(
      function (payload) {
        result.textContent = label + " nonce: " + payload.nonce + " (" + payload.type + ", " + payload.details.username + ")";
        result.dataset.state = "nonce";
      },
      function (failure) {
        result.textContent = label + " failed: " + (failure && failure.code ? failure.code + ": " + failure.message : String(failure));
        result.dataset.state = "error";
        result.style.color = "#a4161a";
      },
    );
  }

  function offer(id, label, options) {
    return window.braintree.venmo.create(Object.assign({ authorization: config.tokenizationKey, paymentMethodUsage: "single_use", displayName: "Paykit demo shop", totalAmount: "18.50" }, options)).then(
      function (instance) {
        var button = document.getElementById(id);
        if (!instance.isBrowserSupported()) return instance.teardown();
        button.hidden = false;
        button.disabled = false;
        button.addEventListener("click", function () {
          button.disabled = true;
          show(label, instance.tokenize()).then(function () {
            button.disabled = false;
          });
        });
      },
    );
  }

  document.addEventListener("DOMContentLoaded", function () {
    var section = document.createElement("section");
    section.id = "venmo-demo";
    section.style.marginTop = "2rem";
    section.style.borderTop = "1px solid #d5d9e0";
    section.setAttribute("aria-labelledby", "venmo-heading");
    section.innerHTML = SECTION;
    document.querySelector("main").appendChild(section);

    var script = document.createElement("script");
    script.src = config.assetsUrl + "/web/3.132.0/js/venmo.min.js";
    script.onerror = function () {
      document.getElementById("venmo-result").textContent = "venmo.min.js did not load. Run `npm run build` first.";
      section.dataset.state = "error";
    };
    script.onload = function () {
      Promise.all([
        offer("venmo-qr", "Venmo (QR code)", { allowDesktop: true }),
        offer("venmo-web-login", "Venmo (web login)", { allowDesktopWebLogin: true }),
        offer("venmo-mobile", "Venmo", { requireManualReturn: true }),
      ]).then(
        function () {
          section.dataset.state = "ready";
        },
        function (failure) {
          document.getElementById("venmo-result").textContent = (failure && failure.code ? failure.code + ": " : "") + failure.message;
          section.dataset.state = "error";
        },
      );
    };
    document.head.appendChild(script);
  });
})();
