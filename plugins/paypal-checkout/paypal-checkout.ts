import {
  createError,
  isBraintreeError,
  isRefusedByGateway,
  recordOf,
  wrapError,
  createFrameService,
  type BraintreeError,
  type Client,
  type ClientConfiguration,
  type ErrorDefinition,
  type FrameService,
  type GatewayConfiguration,
  type ReturnParameters,
  sendEvent,
} from "../../kernel/index.js";
import { paypalAccount, paypalAccountPayload } from "../common/paypal-account.js";
import { PAYPAL_RETURN_PARAMETERS } from "../common/return-parameters.js";
import { createBackdrop } from "./backdrop.js";
import {
  FLOW_ENDPOINTS,
  INITIALIZED_EVENT,
  LANDING_FRAME_NAME,
  LANDING_FRAME_PAGE,
  OPTIONAL_RESULT_FIELDS,
  UPDATE_REQUIRED,
  VAULT_INITIATED_REQUIRED,
} from "./constants.js";
import { paypalCheckoutErrors as errors, popupFlowErrors } from "./errors.js";
import { hasConsistentCurrency, paymentResourceBody, updatePaymentBody, type ReturnUrls } from "./payment-resource.js";
import { loadSdk } from "./sdk.js";
import type {
  CreatePaymentOptions,
  LoadPayPalSDKOptions,
  PayPalCheckoutCreateOptions,
  PayPalTokenizePayload,
  TokenizePaymentOptions,
  UpdatePaymentOptions,
  VaultInitiatedCheckoutOptions,
} from "./types.js";

type Body = Record<string, unknown>;

/**
 * As the provider's SDK does, a client error (e.g. `CLIENT_GATEWAY_NETWORK` for a 5xx) passes through
 * unchanged; only a failure that is not a catalogue error is wrapped in `definition`.
 */
function passOrWrap(definition: ErrorDefinition, error: unknown): BraintreeError {
  return isBraintreeError(error) ? error : wrapError(definition, error);
}

/** 422 means the gateway refused the options (WIRE §5.9); other client errors pass through, anything else means the flow could not start. */
function setupError(error: unknown): BraintreeError {
  return isRefusedByGateway(error)
    ? wrapError(errors.PAYPAL_INVALID_PAYMENT_OPTION, error)
    : passOrWrap(errors.PAYPAL_FLOW_FAILED, error);
}

/** PayPal Checkout: payments and billing agreements for the PayPal JS SDK, and vault-initiated checkout. */
export class PayPalCheckout {
  readonly #client: Client;
  readonly #configuration: ClientConfiguration;
  readonly #gateway: GatewayConfiguration;
  readonly #merchantAccountId: string | undefined;
  readonly #autoSetDataUserIdToken: boolean;
  readonly #backdrop = createBackdrop(() => this.#frameService?.focus());
  /** Ready once the shared frame service has loaded; only vault-initiated checkout needs it. */
  readonly #frameServiceReady: Promise<FrameService>;
  #frameService: FrameService | undefined;
  #tornDown = false;
  #sdkScript: HTMLScriptElement | undefined;
  /** Intent of the last payment created: the default intent of its tokenization. */
  #intentFromCreatePayment: unknown;
  /** Risk correlation id of the last payment created, reused when it is tokenized. */
  #riskCorrelationId: unknown;

