import {
  FRAUD_SESSION_ID_MAX_LENGTH,
  FRAUDNET_FNCLS,
  FRAUDNET_SCRIPT_URL,
  FRAUDNET_SIMULATOR_PATH,
  FRAUDNET_SOURCE,
} from "../constants.js";
import { developmentGatewayOrigin } from "../configuration/environments.js";
import { TRUSTS_LOCALHOST } from "../configuration/trust.js";
import type { GatewayConfiguration } from "../configuration/types.js";
import { fraudNetPage } from "./page.js";

/** FraudNet's parameters (WIRE §4.2, §4.3), read by its script from a JSON block on the page. */
export type FraudNetParameters = Record<string, unknown> & { f: string };

/** FraudNet's script: PayPal's, or the sandbox's stand-in on a development gateway. */
export function fraudNetScript(configuration: GatewayConfiguration): string {
  // Checked here too so production bundles drop the sandbox path.
  const gateway = TRUSTS_LOCALHOST ? developmentGatewayOrigin(configuration) : undefined;
  return gateway ? gateway + FRAUDNET_SIMULATOR_PATH : FRAUDNET_SCRIPT_URL;
}

/** Writes (or rewrites) a FraudNet parameter block at the end of the page; it becomes the page's block. */
export function fraudNetBlock(
  parameters: FraudNetParameters,
  block = document.createElement("script"),
): HTMLScriptElement {
  block.type = "application/json";
  block.setAttribute("fncls", FRAUDNET_FNCLS);
  block.text = JSON.stringify({ ...parameters, s: FRAUDNET_SOURCE });
  document.body.appendChild(block);
  fraudNetPage().block = block;
  return block;
}

/** Runs FraudNet's script afresh (it reads the parameter blocks when it runs); rejects when it cannot load. */
export function runFraudNet(src: string): Promise<HTMLScriptElement> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.onload = () => resolve(script);
    script.onerror = () => {
      script.remove();
      reject(new Error(src));
    };
    document.body.appendChild(script);
  });
}

/**
 * The card tokenization fraud hook (WIRE §4.3): when the merchant's configuration asks for device data, a tokenized
 * card's nonce becomes FraudNet's session in the page's parameter block (a data collector's, if one wrote it) and
 * FraudNet runs again. Never holds up or fails the tokenization.
 */
export function collectCardFraudData(
  configuration: GatewayConfiguration,
  fingerprint: string | undefined,
  nonce: unknown,
): void {
  if (!configuration.creditCards?.collectDeviceData || typeof nonce != "string") return;
  const fp = {
    rda_tenant: "bt_card",
    mid: configuration.merchantId,
    cid: /customer_id=([^&?]+)/.exec(fingerprint ?? "")?.[1],
  };
  const page = fraudNetPage();
  fraudNetBlock(
    { f: nonce.slice(0, FRAUD_SESSION_ID_MAX_LENGTH), fp, bu: false },
    page.block?.isConnected ? page.block : undefined,
  );
  page.cardScript?.remove();
  runFraudNet(fraudNetScript(configuration)).then(
    (script) => (page.cardScript = script),
    () => undefined,
  );
}
