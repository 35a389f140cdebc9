/**
 * The URLs the gateway hands out in configurations and client tokens. Known only once the servers
 * listen, so they are read at request time.
 */
export class GatewayUrls {
  gateway = "";
  assets = "";

  clientApi(merchantId: string): string {
    return `${this.gateway}/merchants/${encodeURIComponent(merchantId)}/client_api`;
  }

  configuration(merchantId: string): string {
    return `${this.clientApi(merchantId)}/v1/configuration`;
  }

  get graphQL(): string {
    return `${this.gateway}/graphql`;
  }

  get analytics(): string {
    return `${this.gateway}/xoplatform/logger/api/logger`;
  }
}
