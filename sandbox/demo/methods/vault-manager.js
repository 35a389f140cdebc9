// Vault manager: the payment methods a customer saved (the sandbox gives every customer id a Visa, a
// MasterCard and a PayPal account). It needs a client token with the customer's id, minted by the
// merchant's server when the shopper asks; each saved method can pay (its nonce goes to the sale) or be
// deleted.
(function () {
  "use strict";
  var ID = "vault-manager";
  var CUSTOMER = "demo-customer";

  window.demoCheckout.method({
    id: ID,
    title: "Saved payment methods",
    short: "Saved",
    tagline: "Vault manager: the payment methods the customer " + CUSTOMER + " saved, to pay with or delete.",
    bundles: ["vault-manager.min.js"],
    mount: function (body, checkout) {
      body.innerHTML =
        '<div id="vault-manager-demo">' +
        '<div class="actions"><button type="button" id="vault-fetch" disabled>Show my saved payment methods</button></div>' +
        '<ul id="vault-methods" class="vault-methods"></ul>' +
        '<output id="vault-manager-result" class="method-result" role="status" aria-live="polite"></output>' +
        "</div>";
      var section = body.querySelector("#vault-manager-demo");
      var button = body.querySelector("#vault-fetch");
      var list = body.querySelector("#vault-methods");
      var result = body.querySelector("#vault-manager-result");
      var pending;
      checkout.onAmount(function () {
        Array.prototype.forEach.call(list.querySelectorAll('[data-vault-action="pay"]'), function (pay) {
          pay.textContent = "Pay " + checkout.money(checkout.amount());
        });
      });

      function report(text, state) {
        result.textContent = text;
        result.dataset.state = state;
      }

      function failed(label, failure) {
        report(
          label +
            " failed: " +
            (failure && failure.code ? failure.code + ": " + failure.message : String(failure && failure.message)),
          "error",
        );
        checkout.error("vaultManager." + label, failure);
      }

      /** One vault manager for the page, created on first use with the customer's client token. */
      function vaultManager() {
        pending =
          pending ||
          checkout.clientToken("?customerId=" + encodeURIComponent(CUSTOMER)).then(function (clientToken) {
            return checkout.paykit().vaultManager.create({ authorization: clientToken });
          });
        pending.catch(function () {
          pending = undefined;
        });
        return pending;
      }

      function describe(method) {
        var details = method.details || {};
        var name = details.cardType
          ? details.cardType + " ending in " + details.lastFour
          : details.email || method.description || "";
        return method.type + (name ? " · " + name : "") + (method.default ? " (default)" : "");
      }

      function render(manager, methods) {
        list.textContent = "";
        methods.forEach(function (method) {
          var item = checkout.element("li", { "data-type": method.type });
          item.appendChild(checkout.element("span", {}, describe(method)));
          var pay = checkout.element(
            "button",
            { type: "button", "data-vault-action": "pay" },
            "Pay " + checkout.money(checkout.amount()),
          );
          var remove = checkout.element("button", { type: "button", "data-vault-action": "delete" }, "Delete");
          pay.addEventListener("click", function () {
            checkout.choose(ID);
            pay.disabled = true;
            remove.disabled = true;
            report("Paying with " + describe(method) + "…", "pending");
            checkout.nonce("Saved payment method", method, { description: describe(method) }).then(function () {
              // A vaulted method's nonce is single use: list the methods again for a fresh one.
              report("Paid with " + describe(method) + ".", "nonce");
            });
          });
          remove.addEventListener("click", function () {
            checkout.choose(ID);
            remove.disabled = true;
            manager.deletePaymentMethod(method.nonce).then(
              function () {
                item.remove();
                report("Deleted " + describe(method) + ".", "done");
                checkout.log("vaultManager", "deletePaymentMethod", describe(method));
              },
              function (failure) {
                remove.disabled = false;
                failed("deletePaymentMethod", failure);
              },
            );
          });
          item.appendChild(pay);
          item.appendChild(remove);
          list.appendChild(item);
        });
        report(methods.length + " saved payment methods", "done");
      }

      button.disabled = false;
      button.addEventListener("click", function () {
        checkout.choose(ID);
        button.disabled = true;
        report("Loading the saved payment methods…", "pending");
        vaultManager()
          .then(function (manager) {
            return manager.fetchPaymentMethods({ defaultFirst: true }).then(function (methods) {
              checkout.log("vaultManager", "fetchPaymentMethods", methods.length + " methods");
              render(manager, methods);
            });
          })
          .catch(function (failure) {
            failed("fetchPaymentMethods", failure);
          })
          .then(function () {
            button.disabled = false;
          });
      });
      section.dataset.state = "ready";
    },
  });
})();
