// The registry's one namespace factory: the registry's own namespaces, a refused install's, the loader's stand-in and a
// plugin bundle's stand-in before the kernel arrives all come from it.
import { describe, expect, it } from "vitest";
import { makeNamespace } from "../../../../kernel/registry/namespace.js";

const callbackOutcome = (namespace: ReturnType<typeof makeNamespace>, options: unknown) =>
  new Promise<unknown[]>((resolve) => {
    const returned = namespace.create(options, (...args: unknown[]) => resolve([returned, ...args]));
  });

describe("makeNamespace", () => {
  it("makes create, VERSION and the statics", () => {
    const isSupported = () => true;
    const namespace = makeNamespace("3.132.0", () => "instance", { isSupported });
    expect(Object.keys(namespace).sort()).toEqual(["VERSION", "create", "isSupported"]);
    expect(namespace.VERSION).toBe("3.132.0");
    expect(namespace.isSupported).toBe(isSupported);
  });

  it("resolves create with the instance, or calls back with it and returns undefined", async () => {
    const namespace = makeNamespace("3.132.0", (options) => ({ made: options }));
    await expect(namespace.create({ a: 1 })).resolves.toEqual({ made: { a: 1 } });
    expect(await callbackOutcome(namespace, { b: 2 })).toEqual([undefined, null, { made: { b: 2 } }]);
  });

  it("turns a creator that throws into a rejection, and into the callback's error", async () => {
    const failure = new Error("refused");
    const namespace = makeNamespace("3.132.0", () => {
      throw failure;
    });
    await expect(namespace.create({})).rejects.toBe(failure);
    expect(await callbackOutcome(namespace, {})).toEqual([undefined, failure]);
  });
});
