// SIMULATOR (sandbox only) of PayPal's accelerated checkout (Fastlane) script, served by the paykit sandbox
// gateway at /simulators/fastlane/axo.js. It is NOT PayPal's axo.js and never contacts PayPal.
// `braintree._fastlane.create(options)` resolves with an object that has the published surface of a Fastlane
// instance: `identity` (lookupCustomerByEmail, triggerAuthenticationFlow), `profile` (showShippingAddressSelector,
// showCardSelector), `FastlaneCardComponent`, `FastlaneWatermarkComponent`, `setLocale` and `getLocale`.
// Sandbox members: any email whose local part starts with "member" (member@example.com, member+1@shop.test).
// Signing in shows a clearly labelled in-page dialog ("Sign in" / "Cancel"); the member's saved card is the
// gateway's test nonce fake-valid-visa-nonce (Visa ending 1881), which the sandbox can charge.
(function () {
  "use strict";

  var MEMBER = /^member[^@]*@/i;
  var CONTEXT_PREFIX = "simulated-fastlane-context-";
  var SAVED_CARD_NONCE = "fake-valid-visa-nonce";

  function memberProfile(email) {
    var name = { firstName: "Sandbox", lastName: "Member", fullName: "Sandbox Member" };
    var address = {
      addressLine1: "1 Simulated Street",
      adminArea2: "San Jose",
      adminArea1: "CA",
      postalCode: "95131",
      countryCode: "US",
    };
    return {
      name: name,
      email: email,
      shippingAddress: {
        name: name,
        address: address,
        phoneNumber: { countryCode: "1", nationalNumber: "4085550100" },
      },
      card: {
        id: SAVED_CARD_NONCE,
        paymentSource: {
          card: { brand: "Visa", expiry: "2030-12", lastDigits: "1881", name: name.fullName, billingAddress: address },
        },
      },
    };
  }

  function button(label, action) {
    var element = document.createElement("button");
    element.type = "button";
    element.textContent = label;
    element.setAttribute("data-simulator-action", action);
    element.style.margin = "8px 8px 0 0";
    return element;
  }

  /** The labelled sign-in dialog; resolves with the shopper's choice, "signin" or "cancel". */
  function askToSignIn(email) {
    return new Promise(function (resolve) {
      var backdrop = document.createElement("div");
      backdrop.setAttribute("data-simulator", "fastlane");
      backdrop.style.cssText =
        "position:fixed;inset:0;background:rgba(0,0,0,0.5);z-index:2147483647;display:flex;align-items:center;justify-content:center";
      var dialog = document.createElement("div");
      dialog.setAttribute("role", "dialog");
      dialog.setAttribute("aria-label", "Fastlane sign-in (sandbox simulator)");
      dialog.style.cssText = "background:#fff;padding:20px;max-width:360px;font:14px system-ui,sans-serif";
      var label = document.createElement("p");
      label.textContent = "SIMULATOR — sandbox Fastlane. PayPal is not contacted and no code is sent.";
      label.style.fontWeight = "bold";
      var who = document.createElement("p");
      who.textContent = "Sign in to Fastlane as " + email + "?";
      var signIn = button("Sign in", "signin");
      var cancel = button("Cancel", "cancel");
      function choose(choice) {
        backdrop.remove();
        resolve(choice);
      }
      signIn.addEventListener("click", function () {
        choose("signin");
      });
      cancel.addEventListener("click", function () {
        choose("cancel");
      });
      dialog.append(label, who, signIn, cancel);
      backdrop.appendChild(dialog);
      document.body.appendChild(backdrop);
      signIn.focus();
    });
  }

  /** A labelled stand-in where the real script would draw its component. */
  function placeholder(text) {
    return {
      render: function (selector) {
        var container = typeof selector === "string" ? document.querySelector(selector) : selector;
        if (container) {
          var note = document.createElement("p");
          note.setAttribute("data-simulator", "fastlane");
          note.textContent = text;
          container.appendChild(note);
        }
        return Promise.resolve(this);
      },
    };
  }

  function create(options) {
    var platformOptions = (options && options.platformOptions) || {};
    var locale = "en_us";
    var contexts = {};
    var contextCount = 0;
    var member;

    var identity = {
      lookupCustomerByEmail: function (email) {
        var text = String(email || "");
        if (!MEMBER.test(text)) return Promise.resolve({ customerContextId: "" });
        var id = CONTEXT_PREFIX + ++contextCount;
        contexts[id] = text;
        return Promise.resolve({ customerContextId: id });
      },
      triggerAuthenticationFlow: function (customerContextId) {
        var email = contexts[customerContextId];
        if (!email) return Promise.resolve({ authenticationState: "not_found", profileData: {} });
        return askToSignIn(email).then(function (choice) {
          if (choice !== "signin") return { authenticationState: "canceled", profileData: {} };
          member = memberProfile(email);
          return { authenticationState: "succeeded", profileData: member };
        });
      },
    };

    var profile = {
      showShippingAddressSelector: function () {
        return Promise.resolve({
          selectionChanged: false,
          selectedAddress: member ? member.shippingAddress : undefined,
        });
      },
      showCardSelector: function () {
        return Promise.resolve({ selectionChanged: false, selectedCard: member ? member.card : undefined });
      },
    };

    return Promise.resolve({
      simulator: "paykit sandbox",
      platformOptions: { platform: platformOptions.platform, deviceData: platformOptions.deviceData },
      localeUrl: options && options.localeUrl,
      identity: identity,
      profile: profile,
      FastlaneCardComponent: function () {
        var component = placeholder(
          "SIMULATOR — sandbox Fastlane card fields: the card is the gateway's test Visa ending 1881.",
        );
        component.getPaymentToken = function () {
          return Promise.resolve({ id: SAVED_CARD_NONCE, paymentSource: memberProfile("").card.paymentSource });
        };
        return Promise.resolve(component);
      },
      FastlaneWatermarkComponent: function () {
        return Promise.resolve(placeholder("SIMULATOR — sandbox Fastlane watermark."));
      },
      setLocale: function (value) {
        locale = String(value);
      },
      getLocale: function () {
        return locale;
      },
    });
  }

  var root = (window.braintree = window.braintree || {});
  root._fastlane = { create: create };
})();
