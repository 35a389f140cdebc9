// Fastlane: PayPal's accelerated checkout. The shopper's email is looked up; a Fastlane member signs in and
// pays with the saved card, a guest pays with the card form. The sandbox serves a simulated accelerated
// checkout script: emails whose local part starts with "member" (member@example.com) are members, whose saved
// card is the sandbox's test Visa ending 1881; everyone else continues as a guest.
(function () {
  "use strict";
  var ID = "fastlane";

  window.demoCheckout.method({
    id: ID,
    title: "Fastlane",
    tagline: "PayPal's accelerated checkout: look the shopper up by email (simulated: member@example.com is a member).",
    bundles: ["fastlane.min.js"],
    mount: function (body, checkout) {
      body.innerHTML =
        '<div id="fastlane-demo">' +
        '<label class="control">Email<input type="email" id="fastlane-email" value="shopper@example.com" autocomplete="email"></label>' +
        '<div class="actions"><button type="button" id="fastlane-lookup" disabled>Continue with Fastlane</button></div>' +
        '<output id="fastlane-result" class="method-result" role="status" aria-live="polite"></output>' +
        "</div>";
      var section = body.querySelector("#fastlane-demo");
      var button = body.querySelector("#fastlane-lookup");
      var result = body.querySelector("#fastlane-result");

      function show(text, state) {
        result.textContent = text;
        result.dataset.state = state;
      }

      return checkout
        .client()
        .then(function (client) {
          return checkout.paykit().fastlane.create({ client: client });
        })
        .then(
          function (fastlane) {
            fastlane.setLocale("en_us");
            button.disabled = false;
            button.addEventListener("click", function () {
              checkout.choose(ID);
              show("Looking the shopper up…", "pending");
              var email = body.querySelector("#fastlane-email").value;
              fastlane.identity
                .lookupCustomerByEmail(email)
                .then(function (lookup) {
                  if (lookup.customerContextId) {
                    return fastlane.identity
                      .triggerAuthenticationFlow(lookup.customerContextId)
                      .then(function (signIn) {
                        var card = signIn.profileData && signIn.profileData.card;
                        if (signIn.authenticationState !== "succeeded" || !card) {
                          show(
                            "Fastlane sign-in " +
                              signIn.authenticationState +
                              ": continue as a guest with the card form.",
                            "guest",
                          );
                          checkout.choose("card");
                          return undefined;
                        }
                        var saved = card.paymentSource.card;
                        show(
                          "Fastlane member: paying with the saved " + saved.brand + " ending " + saved.lastDigits + ".",
                          "member",
                        );
                        return checkout.nonce(
                          "Fastlane",
                          { nonce: card.id, type: "CreditCard" },
                          { description: "Fastlane · " + saved.brand + " ending in " + saved.lastDigits },
                        );
                      });
                  }
                  show("No Fastlane profile for " + email + ": continue as a guest with the card form.", "guest");
                  checkout.log("fastlane", "lookupCustomerByEmail", "guest");
                  checkout.choose("card");
                })
                .catch(function (failure) {
                  show(
                    "Fastlane failed: " +
                      (failure && failure.code ? failure.code + ": " + failure.message : String(failure)),
                    "error",
                  );
                  checkout.error("fastlane.identity", failure);
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
