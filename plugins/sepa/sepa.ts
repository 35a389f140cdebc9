import {
  appendQuery,
  createError,
  createFrameService,
  pickReturnParameters,
  popupBridge,
  prefetchFrameService,
  recordOf,
  trustedUrl,
  VERSION,
  type BraintreeError,
  type Client,
  type FrameService,
  type FrameServiceOptions,
} from "../../kernel/index.js";
import {
  LANDING_FRAME_PAGE,
  MANDATE_TYPES,
  POPUP_HEIGHT,
  POPUP_NAME,
  POPUP_WIDTH,
  REQUIRED_OPTIONS,
  RETURN_CANCEL,
  RETURN_PAGE,
  RETURN_PARAMETERS,
  RETURN_SUCCESS,
} from "./constants.js";
import { asProviderError, popupFlowErrors, sepaError, sepaErrors as errors } from "./errors.js";
import { createMandate, mandateDetail, tokenizeMandate, type Mandate, type MandateOwner } from "./mandate.js";
import type { SepaCreateOptions, SepaTokenizeOptions, SepaTokenizePayload } from "./types.js";

type Body = Record<string, unknown>;

/** SEPA Direct Debit: the shopper approves a mandate at the bank (pop-up or full-page redirect). */
export class Sepa {
  /** After a full-page redirect back to the page: the nonce of the mandate the shopper approved. */
  tokenizePayload?: SepaTokenizePayload;
  /** After a full-page redirect back to the page: why no nonce came back (paykit addition). */
  tokenizeError?: BraintreeError;

  readonly #client: Client;
  readonly #serviceOptions: FrameServiceOptions;
  readonly #redirectUrl: string | undefined;
  /** The pop-up's frame service, made by the first pop-up `tokenize` once its mandate exists (as the provider's). */
  #frameService: Promise<FrameService> | undefined;
  /** A pop-up tokenization is under way (from its mandate request until the window is done). */
  #busy = false;

  private constructor(client: Client, serviceOptions: FrameServiceOptions, redirectUrl: string | undefined) {
    this.#client = client;
    this.#serviceOptions = serviceOptions;
    this.#redirectUrl = redirectUrl;
  }

  /** Places no frame on the page: the pop-up's dispatch frame waits for the first mandate, as the provider's. */
  static async create(client: Client, createOptions: SepaCreateOptions): Promise<Sepa> {
    const options = recordOf(createOptions);
    const configuration = client.getConfiguration();
    const redirectUrl =
      typeof options.redirectUrl === "string" && options.redirectUrl ? options.redirectUrl : undefined;
    const instance = new Sepa(
      client,
      {
        name: POPUP_NAME,
        // The pop-up's pages and the return page come from there: checked before anything is placed.
        assetsUrl: trustedUrl(configuration.gatewayConfiguration.assetsUrl),
        landingFrame: LANDING_FRAME_PAGE,
        title: "SEPA Direct Debit",
        debug: configuration.isDebug || options.debug === true,
        width: POPUP_WIDTH,
        height: POPUP_HEIGHT,
      },
      redirectUrl,
    );
    // The pop-up opens after the mandate's answer: its code should not be one more round trip then.
    if (!redirectUrl) prefetchFrameService();
    if (redirectUrl) await instance.#finishRedirect(options.merchantAccountId);
    return instance;
  }

