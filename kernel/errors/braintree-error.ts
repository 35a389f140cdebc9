/** Who is at fault for an error. */
export type BraintreeErrorType = "CUSTOMER" | "MERCHANT" | "NETWORK" | "INTERNAL" | "UNKNOWN";

/** A catalogue entry: the fixed part of an error. */
export interface ErrorDefinition {
  type: BraintreeErrorType;
  code: string;
  message?: string;
}

export interface BraintreeErrorOptions extends ErrorDefinition {
  message: string;
  details?: unknown;
}

/**
 * The one error type every public failure comes out as.
 * `name` is always "BraintreeError", so pages written for the provider's SDK keep working.
 */
export class BraintreeError extends Error {
  static readonly types = Object.freeze({
    CUSTOMER: "CUSTOMER",
    MERCHANT: "MERCHANT",
    NETWORK: "NETWORK",
    INTERNAL: "INTERNAL",
    UNKNOWN: "UNKNOWN",
  } as const);

  override readonly name = "BraintreeError";
  readonly type: BraintreeErrorType;
  readonly code: string;
  /**
   * What else is known, shaped by the code (`invalidFieldKeys` of HOSTED_FIELDS_FIELDS_INVALID, `originalError`, …):
   * `any`, as the provider's typings declare it, so that `err.details.invalidFieldKeys` reads as its documentation
   * writes it.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly details: any;

  constructor(options: BraintreeErrorOptions) {
    super(options.message);
    this.type = options.type;
    this.code = options.code;
    this.details = options.details;
  }
}

/** Makes a catalogue error, optionally overriding its message or adding details. */
export function createError(
  definition: ErrorDefinition,
  overrides: { message?: string; details?: unknown } = {},
): BraintreeError {
  const message = overrides.message ?? definition.message ?? "";
  return new BraintreeError({ type: definition.type, code: definition.code, message, details: overrides.details });
}

/** True for any error produced by this library. */
export function isBraintreeError(value: unknown): value is BraintreeError {
  return value instanceof BraintreeError || (value as { name?: unknown } | null)?.name === "BraintreeError";
}

/** A catalogue error that carries the failure it stands for in `details.originalError`. */
export function wrapError(definition: ErrorDefinition, originalError: unknown): BraintreeError {
  return createError(definition, { details: { originalError } });
}
