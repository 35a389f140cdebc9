import {
  createError,
  developmentGatewayOrigin,
  gatewayStatusOf,
  isRecord,
  jsonCopy,
  loadScript,
  recordOf,
  sharedErrors,
  type BraintreeError,
  type Client,
  type GatewayConfiguration,
  sendEvent,
} from "../../kernel/index.js";
import {
  ACCESS_RESTRICTED_STATUS,
  BANK_LOGIN_SCRIPT,
  BANK_LOGIN_SIMULATOR_PATH,
  DESCRIPTION_PREFIX,
  EVENTS,
  MESSAGES,
  NON_PRODUCTION_ACCOUNT_ID,
  RESULT_TYPE,
  tokenizeMutation,
} from "./constants.js";
import { usBankAccountErrors as errors } from "./errors.js";
import type { UsBankAccountTokenizeOptions, UsBankAccountTokenizePayload } from "./types.js";

type Json = Record<string, unknown>;

/** The bank-linking service's browser API, as far as it is used here. */
interface BankLinkApi {
  create(options: Json): { open(): void; exit?(): void; destroy?(): void };
}

/** The bank account in the gateway's shape: mandate, address and owner (WIRE §5.18). */
function accountInput(mandateText: string, owner: Json): Json {
  const address = isRecord(owner.billingAddress) ? owner.billingAddress : {};
  const input: Json = {
    achMandate: mandateText,
    billingAddress: {
      streetAddress: address.streetAddress,
      extendedAddress: address.extendedAddress,
      city: address.locality,
      state: address.region,
      zipCode: address.postalCode,
    },
  };
  if (owner.ownershipType === "personal")
    input.individualOwner = { firstName: owner.firstName, lastName: owner.lastName };
  else if (owner.ownershipType === "business") input.businessOwner = { businessName: owner.businessName };
  return input;
}

function upperCase(value: unknown): unknown {
  return typeof value === "string" ? value.toUpperCase() : value;
}

/** A failed tokenization as the catalogue error its status calls for. */
function tokenizationError(failure: unknown): BraintreeError {
  const status = gatewayStatusOf(failure);
  const definition =
    status === ACCESS_RESTRICTED_STATUS
      ? errors.BRAINTREE_API_ACCESS_RESTRICTED
      : status !== undefined && status < 500
        ? errors.US_BANK_ACCOUNT_FAILED_TOKENIZATION
        : errors.US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR;
  return createError(definition, { details: { originalError: failure } });
}

function optionError(
  code: "US_BANK_ACCOUNT_OPTION_REQUIRED" | "US_BANK_ACCOUNT_MUTUALLY_EXCLUSIVE_OPTIONS",
  message: string,
): BraintreeError {
  return createError(errors[code], { message });
}

/** US bank accounts: routing and account numbers, or a bank login through the bank-linking service. */
export class UsBankAccount {
  readonly #client: Client;
  readonly #configuration: GatewayConfiguration;
  #loginActive = false;
  /** Closes the open bank login, failing its tokenization (set while the service's dialog is open). */
  #closeLogin: (() => void) | undefined;

  constructor(client: Client, configuration: GatewayConfiguration) {
    this.#client = client;
    this.#configuration = configuration;
  }

  async tokenize(options: UsBankAccountTokenizeOptions): Promise<UsBankAccountTokenizePayload> {
    const given = recordOf(options);
    const mandateText = given.mandateText;
    // Deep copies (what the gateway is sent anyway): nothing below reads the merchant's objects again.
    const bankDetails = jsonCopy(given.bankDetails);
    const bankLogin = jsonCopy(given.bankLogin);
    if (!mandateText || typeof mandateText !== "string")
      throw optionError("US_BANK_ACCOUNT_OPTION_REQUIRED", MESSAGES.mandateTextRequired);
    if (bankDetails && bankLogin) throw optionError("US_BANK_ACCOUNT_MUTUALLY_EXCLUSIVE_OPTIONS", MESSAGES.notBoth);
    if (isRecord(bankDetails)) return this.#tokenizeDetails(mandateText, bankDetails);
    if (isRecord(bankLogin)) return this.#tokenizeLogin(mandateText, bankLogin);
    throw optionError("US_BANK_ACCOUNT_OPTION_REQUIRED", MESSAGES.detailsOrLoginRequired);
  }

  /** Closes an open bank login; its tokenization fails as interrupted by teardown. */
  async teardown(): Promise<void> {
    this.#closeLogin?.();
  }

