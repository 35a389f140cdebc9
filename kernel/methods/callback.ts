import { warnFix } from "../errors/fix-hint.js";
import type { BraintreeError } from "../errors/braintree-error.js";

/**
 * A Node-style callback, the SDK's alternative to Promises: `(error, result)`, where the error is the catalogue's
 * `BraintreeError` (null on success) and the result is absent on failure. The shape of the community typings'
 * `callback`, declared as a method so that a callback whose parameters are annotated more narrowly
 * (`(err: BraintreeError, payload: HostedFieldsTokenizePayload) => …`, as the provider's examples write them) is
 * still accepted under `strictFunctionTypes`.
 */
export type Callback<T> = { callback(error?: BraintreeError | null, result?: T): void }["callback"];

/** Every argument list a method accepts, shortest first dropped: `(a, b?, c?)` → `[a] | [a, b] | [a, b, c]`. */
type Prefixes<T extends unknown[]> = T extends [...infer Init, unknown] ? T | Prefixes<Init> : [];
type AcceptedArguments<Parameters extends unknown[]> =
  Prefixes<Required<Parameters>> extends infer Prefix ? (Prefix extends Parameters ? Prefix : never) : never;

/**
 * An asynchronous method as the public sees it: with a trailing callback after any accepted argument list
 * (returning nothing), or without one (returning the Promise). Other members are left as they are.
 */
export type WithCallback<Method, Self = never> = Method extends (...args: infer Arguments) => Promise<infer Result>
  ? ((...args: [...AcceptedArguments<Arguments>, callback: Callback<Public<Result, Self>>]) => void) &
      ((...args: Arguments) => Promise<Public<Result, Self>>)
  : Method;

/** A method that resolves with its own instance (`Promise<this>`) resolves with the public instance. */
type Public<Result, Instance> = 0 extends 1 & Result
  ? Result
  : [Result] extends [Instance]
    ? WithCallbacks<Instance>
    : Result;

/** An instance whose asynchronous methods all take the callback style too (kernel/methods/public-methods.ts). */
export type WithCallbacks<Instance> = { [Member in keyof Instance]: WithCallback<Instance[Member], Instance> };

/**
 * The dual call style of every asynchronous public method: a Promise when no callback is given,
 * otherwise `undefined` and the callback is called later with `(error, result)`.
 */
export function settle<T>(
  promise: Promise<T>,
  callback: unknown,
  callbackArgs: (result: T) => unknown[] = (result) => [result],
): Promise<T> | undefined {
  promise = warnFix(promise);
  if (typeof callback !== "function") return promise;
  const done = callback as (...args: unknown[]) => void;
  promise.then(
    (result) => queueMicrotask(() => done(null, ...callbackArgs(result))),
    (error: unknown) => queueMicrotask(() => done(error)),
  );
  return undefined;
}

/** Runs `work`, turning a synchronous throw into a rejection so callers see one failure path. */
export function attempt<T>(work: () => Promise<T> | T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error);
  }
}

/** Splits a trailing callback off an argument list. */
export function splitCallback(args: unknown[]): { args: unknown[]; callback: unknown } {
  const last = args[args.length - 1];
  return typeof last === "function" ? { args: args.slice(0, -1), callback: last } : { args, callback: undefined };
}
