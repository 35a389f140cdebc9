// SIMULATED FraudNet script, served by the paykit sandbox gateway at /simulators/fraudnet/fb.js.
// It is NOT PayPal's fb.js: it reads the page's FraudNet parameter blocks and, like the real script,
// requests the beacon image each one names (the sandbox gateway logs it), then calls `cb1` if given.
(function () {
  "use strict";

  var blocks = document.querySelectorAll(
    'script[type="application/json"][fncls="fnparams-dede7cc5-15fd-4c75-a9f4-36c430ee3a99"]',
  );
  Array.prototype.forEach.call(blocks, function (block) {
    if (block.dataset.paykitSimulatorSeen) return;
    block.dataset.paykitSimulatorSeen = "true";
    var parameters;
    try {
      parameters = JSON.parse(block.textContent || "{}");
    } catch (error) {
      return;
    }
    if (parameters.b) new Image(1, 1).src = parameters.b;
    if (typeof parameters.cb1 === "string" && typeof window[parameters.cb1] === "function") window[parameters.cb1]();
  });
})();
