// Demo merchant page: UnionPay with Hosted Fields. The card is typed into secure frames; checking it,
// sending the SMS code and paying all run inside the card frame. Sandbox card 6212 3456 7890 1232, any
// mobile number, SMS code 12345.
(function () {
  "use strict";

  var demo = window.paykitDemo;
  var HTML =
    "<p>Card <code>6212 3456 7890 1232</code> (SMS code <code>12345</code>) or <code>6212 3456 7890 0085</code> (no SMS code).</p>" +
    '<form id="unionpay-form" class="card-form">' +
    '<span class="field-label">Card number</span><div class="hosted-field" id="unionpay-number"></div>' +
    '<span class="field-label">Expiration date</span><div class="hosted-field" id="unionpay-expiration"></div>' +
    '<span class="field-label">CVV</span><div class="hosted-field" id="unionpay-cvv"></div>' +
    '<label for="unionpay-mobile">Mobile (country code, number)</label>' +
    '<span><input id="unionpay-country" value="62" size="3" aria-label="Country code"> <input id="unionpay-mobile" value="11111111111"></span>' +
    '<label for="unionpay-sms">SMS code</label><input id="unionpay-sms" value="12345">' +
    "</form>" +
    '<div class="actions"><button type="button" id="unionpay-capabilities" disabled>Check card</button>' +
    '<button type="button" id="unionpay-enroll" disabled>Send SMS code</button>' +
    '<button type="button" id="unionpay-pay" disabled>Pay with UnionPay</button></div>';

  document.addEventListener("DOMContentLoaded", function () {
    var section = demo.section("unionpay", "UnionPay", HTML);
    var enrollment = null;
    demo.ready(
      section,
      Promise.all([demo.loadBundle("hosted-fields.min.js"), demo.loadBundle("unionpay.min.js")]).then(function () {
        var braintree = window.braintree;
        return braintree.client.create({ authorization: demo.config.tokenizationKey }).then(function (client) {
          return Promise.all([
            braintree.hostedFields.create({
              client: client,
              fields: {
                number: { container: "#unionpay-number", placeholder: "6212 3456 7890 1232" },
                expirationDate: { container: "#unionpay-expiration", placeholder: "MM / YY" },
                cvv: { container: "#unionpay-cvv" },
              },
            }),
            braintree.unionpay.create({ client: client }),
          ]).then(function (instances) {
            var hostedFields = instances[0];
            var unionpay = instances[1];
            demo.onClick("unionpay-capabilities", function () {
              demo.show("unionpay", unionpay.fetchCapabilities({ hostedFields: hostedFields }), function (capabilities) {
                return "UnionPay: " + capabilities.isUnionPay + ", debit: " + capabilities.isDebit + ", supported: " + capabilities.unionPay.isSupported;
              });
            });
            demo.onClick("unionpay-enroll", function () {
              var mobile = { countryCode: document.getElementById("unionpay-country").value, number: document.getElementById("unionpay-mobile").value };
              demo.show("unionpay", unionpay.enroll({ hostedFields: hostedFields, mobile: mobile }), function (result) {
                enrollment = result;
                return "Enrolled" + (result.smsCodeRequired ? "; enter the SMS code and pay" : "; no SMS code needed");
              });
            });
            demo.onClick("unionpay-pay", function () {
              var options = { hostedFields: hostedFields, enrollmentId: enrollment ? enrollment.enrollmentId : "" };
              if (enrollment && enrollment.smsCodeRequired) options.smsCode = document.getElementById("unionpay-sms").value;
              demo.show("unionpay", unionpay.tokenize(options), function (payload) {
                return "UnionPay nonce: " + payload.nonce + " (" + payload.details.cardType + " ending in " + payload.details.lastFour + ")";
              });
            });
          });
        });
      }),
    );
  });
})();
