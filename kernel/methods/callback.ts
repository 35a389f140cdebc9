import { warnFix } from "../errors/fix-hint.js";

/** A Node-style callback, the SDK's alternative to Promises. */
export type Callback<T> = (error: unknown, result?: T) => void;

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
