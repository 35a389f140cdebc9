/** The merchant configuration as the gateway returns it (classic shape). Only what the kernel reads is typed. */
export interface GatewayConfiguration {
  environment: string;
  clientApiUrl: string;
  assetsUrl: string;
  merchantId: string;
  analytics?: { url?: string };
  challenges?: string[];
  creditCards?: { supportedCardTypes?: string[]; collectDeviceData?: boolean };
  graphQL?: { url: string; features: string[] };
  [section: string]: unknown;
}

/** What `client.getConfiguration()` returns. */
export interface ClientConfiguration {
  authorizationType: "TOKENIZATION_KEY" | "CLIENT_TOKEN";
  /** The client token's fingerprint; absent for a tokenization key. */
  authorizationFingerprint?: string;
  analyticsMetadata: import("../transport/metadata.js").AnalyticsMetadata;
  gatewayConfiguration: GatewayConfiguration;
  /** `true` when the client was created with `debug: true`; absent otherwise. */
  isDebug?: boolean;
  /** The tokenization key or client token the client was created with. */
  authorization: string;
}
