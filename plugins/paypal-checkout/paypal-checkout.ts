import {
  createError,
  isBraintreeError,
  recordOf,
  wrapError,
  createFrameService,
  frameServiceErrors,
  type BraintreeError,
  type Client,
  type ClientConfiguration,
  type ErrorDefinition,
  type FrameService,
  type GatewayConfiguration,
  type ReturnParameters,
  sendEvent,
} from "../../kernel/index.js";
import { createBackdrop } from "./backdrop.js";
import { FLOW_ENDPOINTS, INITIALIZED_EVENT, LANDING_FRAME_NAME, LANDING_FRAME_PAGE, UPDATE_REQUIRED, VAULT_INITIATED_REQUIRED } from "./constants.js";
import { paypalCheckoutErrors as errors } from "./errors.js";
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

/** 422 means the gateway refused the options (WIRE §5.9); other failures pass through or mean the flow could not start. */
function setupError(error: unknown): BraintreeError {
  const status = (error as { details?: { httpStatus?: number } } | undefined)?.details?.httpStatus;
  return status === 422 ? wrapError(errors.PAYPAL_INVALID_PAYMENT_OPTION, error) : passOrWrap(errors.PAYPAL_FLOW_FAILED, error);
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
  #vaultInitiatedInProgress = false;
  /** Intent of the last payment created: the default intent of its tokenization. */
  #intentFromCreatePayment: unknown;
  /** Risk correlation id of the last payment created, reused when it is tokenized. */
  #riskCorrelationId: unknown;

  constructor(client: Client, options: PayPalCheckoutCreateOptions) {
    this.#client = client;
    this.#configuration = client.getConfiguration();
    this.#gateway = this.#configuration.gatewayConfiguration;
    this.#merchantAccountId = typeof options.merchantAccountId === "string" ? options.merchantAccountId : undefined;
    this.#autoSetDataUserIdToken = options.autoSetDataUserIdToken === true;
    this.#frameServiceReady = createFrameService({
      name: LANDING_FRAME_NAME,
      assetsUrl: String(recordOf(this.#gateway.paypal).assetsUrl ?? this.#gateway.assetsUrl),
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

  /** Creates a payment (checkout) or billing agreement (vault); resolves with its EC or BA token. */
  async createPayment(options: CreatePaymentOptions): Promise<string> {
    const input = recordOf(options) as unknown as CreatePaymentOptions;
    if (input.flow !== "checkout" && input.flow !== "vault") throw createError(errors.PAYPAL_FLOW_OPTION_REQUIRED);
    const response = await this.#createPaymentResource(input);
    const token = input.flow === "checkout" ? ecTokenOf(response) : recordOf(response.agreementSetup).tokenId;
    if (typeof token !== "string" || token === "") throw wrapError(errors.PAYPAL_FLOW_FAILED, response);
    return token;
  }

  async #createPaymentResource(options: CreatePaymentOptions, urls?: ReturnUrls): Promise<Body> {
    this.#intentFromCreatePayment = undefined;
    this.#riskCorrelationId = options.riskCorrelationId;
    try {
      const response = await this.#post(
        `paypal_hermes/${FLOW_ENDPOINTS[options.flow]}`,
        paymentResourceBody(options, this.#gateway, this.#merchantAccountId, urls),
      );
      this.#intentFromCreatePayment = options.intent;
      return recordOf(response);
    } catch (error) {
      throw setupError(error);
    }
  }

  /** Changes the amount, items or shipping options of a payment the shopper has not finished approving. */
  async updatePayment(options: UpdatePaymentOptions): Promise<unknown> {
    const input = recordOf(options) as unknown as UpdatePaymentOptions;
    const missing = UPDATE_REQUIRED.some((name) => input[name] == null) || (input.amount == null && input.lineItems == null);
    if (missing) throw createError(errors.PAYPAL_MISSING_REQUIRED_OPTION);
    if (!hasConsistentCurrency(input)) {
      throw wrapError(errors.PAYPAL_INVALID_PAYMENT_OPTION, new Error("One or more shipping option currencies differ from checkout currency."));
    }
    try {
      return await this.#post("paypal_hermes/patch_payment_resource", updatePaymentBody(input, this.#merchantAccountId));
    } catch (error) {
      throw setupError(error);
    }
  }

  /** Exchanges what the shopper approved (the SDK's `onApprove` data) for a nonce. */
  async tokenizePayment(options: TokenizePaymentOptions): Promise<PayPalTokenizePayload> {
    return this.#tokenize(recordOf(options) as TokenizePaymentOptions);
  }

  async #tokenize(input: TokenizePaymentOptions): Promise<PayPalTokenizePayload> {
    try {
      return tokenizePayload(await this.#post("payment_methods/paypal_accounts", this.#tokenizeBody(input)));
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
    const validate = isVault && this.#configuration.authorizationType !== "TOKENIZATION_KEY" && (input.vault ?? true) !== false;
    const account: Body = { correlationId: this.#riskCorrelationId || input.billingToken || input.paymentToken, options: { validate } };
    if (isVault) {
      account.billingAgreementToken = input.billingToken;
    } else {
      account.paymentToken = input.paymentID || input.orderID;
      account.payerId = input.payerID;
      account.unilateral = recordOf(this.#gateway.paypal).unvettedMerchant;
      if (intent) account.intent = intent;
    }
    return { paypalAccount: account, merchantAccountId: this.#merchantAccountId };
  }

  /** The PayPal client id the SDK needs. */
  async getClientId(): Promise<string> {
    return recordOf(this.#gateway.paypal).clientId as string;
  }

  /** Puts the PayPal JS SDK on the page (`window.paypal`); resolves with this instance. */
  async loadPayPalSDK(options?: LoadPayPalSDKOptions): Promise<this> {
    this.#sdkScript = await loadSdk(recordOf(options) as LoadPayPalSDKOptions, {
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
    if (this.#vaultInitiatedInProgress) throw createError(errors.PAYPAL_START_VAULT_INITIATED_CHECKOUT_IN_PROGRESS);
    const input = recordOf(options);
    const missing = VAULT_INITIATED_REQUIRED.find((name) => input[name] == null);
    if (missing) {
      throw createError(errors.PAYPAL_START_VAULT_INITIATED_CHECKOUT_PARAM_REQUIRED, { message: `Required param ${missing} is missing.` });
    }
    this.#vaultInitiatedInProgress = true;
    if (input.optOutOfModalBackdrop !== true) document.body.append(this.#backdrop);
    try {
      return await this.#runVaultInitiatedCheckout({ ...(input as unknown as CreatePaymentOptions), flow: "checkout" });
    } finally {
      this.#vaultInitiatedInProgress = false;
      this.#backdrop.remove();
    }
  }

  /** Uses the frame service at once when it is loaded, so the pop-up opens inside the shopper's click. */
  #runVaultInitiatedCheckout(options: CreatePaymentOptions): Promise<PayPalTokenizePayload> {
    if (this.#frameService) return this.#checkoutInPopup(this.#frameService, options);
    return this.#frameServiceReady.then(
      (service) => this.#checkoutInPopup(service, options),
      (error: unknown) => Promise.reject(wrapError(errors.PAYPAL_START_VAULT_INITIATED_CHECKOUT_SETUP_FAILED, error)),
    );
  }

  /** Opens the pop-up first, then sends it to PayPal once the payment exists. */
  #checkoutInPopup(service: FrameService, options: CreatePaymentOptions): Promise<PayPalTokenizePayload> {
    return new Promise((resolve, reject) => {
      service.open({}, (error, parameters) => {
        if (error) reject(vaultInitiatedFrameError(error));
        else this.#tokenize(approvedPayment(parameters)).then(resolve, reject);
      });
      if (service.state !== "open") return;
      this.#createPaymentResource(options, { returnUrl: service.returnUrl, cancelUrl: service.cancelUrl })
        .then((response) => {
          const redirectUrl = recordOf(response.paymentResource).redirectUrl;
          if (typeof redirectUrl !== "string") throw wrapError(errors.PAYPAL_START_VAULT_INITIATED_CHECKOUT_SETUP_FAILED, response);
          service.redirect(redirectUrl);
        })
        .catch((error: unknown) => {
          reject(error);
          service.close();
        });
    });
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

function approvedPayment(parameters: ReturnParameters = {}): TokenizePaymentOptions {
  return { paymentToken: parameters.token, payerID: parameters.PayerID, paymentID: parameters.paymentId };
}

function vaultInitiatedFrameError(error: BraintreeError): BraintreeError {
  if (error.code === frameServiceErrors.FRAME_SERVICE_FRAME_OPEN_FAILED.code) {
    return wrapError(errors.PAYPAL_START_VAULT_INITIATED_CHECKOUT_POPUP_OPEN_FAILED, error);
  }
  return createError(errors.PAYPAL_START_VAULT_INITIATED_CHECKOUT_CANCELED);
}

const OPTIONAL_RESULT_FIELDS = ["creditFinancingOffered", "shippingOptionId", "cobrandedCardLabel"];

/** The merchant's view of `paypalAccounts[0]` (WIRE §5.9). */
function tokenizePayload(response: unknown): PayPalTokenizePayload {
  const accounts = recordOf(response).paypalAccounts;
  const account = recordOf(Array.isArray(accounts) ? accounts[0] : undefined);
  const details = recordOf(account.details);
  const payload: Record<string, unknown> = { nonce: account.nonce, details: recordOf(details.payerInfo), type: account.type };
  for (const name of OPTIONAL_RESULT_FIELDS) if (details[name]) payload[name] = details[name];
  return payload as unknown as PayPalTokenizePayload;
}
