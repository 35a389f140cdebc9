// Demo merchant page: what the sections of UnionPay, US bank account, vault manager, preferred payment
// methods and Payment Ready share (each section is its own file): a section under <main>, loading a
// CDN bundle, and showing an outcome.
(function () {
  "use strict";

  var configElement = document.getElementById("sandbox-config");
  var config = JSON.parse(configElement ? configElement.textContent : "{}");

  /** A CDN bundle by file name, loaded once for the page (the checkout's methods share the same cache). */
  function loadBundle(name) {
    return window.demoCheckout.checkout.bundles([name]);
  }

  /** Adds `<section id="<id>-demo">` with a heading and `html` under <main>; returns it. */
  function section(id, title, html) {
    var element = document.createElement("section");
    element.id = id + "-demo";
    element.className = "method-demo";
    element.style.marginTop = "2rem";
    element.style.borderTop = "1px solid #d5d9e0";
    element.setAttribute("aria-labelledby", id + "-heading");
    element.innerHTML = '<h2 id="' + id + '-heading">' + title + "</h2>" + html + '<p id="' + id + '-result" role="status" aria-live="polite"></p>';
    document.querySelector("main").appendChild(element);
    return element;
  }

  /** Shows in `<id>-result` what `promise` gives (`describe(value)`) or the error's code and message. */
  function show(id, promise, describe) {
    var result = document.getElementById(id + "-result");
    result.textContent = "Working…";
    result.dataset.state = "pending";
    result.style.color = "";
    return Promise.resolve(promise).then(
      function (value) {
        result.textContent = describe(value);
        result.dataset.state = "done";
        return value;
      },
      function (failure) {
        result.textContent = "Failed: " + (failure && failure.code ? failure.code + ": " + failure.message : String(failure));
        result.dataset.state = "error";
        result.style.color = "#a4161a";
      },
    );
  }

  function onClick(id, run) {
    var button = document.getElementById(id);
    button.disabled = false;
    button.addEventListener("click", run);
  }

  function fetchClientToken(query) {
    return fetch("/client-token" + (query || "")).then(function (response) {
      return response.json();
    }).then(function (body) {
      return body.clientToken;
    });
  }

  function ready(element, promise) {
    return Promise.resolve(promise).then(
      function () {
        element.dataset.state = "ready";
      },
      function (failure) {
        element.dataset.state = "error";
        var result = element.querySelector('[role="status"]');
        result.textContent = (failure && failure.code ? failure.code + ": " : "") + (failure && failure.message);
      },
    );
  }

  window.paykitDemo = { config: config, loadBundle: loadBundle, section: section, show: show, onClick: onClick, fetchClientToken: fetchClientToken, ready: ready };
})();
