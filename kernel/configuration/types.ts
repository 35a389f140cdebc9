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
