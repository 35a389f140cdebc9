import {
  createError,
  developmentGatewayOrigin,
  FRAUD_SESSION_ID_MAX_LENGTH,
  fraudNetBlock,
  fraudNetPage,
  fraudNetScript,
  recordOf,
  runFraudNet,
  type Client,
  type FraudNetParameters,
  type GatewayConfiguration,
} from "../../kernel/index.js";
import { BEACON_URL, beaconQuery, SIMULATOR_BEACON_PATH } from "./constants.js";
import { dataCollectorErrors as errors } from "./errors.js";
import type { DataCollectorCreateOptions, RawDeviceData } from "./types.js";

/**
 * A Data Collector instance: a plain object, as the provider's is, whose own properties are these four
 * (merchants and libraries copy or spread it).
 */
export interface DataCollector {
  /** JSON text to send to the server with the nonce. */
  readonly deviceData: string;
  readonly rawDeviceData: RawDeviceData;
  /** `deviceData`, or with `{raw: true}` the object it encodes. */
  getDeviceData(options?: { raw?: boolean }): Promise<string | RawDeviceData>;
  /** Removes FraudNet's parameter block and script from the page. */
  teardown(): Promise<void>;
}

/** The merchant's correlation id, if one is given (the first of the provider's three names). */
function givenSessionId(options: Record<string, unknown>): string | undefined {
  return [options.riskCorrelationId, options.clientMetadataId, options.correlationId].find(
    (value): value is string => typeof value === "string" && value !== "",
  );
}

/** The fraud session id: the merchant's correlation id, else the client's session id; at most 32 characters. */
export function sessionIdOf(options: Record<string, unknown>, client: Client): string {
  return (givenSessionId(options) ?? client.getConfiguration().analyticsMetadata.sessionId).slice(0, FRAUD_SESSION_ID_MAX_LENGTH);
}

/** FraudNet's parameters for this session (WIRE §4.2). */
function parametersOf(sessionId: string, options: Record<string, unknown>, configuration: GatewayConfiguration): FraudNetParameters {
  const gateway = developmentGatewayOrigin(configuration);
  const parameters: FraudNetParameters = { f: sessionId };
  if (options.beacon === false) parameters.bu = false;
  else parameters.b = (gateway ? gateway + SIMULATOR_BEACON_PATH : BEACON_URL) + beaconQuery(sessionId);
  if (typeof options.cb1 === "string") parameters.cb1 = options.cb1;
  if (configuration.environment !== "production") parameters.sandbox = true;
  return parameters;
}

/** Puts FraudNet on the page (parameter block, then its script, run afresh to read it); resolves with what teardown removes. */
async function setUpFraudNet(sessionId: string, options: Record<string, unknown>, configuration: GatewayConfiguration): Promise<HTMLElement[]> {
  const block = fraudNetBlock(parametersOf(sessionId, options, configuration));
  try {
    return [block, await runFraudNet(fraudNetScript(configuration))];
  } catch {
    block.remove();
    // The provider's error names no cause: FraudNet's failure is not passed on.
    throw createError(errors.DATA_COLLECTOR_REQUIRES_CREATE_OPTIONS);
  }
}

/**
 * Fraud signals for the merchant's server: FraudNet's parameter block and script (with the beacon image
 * address) on the page, and `deviceData` naming the session. Creation fails when no fraud-signal
 * instance could be set up (spec 000 §4).
 */
export async function createDataCollector(client: Client, given: DataCollectorCreateOptions): Promise<DataCollector> {
  const options = recordOf(given);
  // The page's session, from a client: FraudNet is set up once with it and every later create without an id reuses
  // it, as the provider's does (kept by the kernel, so it is one per page whichever bundle asks).
  const page = fraudNetPage();
  const reused = givenSessionId(options) === undefined ? page.session : undefined;
  const sessionId = reused ?? sessionIdOf(options, client);
  const elements = reused ? [] : await setUpFraudNet(sessionId, options, client.getConfiguration().gatewayConfiguration);
  if (givenSessionId(options) === undefined) page.session = sessionId;
  const rawDeviceData: RawDeviceData = { correlation_id: sessionId };
  return {
    deviceData: JSON.stringify(rawDeviceData),
    rawDeviceData,
    getDeviceData: async (request) => (recordOf(request).raw === true ? rawDeviceData : JSON.stringify(rawDeviceData)),
    teardown: async () => {
      for (const element of elements) element.remove();
    },
  };
}
