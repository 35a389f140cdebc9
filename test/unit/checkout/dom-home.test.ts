// Only checkout/view/ touches the DOM (issue 47): the checkout's API and services (checkout.ts, methods/, services/,
// core/, the store) draw through the view's functions, so the DOM contract (Drop-in's) has one home.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../support/root.js";

/** Every TypeScript file of the checkout outside its view. */
function filesOutsideView(directory = join(ROOT, "checkout")): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "view" ? [] : filesOutsideView(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** What a file does to the DOM itself: the document, elements made, found, changed or styled (Hosted Fields' own
 * `setAttribute`, which reaches into its frames through its API, is not the DOM's). */
const DOM_CALL =
  /\bdocument\.|\.(?:createElement|querySelector(?:All)?|append(?:Child)?|replaceChildren|classList|setAttribute|textContent|style)\b/;

describe("the checkout's DOM", () => {
  it("is touched only in checkout/view/", () => {
    const touching = filesOutsideView()
      .filter((file) =>
        DOM_CALL.test(
          readFileSync(file, "utf8")
            .replace(/^\s*(\/\/|\*|\/\*).*$/gm, "")
            .replace(/hostedFields\.\w+/g, ""),
        ),
      )
      .map((file) => relative(ROOT, file));
    expect(touching).toEqual([]);
  });
});
