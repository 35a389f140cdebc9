// SIMULATOR (sandbox only) of a bank-linking service's browser script, served by the paykit sandbox
// gateway at /simulators/bank-login/link-initialize.js in place of the real service's script. It is NOT
// the real service: `Plaid.create(options).open()` shows a clearly labelled in-page dialog where the
// shopper picks a sandbox account ("Link account") or leaves ("Exit"); linking asks the sandbox gateway
// for a public token and calls `options.onSuccess(publicToken, metadata)`, leaving calls
// `options.onExit(null, metadata)`.
(function () {
  "use strict";

  var gateway = document.currentScript
    ? new URL(document.currentScript.src).origin
    : String(window.__PAYKIT_DEVELOPMENT_GATEWAY__ || "");

  function button(label, action) {
    var element = document.createElement("button");
    element.type = "button";
    element.textContent = label;
    element.setAttribute("data-simulator-action", action);
    element.style.margin = "8px 8px 0 0";
    return element;
  }

  function dialogFor(options, handler) {
    var backdrop = document.createElement("div");
    backdrop.setAttribute("data-simulator", "bank-login");
    backdrop.style.position = "fixed";
    backdrop.style.inset = "0";
    backdrop.style.background = "rgba(0,0,0,0.5)";
    backdrop.style.zIndex = "2147483647";
    backdrop.style.display = "flex";
    backdrop.style.alignItems = "center";
    backdrop.style.justifyContent = "center";

    var dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-label", "Bank login (sandbox simulator)");
    dialog.style.background = "#fff";
    dialog.style.padding = "20px";
    dialog.style.maxWidth = "360px";
    dialog.style.font = "14px system-ui, sans-serif";

    var label = document.createElement("p");
    label.textContent = "SIMULATOR — sandbox bank login. No real bank is contacted.";
    label.style.fontWeight = "bold";
    var who = document.createElement("p");
    who.textContent = "Link a Sandbox Bank account to " + String(options.clientName || "");

    var select = document.createElement("select");
    select.setAttribute("data-simulator-field", "subtype");
    select.setAttribute("aria-label", "Account");
    ["checking", "savings"].forEach(function (subtype) {
      var option = document.createElement("option");
      option.value = subtype;
      option.textContent = "Sandbox " + subtype + " ••••0000";
      select.appendChild(option);
    });

    var link = button("Link account", "link");
    var exit = button("Exit", "exit");
    var status = document.createElement("p");
    status.setAttribute("role", "status");

    link.addEventListener("click", function () {
      link.disabled = true;
      exit.disabled = true;
      fetch(gateway + "/simulators/bank-login/link", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ key: options.key, subtype: select.value }),
      })
        .then(function (response) {
          return response.json().then(function (body) {
            if (!response.ok) throw new Error((body && body.error && body.error.message) || "link failed");
            return body;
          });
        })
        .then(function (body) {
          handler.close();
          options.onSuccess(body.publicToken, body.metadata);
        })
        .catch(function (error) {
          status.textContent = "The sandbox could not link the account: " + error.message;
          exit.disabled = false;
        });
    });
    exit.addEventListener("click", function () {
      handler.close();
      if (typeof options.onExit === "function") options.onExit(null, { status: "requires_credentials" });
    });

    dialog.append(label, who, select, document.createElement("br"), link, exit, status);
    backdrop.appendChild(dialog);
    return backdrop;
  }

  window.Plaid = {
    create: function (options) {
      var element = null;
      var handler = {
        open: function () {
          if (element) return;
          element = dialogFor(options, handler);
          document.body.appendChild(element);
        },
        close: function () {
          if (element) element.remove();
          element = null;
        },
        exit: function () {
          handler.close();
        },
        destroy: function () {
          handler.close();
        },
      };
      return handler;
    },
  };
})();