  constructor(client: Client, options: PayPalCheckoutCreateOptions) {
    this.#client = client;
    this.#configuration = client.getConfiguration();
    this.#gateway = this.#configuration.gatewayConfiguration;
    const paypalAssetsUrl = recordOf(this.#gateway.paypal).assetsUrl;
    this.#merchantAccountId = typeof options.merchantAccountId === "string" ? options.merchantAccountId : undefined;
    this.#autoSetDataUserIdToken = options.autoSetDataUserIdToken === true;
    this.#frameServiceReady = createFrameService({
      name: LANDING_FRAME_NAME,
      assetsUrl: typeof paypalAssetsUrl === "string" ? paypalAssetsUrl : String(this.#gateway.assetsUrl),
      landingFrame: LANDING_FRAME_PAGE,
      title: "PayPal",
      debug: this.#configuration.isDebug,
    }).then((service) => {
      if (this.#tornDown) service.teardown();
      return (this.#frameService = service);
    });
    // Failure surfaces when vault-initiated checkout is started, not as an unhandled rejection now.
    this.#frameServiceReady.catch(() => undefined);
    sendEvent(client, INITIALIZED_EVENT);
  }

  /**
   * An instance whose dispatch frame is already requested: the provider's places it at create, so it is
   * requested before any payment the page creates next (request order as the provider's). Whether the frame
   * service could be had is told by vault-initiated checkout, the one flow that needs it.
   */
  static async create(client: Client, options: PayPalCheckoutCreateOptions): Promise<PayPalCheckout> {
    const instance = new PayPalCheckout(client, options);
    await instance.#frameServiceReady.catch(() => undefined);
    return instance;
  }

  /** Creates a payment (checkout) or billing agreement (vault); resolves with its EC or BA token. */
  async createPayment(options: CreatePaymentOptions): Promise<string> {
    const input = recordOf(options) as unknown as CreatePaymentOptions;
    if (input.flow !== "checkout" && input.flow !== "vault") throw createError(errors.PAYPAL_FLOW_OPTION_REQUIRED);
    const response = recordOf(
      await this.#createPaymentResource(input).catch((error: unknown) => Promise.reject(setupError(error))),
    );
    const token = input.flow === "checkout" ? ecTokenOf(response) : recordOf(response.agreementSetup).tokenId;
    if (typeof token !== "string" || token === "") throw wrapError(errors.PAYPAL_FLOW_FAILED, response);
    return token;
  }

  /** Creates the payment or billing agreement; rejects with the gateway's error as the client gave it. */
  async #createPaymentResource(options: CreatePaymentOptions, urls?: ReturnUrls): Promise<unknown> {
    this.#intentFromCreatePayment = undefined;
    this.#riskCorrelationId = options.riskCorrelationId;
    const response = await this.#post(
      `paypal_hermes/${FLOW_ENDPOINTS[options.flow]}`,
      paymentResourceBody(options, this.#gateway, this.#merchantAccountId, urls),
    );
    this.#intentFromCreatePayment = options.intent;
    return response;
  }

  /** Changes the amount, items or shipping options of a payment the shopper has not finished approving. */
  async updatePayment(options: UpdatePaymentOptions): Promise<unknown> {
    const input = recordOf(options) as unknown as UpdatePaymentOptions;
    const missing =
      UPDATE_REQUIRED.some((name) => input[name] == null) || (input.amount == null && input.lineItems == null);
    if (missing) throw createError(errors.PAYPAL_MISSING_REQUIRED_OPTION);
    if (!hasConsistentCurrency(input)) {
      throw wrapError(
        errors.PAYPAL_INVALID_PAYMENT_OPTION,
        new Error("One or more shipping option currencies differ from checkout currency."),
      );
    }
    try {
      return await this.#post(
        "paypal_hermes/patch_payment_resource",
        updatePaymentBody(input, this.#merchantAccountId),
      );
    } catch (error) {
      throw setupError(error);
    }
  }

  /** Exchanges what the shopper approved (the SDK's `onApprove` data) for a nonce. */
  async tokenizePayment(options: TokenizePaymentOptions): Promise<PayPalTokenizePayload> {
    return this.#tokenize(recordOf(options));
  }

  async #tokenize(input: TokenizePaymentOptions): Promise<PayPalTokenizePayload> {
    try {
      const response = await this.#post("payment_methods/paypal_accounts", this.#tokenizeBody(input));
      return paypalAccountPayload(response, OPTIONAL_RESULT_FIELDS);
    } catch (error) {
      throw passOrWrap(errors.PAYPAL_ACCOUNT_TOKENIZATION_FAILED, error);
    }
  }

