/** 3D Secure 2: card authentication through Cardinal's Songbird.js, with the issuer's challenge when asked for. */
import {
  createError,
  definePlugin,
  describeValue,
  recordOf,
  VERSION,
  type Client,
  type ErrorDefinition,
} from "../../kernel/index.js";
import { FRAMEWORKS, unrecognizedVersion, type Framework } from "./constants.js";
import { threeDSecureErrors as errors } from "./errors.js";
import { ThreeDSecure } from "./three-d-secure.js";
import type { ThreeDSecureCreateOptions } from "./types.js";

export type * from "./types.js";
export { ThreeDSecure } from "./three-d-secure.js";
export { threeDSecureErrors } from "./errors.js";

/** The framework a `version` names; "1", none and unknown versions are refused (before the merchant checks). */
function frameworkOf(options: unknown): Framework {
  const version = recordOf(options).version;
  const text = version ? describeValue(version) : "";
  if (!text || text === "1") throw createError(errors.THREEDS_UNSUPPORTED_VERSION);
  if (!Object.hasOwn(FRAMEWORKS, text)) {
    throw createError(errors.THREEDS_UNRECOGNIZED_VERSION, { message: unrecognizedVersion(text) });
  }
  return FRAMEWORKS[text] as Framework;
}

/** Why this client cannot use 3D Secure, if it cannot (checked in the provider's order; the last failing check wins). */
function refusal(client: Client): ErrorDefinition | undefined {
  const configuration = client.getConfiguration();
  const gateway = configuration.gatewayConfiguration;
  let error: ErrorDefinition | undefined;
  if (!gateway.threeDSecureEnabled) error = errors.THREEDS_NOT_ENABLED;
  if (configuration.authorizationType === "TOKENIZATION_KEY") error = errors.THREEDS_CAN_NOT_USE_TOKENIZATION_KEY;
  if (gateway.environment === "production" && globalThis.location?.protocol !== "https:")
    error = errors.THREEDS_HTTPS_REQUIRED;
  if (!recordOf(gateway.threeDSecure).cardinalAuthenticationJWT) error = errors.THREEDS_NOT_ENABLED_FOR_V2;
  return error;
}

const plugin = definePlugin<ThreeDSecureCreateOptions, ThreeDSecure>({
  name: "threeDSecure",
  displayName: "3D Secure",
  version: VERSION,
  methods: {
    async: ["verifyCard", "cancelVerifyCard", "initializeChallengeWithLookupResponse", "prepareLookup", "teardown"],
    sync: ["on", "off", "hasListener"],
  },
  create: ({ client }, options) => {
    const framework = frameworkOf(options);
    const error = refusal(client);
    if (error) throw createError(error);
    return new ThreeDSecure(client, framework, recordOf(options) as unknown as ThreeDSecureCreateOptions);
  },
});

export default plugin;
