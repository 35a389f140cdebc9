// The Masterpass loading frame: the pop-up comes here once the request token exists and starts
// Masterpass's own checkout, which returns the shopper to the redirect frame. On a development gateway
// (development-trust build only) it goes to the sandbox's Masterpass simulator instead.
import { isTrustedUrl, TRUSTS_LOCALHOST } from "../../../kernel/frame-entry.js";
import { masterpassScript, MASTERPASS_VERSION, SIMULATOR_PATH } from "../constants.js";

interface MasterpassClient {
  checkout(options: Record<string, unknown>): void;
}

const query = new URLSearchParams(location.search);
const parameter = (name: string) => query.get(name);

function toSimulator(): boolean {
  const origin = parameter("simulatorOrigin");
  if (!TRUSTS_LOCALHOST || parameter("environment") !== "development" || !origin || !isTrustedUrl(origin)) return false;
  location.replace(
    `${new URL(origin).origin}${SIMULATOR_PATH}?oauth_token=${encodeURIComponent(parameter("requestToken") ?? "")}`,
  );
  return true;
}

function toMasterpass(): void {
  const script = document.createElement("script");
  script.src = masterpassScript(parameter("environment"));
  script.addEventListener("load", () => {
    const noop = () => undefined;
    const masterpass = (window as unknown as { MasterPass?: { client?: MasterpassClient } }).MasterPass;
    masterpass?.client?.checkout({
      requestToken: parameter("requestToken"),
      callbackUrl: parameter("callbackUrl"),
      merchantCheckoutId: parameter("merchantCheckoutId"),
      allowedCardTypes: parameter("allowedCardTypes"),
      version: MASTERPASS_VERSION,
      failureCallback: noop,
      cancelCallback: noop,
      successCallback: noop,
    });
  });
  document.body.appendChild(script);
}

if (!toSimulator()) toMasterpass();