  #post(endpoint: string, data: Body): Promise<unknown> {
    return this.#client.request({ method: "post", endpoint, data });
  }

  #tokenizeBody(input: TokenizePaymentOptions): Body {
    const isVault = input.flow === "vault" || (input.flow === undefined && !input.paymentID);
    const intent = input.intent ?? this.#intentFromCreatePayment;
    const validate =
      isVault && this.#configuration.authorizationType !== "TOKENIZATION_KEY" && (input.vault ?? true) !== false;
    const approval = {
      correlationId: this.#riskCorrelationId || input.billingToken || input.paymentToken,
      validate,
      billingAgreementToken: input.billingToken,
      paymentToken: input.paymentID || input.orderID,
      payerId: input.payerID,
      intent: intent || undefined,
    };
    return {
      paypalAccount: paypalAccount(approval, isVault, this.#gateway),
      merchantAccountId: this.#merchantAccountId,
    };
  }

  /** The PayPal client id the SDK needs. */
  async getClientId(): Promise<string> {
    return recordOf(this.#gateway.paypal).clientId as string;
  }

  /** Puts the PayPal JS SDK on the page (`window.paypal`); resolves with this instance. */
  async loadPayPalSDK(options?: LoadPayPalSDKOptions): Promise<this> {
    this.#sdkScript = await loadSdk(recordOf(options), {
      configuration: this.#gateway,
      environment: this.#gateway.environment,
      sessionId: this.#configuration.analyticsMetadata.sessionId,
      fingerprint: this.#configuration.authorizationFingerprint,
      autoSetDataUserIdToken: this.#autoSetDataUserIdToken,
    });
    return this;
  }

  /**
   * Checks out with a vaulted PayPal account: opens PayPal in a pop-up (call it in a click), lets the
   * shopper confirm and resolves with the nonce. The page is dimmed meanwhile unless opted out.
   */
  async startVaultInitiatedCheckout(options: VaultInitiatedCheckoutOptions): Promise<PayPalTokenizePayload> {
    const input = recordOf(options);
    const payment = { ...(input as unknown as CreatePaymentOptions), flow: "checkout" } as const;
    const run = (service: FrameService) =>
      service.flow({
        errors: popupFlowErrors,
        returnParameters: PAYPAL_RETURN_PARAMETERS,
        overlay: input.optOutOfModalBackdrop === true ? undefined : this.#backdrop,
        check: () => checkVaultInitiatedOptions(input),
        createResource: () =>
          this.#createPaymentResource(payment, { returnUrl: service.returnUrl, cancelUrl: service.cancelUrl }),
        redirectUrl: (response) => recordOf(recordOf(response).paymentResource).redirectUrl,
        complete: (parameters) => this.#tokenize(approvedPayment(parameters)),
      });
    // Uses the frame service at once when it is loaded, so the pop-up opens inside the shopper's click.
    if (this.#frameService) return run(this.#frameService);
    return this.#frameServiceReady.then(run, (error: unknown) =>
      Promise.reject(wrapError(errors.PAYPAL_START_VAULT_INITIATED_CHECKOUT_SETUP_FAILED, error)),
    );
  }

  async closeVaultInitiatedCheckoutWindow(): Promise<void> {
    this.#frameService?.close();
  }

  async focusVaultInitiatedCheckoutWindow(): Promise<void> {
    this.#frameService?.focus();
  }

  /** Ends an open pop-up flow, removes the backdrop, the dispatch frame and the PayPal SDK script. */
  async teardown(): Promise<void> {
    this.#tornDown = true;
    this.#frameService?.teardown();
    this.#backdrop.remove();
    this.#sdkScript?.remove();
  }
}

/** The EC token: the `token` parameter of the PayPal redirect URL. */
function ecTokenOf(response: Body): unknown {
  const redirectUrl = recordOf(response.paymentResource).redirectUrl;
  try {
    return new URL(String(redirectUrl)).searchParams.get("token");
  } catch {
    return undefined;
  }
}

function approvedPayment(parameters: ReturnParameters): TokenizePaymentOptions {
  return { paymentToken: parameters.token, payerID: parameters.PayerID, paymentID: parameters.paymentId };
}

/** What vault-initiated checkout cannot run without ("Required param amount is missing."). */
function checkVaultInitiatedOptions(input: Record<string, unknown>): void {
  const missing = VAULT_INITIATED_REQUIRED.find((name) => input[name] == null);
  if (missing) {
    throw createError(errors.PAYPAL_START_VAULT_INITIATED_CHECKOUT_PARAM_REQUIRED, {
      message: `Required param ${missing} is missing.`,
    });
  }
}