  /**
   * Creates the mandate and has the shopper approve it at the bank: in a pop-up opened once the gateway has
   * answered (call it in a click), resolving with the nonce; or, with `redirectUrl`, by sending the whole page there.
   */
  async tokenize(tokenizeOptions: SepaTokenizeOptions): Promise<SepaTokenizePayload | undefined> {
    const options = recordOf(tokenizeOptions);
    if (
      REQUIRED_OPTIONS.some((name) => options[name] === undefined || options[name] === null || options[name] === "")
    ) {
      throw createError(errors.SEPA_TOKENIZE_MISSING_REQUIRED_OPTION);
    }
    if (!(MANDATE_TYPES as readonly unknown[]).includes(options.mandateType))
      throw createError(errors.SEPA_INVALID_MANDATE_TYPE);
    try {
      return await (this.#redirectUrl ? this.#redirect(options, this.#redirectUrl) : this.#popup(options));
    } catch (error) {
      throw asProviderError(error);
    }
  }

  /**
   * The pop-up flow, in the provider's order: the mandate request first (a refused one opens nothing), then the
   * window on the landing page, sent on to the bank once the dispatch frame listens; both answers come back
   * through the redirect frame, so a cancellation is told apart from a closed window.
   */
  async #popup(options: Body): Promise<SepaTokenizePayload> {
    if (this.#busy) throw createError(errors.SEPA_TOKENIZATION_FAILED);
    this.#busy = true;
    try {
      // An app's pop-up bridge returns to its own address, which only the service knows; it places no frame.
      const bridged = popupBridge() ? await this.#service() : undefined;
      const mandate = await this.#mandate(options, popupReturnUrls(this.#client, bridged));
      const service = bridged ?? (await this.#service());
      return await service.flow<Mandate, SepaTokenizePayload>({
        errors: popupFlowErrors,
        returnParameters: RETURN_PARAMETERS,
        createResource: () => Promise.resolve(mandate),
        redirectUrl: (created) => created.approvalUrl,
        approved: (parameters) => !parameters.cancel,
        complete: (parameters, created) => {
          if (!parameters.success) throw createError(errors.SEPA_TOKENIZATION_FAILED);
          return this.#tokenizeMandate(created, ownerOf(options));
        },
      });
    } finally {
      this.#busy = false;
    }
  }

  #service(): Promise<FrameService> {
    const service = (this.#frameService ??= createFrameService(this.#serviceOptions));
    // A frame service that could not be had is asked for again by the next tokenize.
    service.catch(() => (this.#frameService = undefined));
    return service;
  }

  /** The page itself goes to the bank, which returns to `redirectUrl` (with `cancel=1` when cancelled). */
  async #redirect(options: Body, redirectUrl: string): Promise<undefined> {
    const mandate = await this.#mandate(options, {
      returnUrl: redirectUrl,
      cancelUrl: appendQuery(redirectUrl, RETURN_CANCEL),
    });
    window.location.assign(mandate.approvalUrl);
    return undefined;
  }

  async #mandate(options: Body, urls: { returnUrl: string; cancelUrl: string }): Promise<Mandate> {
    let mandate: Mandate | undefined;
    try {
      mandate = await createMandate(this.#client, options, urls);
    } catch {
      throw sepaError(errors.SEPA_CREATE_MANDATE_FAILED);
    }
    if (!mandate) throw sepaError(errors.SEPA_CREATE_MANDATE_FAILED);
    return mandate;
  }

  async #tokenizeMandate(
    mandate: Pick<Mandate, "last4" | "bankReferenceToken">,
    owner: MandateOwner,
  ): Promise<SepaTokenizePayload> {
    let payload: SepaTokenizePayload | undefined;
    try {
      payload = await tokenizeMandate(this.#client, mandate, owner);
    } catch {
      throw sepaError(errors.SEPA_TRANSACTION_FAILED);
    }
    if (!payload) throw sepaError(errors.SEPA_TRANSACTION_FAILED);
    return payload;
  }

  /** Back from the bank on a full-page redirect: `success=true` and `cart_id` name the approved mandate. */
  async #finishRedirect(merchantAccountId: unknown): Promise<void> {
    const parameters = pickReturnParameters(location.search, RETURN_PARAMETERS);
    if (parameters.cancel) {
      this.tokenizeError = sepaError(errors.SEPA_CUSTOMER_CANCELED);
      return;
    }
    if (parameters.success !== "true" || !parameters.cart_id) return;
    try {
      const detail = await mandateDetail(this.#client, parameters.cart_id);
      this.tokenizePayload = await this.#tokenizeMandate(
        { last4: String(detail.last4), bankReferenceToken: String(detail.bankReferenceToken) },
        { customerId: detail.merchantOrPartnerCustomerId, mandateType: detail.mandateType, merchantAccountId },
      );
    } catch {
      this.tokenizeError = sepaError(errors.SEPA_TRANSACTION_FAILED);
    }
  }
}

/**
 * The provider's return pages for the pop-up: its un-minified redirect frame with `success=1` or `cancel=1` (the page
 * finds its flow by the window's name). Through an app's pop-up bridge, the bridge's return address.
 */
function popupReturnUrls(client: Client, bridged: FrameService | undefined): { returnUrl: string; cancelUrl: string } {
  const page = bridged
    ? bridged.returnUrl
    : `${client.getConfiguration().gatewayConfiguration.assetsUrl}/web/${VERSION}/html/${RETURN_PAGE}`;
  return { returnUrl: appendQuery(page, RETURN_SUCCESS), cancelUrl: appendQuery(page, RETURN_CANCEL) };
}

function ownerOf(options: Body): MandateOwner {
  return {
    customerId: options.customerId,
    mandateType: options.mandateType,
    merchantAccountId: options.merchantAccountId,
  };
}
