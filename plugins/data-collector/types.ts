import type { Client } from "../../kernel/index.js";

/** Options of `dataCollector.create`. */
export interface DataCollectorCreateOptions {
  client?: Client;
  authorization?: string;
  /** The fraud session id to use (cut to 32 characters); otherwise the client's session id. */
  riskCorrelationId?: string;
  /** Older name of `riskCorrelationId`. */
  clientMetadataId?: string;
  /** Older name of `riskCorrelationId`. */
  correlationId?: string;
  /** `false` leaves out the fraud beacon image. */
  beacon?: boolean;
  /** Name of a global function FraudNet calls back once it has collected. */
  cb1?: string;
  /** Accepted for compatibility; FraudNet (PayPal) is always set up. */
  paypal?: boolean;
  /** Accepted for compatibility; Kount is not part of 3.132.0's data collector. */
  kount?: boolean;
  /**
   * Resolve `create` at once, before the client is ready: the instance has only `getDeviceData` (which waits for the
   * device data) and `teardown` until FraudNet is set up, then `deviceData` and `rawDeviceData` too.
   */
  useDeferredClient?: boolean;
}

/** The device data to send to the merchant's server with the nonce. */
export interface RawDeviceData {
  correlation_id: string;
}
