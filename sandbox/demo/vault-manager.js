// Demo merchant page: the vault manager lists the payment methods stored for a client token's customer
// (the sandbox seeds every customer id with three) and deletes one by its nonce.
(function () {
  "use strict";

  var demo = window.paykitDemo;
  var HTML =
    '<p>Stored payment methods of the sandbox customer <code>demo-customer</code> (client token with a customer id).</p>' +
    '<div class="actions"><button type="button" id="vault-fetch" disabled>Show stored payment methods</button></div>' +
    '<ul id="vault-methods"></ul>';

  function render(vaultManager, methods) {
    var list = document.getElementById("vault-methods");
    list.textContent = "";
    methods.forEach(function (method) {
      var item = document.createElement("li");
      item.textContent = method.type + " " + (method.description || "") + (method.default ? " (default)" : "") + " ";
      var remove = document.createElement("button");
      remove.type = "button";
      remove.textContent = "Delete";
      remove.addEventListener("click", function () {
        demo.show("vault-manager", vaultManager.deletePaymentMethod(method.nonce), function () {
          item.remove();
          return "Deleted " + method.type + " " + (method.description || "");
        });
      });
      item.appendChild(remove);
      list.appendChild(item);
    });
    return methods.length + " stored payment methods";
  }

  document.addEventListener("DOMContentLoaded", function () {
    var section = demo.section("vault-manager", "Vault manager", HTML);
    demo.ready(
      section,
      Promise.all([demo.loadBundle("vault-manager.min.js"), demo.fetchClientToken("?customerId=demo-customer")]).then(function (loaded) {
        return window.braintree.vaultManager.create({ authorization: loaded[1] }).then(function (vaultManager) {
          demo.onClick("vault-fetch", function () {
            demo.show("vault-manager", vaultManager.fetchPaymentMethods({ defaultFirst: true }), function (methods) {
              return render(vaultManager, methods);
            });
          });
        });
      }),
    );
  });
})();
