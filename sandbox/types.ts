/**
 * Public types of the local sandbox: an offline stand-in for the provider gateway, an asset server
 * on a second origin and a demo merchant page on a third.
 */

import type { DropInStyles } from "./assets/drop-in.js";

/** Options of {@link startSandbox}. Every port defaults to 0 (a free port chosen by the system). */
export interface SandboxOptions {
  /** Gateway port (client API, GraphQL, analytics sink). */
  port?: number;
  /** Asset server port (built bundles and frame pages). */
  assetsPort?: number;
  /** Demo merchant page port. */
  demoPort?: number;
  /** Interface to listen on. Default `"127.0.0.1"`. */
  host?: string;
  /** Latency added to every gateway and asset response, in milliseconds. Default 0. */
  latencyMs?: number;
  /**
   * Repository root (the directory whose package.json is named "paykit"). Built assets are served
   * from `<rootDir>/dist/`. Default: found by walking up from this module.
   */
  rootDir?: string;
  /** Merchants to serve instead of the ones in `sandbox/merchants.json`. The first is the default. */
  merchants?: MerchantSettings[];
  /**
   * Directory braintree-web-drop-in is resolved from, as the app's own `require` would: the asset server answers the
   * stylesheet path Drop-in asks for (`/web/dropin/<version>/css/dropin.css`) with that package's `dropin.css`.
   * Default: none; the release's own stylesheet is served at that path, and it styles the provider's Drop-in markup
   * too (the Checkout draws Drop-in's DOM contract), so no provider code reaches a sandbox page.
   */
  dropInFrom?: string;
}

/** What a client token is minted for. */
export interface ClientTokenOptions {
  /** Merchant the token belongs to. Default: the default merchant. */
  merchantId?: string;
  /**
   * `graphQL.date` of the token. Default `"2018-05-08"`, which makes the client fetch its
   * configuration over GraphQL; a date after `2018-05-10` (e.g. `"2019-01-01"`) makes it use the
   * classic configuration endpoint.
   */
  graphQLDate?: string;
  /** Customer the token is scoped to; appended to the fingerprint as `&customer_id=<id>`. */
  customerId?: string;
  /** Card tokenization with validation fails with code 81724 for cards already in the vault. */
  failOnDuplicatePaymentMethod?: boolean;
  /** Mint a token the gateway answers 401 (or GraphQL AUTHENTICATION) for. */
  expired?: boolean;
}

/** GraphQL error classes the gateway can be told to answer with. */
export type GraphQLErrorClass = "VALIDATION" | "AUTHORIZATION" | "AUTHENTICATION" | "INTERNAL" | "UNKNOWN";

/**
 * A fault to inject into gateway responses. Every given matcher must match; the first matching rule
 * that still has `times` left applies. Preflight (OPTIONS) requests are never faulted.
 */
export interface FaultRule {
  /** Substring of the request pathname, e.g. `"/v1/configuration"`, `"/graphql"`, `"credit_cards"`. */
  path?: string;
  /** HTTP method, case-insensitive. */
  method?: string;
  /** Only requests for this merchant (from the path or from the authorization). */
  merchantId?: string;
  /** Only GraphQL requests with this operation name. */
  operationName?: string;
  /**
   * How many matching requests the rule applies to. Default 1; `Infinity` (sent over the control API
   * as `null` or `"Infinity"`) keeps it until the faults are cleared.
   */
  times?: number;
  /** Delay before answering; then the request is answered normally unless another effect is set. */
  latencyMs?: number;
  /** Answer with this HTTP status and `body` (default `{"error":{"message":"Injected <status>"}}`). */
  status?: number;
  /** Body sent with `status`. */
  body?: unknown;
  /** Destroy the socket without a response. */
  drop?: boolean;
  /** Never answer; the socket stays open until the sandbox closes. */
  hang?: boolean;
  /** Answer 200 with a body that is not valid JSON. */
  malformed?: boolean;
  /** Answer 200 with `{data: null, errors: [{message, extensions: {errorClass}}]}`. */
  graphqlErrorClass?: GraphQLErrorClass;
}

/** One gateway request as received (control API requests under `/__sandbox/` are not logged). */
export interface LoggedRequest {
  method: string;
  /** Pathname without the query string. */
  path: string;
  /** Parsed query string; `a[b]=c` becomes `{a: {b: "c"}}`, `a[]=c` becomes `{a: ["c"]}`. */
  query: Record<string, unknown>;
  /** Request headers, names lower-cased. */
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body, the raw text when it is not JSON, or `undefined` when empty. */
  body: unknown;
  /** Merchant the request is for, from the path or the authorization. */
  merchantId?: string;
  /** GraphQL operation name. */
  operationName?: string;
  /** Time the request was received, milliseconds since the epoch. */
  time: number;
  /** Description of the injected fault, when one applied (e.g. `"status 503"`, `"hang"`). */
  fault?: string;
}

/** One asset server request. */
export interface AssetRequest {
  path: string;
  time: number;
  status: number;
}

