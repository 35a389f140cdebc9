import { createError, developmentGatewayOrigin, recordOf, type Client } from "../../kernel/index.js";
import {
  BEACON_URL,
  FNCLS,
  FRAUD_SCRIPT_URL,
  FRAUDNET_SOURCE,
  SESSION_ID_MAX_LENGTH,
  SIMULATOR_BEACON_PATH,
  SIMULATOR_SCRIPT_PATH,
} from "./constants.js";
import { dataCollectorErrors as errors } from "./errors.js";
import type { DataCollectorCreateOptions, RawDeviceData } from "./types.js";

/** The fraud session id: the merchant's correlation id, else the client's session id; at most 32 characters. */
export function sessionIdOf(options: Record<string, unknown>, client: Client): string {
  const given = [options.riskCorrelationId, options.clientMetadataId, options.correlationId].find(
    (value): value is string => typeof value === "string" && value !== "",
  );
  return (given ?? client.getConfiguration().analyticsMetadata.sessionId).slice(0, SESSION_ID_MAX_LENGTH);
}

/** FraudNet's script and beacon addresses (the sandbox's stand-ins on a development gateway). */
function fraudNetUrls(client: Client): { script: string; beacon: string } {
  const gateway = developmentGatewayOrigin(client.getConfiguration().gatewayConfiguration);
  return gateway
    ? { script: gateway + SIMULATOR_SCRIPT_PATH, beacon: gateway + SIMULATOR_BEACON_PATH }
    : { script: FRAUD_SCRIPT_URL, beacon: BEACON_URL };
}

function beaconUrl(base: string, sessionId: string): string {
  return `${base}?i=127.0.0.1&p=${encodeURIComponent(sessionId)}&t=${Date.now() / 1000}&a=14`;
}

/** Loads a script afresh (FraudNet reads its parameter block when it runs, so each instance runs it again). */
function runScript(src: string): Promise<HTMLScriptElement> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.addEventListener("load", () => resolve(script));
    script.addEventListener("error", () => {
      script.remove();
      reject(new Error(`${src} could not be loaded.`));
    });
    document.body.appendChild(script);
  });
}

/**
 * Fraud signals for the merchant's server: FraudNet's parameter block and script (with the beacon image
 * address) on the page, and `deviceData` naming the session. Creation fails when no fraud-signal
 * instance could be set up (spec 000 §4).
 */
export class DataCollector {
  /** JSON text to send to the server with the nonce. */
  readonly deviceData: string;
  readonly rawDeviceData: RawDeviceData;
  readonly #elements: HTMLElement[];

  private constructor(sessionId: string, elements: HTMLElement[]) {
    this.rawDeviceData = { correlation_id: sessionId };
    this.deviceData = JSON.stringify(this.rawDeviceData);
    this.#elements = elements;
  }

  static async create(client: Client, given: DataCollectorCreateOptions): Promise<DataCollector> {
    const options = recordOf(given);
    const sessionId = sessionIdOf(options, client);
    const urls = fraudNetUrls(client);
    const parameters: Record<string, unknown> = { f: sessionId, s: FRAUDNET_SOURCE };
    if (options.beacon === false) parameters.bu = false;
    else parameters.b = beaconUrl(urls.beacon, sessionId);
    if (typeof options.cb1 === "string") parameters.cb1 = options.cb1;
    if (client.getConfiguration().gatewayConfiguration.environment !== "production") parameters.sandbox = true;

    const block = document.createElement("script");
    block.type = "application/json";
    block.setAttribute("fncls", FNCLS);
    block.text = JSON.stringify(parameters);
    document.body.appendChild(block);
    try {
      return new DataCollector(sessionId, [block, await runScript(urls.script)]);
    } catch (originalError) {
      block.remove();
      throw createError(errors.DATA_COLLECTOR_REQUIRES_CREATE_OPTIONS, { details: { originalError } });
    }
  }

  /** `deviceData`, or with `{raw: true}` the object it encodes. */
  async getDeviceData(options?: { raw?: boolean }): Promise<string | RawDeviceData> {
    return recordOf(options).raw === true ? { ...this.rawDeviceData } : this.deviceData;
  }

  /** Removes FraudNet's parameter block and script from the page. */
  async teardown(): Promise<void> {
    for (const element of this.#elements) element.remove();
  }
}
