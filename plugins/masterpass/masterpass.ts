import {
  createError,
  recordOf,
  wrapError,
  createFrameService,
  developmentGatewayOrigin,
  type Client,
  type FrameOpenOptions,
  type FrameService,
  type GatewayConfiguration,
  type ReturnParameters,
} from "../../kernel/index.js";
import {
  LANDING_FRAME_NAME,
  LANDING_FRAME_PAGE,
  LOADING_FRAME_PAGE,
  MASTERPASS_VERSION,
  POPUP_HEIGHT,
  POPUP_WIDTH,
  REQUIRED_RETURN_PARAMETERS,
  RETURN_PARAMETERS,
} from "./constants.js";
import { masterpassErrors as errors, popupFlowErrors } from "./errors.js";
import type { MasterpassTokenizeOptions, MasterpassTokenizePayload } from "./types.js";

type Body = Record<string, unknown>;

/** Masterpass: the shopper picks a card in a Masterpass pop-up (call `tokenize` in a click). */
export class Masterpass {
  readonly #client: Client;
  readonly #gateway: GatewayConfiguration;
  readonly #frameService: FrameService;

  private constructor(client: Client, frameService: FrameService) {
    this.#client = client;
    this.#gateway = client.getConfiguration().gatewayConfiguration;
    this.#frameService = frameService;
  }

  static async create(client: Client): Promise<Masterpass> {
    const configuration = client.getConfiguration();
    const frameService = await createFrameService({
      name: LANDING_FRAME_NAME,
      assetsUrl: configuration.gatewayConfiguration.assetsUrl,
      landingFrame: LANDING_FRAME_PAGE,
      title: "Masterpass",
      debug: configuration.isDebug,
      width: POPUP_WIDTH,
      height: POPUP_HEIGHT,
    });
    return new Masterpass(client, frameService);
  }

  /** Opens Masterpass in a pop-up and resolves with the card the shopper picked, as a nonce. */
  async tokenize(options: MasterpassTokenizeOptions): Promise<MasterpassTokenizePayload> {
    const input = recordOf(options) as unknown as MasterpassTokenizeOptions;
    if (input.subtotal == null || input.currencyCode == null)
      throw createError(errors.MASTERPASS_TOKENIZE_MISSING_REQUIRED_OPTION);
    return this.#frameService.flow({
      errors: popupFlowErrors,
      returnParameters: RETURN_PARAMETERS,
      window: frameGeometry(input.frameOptions),
      createResource: () => this.#requestToken(input),
      redirectUrl: (response) => this.#loadingFrameUrl(recordOf(response).requestToken, input.config),
      approved: (parameters) => parameters.mpstatus === "success",
      complete: (parameters) => this.#tokenizeCard(parameters),
    });
  }

  #requestToken(options: MasterpassTokenizeOptions): Promise<unknown> {
    return this.#client.request({
      method: "post",
      endpoint: "masterpass/request_token",
      data: {
        requestToken: {
          originUrl: `${location.protocol}//${location.hostname}`,
          subtotal: options.subtotal,
          currencyCode: options.currencyCode,
          callbackUrl: this.#frameService.fixedReturnUrl,
        },
      },
    });
  }

  /**
   * The loading frame, which starts Masterpass's own checkout. Its query is raw `key=value` pairs, the
   * merchant's `config` last so it overrides ours (WIRE §5.11).
   */
  #loadingFrameUrl(requestToken: unknown, config: unknown): string {
    const masterpass = recordOf(this.#gateway.masterpass);
    const query: Body = {
      environment: this.#gateway.environment,
      requestToken,
      callbackUrl: this.#frameService.fixedReturnUrl,
      merchantCheckoutId: masterpass.merchantCheckoutId,
      allowedCardTypes: masterpass.supportedNetworks,
      version: MASTERPASS_VERSION,
    };
    for (const [key, value] of Object.entries(recordOf(config))) if (typeof value !== "function") query[key] = value;
    const pairs = Object.entries(query).map(([key, value]) => `${key}=${String(value)}`);
    const simulator = developmentGatewayOrigin(this.#gateway);
    if (simulator) pairs.push(`simulatorOrigin=${encodeURIComponent(simulator)}`);
    return `${this.#frameService.pageUrl(LOADING_FRAME_PAGE)}?${pairs.join("&")}`;
  }

  async #tokenizeCard(parameters: ReturnParameters): Promise<MasterpassTokenizePayload> {
    if (REQUIRED_RETURN_PARAMETERS.some((name) => parameters[name] == null || parameters[name] === "null")) {
      throw createError(errors.MASTERPASS_POPUP_MISSING_REQUIRED_PARAMETERS);
    }
    let card: unknown;
    try {
      const response: unknown = await this.#client.request({
        method: "post",
        endpoint: "payment_methods/masterpass_cards",
        data: {
          masterpassCard: {
            checkoutResourceUrl: parameters.checkout_resource_url,
            requestToken: parameters.oauth_token,
            verifierToken: parameters.oauth_verifier,
          },
        },
      });
      const cards = recordOf(response).masterpassCards;
      card = Array.isArray(cards) ? cards[0] : undefined;
    } catch (error) {
      throw wrapError(errors.MASTERPASS_ACCOUNT_TOKENIZATION_FAILED, error);
    }
    if (!card) throw createError(errors.MASTERPASS_ACCOUNT_TOKENIZATION_FAILED);
    return card as MasterpassTokenizePayload;
  }

  async teardown(): Promise<void> {
    this.#frameService.teardown();
  }
}

/** Only finite numbers size or place the pop-up; anything else keeps the default. */
function frameGeometry(frameOptions: unknown): FrameOpenOptions {
  const given = recordOf(frameOptions);
  const geometry: FrameOpenOptions = {};
  for (const key of ["width", "height", "top", "left"] as const) {
    if (typeof given[key] === "number" && Number.isFinite(given[key])) geometry[key] = given[key];
  }
  return geometry;
}
