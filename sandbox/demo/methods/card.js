// Card: Hosted Fields (each field a frame from the asset origin), a brand badge from cardTypeChange,
// and Pay for the order total. Try 4111 1111 1111 1111, any future date, any CVV. The add-ons in
// card-checks.js (shared with the React card) verify with 3-D Secure when asked and send the Data
// Collector's device data with the sale; 3-D Secure test cards: 4000 0000 0000 1091 (challenge),
// 4000 0000 0000 1000 (frictionless).
(function () {
  "use strict";

  var FIELDS =
    '<form id="card-form" class="card-form" data-state="loading" novalidate>' +
    '<span class="field-label" id="card-number-label">Card number</span>' +
    '<div class="field-with-brand"><div class="hosted-field" id="card-number"></div>' +
    '<span id="card-brand" class="card-brand" data-brand="" aria-live="polite"></span></div>' +
    '<div class="field-row"><div><span class="field-label" id="card-expiration-label">Expiration date</span>' +
    '<div class="hosted-field" id="card-expiration"></div></div>' +
    '<div><span class="field-label" id="card-cvv-label">CVV</span><div class="hosted-field" id="card-cvv"></div></div>' +
    '<div><span class="field-label" id="card-postal-code-label">Postal code</span>' +
    '<div class="hosted-field" id="card-postal-code"></div></div></div>' +
    '<div id="card-checks"></div>' +
    '<button type="submit" id="pay" class="pay-button" disabled>Pay</button>' +
    '<p class="hint">Test cards: <code>4111 1111 1111 1111</code> (Visa), <code>3782 822463 10005</code> (Amex); ' +
    "any future date, any CVV. A decline: choose an order total from $2,000.00 in the developer panel.</p>" +
    "</form>";

  window.demoCheckout.method({
    id: "card",
    title: "Credit or debit card",
    short: "Card",
    tagline: "Visa, Mastercard, American Express, Discover, JCB, UnionPay…",
    bundles: ["hosted-fields.min.js", "three-d-secure.min.js", "data-collector.min.js"],
    scripts: ["/card-checks.js"],
    mount: function (body, checkout) {
      var checks = window.demoCardChecks;
      body.innerHTML = FIELDS;
      body.querySelector("#card-checks").outerHTML = checks.markup;
      var form = body.querySelector("#card-form");
      var pay = body.querySelector("#pay");
      var brand = body.querySelector("#card-brand");
      function label() {
        pay.textContent = "Pay " + checkout.money(checkout.amount());
      }
      label();
      checkout.onAmount(label);
      return checkout
        .paykit()
        .hostedFields.create({
          authorization: checkout.config.tokenizationKey,
          fields: {
            number: { container: "#card-number", placeholder: "1234 1234 1234 1234" },
            expirationDate: { container: "#card-expiration", placeholder: "MM / YY" },
            cvv: { container: "#card-cvv", placeholder: "123" },
            postalCode: { container: "#card-postal-code", placeholder: "12345" },
          },
          styles: { input: { "font-size": "16px", color: "#1d2330" }, ".invalid": { color: "#a4161a" } },
        })
        .then(
          function (hostedFields) {
            checkout.log("hostedFields", "create", "ready");
            ["focus", "blur", "empty", "notEmpty", "validityChange", "cardTypeChange", "inputSubmitRequest"].forEach(
              function (name) {
                hostedFields.on(name, function (event) {
                  var field = event.fields[event.emittedBy];
                  checkout.log(
                    "hostedFields",
                    name,
                    event.emittedBy +
                      (name === "validityChange"
                        ? field.isValid
                          ? " valid"
                          : field.isPotentiallyValid
                            ? " potentially valid"
                            : " invalid"
                        : ""),
                  );
                });
              },
            );
            hostedFields.on("cardTypeChange", function (event) {
              var card = event.cards.length === 1 ? event.cards[0] : undefined;
              brand.dataset.brand = card ? card.type : "";
              brand.textContent = card ? window.demoCardChecks.brands[card.type] || card.niceType : "";
              brand.title = card ? card.niceType : "";
            });
            hostedFields.on("inputSubmitRequest", function () {
              form.requestSubmit();
            });
            // After a sale the form is emptied for the next order, and Pay waits until every field is filled again.
            var awaitingRefill = false;
            checkout.onSale(function () {
              awaitingRefill = true;
              pay.disabled = true;
              ["number", "expirationDate", "cvv", "postalCode"].forEach(function (field) {
                hostedFields.clear(field);
              });
            });
            hostedFields.on("validityChange", function (event) {
              var complete = Object.keys(event.fields).every(function (key) {
                return event.fields[key].isValid;
              });
              if (awaitingRefill && complete) {
                awaitingRefill = false;
                pay.disabled = false;
              }
            });
            form.addEventListener("submit", function (event) {
              event.preventDefault();
              pay.disabled = true;
              checkout.choose("card");
              hostedFields
                .tokenize()
                .then(
                  function (payload) {
                    checkout.log("hostedFields", "tokenize", "resolved");
                    return checks.pay("Card", payload, checkout);
                  },
                  function (failure) {
                    checkout.error("hostedFields.tokenize", failure);
                  },
                )
                .then(function () {
                  pay.disabled = awaitingRefill;
                });
            });
            pay.disabled = false;
            form.dataset.state = "ready";
            checks.start(checkout);
          },
          function (failure) {
            form.dataset.state = "error";
            throw failure;
          },
        );
    },
  });
})();
