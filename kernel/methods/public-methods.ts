import { createError } from "../errors/braintree-error.js";
import { sharedErrors } from "../errors/catalogue.js";
import { warnFix } from "../errors/fix-hint.js";
import { attempt, settle, splitCallback } from "./callback.js";

export interface MethodList {
  /** Methods that return a Promise and also accept a trailing callback. */
  async: readonly string[];
  /** Methods that answer synchronously (getters, event registration). */
  sync?: readonly string[];
  /** Extra arguments a method's callback receives after the error, e.g. `(err, body, status)`. */
  callbackArgs?: Record<string, (result: never) => unknown[]>;
  /** What a method's Promise resolves to, when that differs from what the implementation returns. */
  resolveAs?: Record<string, (result: never) => unknown>;
  /**
   * A handle a method returns at once besides its result, e.g. a pop-up's `{close, focus}`: with a
   * callback the call returns the handle itself, without one the Promise also carries its methods.
   */
  handles?: Record<string, (instance: never) => object>;
  /**
   * False where the provider's instance has no `teardown` (SEPA, Payment Ready, Instant Verification, preferred
   * payment methods, and Fastlane, whose instance is the third party's own object): none is added, nothing retired.
   */
  teardown?: false;
}

type AnyMethod = (...args: unknown[]) => unknown;

export function teardownError(method: string) {
  return createError(sharedErrors.METHOD_CALLED_AFTER_TEARDOWN, {
    message: `${method} cannot be called after teardown.`,
  });
}

/**
 * Installs the public face of an instance: dual-style async methods, and a `teardown` after which every
 * listed method throws "<method> cannot be called after teardown.".
 */
export function exposeMethods<T extends object>(instance: T, methods: MethodList): T {
  const target = instance as Record<string, unknown>;
  const asyncNames = [...methods.async];
  if (methods.teardown !== false) {
    if (!asyncNames.includes("teardown")) asyncNames.push("teardown");
    // A plugin with nothing to release writes no teardown: the kernel's still retires every method.
    if (typeof target.teardown !== "function") target.teardown = async () => undefined;
  }
  const all = [...asyncNames, ...(methods.sync ?? [])];

  const retire = (): void => {
    for (const method of all) {
      target[method] = () => {
        throw teardownError(method);
      };
    }
  };

  for (const name of asyncNames) {
    const original = target[name] as AnyMethod | undefined;
    if (typeof original !== "function") continue;
    const resolveAs = (methods.resolveAs?.[name] ?? ((result: unknown) => result)) as (result: unknown) => unknown;
    const callbackArgs = (methods.callbackArgs?.[name] ?? ((result: unknown) => [resolveAs(result)])) as (
      result: unknown,
    ) => unknown[];
    target[name] = (...rawArgs: unknown[]) => {
      const { args, callback } = splitCallback(rawArgs);
      let result = attempt(() => original.apply(instance, args));
      if (name === "teardown") {
        result = result.then((value) => {
          retire();
          return value;
        });
      }
      return typeof callback === "function" ? settle(result, callback, callbackArgs) : warnFix(result.then(resolveAs));
    };
  }
  return instance;
}
