// The code the loader hands to loader-client.min.js and loader-hosted-fields.min.js (see shared-modules.ts, which lists the same names
// by module, in the same order; a unit test keeps the two equal). One array on the page: the names are not
// carried twice.
import { classicCredential, readAuthorization } from "../kernel/authorization/parse.js";
import { configurationLocation, configurationRequestUrl } from "../kernel/configuration/request.js";
import { isTrustedUrl } from "../kernel/configuration/trusted-domains.js";
import { clientApiBase } from "../kernel/configuration/environments.js";
import { appendQuery, toQueryString } from "../kernel/transport/query-string.js";
import { createMetadata, uuid } from "../kernel/transport/metadata.js";
import { loadScript } from "../kernel/scripts/load-script.js";
import { BraintreeError, createError, isBraintreeError, wrapError } from "../kernel/errors/braintree-error.js";
import { incompatibleVersions } from "../kernel/errors/versions.js";
import { catalogue, sharedErrors } from "../kernel/errors/catalogue.js";
import { settle } from "../kernel/registry/callback.js";
import { fieldFrame, findContainer, frameUrl } from "../plugins/hosted-fields/early.js";

/** In the order of shared-modules.ts (module by module, name by name): the client picks them by position. */
export const SHARED: readonly unknown[] = [
  readAuthorization,
  classicCredential,
  configurationLocation,
  configurationRequestUrl,
  isTrustedUrl,
  clientApiBase,
  toQueryString,
  appendQuery,
  createMetadata,
  uuid,
  loadScript,
  BraintreeError,
  createError,
  isBraintreeError,
  wrapError,
  incompatibleVersions,
  catalogue,
  sharedErrors,
  settle,
  frameUrl,
  fieldFrame,
  findContainer,
];
