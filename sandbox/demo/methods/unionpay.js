// UnionPay with Hosted Fields: the card is typed into secure frames; checking the card, sending the SMS
// code and tokenizing run inside the card frame. Sandbox card 6212 3456 7890 1232 (SMS code 12345) or
// 6212 3456 7890 0085 (no SMS code), any mobile number. The nonce goes to the sale.
(function () {
  "use strict";
  var ID = "unionpay";

  var MARKUP =
    '<div id="unionpay-demo">' +
    '<form id="unionpay-form" class="card-form" novalidate>' +
    '<span class="field-label" id="unionpay-number-label">Card number</span><div class="hosted-field" id="unionpay-number"></div>' +
    '<div class="field-row"><div><span class="field-label" id="unionpay-expiration-label">Expiration date</span><div class="hosted-field" id="unionpay-expiration"></div></div>' +
    '<div><span class="field-label" id="unionpay-cvv-label">CVV</span><div class="hosted-field" id="unionpay-cvv"></div></div></div>' +
    '<label class="control">Mobile (country code, number)<span><input id="unionpay-country" value="62" size="3" aria-label="Country code"> ' +
    '<input id="unionpay-mobile" value="11111111111" aria-label="Mobile number"></span></label>' +
    '<label class="control">SMS code <input id="unionpay-sms" value="12345"></label>' +
    "</form>" +
    '<div class="actions"><button type="button" id="unionpay-capabilities" disabled>Check card</button>' +
    '<button type="button" id="unionpay-enroll" disabled>Send SMS code</button>' +
    '<button type="button" class="wallet-button" id="unionpay-pay" disabled>Pay with UnionPay</button></div>' +
    '<p class="hint">Test cards: <code>6212 3456 7890 1232</code> (SMS code <code>12345</code>), <code>6212 3456 7890 0085</code> (no SMS code).</p>' +
    '<output id="unionpay-result" class="method-result" role="status" aria-live="polite"></output>' +
    "</div>";

  window.demoCheckout.method({
    id: ID,
    title: "UnionPay",
    tagline: "UnionPay cards with an SMS code, in Hosted Fields frames.",
    bundles: ["hosted-fields.min.js", "unionpay.min.js"],
    mount: function (body, checkout) {
      body.innerHTML = MARKUP;
      var section = body.querySelector("#unionpay-demo");
      var result = body.querySelector("#unionpay-result");
      var enrollment = null;

      function show(label, promise, describe) {
        checkout.choose(ID);
        result.textContent = label + "…";
        result.dataset.state = "pending";
        return promise.then(
          function (value) {
            result.textContent = describe(value);
            result.dataset.state = "done";
            return value;
          },
          function (failure) {
            result.textContent =
              label + " failed: " + (failure && failure.code ? failure.code + ": " + failure.message : String(failure));
            result.dataset.state = "error";
            checkout.error("unionpay." + label, failure);
          },
        );
      }

      function onClick(id, run) {
        var button = body.querySelector("#" + id);
        button.disabled = false;
        button.addEventListener("click", run);
      }

      return checkout
        .client()
        .then(function (client) {
          return Promise.all([
            checkout.paykit().hostedFields.create({
              client: client,
              fields: {
                number: { container: "#unionpay-number", placeholder: "6212 3456 7890 1232" },
                expirationDate: { container: "#unionpay-expiration", placeholder: "MM / YY" },
                cvv: { container: "#unionpay-cvv", placeholder: "123" },
              },
              styles: { input: { "font-size": "16px", color: "#1d2330" } },
            }),
            checkout.paykit().unionpay.create({ client: client }),
          ]);
        })
        .then(
          function (instances) {
            var hostedFields = instances[0];
            var unionpay = instances[1];
            onClick("unionpay-capabilities", function () {
              show(
                "fetchCapabilities",
                unionpay.fetchCapabilities({ hostedFields: hostedFields }),
                function (capabilities) {
                  return (
                    "UnionPay: " +
                    capabilities.isUnionPay +
                    ", debit: " +
                    capabilities.isDebit +
                    ", supported: " +
                    capabilities.unionPay.isSupported
                  );
                },
              );
            });
            onClick("unionpay-enroll", function () {
              var mobile = {
                countryCode: body.querySelector("#unionpay-country").value,
                number: body.querySelector("#unionpay-mobile").value,
              };
              show("enroll", unionpay.enroll({ hostedFields: hostedFields, mobile: mobile }), function (answer) {
                enrollment = answer;
                return "Enrolled" + (answer.smsCodeRequired ? "; enter the SMS code and pay" : "; no SMS code needed");
              });
            });
            onClick("unionpay-pay", function () {
              var options = { hostedFields: hostedFields, enrollmentId: enrollment ? enrollment.enrollmentId : "" };
              if (enrollment && enrollment.smsCodeRequired) options.smsCode = body.querySelector("#unionpay-sms").value;
              show("tokenize", unionpay.tokenize(options), function (payload) {
                checkout.nonce("UnionPay", payload);
                return (
                  "UnionPay nonce: " +
                  payload.nonce +
                  " (" +
                  payload.details.cardType +
                  " ending in " +
                  payload.details.lastFour +
                  ")"
                );
              });
            });
            section.dataset.state = "ready";
          },
          function (failure) {
            section.dataset.state = "error";
            throw failure;
          },
        );
    },
  });
})();
