// SIMULATED accelerated checkout (Fastlane) script, served by the paykit sandbox gateway at
// /simulators/fastlane/axo.js. It is NOT PayPal's axo.js: `braintree._fastlane.create(options)` resolves
// with a small, clearly labelled stand-in whose identity lookup never finds a Fastlane member.
(function () {
  "use strict";

  var root = (window.braintree = window.braintree || {});
  root._fastlane = {
    create: function (options) {
      var locale = "en_us";
      return Promise.resolve({
        simulator: "paykit sandbox",
        platformOptions: { platform: options.platformOptions.platform, deviceData: options.platformOptions.deviceData },
        identity: {
          lookupCustomerByEmail: function () {
            return Promise.resolve({ customerContextId: "" });
          },
          triggerAuthenticationFlow: function () {
            return Promise.resolve({ authenticationState: "not_found", profileData: {} });
          },
        },
        setLocale: function (value) {
          locale = String(value);
        },
        getLocale: function () {
          return locale;
        },
      });
    },
  };
})();
