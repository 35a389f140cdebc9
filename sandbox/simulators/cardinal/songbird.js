// SIMULATED Cardinal Songbird.js, served by the paykit sandbox gateway at /simulators/cardinal/songbird.js.
// It is NOT Cardinal's SDK: `window.Cardinal` offers the calls paykit makes (configure, setup, on, off,
// trigger, continue) and plays them against the sandbox — /Init is /simulators/cardinal/setup, and the
// issuer's challenge is the sandbox's challenge page, shown in a clearly labelled modal (or handed to the
// page through `ui.inline.setup` for the inline framework). Every answer carries a sandbox-signed JWT.
(function () {
  "use strict";

  var origin = new URL(document.currentScript.src).origin;
  var listeners = {};
  var config = {};
  var active = null;

  function emit(event) {
    var args = Array.prototype.slice.call(arguments, 1);
    (listeners[event] || []).slice().forEach(function (listener) {
      listener.apply(null, args);
    });
  }

  function validated(data, jwt) {
    emit("payments.validated", data, jwt);
  }

  function errorResult(number, description) {
    return { Validated: false, ActionCode: "ERROR", ErrorNumber: number, ErrorDescription: description };
  }

  function setup(kind, data) {
    fetch(origin + "/simulators/cardinal/setup", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ jwt: data && data.jwt }),
    }).then(
      function (response) {
        return response
          .json()
          .catch(function () {
            return {};
          })
          .then(function (body) {
            if (response.ok && body.sessionId) {
              emit("payments.setupComplete", { sessionId: body.sessionId, modules: [{ module: "CCA", loaded: true }] });
            } else {
              validated(
                errorResult(
                  body.ErrorNumber || 10001,
                  body.ErrorDescription || "Timeout when sending an /Init message",
                ),
              );
            }
          });
      },
      function () {
        validated(errorResult(10001, "Timeout when sending an /Init message"));
      },
    );
  }

  function resultData(result) {
    var data = {
      Validated: true,
      ErrorNumber: 0,
      ErrorDescription: "Success",
      ActionCode: result.decision === "pass" ? "SUCCESS" : "FAILURE",
      Payment: {
        Type: "CCA",
        ProcessorTransactionId: result.transactionId,
        ExtendedData: {
          Enrolled: "Y",
          PAResStatus: result.decision === "pass" ? "Y" : "N",
          SignatureVerification: "Y",
        },
      },
    };
    if (result.decision === "cancel") data.Payment.ExtendedData.ChallengeCancel = "01";
    return data;
  }

  function finish(result) {
    if (!active || result.transactionId !== active.transactionId) return;
    var current = active;
    active = null;
    window.removeEventListener("message", current.onMessage);
    if (current.modal) {
      current.modal.remove();
      emit("ui.close");
    }
    validated(resultData(result), result.jwt);
  }

  function frameHtml(src) {
    return (
      '<iframe id="Cardinal-CCA-IFrame" title="Simulated 3-D Secure challenge (paykit sandbox)" ' +
      'style="display:block;width:100%;height:min(640px,calc(100vh - 100px));border:0;background:#fff" src="' +
      src.replace(/"/g, "&quot;") +
      '"></iframe>'
    );
  }

  // The modal's frame is built through the DOM, its size set through CSSOM: a page whose Content Security Policy has
  // no 'unsafe-inline' for styles drops a style attribute written in HTML, which left the frame at 300 x 150.
  function challengeFrame(src) {
    var frame = document.createElement("iframe");
    frame.id = "Cardinal-CCA-IFrame";
    frame.title = "Simulated 3-D Secure challenge (paykit sandbox)";
    frame.style.cssText = "display:block;width:100%;height:min(640px,calc(100vh - 100px));border:0;background:#fff";
    frame.src = src;
    return frame;
  }

  function closeButton(transactionId) {
    var button = document.createElement("button");
    button.type = "button";
    button.id = "Cardinal-ModalClose";
    button.setAttribute("aria-label", "Close the simulated challenge");
    button.textContent = "×";
    // `all: initial` first: the merchant page's own button rules (create-vite's template pads every button) made it
    // tall enough to cover the sandbox banner beside it.
    button.style.cssText =
      "all:initial;flex:none;width:32px;height:32px;font:24px/32px sans-serif;text-align:center;color:#1a1a1a;cursor:pointer";
    button.addEventListener("click", function () {
      fetch(
        origin +
          "/simulators/cardinal/decide?format=json&decision=cancel&transactionId=" +
          encodeURIComponent(transactionId),
      )
        .then(function (response) {
          return response.json();
        })
        .then(finish, function () {
          validated(errorResult(10011, "The user canceled the transaction."));
        });
    });
    return button;
  }

  function modal(src, transactionId, bootstrap) {
    var container = document.createElement("div");
    container.id = "Cardinal-ElementContainer";
    container.setAttribute("data-paykit-simulator", "cardinal");
    var overlay = document.createElement("div");
    overlay.id = "Cardinal-Overlay";
    overlay.style.cssText = "position:fixed;inset:0;background:rgba(0,0,0,.6);z-index:999998";
    var dialog = document.createElement("div");
    dialog.id = "Cardinal-Modal";
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-modal", "true");
    dialog.setAttribute("aria-label", "Simulated 3-D Secure challenge");
    if (bootstrap) dialog.className = "modal fade in";
    // Centred and never taller than the window, so the challenge's buttons stay on screen on a phone too.
    dialog.style.cssText =
      "position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);box-sizing:border-box;width:440px;max-width:calc(100vw - 16px);max-height:calc(100vh - 16px);overflow:auto;background:#fff;z-index:999999;border-radius:6px;padding:8px";
    // The sandbox's banner and the close button side by side in one row, so the button never sits on the text.
    var header = document.createElement("div");
    header.style.cssText = "display:flex;align-items:flex-start;gap:8px;margin:0 0 8px";
    var banner = document.createElement("p");
    banner.setAttribute("data-paykit-sandbox-banner", "");
    banner.textContent =
      "paykit sandbox: simulated 3-D Secure (Cardinal Songbird.js" +
      (bootstrap ? ", Bootstrap 3 modal" : "") +
      "). This is not Cardinal or a bank; no real card is checked.";
    banner.style.cssText =
      "flex:1;margin:0;font:600 13px/1.4 sans-serif;color:#1a1a1a;background:#ffe08a;padding:4px 8px;border-bottom:2px solid #c59a00";
    header.appendChild(banner);
    if (!(config.payment && config.payment.displayExitButton === false)) header.appendChild(closeButton(transactionId));
    dialog.appendChild(header);
    dialog.appendChild(challengeFrame(src));
    container.appendChild(overlay);
    container.appendChild(dialog);
    document.body.appendChild(container);
    emit("ui.render");
    return container;
  }

  function continueChallenge(kind, acs, order) {
    var transactionId = order && order.OrderDetails && order.OrderDetails.TransactionId;
    var acsUrl = new URL(acs.AcsUrl);
    var src =
      acs.AcsUrl +
      (acs.AcsUrl.indexOf("?") < 0 ? "?" : "&") +
      "transactionId=" +
      encodeURIComponent(transactionId) +
      "&origin=" +
      encodeURIComponent(location.origin);
    var current = { transactionId: transactionId, modal: null };
    current.onMessage = function (event) {
      var data = event.data && event.data.paykitCardinalSimulator;
      if (event.origin === acsUrl.origin && data) finish(data);
    };
    active = current;
    window.addEventListener("message", current.onMessage);
    var framework = config.payment && config.payment.framework;
    if (framework === "inline") {
      emit(
        "ui.inline.setup",
        frameHtml(src),
        { paymentType: "CCA", data: { mode: "static" } },
        function () {},
        function (error) {
          validated(errorResult(10006, String(error && error.message)));
        },
      );
    } else {
      current.modal = modal(src, transactionId, framework === "bootstrap3");
    }
  }

  window.Cardinal = {
    simulator: "paykit sandbox",
    configure: function (options) {
      config = options || {};
    },
    setup: setup,
    on: function (event, listener) {
      (listeners[event] = listeners[event] || []).push(listener);
    },
    off: function (event) {
      delete listeners[event];
    },
    trigger: function (event) {
      return Promise.resolve(event === "bin.process" ? { Status: true } : undefined);
    },
    continue: continueChallenge,
  };
})();