/** Payment methods a merchant can have enabled; each controls one configuration section. */
export interface MerchantMethods {
  applePay?: boolean;
  googlePay?: boolean;
  paypal?: boolean;
  venmo?: boolean;
  unionPay?: boolean;
  visaCheckout?: boolean;
  masterpass?: boolean;
  usBankAccount?: boolean;
  /** Bank login through the bank-linking service, with usBankAccount (default on; classic configuration only). */
  usBankLogin?: boolean;
  threeDSecure?: boolean;
  openBanking?: boolean;
  fastlane?: boolean;
  ideal?: boolean;
  /** SEPA Direct Debit (no configuration section: only the gateway's SEPA endpoints check it). */
  sepa?: boolean;
}

/** One merchant of `sandbox/merchants.json`. */
export interface MerchantSettings {
  merchantId: string;
  /** `development_<opaque>_<merchantId>`. */
  tokenizationKey: string;
  /** Shown in wallets; default "Paykit Sandbox Store". */
  displayName?: string;
  /** Whether the configuration advertises GraphQL (card tokenization and configuration over GraphQL). */
  graphQL: boolean;
  /** The `graphQL.features` advertised when `graphQL` is on; default every feature the sandbox serves. */
  graphQLFeatures?: string[];
  /** Lower-case challenges: `"cvv"`, `"postal_code"`. */
  challenges: string[];
  /** Classic card type names, e.g. `"Visa"`, `"American Express"`. */
  supportedCardTypes: string[];
  /** `creditCards.collectDeviceData` of the configuration. */
  collectDeviceData?: boolean;
  countryCode?: string;
  currencyCode?: string;
  methods: MerchantMethods;
  /**
   * Whether a PayPal sandbox account is linked (default true); when false the configuration says
   * `paypal.environmentNoNetwork: true` and PayPal Checkout refuses to start.
   */
  paypalAccountLinked?: boolean;
  /** `payWithVenmo.enrichedCustomerDataEnabled` (default true): Venmo may collect the shopper's addresses. */
  venmoEnrichedCustomerData?: boolean;
  /** Card numbers already in this merchant's vault (duplicate checks, code 81724). */
  vaultedCardNumbers?: string[];
  /** Faults always applied to this merchant's requests (`times` defaults to Infinity here). */
  faults?: FaultRule[];
}

/** A card nonce the gateway issued. */
export interface IssuedNonce {
  nonce: string;
  merchantId: string;
  /** "CreditCard" from card tokenization; the wallet types from Apple Pay, Google Pay and Visa Checkout. */
  type: "CreditCard" | "ApplePayCard" | "AndroidPayCard" | "VisaCheckoutCard";
  bin: string;
  lastFour: string;
  cardType: string;
  expirationMonth: string;
  expirationYear: string;
  cardholderName: string | null;
  /** Whether the card was verified (tokenized with `validate: true`). */
  verified: boolean;
  consumed: boolean;
  createdAt: number;
}

/** A running sandbox. */
export interface SandboxHandle {
  /** Gateway origin, e.g. `"http://127.0.0.1:41234"`. */
  gatewayUrl: string;
  /** Asset server origin (second origin). */
  assetsUrl: string;
  /** Demo merchant page origin (third origin). */
  demoUrl: string;
  /** The default merchant (first of merchants.json). */
  merchantId: string;
  /** Tokenization key of the default merchant. */
  tokenizationKey: string;
  /** Every merchant served. */
  merchants: readonly MerchantSettings[];
  /** Where the Drop-in stylesheet is served from (`dropIn` undefined: braintree-web-drop-in is not installed there). */
  dropInStyles: DropInStyles;
  /** Mints a client token (base64 JSON). */
  createClientToken(options?: ClientTokenOptions): Promise<string>;
  /** Adds a fault rule (after the ones already set). */
  inject(rule: FaultRule): void;
  /** Removes every injected fault rule (the permanent ones of merchants.json stay). */
  clearFaults(): void;
  /** Live log of gateway requests. */
  requests: LoggedRequest[];
  clearRequests(): void;
  /** Live log of analytics payloads received by the analytics sink. */
  analytics: object[];
  /** Live log of asset server requests. */
  assetRequests: AssetRequest[];
  /** Card nonce issued by the gateway, if any. */
  getNonce(nonce: string): IssuedNonce | undefined;
  /** Every customer's vault back to its three seeded methods (a test that deleted one leaves the next unaffected). */
  clearCustomerVaults(): void;
  /** Sets the latency added to every gateway and asset response. */
  setLatency(ms: number): void;
  /**
   * Holds every asset request whose path ends with `pathSuffix` (logged at once, answered later) until the returned
   * function is called, so a test can show what a page does before a file arrives without racing a timer.
   */
  holdAssets(pathSuffix: string): () => void;
  /** Answers every held asset request and holds no more. */
  releaseAssets(): void;
  /**
   * Switch for the `graphQL.features` every GraphQL merchant's configuration advertises from now on
   * (e.g. `["configuration"]` to keep card tokenization on the classic API); `null` restores the defaults.
   */
  setGraphQLFeatures(features: string[] | null): void;
  /** Closes all three servers and destroys open sockets, including hung ones. */
  close(): Promise<void>;
}
