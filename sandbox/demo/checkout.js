// The demo checkout's frame, shared by its three pages (`/` CDN script tags, `/loader` the loader script
// tag, `/react` the React bindings): order summary, payment method choices, result, the developer panel
// (error codes, test amount, latency and faults, the gateway's request log, the library's event log) and
// the "merchant server" sale step. On `/` and `/loader` each payment method is one file in methods/ that calls
// demoCheckout.method({...}); methods/list.js says which methods, in which order. `/react` draws every method
// with its own React component (sandbox/demo/react/) and hands them to start().
(function () {
  "use strict";

  var configElement = document.getElementById("sandbox-config");
  var config = JSON.parse(configElement ? configElement.textContent : "{}");
  // A development tokenization key names no host: tell the development build where the sandbox gateway is.
  window.__PAYKIT_DEVELOPMENT_GATEWAY__ = config.gatewayUrl;
  var mode = document.documentElement.dataset.demo || "cdn";

  var CURRENCY = "USD";
  var ITEMS = [
    { name: "Sandbox tote bag", price: 6.5 },
    { name: "Sticker pack", price: 3.5 },
  ];
  /** Test amounts of the sandbox processor (WIRE.md §8.2): the order total becomes one of these. */
  var TEST_AMOUNTS = [
    { value: "10.00", label: "$10.00: authorized" },
    { value: "2000.00", label: "$2,000.00: declined, Do Not Honor (2000)" },
    { value: "2001.00", label: "$2,001.00: declined, Insufficient Funds (2001)" },
    { value: "3000.00", label: "$3,000.00: processor unavailable (3000)" },
    { value: "5001.00", label: "$5,001.00: gateway rejected" },
  ];
  var LATENCIES = [0, 300, 1500, 5000];
  /** Gateway faults a visitor can arm (the sandbox's fault injection, one rule per click). */
  var FAULTS = [
    {
      id: "drop",
      label: "Card tokenization: no answer once (the library retries)",
      rule: { path: "/graphql", operationName: "TokenizeCreditCard", drop: true, times: 1 },
    },
    // Until cleared, not "twice": Chromium itself resends a request that got a 408 on a reused connection.
    {
      id: "timeout",
      label: "Card tokenization: 408 until cleared (times out)",
      rule: { path: "/graphql", operationName: "TokenizeCreditCard", status: 408, times: null },
    },
    {
      id: "server-error",
      label: "Card tokenization: 500 once",
      rule: { path: "/graphql", operationName: "TokenizeCreditCard", status: 500, times: 1 },
    },
    {
      id: "wallets",
      label: "Wallet or PayPal tokenization: 503 once",
      rule: { path: "/client_api/v1/payment_methods/", status: 503, times: 1 },
    },
    { id: "sale", label: "Sale: the gateway answers 503 once", rule: { path: "/transactions", status: 503, times: 1 } },
  ];

  /** The error and the errors it wraps (`details.originalError`), outermost first. */
  function causes(failure) {
    var chain = [];
    for (
      var current = failure;
      current && typeof current === "object" && chain.length < 5;
      current = current.details && current.details.originalError
    ) {
      chain.push(current);
    }
    return chain;
  }

  /** What a shopper should read for each failure; the catalogue code goes to the developer panel. */
  function humanMessage(failure) {
    var code = (failure && failure.code) || "";
    var chain = causes(failure);
    var timedOut = chain.some(function (cause) {
      return /TIMEOUT$/.test(cause.code || "") || (cause.details && cause.details.httpStatus === 408);
    });
    if (timedOut) return "The payment service took too long to answer. Please try again.";
    var network = chain.some(function (cause) {
      return cause.type === "NETWORK";
    });
    if (network) return "We could not reach the payment service. Check your connection and try again.";
    if (/FIELDS_EMPTY$/.test(code)) return "Please enter your card details.";
    if (/FIELDS_INVALID$/.test(code)) return "Some card details are not right yet: check the highlighted fields.";
    if (/CVV_VERIFICATION_FAILED$/.test(code))
      return "The security code did not match. Check the 3 or 4 digits on your card.";
    if (/FAIL_ON_DUPLICATE$/.test(code)) return "This card is already saved with us.";
    if (/(CANCELED|CANCELLED|CLOSED|CANCELLED_BY_CUSTOMER)$/.test(code))
      return "Payment canceled. Choose a way to pay when you are ready.";
    if (failure && failure.type === "CUSTOMER") return "Please check your payment details and try again.";
    return "Something went wrong on our side. Please try another way to pay.";
  }

  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    for (var name in attributes || {}) node.setAttribute(name, attributes[name]);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function byId(id) {
    return document.getElementById(id);
  }

  function money(value) {
    return "$" + Number(value).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }

  function clock(time) {
    var date = new Date(time);
    return date.toTimeString().slice(0, 8) + "." + String(date.getMilliseconds()).padStart(3, "0");
  }

  // ---- state shared with the methods ----

  var amount = TEST_AMOUNTS[0].value;
  var amountListeners = [];
  var nonceListeners = [];
  var saleListeners = [];
  var clientPromise;

  function setAmount(value) {
    amount = value;
    byId("order-total").textContent = money(value);
    byId("order-adjustment").textContent = money(Number(value) - 10);
    byId("order-adjustment-row").hidden = value === "10.00";
    amountListeners.forEach(function (listener) {
      listener(value);
    });
  }

  // ---- logs ----

  function appendLog(list, entry, limit) {
    list.insertBefore(entry, list.firstChild);
    while (list.children.length > limit) list.removeChild(list.lastChild);
  }

  /** The event log: what the library emitted (events, resolved and rejected calls). */
  function log(source, name, detail) {
    var entry = element("li");
    entry.appendChild(element("time", {}, clock(Date.now())));
    entry.appendChild(element("b", {}, source));
    entry.appendChild(element("span", {}, name));
    if (detail !== undefined && detail !== "")
      entry.appendChild(element("code", {}, typeof detail === "string" ? detail : JSON.stringify(detail)));
    appendLog(byId("event-log"), entry, 80);
  }

  /** The request log: what the sandbox gateway received since this page opened, read from its control API. */
  var requestCount = 0;
  var pageOpenedAt = Date.now();
  function pollRequests() {
    if (document.hidden) return;
    fetch(config.gatewayUrl + "/__sandbox/requests?from=" + requestCount)
      .then(function (response) {
        return response.ok ? response.json() : [];
      })
      .then(function (requests) {
        if (!Array.isArray(requests)) return;
        if (requests.length > 0 && requests[0].index !== undefined && requests[0].index < requestCount)
          requestCount = 0;
        requests.forEach(function (request) {
          requestCount = Math.max(requestCount, (request.index || 0) + 1);
          if (request.path.indexOf("/xoplatform/") === 0 || request.time < pageOpenedAt) return;
          var entry = element("li", request.fault ? { "data-fault": "" } : {});
          entry.appendChild(element("time", {}, clock(request.time)));
          entry.appendChild(element("b", {}, request.method));
          entry.appendChild(element("span", {}, request.path.replace(/^\/merchants\/[^/]+/, "…")));
          if (request.operationName) entry.appendChild(element("code", {}, request.operationName));
          if (request.fault) entry.appendChild(element("em", {}, "fault: " + request.fault));
          appendLog(byId("request-log"), entry, 60);
        });
      })
      .catch(function () {
        // The sandbox is restarting or gone: the log simply stops.
      });
  }

  // ---- results and errors ----

  function showMessage(kind, text) {
    var message = byId("message");
    message.dataset.kind = kind;
    message.textContent = text;
    message.hidden = text === "";
  }

  function clearNonce() {
    byId("nonce").textContent = "";
    byId("nonce-details").textContent = "";
    byId("receipt").hidden = true;
  }

  /** A failure: a human sentence for the shopper, the catalogue code and details for the developer. */
  function showError(label, failure) {
    var code = failure && failure.code ? failure.code : "UNKNOWN";
    var text = failure && failure.message ? failure.message : String(failure);
    // A nonce from an earlier attempt is stale once a later attempt failed: never leave it on show.
    clearNonce();
    byId("error").textContent = code + ": " + text;
    byId("error-type").textContent = (failure && failure.type) || "";
    byId("error-source").textContent = label;
    var details = failure && failure.details !== undefined ? JSON.stringify(failure.details, null, 2) : "";
    byId("error-details").textContent = details;
    byId("error-details").hidden = details === "";
    showMessage("error", humanMessage(failure));
    log(label, "error", code);
    document.body.dataset.state = "error";
  }

  function clearError() {
    byId("error").textContent = "";
    byId("error-type").textContent = "";
    byId("error-source").textContent = "";
    byId("error-details").textContent = "";
    byId("error-details").hidden = true;
    showMessage("info", "");
  }

  function describePayload(payload) {
    var details = (payload && payload.details) || {};
    var brand = details.cardType || payload.type || "";
    var lastFour =
      details.lastFour ||
      (details.lastTwo ? "··" + details.lastTwo : "") ||
      (details.dpanLastTwo ? "··" + details.dpanLastTwo : "");
    if (!lastFour && details.email) return brand + " · " + details.email;
    return brand + (lastFour ? " ending in " + lastFour : "") + " · " + payload.type;
  }

  /**
   * The merchant's server: charges the nonce for the order total (with the Data Collector's device data
   * when the method has some) and answers what the gateway said.
   */
  function sale(nonce, deviceData) {
    var order = { nonce: nonce, amount: amount };
    if (deviceData) order.deviceData = deviceData;
    return fetch("/sale", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(order),
    }).then(function (response) {
      return response.json().then(function (body) {
        return { status: response.status, body: body };
      });
    });
  }

  function showSale(label, result) {
    var transaction = result.body && result.body.transaction;
    var receipt = byId("receipt");
    receipt.hidden = false;
    if (result.status === 201 && transaction) {
      receipt.dataset.state = "authorized";
      byId("sale").textContent =
        "Paid " + money(transaction.amount) + ". Transaction " + transaction.id + " " + transaction.status + ".";
      showMessage("success", "Thank you! Your order is confirmed.");
      log("server", "transaction sale", transaction.status + " " + transaction.id);
      document.body.dataset.state = "paid";
      // The shopper sees the confirmation where they are, and the form is empty for a next order.
      byId("message").scrollIntoView({ block: "start" });
      saleListeners.forEach(function (listener) {
        listener(transaction);
      });
      return;
    }
    receipt.dataset.state = "declined";
    var reason = (result.body && result.body.message) || "HTTP " + result.status;
    byId("sale").textContent = transaction
      ? "Declined: " +
        transaction.status +
        " (" +
        (transaction.processorResponseCode || "no code") +
        ") " +
        reason +
        "."
      : "The sale failed: " + reason + ".";
    byId("error").textContent =
      (transaction ? transaction.status + " " + transaction.processorResponseCode : "sale HTTP " + result.status) +
      ": " +
      reason;
    byId("error-type").textContent = "server";
    byId("error-source").textContent = label + " → transaction sale";
    showMessage(
      "error",
      transaction && transaction.status === "processor_declined"
        ? "Your bank declined the payment (" + reason + "). Please use another card or way to pay."
        : "We could not complete the payment. Please try again in a moment.",
    );
    log("server", "transaction sale", (transaction ? transaction.status : "HTTP " + result.status) + ": " + reason);
    document.body.dataset.state = "declined";
  }

  /**
   * A method produced a nonce: show it with card type and last four, then run the sale on the "server".
   * extras (optional): `description` replaces the one read from the payload; `deviceData` goes to the sale.
   */
  function showNonce(label, payload, extras) {
    var description = (extras && extras.description) || describePayload(payload);
    var deviceData = extras && extras.deviceData;
    clearError();
    byId("nonce").textContent = payload.nonce;
    byId("nonce-details").textContent = description;
    byId("receipt").hidden = false;
    byId("receipt").dataset.state = "pending";
    byId("sale").textContent = "Charging " + money(amount) + "…";
    showMessage("info", "Confirming your payment…");
    log(label, "nonce", description);
    if (deviceData) log(label, "device data", deviceData);
    nonceListeners.forEach(function (listener) {
      listener(payload);
    });
    return sale(payload.nonce, deviceData).then(
      function (result) {
        showSale(label, result);
        return result;
      },
      function (failure) {
        showSale(label, { status: 0, body: { message: String(failure && failure.message) } });
      },
    );
  }

  // ---- methods ----

  /** The button and result line every wallet section shows (ids kept stable for tests). */
  function walletUi(body, id, label, className) {
    body.innerHTML = "";
    var button = element("button", { type: "button", class: className, "data-wallet-start": id, disabled: "" }, label);
    var output = element("output", { class: "method-result", "data-wallet-result": id, "aria-live": "polite" });
    body.appendChild(button);
    body.appendChild(output);
    function show(state, text) {
      output.dataset.state = state;
      output.textContent = text;
    }
    return {
      ready: function (start) {
        button.disabled = false;
        button.addEventListener("click", function () {
          choose(id);
          show("pending", "Waiting for the simulated wallet…");
          start();
        });
      },
      nonce: function (payload) {
        show("nonce", payload.nonce + " (" + payload.type + ")");
        showNonce(document.querySelector("#method-" + id + " .method-title").textContent, payload);
      },
      failed: function (failure) {
        var code =
          failure && failure.code ? failure.code : failure && failure.statusCode ? failure.statusCode : "UNKNOWN";
        var message =
          failure && (failure.message || failure.statusMessage)
            ? failure.message || failure.statusMessage
            : String(failure);
        show("error", code + ": " + message);
        showError(id, failure && failure.code ? failure : { code: code, message: message, type: "CUSTOMER" });
      },
      canceled: function () {
        show("canceled", "Canceled by the shopper.");
        log(id, "canceled");
      },
    };
  }

  var sections = {};
  var registered = {};
  /** Per registered method, what mounts it (once). */
  var mounts = {};

  /** The Checkout (braintree.dropin) is shown on its own, above the accordion of single methods. */
  var STANDALONE = "checkout";

  /** The accordion's group of a method (methods/list.js), made the first time one of its methods is laid out. */
  function groupFor(id) {
    var groups = window.DEMO_GROUPS || [];
    var index = groups.findIndex(function (group) {
      return group.methods.indexOf(id) !== -1;
    });
    var key = index === -1 ? "other" : String(index);
    var existing = byId("methods").querySelector('[data-group="' + key + '"]');
    if (existing) return existing.querySelector(".method-group-list");
    var group = element("div", {
      class: "method-group",
      "data-group": key,
      role: "group",
      "aria-labelledby": "method-group-" + key,
    });
    group.appendChild(
      element(
        "h3",
        { class: "method-group-title", id: "method-group-" + key },
        index === -1 ? "More" : groups[index].title,
      ),
    );
    var list = element("div", { class: "method-group-list" });
    group.appendChild(list);
    byId("methods").appendChild(group);
    return list;
  }

  /**
   * One section per method. The single methods are an accordion in groups: the heading is a button that opens the
   * method's body and closes the others (one open at a time; the card is open when the page loads). The Checkout is a
   * section of its own above them, always open. A method is mounted (its bundles, scripts and instances) the first time
   * its section opens, as a merchant's page would: the Checkout and the card at load, the others when the shopper opens
   * them (on `/loader` that is when their bundle is fetched), and a mounted method stays mounted when it closes.
   */
  function sectionFor(id) {
    if (sections[id]) return sections[id];
    var standalone = id === STANDALONE;
    var section = element("section", {
      class: standalone ? "method method-standalone" : "method",
      id: "method-" + id,
      "data-method": id,
      "aria-labelledby": "method-" + id + "-title",
    });
    var heading = element(standalone ? "h2" : "h4", { class: "method-heading" });
    var toggle = element(
      standalone ? "div" : "button",
      standalone
        ? { class: "method-toggle method-toggle-static", id: "method-" + id + "-title", "data-choice": id }
        : {
            type: "button",
            class: "method-toggle",
            id: "method-" + id + "-title",
            "data-choice": id,
            "aria-expanded": "false",
            "aria-controls": "method-" + id + "-body",
          },
    );
    toggle.appendChild(element("span", { class: "method-icon", "data-icon": id, "aria-hidden": "true" }));
    var titles = element("span", { class: "method-titles" });
    titles.appendChild(element("span", { class: "method-title" }, id));
    titles.appendChild(element("span", { class: "method-tagline" }, ""));
    toggle.appendChild(titles);
    if (!standalone) {
      // The chevron is an element of its own, so that a title never runs under it.
      toggle.appendChild(element("span", { class: "method-chevron", "aria-hidden": "true" }, "▾"));
      toggle.addEventListener("click", function () {
        choose(id);
      });
    }
    heading.appendChild(toggle);
    section.appendChild(heading);
    section.appendChild(
      element(
        "div",
        standalone
          ? { class: "method-body", id: "method-" + id + "-body" }
          : { class: "method-body", id: "method-" + id + "-body", "data-closed": "" },
      ),
    );
    if (standalone) byId("featured-methods").appendChild(section);
    else groupFor(id).appendChild(section);
    sections[id] = { section: section, toggle: toggle, standalone: standalone };
    return sections[id];
  }

  /** The method a return from a provider's page names (`?demo=<id>`), if any. */
  function returningTo() {
    return new URLSearchParams(location.search).get("demo");
  }

  /** The open method of the accordion (its section may be laid out before its file registered it). */
  var opened;

  /** Opens one method and closes the others; the order summary says which one the shopper pays with. */
  function choose(id) {
    opened = id;
    if (mounts[id]) mounts[id]();
    for (var other in sections) {
      var open = other === id;
      var parts = sections[other];
      if (parts.standalone) {
        // Always open; marked while the shopper pays through it.
        parts.section.classList.toggle("chosen", open);
        continue;
      }
      parts.section.classList.toggle("chosen", open);
      parts.toggle.setAttribute("aria-expanded", String(open));
      // Collapsed, not display:none: a closed method's frames (Hosted Fields, PayPal's button) keep loading and
      // answering their page while the shopper looks at another method.
      parts.section.querySelector(".method-body").toggleAttribute("data-closed", !open);
      if (open) parts.toggle.setAttribute("aria-current", "true");
      else parts.toggle.removeAttribute("aria-current");
    }
    var chosen = registered[id];
    byId("paying-with").textContent = chosen ? chosen.title : id;
  }

  /** Opens a method and brings its section into view (a recommendation sends the shopper to it). */
  function reveal(id) {
    choose(id);
    if (sections[id]) sections[id].section.scrollIntoView();
  }

  var loadedScripts = {};
  /** Loads a script once: two methods may need the same simulator (Apple Pay's and the checkout's). */
  function loadScript(src, module) {
    loadedScripts[src] = loadedScripts[src] || addScript(src, module);
    return loadedScripts[src];
  }

  function addScript(src, module) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement("script");
      if (module) script.type = "module";
      script.src = src;
      script.onload = function () {
        resolve();
      };
      script.onerror = function () {
        reject(new Error(src + " did not load. Run `npm run build` first."));
      };
      document.head.appendChild(script);
    });
  }

  var loadedBundles = {};
  /** CDN page: the method's bundles by script tag. The loader and React fetch what they use by themselves. */
  function loadBundles(files) {
    if (mode !== "cdn") return Promise.resolve();
    return Promise.all(
      (files || []).map(function (file) {
        loadedBundles[file] = loadedBundles[file] || loadScript(config.assetsUrl + "/web/3.132.0/js/" + file);
        return loadedBundles[file];
      }),
    );
  }

  /** The merchant's server mints a client token (`query`: e.g. "?customerId=…" for a customer's vault). */
  function clientToken(query) {
    return fetch("/client-token" + (query || ""))
      .then(function (response) {
        if (!response.ok)
          throw new Error("The demo server could not mint a client token (HTTP " + response.status + ")");
        return response.json();
      })
      .then(function (body) {
        return body.clientToken;
      });
  }

  function namespace() {
    return checkout.braintree || window.braintree;
  }

  /** What each method file receives. */
  var checkout = {
    config: config,
    mode: mode,
    currency: CURRENCY,
    storeName: "Paykit Sandbox Store",
    amount: function () {
      return amount;
    },
    onAmount: function (listener) {
      amountListeners.push(listener);
    },
    onNonce: function (listener) {
      nonceListeners.push(listener);
    },
    /** After an authorized sale: methods with a form reset it. */
    onSale: function (listener) {
      saleListeners.push(listener);
    },
    money: money,
    /** Set by the React page: `{ client }` of the npm module, for the developer panel's client tools. */
    braintree: undefined,
    /** The `braintree` namespace of this page (CDN bundles, the loader, or npm modules on the React page). */
    paykit: namespace,
    /** One client for the page (the library caches one per authorization). */
    client: function () {
      clientPromise = clientPromise || namespace().client.create({ authorization: config.tokenizationKey });
      return clientPromise;
    },
    /** A client token from the merchant's server (3-D Secure, a customer's vault). */
    clientToken: clientToken,
    script: loadScript,
    /** CDN page: loads bundles (file names) once each, shared by every method that needs them. */
    bundles: loadBundles,
    log: log,
    nonce: showNonce,
    error: showError,
    choose: choose,
    reveal: reveal,
    element: element,
    walletUi: walletUi,
    payByButton: function (body, spec) {
      return payByButton(body, spec);
    },
  };

  /**
   * The flow of a method paid by one call from a button in the shopper's click (its pop-up opens inside it): creates
   * the method's component, then each click runs `spec.pay(instance)` and shows its nonce (and makes the sale) or its
   * failure on the section's result line, `#<id>-result`. spec: {id, namespace, title (the result line's name), label
   * (the receipt's), call (the failing call's name), button (selector), pay(instance, report) -> Promise<payload>,
   * describe(payload) -> {detail, description}}. Resolves once the button can be used.
   */
  function payByButton(body, spec) {
    var section = body.querySelector("#" + spec.id + "-demo");
    var button = body.querySelector(spec.button);
    var result = body.querySelector("#" + spec.id + "-result");
    function report(text, state) {
      result.textContent = text;
      result.dataset.state = state;
    }
    function pay(instance) {
      choose(spec.id);
      button.disabled = true;
      report(spec.title + ": waiting for the shopper…", "pending");
      spec
        .pay(instance, report)
        .then(
          function (payload) {
            var shown = spec.describe(payload);
            report(spec.title + " nonce: " + payload.nonce + " (" + shown.detail + ")", "nonce");
            return showNonce(spec.label, payload, { description: shown.description });
          },
          function (failure) {
            report(spec.title + " failed: " + failure.code + ": " + failure.message, "error");
            showError(spec.call, failure);
          },
        )
        .then(function () {
          button.disabled = false;
        });
    }
    return checkout
      .client()
      .then(function (client) {
        return namespace()[spec.namespace].create({ client: client });
      })
      .then(
        function (instance) {
          button.disabled = false;
          button.addEventListener("click", function () {
            pay(instance);
          });
          section.dataset.state = "ready";
        },
        function (failure) {
          section.dataset.state = "error";
          throw failure;
        },
      );
  }

  /**
   * Registers a payment method. spec: {id, title, tagline, bundles?: CDN files, scripts?: URLs loaded first,
   * mount(body, checkout)}; mount may return a Promise (its rejection is shown as the method's error).
   */
  function method(spec) {
    registered[spec.id] = spec;
    var parts = sectionFor(spec.id);
    parts.section.querySelector(".method-title").textContent = spec.title;
    parts.section.querySelector(".method-tagline").textContent = spec.tagline || "";
    var body = parts.section.querySelector(".method-body");
    parts.section.addEventListener("focusin", function () {
      choose(spec.id);
    });
    var mounted;
    mounts[spec.id] = function () {
      mounted =
        mounted ||
        loadBundles(spec.bundles)
          .then(function () {
            return Promise.all(
              (spec.scripts || []).map(function (src) {
                return loadScript(src);
              }),
            );
          })
          .then(function () {
            return spec.mount(body, checkout);
          })
          .then(
            function () {
              parts.section.dataset.state = "ready";
            },
            function (failure) {
              parts.section.dataset.state = "error";
              showError(spec.title, failure);
            },
          );
      return mounted;
    };
    // The card is open at load; a method the address names (`?demo=<id>`: the shopper is back from its provider's
    // page) opens instead, so that it mounts and reads the answer.
    if (spec.id === returningTo() || (spec.id === "card" && opened === undefined)) choose(spec.id);
    return parts.standalone || opened === spec.id ? mounts[spec.id]() : Promise.resolve();
  }

  /**
   * The listed methods, or only those named by the page's `?methods=a,b` (in the list's order): a page with one
   * method loads much faster, which the demo's tests use when they show one method's flow.
   */
  function listedMethods() {
    var named = (new URLSearchParams(location.search).get("methods") || "").split(",").filter(Boolean);
    return (window.DEMO_METHODS || []).filter(function (id) {
      return named.length === 0 || named.indexOf(id) !== -1;
    });
  }

  /** Lays out the listed methods in order, then loads each method's file (`overrides` replace files by id). */
  function start(overrides) {
    var list = listedMethods();
    list.forEach(sectionFor);
    list.forEach(function (id) {
      if (overrides && overrides[id]) method(overrides[id]);
      else
        loadScript("/methods/" + id + ".js").catch(function (failure) {
          showError(id, failure);
        });
    });
  }

  // ---- developer panel ----

  function setUpDeveloperPanel() {
    var amountSelect = byId("test-amount");
    TEST_AMOUNTS.forEach(function (option) {
      amountSelect.appendChild(element("option", { value: option.value }, option.label));
    });
    amountSelect.addEventListener("change", function () {
      setAmount(amountSelect.value);
    });

    var latency = byId("latency");
    LATENCIES.forEach(function (ms) {
      latency.appendChild(element("option", { value: String(ms) }, ms === 0 ? "none" : ms + " ms on every answer"));
    });
    latency.addEventListener("change", function () {
      fetch(config.gatewayUrl + "/__sandbox/latency", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ms: Number(latency.value) }),
      }).then(function () {
        log("sandbox", "latency", latency.value + " ms");
      });
    });

    var faultSelect = byId("fault");
    FAULTS.forEach(function (fault) {
      faultSelect.appendChild(element("option", { value: fault.id }, fault.label));
    });
    byId("arm-fault").addEventListener("click", function () {
      var fault = FAULTS.filter(function (candidate) {
        return candidate.id === faultSelect.value;
      })[0];
      fetch(config.gatewayUrl + "/__sandbox/faults", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(fault.rule),
      }).then(function (response) {
        byId("fault-state").textContent = response.ok ? "Armed: " + fault.label : "The sandbox refused the fault.";
        log("sandbox", "fault armed", fault.id);
      });
    });
    byId("clear-faults").addEventListener("click", function () {
      fetch(config.gatewayUrl + "/__sandbox/faults", { method: "DELETE" }).then(function () {
        byId("fault-state").textContent = "No fault armed.";
        log("sandbox", "faults cleared");
      });
    });

    byId("clear-logs").addEventListener("click", function () {
      byId("event-log").textContent = "";
      byId("request-log").textContent = "";
    });

    setUpClientTools();
    window.setInterval(pollRequests, 1000);
    pollRequests();
  }

  /** Creating a client by hand and reading the configuration it received. */
  function setUpClientTools() {
    function create(getAuthorization) {
      var output = byId("configuration");
      output.textContent = "";
      clearError();
      document.body.dataset.state = "loading";
      getAuthorization()
        .then(function (authorization) {
          return namespace().client.create({ authorization: authorization });
        })
        .then(function (client) {
          output.textContent = JSON.stringify(client.getConfiguration().gatewayConfiguration, null, 2);
          document.body.dataset.state = "ready";
        })
        .catch(function (failure) {
          showError("client.create", failure);
        });
    }
    byId("create-with-tokenization-key").addEventListener("click", function () {
      create(function () {
        return Promise.resolve(config.tokenizationKey);
      });
    });
    byId("create-with-client-token").addEventListener("click", function () {
      create(function () {
        return clientToken();
      });
    });
  }

  window.demoCheckout = { method: method, start: start, checkout: checkout };

  document.addEventListener("DOMContentLoaded", function () {
    document.body.dataset.state = "idle";
    var list = byId("order-items");
    ITEMS.forEach(function (item) {
      var row = element("li");
      row.appendChild(element("span", {}, item.name));
      row.appendChild(element("span", {}, money(item.price)));
      list.appendChild(row);
    });
    setUpDeveloperPanel();
    setAmount(amount);
    // The React page starts the list itself, once its own sections are known.
    if (mode !== "react") start();
  });
})();
