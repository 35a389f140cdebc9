// The checkout's stylesheet (checkout/view/dropin.css, published on the asset host at Drop-in's path), linked the way
// Drop-in links it: one `<link id="braintree-dropin-stylesheet">` in the document's head, or in the shadow root the
// container is in. Unlike Drop-in, whose teardown removes the link even while another instance still uses it, the
// link stays until the last instance of its document (or shadow root) is torn down: a second instance (React
// StrictMode's second mount) keeps its styles. A merchant's own rules for `.braintree-*` win as they do on Drop-in
// (a later stylesheet, or a more specific selector).
import { STYLESHEET_ID, STYLESHEET_PATH } from "../constants.js";

/** Per document or shadow root: how many instances use the stylesheet, and the link the checkout added (if it did). */
const users = new WeakMap<Document | ShadowRoot, { count: number; link?: HTMLLinkElement }>();

/**
 * Links the stylesheet from `assetsUrl` for the container's document or shadow root (unless a link with its id is
 * there already, the merchant's own for instance); the returned function, called once at the instance's teardown,
 * unlinks it once no instance uses it.
 */
export function linkStylesheet(container: HTMLElement, assetsUrl: string): () => void {
  const root = container.getRootNode() as Document | ShadowRoot;
  const use = users.get(root) ?? { count: 0 };
  users.set(root, use);
  use.count += 1;
  if (!root.getElementById(STYLESHEET_ID)) {
    const href = `${assetsUrl.replace(/\/$/, "")}/${STYLESHEET_PATH}`;
    use.link = Object.assign(document.createElement("link"), { id: STYLESHEET_ID, rel: "stylesheet", href });
    ("head" in root ? root.head : root).append(use.link);
  }
  return () => {
    use.count -= 1;
    if (use.count > 0) return;
    use.link?.remove();
    use.link = undefined;
  };
}
