import {
  createError,
  developmentGatewayOrigin,
  FRAUD_SESSION_ID_MAX_LENGTH,
  fraudNetBlock,
  fraudNetScript,
  recordOf,
  runFraudNet,
  type Client,
  type FraudNetParameters,
} from "../../kernel/index.js";
import { BEACON_URL, beaconQuery, SIMULATOR_BEACON_PATH } from "./constants.js";
import { dataCollectorErrors as errors } from "./errors.js";
import type { DataCollectorCreateOptions, RawDeviceData } from "./types.js";

/** The fraud session id: the merchant's correlation id, else the client's session id; at most 32 characters. */
export function sessionIdOf(options: Record<string, unknown>, client: Client): string {
  const given = [options.riskCorrelationId, options.clientMetadataId, options.correlationId].find(
    (value): value is string => typeof value === "string" && value !== "",
  );
  return (given ?? client.getConfiguration().analyticsMetadata.sessionId).slice(0, FRAUD_SESSION_ID_MAX_LENGTH);
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
    const configuration = client.getConfiguration().gatewayConfiguration;
    const gateway = developmentGatewayOrigin(configuration);
    const parameters: FraudNetParameters = { f: sessionId };
    if (options.beacon === false) parameters.bu = false;
    else parameters.b = (gateway ? gateway + SIMULATOR_BEACON_PATH : BEACON_URL) + beaconQuery(sessionId);
    if (typeof options.cb1 === "string") parameters.cb1 = options.cb1;
    if (configuration.environment !== "production") parameters.sandbox = true;

    const block = fraudNetBlock(parameters);
    try {
      return new DataCollector(sessionId, [block, await runFraudNet(fraudNetScript(configuration))]);
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
