import {
  createError,
  developmentGatewayOrigin,
  FRAUD_SESSION_ID_MAX_LENGTH,
  fraudNetPage,
  loadFraudNet,
  recordOf,
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
  return (givenSessionId(options) ?? client.getConfiguration().analyticsMetadata.sessionId).slice(
    0,
    FRAUD_SESSION_ID_MAX_LENGTH,
  );
}

/** FraudNet's parameters for this session (WIRE §4.2). */
function parametersOf(
  sessionId: string,
  options: Record<string, unknown>,
  configuration: GatewayConfiguration,
): FraudNetParameters {
  const gateway = developmentGatewayOrigin(configuration);
  const parameters: FraudNetParameters = { f: sessionId };
  if (options.beacon === false) parameters.bu = false;
  else parameters.b = (gateway ? gateway + SIMULATOR_BEACON_PATH : BEACON_URL) + beaconQuery(sessionId);
  if (typeof options.cb1 === "string") parameters.cb1 = options.cb1;
  if (configuration.environment !== "production") parameters.sandbox = true;
  return parameters;
}

/** Fails a create the way the provider's does when FraudNet cannot be set up: its error names no cause. */
const notSetUp = () => createError(errors.DATA_COLLECTOR_REQUIRES_CREATE_OPTIONS);

/**
 * Puts FraudNet on the page (the session's parameter block, and its script once per page, as the provider's loader
 * caches it); resolves with what teardown removes. Kept in the kernel's page state, so it is one per page whichever
 * bundle asks.
 */
async function setUpFraudNet(
  sessionId: string,
  options: Record<string, unknown>,
  configuration: GatewayConfiguration,
): Promise<HTMLElement[]> {
  const { fraudNetBlock, fraudNetScript, runFraudNet } = await loadFraudNet().catch(() => {
    throw notSetUp();
  });
  const page = fraudNetPage();
  const blocks = (page.sessionBlocks ??= new Map<string, HTMLScriptElement>());
  const written = blocks.get(sessionId);
  const block = written?.isConnected ? written : fraudNetBlock(parametersOf(sessionId, options, configuration));
  blocks.set(sessionId, block);
  const script = (page.script ??= runFraudNet(fraudNetScript(configuration)));
  try {
    return [block, await script];
  } catch {
    if (page.script === script) page.script = undefined;
    blocks.delete(sessionId);
    block.remove();
    // The provider's error names no cause: FraudNet's failure is not passed on.
    throw notSetUp();
  }
}

/** Sets up the fraud session of a create: its device data, and the elements its teardown removes. */
async function collect(
  client: Client,
  options: Record<string, unknown>,
): Promise<{ rawDeviceData: RawDeviceData; elements: HTMLElement[] }> {
  const page = fraudNetPage();
  const reused = givenSessionId(options) === undefined ? page.session : undefined;
  const sessionId = reused ?? sessionIdOf(options, client);
  const elements = reused
    ? []
    : await setUpFraudNet(sessionId, options, client.getConfiguration().gatewayConfiguration);
  if (givenSessionId(options) === undefined) page.session = sessionId;
  return { rawDeviceData: { correlation_id: sessionId }, elements };
}

function getter(rawDeviceData: () => Promise<RawDeviceData>): DataCollector["getDeviceData"] {
  return async (request) => {
    const raw = await rawDeviceData();
    return recordOf(request).raw === true ? raw : JSON.stringify(raw);
  };
}

function remover(elements: () => Promise<HTMLElement[]>): DataCollector["teardown"] {
  return async () => {
    for (const element of await elements()) element.remove();
  };
}

/**
 * Fraud signals for the merchant's server: FraudNet's parameter block and script (with the beacon image
 * address) on the page, and `deviceData` naming the session. Creation fails when no fraud-signal
 * instance could be set up (spec 000 §4).
 */
export async function createDataCollector(client: Client, given: DataCollectorCreateOptions): Promise<DataCollector> {
  const { rawDeviceData, elements } = await collect(client, recordOf(given));
  return {
    deviceData: JSON.stringify(rawDeviceData),
    rawDeviceData,
    getDeviceData: getter(async () => rawDeviceData),
    teardown: remover(async () => elements),
  };
}

/**
 * With `useDeferredClient`, as the provider's: the instance at once, with only `getDeviceData` and `teardown`, which
 * wait for the client and FraudNet (and fail with what failed); `deviceData` and `rawDeviceData` appear once collected.
 */
export function createDeferredDataCollector(
  pendingClient: Promise<Client>,
  given: DataCollectorCreateOptions,
): DataCollector | undefined {
  const options = recordOf(given);
  if (!options.useDeferredClient) return undefined;
  const collected = pendingClient.then((client) => collect(client, options));
  const instance = {
    getDeviceData: getter(async () => (await collected).rawDeviceData),
    teardown: remover(async () => (await collected).elements),
  } as Partial<Record<"deviceData" | "rawDeviceData", unknown>> & Pick<DataCollector, "getDeviceData" | "teardown">;
  collected.then(
    ({ rawDeviceData }) => {
      instance.deviceData = JSON.stringify(rawDeviceData);
      instance.rawDeviceData = rawDeviceData;
    },
    () => undefined,
  );
  return instance as DataCollector;
}