  async #tokenizeDetails(mandateText: string, details: Json): Promise<UsBankAccountTokenizePayload> {
    const input = {
      ...accountInput(mandateText, details),
      routingNumber: details.routingNumber,
      accountNumber: details.accountNumber,
      accountType: upperCase(details.accountType),
    };
    return this.#send("UsBankAccount", { usBankAccount: input }, EVENTS.bankDetailsSucceeded, EVENTS.bankDetailsFailed);
  }

  async #tokenizeLogin(mandateText: string, login: Json): Promise<UsBankAccountTokenizePayload> {
    if (!login.displayName) throw optionError("US_BANK_ACCOUNT_OPTION_REQUIRED", MESSAGES.displayNameRequired);
    const section = this.#configuration.usBankAccount as { plaid?: { publicKey?: string } } | undefined;
    if (!section?.plaid) throw createError(errors.US_BANK_ACCOUNT_BANK_LOGIN_NOT_ENABLED);
    if (this.#loginActive) throw createError(errors.US_BANK_ACCOUNT_LOGIN_REQUEST_ACTIVE);
    this.#loginActive = true;
    try {
      // The merchant's bankLogin.displayName, whatever its type, is the name Plaid shows.
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the merchant's value, as text, is what Plaid shows
      const linked = await this.#linkAccount(String(login.displayName), section.plaid.publicKey);
      const isProduction = this.#configuration.environment === "production";
      const input = {
        ...accountInput(mandateText, login),
        publicToken: linked.publicToken,
        accountId: isProduction ? linked.metadata.account_id : NON_PRODUCTION_ACCOUNT_ID,
        accountType: upperCase(linked.metadata.account?.subtype),
      };
      return await this.#send("UsBankLogin", { usBankLogin: input }, EVENTS.bankLoginSucceeded, EVENTS.bankLoginFailed);
    } finally {
      this.#loginActive = false;
    }
  }

  /** Opens the bank-linking service; resolves with the public token of the account the shopper linked. */
  async #linkAccount(
    displayName: string,
    key: string | undefined,
  ): Promise<{ publicToken: string; metadata: Json & { account?: Json } }> {
    const api = await this.#bankLinkApi();
    return new Promise((resolve, reject) => {
      const finish = () => {
        this.#closeLogin = undefined;
      };
      const handler = api.create({
        clientName: displayName,
        apiVersion: "v2",
        env: this.#configuration.environment === "production" ? "production" : "sandbox",
        key,
        product: "auth",
        selectAccount: true,
        onExit: () => {
          finish();
          sendEvent(this.#client, EVENTS.bankLoginClosed);
          reject(createError(errors.US_BANK_ACCOUNT_LOGIN_CLOSED));
        },
        onSuccess: (publicToken: string, metadata: unknown) => {
          finish();
          resolve({ publicToken, metadata: isRecord(metadata) ? metadata : {} });
        },
      });
      this.#closeLogin = () => {
        finish();
        handler.destroy?.();
        reject(
          createError(sharedErrors.METHOD_CALLED_AFTER_TEARDOWN, {
            message: "tokenize cannot be called after teardown.",
          }),
        );
      };
      handler.open();
      sendEvent(this.#client, EVENTS.bankLoginStarted);
    });
  }

  /** The service's script, loaded once (the sandbox's simulator on a development gateway). */
  async #bankLinkApi(): Promise<BankLinkApi> {
    const loaded = (window as { Plaid?: BankLinkApi }).Plaid;
    if (loaded) return loaded;
    const simulator = developmentGatewayOrigin(this.#configuration);
    try {
      await loadScript({ src: simulator ? `${simulator}${BANK_LOGIN_SIMULATOR_PATH}` : BANK_LOGIN_SCRIPT });
    } catch {
      // As the provider's: the error says the script failed, with no details.
      throw createError(errors.US_BANK_ACCOUNT_LOGIN_LOAD_FAILED);
    }
    const api = (window as { Plaid?: BankLinkApi }).Plaid;
    if (!api) throw createError(errors.US_BANK_ACCOUNT_LOGIN_LOAD_FAILED);
    return api;
  }

  async #send(
    kind: "UsBankAccount" | "UsBankLogin",
    input: Json,
    succeeded: string,
    failed: string,
  ): Promise<UsBankAccountTokenizePayload> {
    try {
      const response = (await this.#client.request({
        api: "graphQLApi",
        data: { query: tokenizeMutation(kind), variables: { input } },
      })) as { data?: Record<string, { paymentMethod?: { id: string; details?: { last4?: string } } }> };
      const method = response.data?.[`tokenize${kind}`]?.paymentMethod;
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the gateway's unusable answer is thrown as it came: the catch below keeps it as the error's originalError, as braintree-web does
      if (!method) throw response;
      sendEvent(this.#client, succeeded);
      return {
        nonce: method.id,
        details: {},
        description: `${DESCRIPTION_PREFIX}${method.details?.last4}`,
        type: RESULT_TYPE,
      };
    } catch (failure) {
      sendEvent(this.#client, failed);
      throw tokenizationError(failure);
    }
  }
}
