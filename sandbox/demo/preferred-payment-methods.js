// Demo merchant page: preferred payment methods (whether PayPal and Venmo are preferred on this device;
// a failed lookup reads as "neither").
(function () {
  "use strict";

  var demo = window.paykitDemo;
  var HTML = '<div class="actions"><button type="button" id="preferred-fetch" disabled>Which wallets are preferred?</button></div>';

  document.addEventListener("DOMContentLoaded", function () {
    var section = demo.section("preferred-payment-methods", "Preferred payment methods", HTML);
    demo.ready(
      section,
      demo.loadBundle("preferred-payment-methods.min.js").then(function () {
        return window.braintree.preferredPaymentMethods.create({ authorization: demo.config.tokenizationKey }).then(function (preferred) {
          demo.onClick("preferred-fetch", function () {
            demo.show("preferred-payment-methods", preferred.fetchPreferredPaymentMethods(), function (result) {
              return "PayPal preferred: " + result.paypalPreferred + ", Venmo preferred: " + result.venmoPreferred;
            });
          });
        });
      }),
    );
  });
})();
