// Shared by every wallet simulator (the asset server serves it in front of each one): a small payment
// sheet, clearly labelled as a sandbox simulation, and the call to the gateway's simulator routes that
// play the wallet provider's servers. Simulated wallets only; nothing here is a real wallet.
(function () {
  "use strict";
  if (window.PaykitSimulator) return;

  var GATEWAY_URL = "{{GATEWAY_URL}}";

  function style(element, rules) {
    // CSSOM assignments, so pages under a strict style-src policy still render the sheet.
    for (var name in rules) element.style[name] = rules[name];
    return element;
  }

  function element(tag, text) {
    var node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  /**
   * Opens a sheet. options: {wallet, lines: [text], choices: [{value, label}], choiceLabel, onPay(value),
   * onCancel()}. Returns {close(), setStatus(text), enablePay(on)}.
   */
  function openSheet(options) {
    var dialog = style(element("div"), {
      position: "fixed",
      right: "16px",
      bottom: "16px",
      zIndex: "2147483000",
      width: "320px",
      background: "#fff",
      color: "#111",
      border: "2px dashed #b45309",
      borderRadius: "12px",
      padding: "16px",
      boxShadow: "0 8px 24px rgba(0,0,0,.25)",
      font: "14px/1.4 system-ui, sans-serif",
    });
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-modal", "true");
    dialog.setAttribute("aria-label", options.wallet + " (simulated wallet, sandbox)");
    dialog.setAttribute("data-simulator", options.wallet);

    var badge = style(element("p", "Simulated wallet (sandbox) — no real payment"), {
      margin: "0 0 8px",
      color: "#b45309",
      fontWeight: "600",
      fontSize: "12px",
      textTransform: "uppercase",
    });
    var title = style(element("h2", options.wallet), { margin: "0 0 8px", fontSize: "18px" });
    dialog.appendChild(badge);
    dialog.appendChild(title);
    (options.lines || []).forEach(function (line) {
      dialog.appendChild(style(element("p", line), { margin: "0 0 8px" }));
    });

    var select = element("select");
    select.setAttribute("data-simulator-field", "choice");
    (options.choices || []).forEach(function (choice) {
      var option = element("option", choice.label);
      option.value = choice.value;
      select.appendChild(option);
    });
    var label = style(element("label", (options.choiceLabel || "Pay with") + " "), {
      display: "block",
      margin: "0 0 12px",
    });
    label.appendChild(select);
    dialog.appendChild(label);

    var status = style(element("p"), { margin: "0 0 8px", minHeight: "1.4em" });
    status.setAttribute("role", "status");
    status.setAttribute("data-simulator-status", "");
    dialog.appendChild(status);

    var pay = element("button", "Pay");
    pay.type = "button";
    pay.setAttribute("data-simulator-action", "pay");
    var cancel = element("button", "Cancel");
    cancel.type = "button";
    cancel.setAttribute("data-simulator-action", "cancel");
    style(cancel, { marginLeft: "8px" });
    dialog.appendChild(pay);
    dialog.appendChild(cancel);

    var closed = false;
    var sheet = {
      close: function () {
        closed = true;
        dialog.remove();
      },
      setStatus: function (text) {
        status.textContent = text;
      },
      enablePay: function (on) {
        pay.disabled = !on;
      },
    };
    pay.addEventListener("click", function () {
      if (closed || pay.disabled) return;
      pay.disabled = true;
      sheet.setStatus("Processing…");
      options.onPay(select.value);
    });
    cancel.addEventListener("click", function () {
      if (closed) return;
      sheet.close();
      options.onCancel();
    });
    (document.body || document.documentElement).appendChild(dialog);
    return sheet;
  }

  /** POSTs to a simulator route of the sandbox gateway; resolves {status, body}. */
  function callProvider(path, body) {
    return fetch(GATEWAY_URL + path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response.json().then(function (json) {
        return { status: response.status, body: json };
      });
    });
  }

  window.PaykitSimulator = { openSheet: openSheet, callProvider: callProvider };
})();
