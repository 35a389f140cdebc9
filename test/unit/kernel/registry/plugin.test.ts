import { beforeEach, describe, expect, it } from "vitest";
import { client, createError, definePlugin, registerPlugin, type Client } from "../../../../kernel/index.js";
import { enablementOf, getPlugin, installPlugin } from "../../../../kernel/registry/plugin.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { catalogue } from "../../../../kernel/errors/catalogue.js";
import { useSandbox } from "../../../support/sandbox.js";

const sandbox = useSandbox();

const testErrors = catalogue([
  ["TEST_NOT_ENABLED", "MERCHANT", "Test Plugin is not enabled for this merchant."],
  ["TEST_INVALID_COLOR", "MERCHANT", "color must be red or blue."],
  ["TEST_INVALID_SIZE", "MERCHANT"],
] as const);

/** A tiny payment method: enough surface to prove what the kernel does for every plugin. */
class Greeter {
  torn = false;
  constructor(readonly color: string) {}
  async greet(name: string): Promise<string> {
    return `hello ${name} in ${this.color}`;
  }
  colorName(): string {
    return this.color;
  }
  async teardown(): Promise<void> {
    this.torn = true;
  }
}

const makePlugin = (
  overrides: Partial<Parameters<typeof definePlugin<{ color?: string; size?: number }, Greeter>>[0]> = {},
) =>
  definePlugin<{ color?: string; size?: number }, Greeter>({
    name: "greeter",
    displayName: "Test Plugin",
    version: "3.132.0",
    enabled: (configuration) => Boolean(configuration.applePayWeb),
    notEnabled: testErrors.TEST_NOT_ENABLED,
    options: (options) => {
      const { color, size } = options as { color?: unknown; size?: unknown };
      if (color !== undefined && color !== "red" && color !== "blue") {
        throw createError(testErrors.TEST_INVALID_COLOR, { details: { option: "color" } });
      }
      if (size !== undefined && typeof size !== "number") {
        throw createError(testErrors.TEST_INVALID_SIZE, { message: `size must be a number, not ${typeof size}.` });
      }
    },
    methods: { async: ["greet"], sync: ["colorName"] },
    create: (_context, options) => new Greeter(options.color ?? "red"),
    ...overrides,
  });

let instanceClient: Client;

beforeEach(async () => {
  clearClientCache();
  instanceClient = await client.create({ authorization: sandbox().tokenizationKey });
});

describe("definePlugin / createComponent", () => {
  it("creates an instance from a client", async () => {
    const greeter = await registerPlugin(makePlugin()).create({ client: instanceClient, color: "blue" });
    await expect(greeter.greet("Ada")).resolves.toBe("hello Ada in blue");
    expect(greeter.colorName()).toBe("blue");
  });

  it("creates its own client from an authorization", async () => {
    const greeter = await registerPlugin(makePlugin()).create({ authorization: sandbox().tokenizationKey });
    await expect(greeter.greet("Bo")).resolves.toBe("hello Bo in red");
  });

  it("requires a client or an authorization", async () => {
    for (const options of [{}, undefined, null, { client: {} }, { client: "x" }]) {
      await expect(registerPlugin(makePlugin()).create(options as never)).rejects.toMatchObject({
        code: "INSTANTIATION_OPTION_REQUIRED",
        type: "MERCHANT",
        message: "options.client is required when instantiating Test Plugin.",
      });
    }
  });

  it("refuses a client of another version", async () => {
    const foreign = Object.assign(Object.create(null), instanceClient, {
      getVersion: () => "3.1.0",
      getConfiguration: () => instanceClient.getConfiguration(),
      request: () => undefined,
    });
    await expect(registerPlugin(makePlugin()).create({ client: foreign })).rejects.toMatchObject({
      code: "INCOMPATIBLE_VERSIONS",
      type: "MERCHANT",
      message: "Client (version 3.1.0) and Test Plugin (version 3.132.0) components must be from the same SDK version.",
    });
  });

  it("refuses a minimal client-like object of another version with INCOMPATIBLE_VERSIONS", async () => {
    await expect(
      registerPlugin(makePlugin()).create({ client: { getVersion: () => "3.100.0" } } as never),
    ).rejects.toMatchObject({
      name: "BraintreeError",
      code: "INCOMPATIBLE_VERSIONS",
      type: "MERCHANT",
      message:
        "Client (version 3.100.0) and Test Plugin (version 3.132.0) components must be from the same SDK version.",
    });
  });

  it("checks the client's version before its configuration, enablement or options", async () => {
    const foreign = {
      getVersion: () => "3.100.0",
      getConfiguration: () => {
        throw new Error("the version must be checked first");
      },
      request: () => undefined,
    };
    await expect(
      registerPlugin(makePlugin()).create({ client: foreign, color: "green" } as never),
    ).rejects.toMatchObject({
      code: "INCOMPATIBLE_VERSIONS",
      message:
        "Client (version 3.100.0) and Test Plugin (version 3.132.0) components must be from the same SDK version.",
    });
  });

  it("treats a client whose getVersion throws as no client, not as a TypeError", async () => {
    const broken = {
      getVersion: () => {
        throw new TypeError("broken");
      },
    };
    await expect(registerPlugin(makePlugin()).create({ client: broken } as never)).rejects.toMatchObject({
      code: "INSTANTIATION_OPTION_REQUIRED",
    });
  });

  it("refuses a plugin built for another version", async () => {
    // Only the registry makes namespaces: a plugin of another release gets one whose create fails (installPlugin).
    installPlugin(makePlugin({ name: "olderGreeter", version: "3.131.0" }) as never);
    const older = (
      globalThis as unknown as { braintree: Record<string, { create(options: object): Promise<unknown> }> }
    ).braintree.olderGreeter;
    await expect(older?.create({ client: instanceClient })).rejects.toMatchObject({
      code: "INCOMPATIBLE_VERSIONS",
      message:
        "Client (version 3.132.0) and Test Plugin (version 3.131.0) components must be from the same SDK version.",
    });
    expect(() => registerPlugin(makePlugin({ version: "3.131.0" }) as never)).toThrowError(
      expect.objectContaining({ code: "INCOMPATIBLE_VERSIONS" }),
    );
  });

  it("raises the plugin's NOT_ENABLED error when the configuration does not enable it", async () => {
    await expect(
      registerPlugin(makePlugin({ enabled: () => false })).create({ client: instanceClient }),
    ).rejects.toMatchObject({
      code: "TEST_NOT_ENABLED",
      type: "MERCHANT",
      message: "Test Plugin is not enabled for this merchant.",
    });
  });

  it("answers what a create would decide of enablement through enablementOf, without creating (the checkout asks it)", () => {
    const configuration = instanceClient.getConfiguration().gatewayConfiguration;
    expect(enablementOf(makePlugin({ enabled: () => true }), configuration, {})).toBe(true);
    expect(enablementOf(makePlugin({ enabled: () => false }), configuration, {})).toBe(testErrors.TEST_NOT_ENABLED);
    expect(enablementOf(makePlugin({ enabled: () => testErrors.TEST_INVALID_COLOR }), configuration, {})).toBe(
      testErrors.TEST_INVALID_COLOR,
    );
    expect(
      enablementOf(makePlugin({ enabled: (_configuration, options) => options.color === "blue" }), configuration, {
        color: "blue",
      }),
    ).toBe(true);
    expect(enablementOf(makePlugin({ enabled: undefined }), configuration, {})).toBe(true);
  });

  it("raises the catalogue error the enabled check returns", async () => {
    const plugin = registerPlugin(makePlugin({ enabled: () => testErrors.TEST_INVALID_COLOR }));
    await expect(plugin.create({ client: instanceClient })).rejects.toMatchObject({
      code: "TEST_INVALID_COLOR",
      message: "color must be red or blue.",
    });
  });

  it("lets the enabled check see the create options", async () => {
    const plugin = registerPlugin(makePlugin({ enabled: (_configuration, options) => options.color === "blue" }));
    await expect(plugin.create({ client: instanceClient, color: "blue" })).resolves.toBeInstanceOf(Greeter);
    await expect(plugin.create({ client: instanceClient, color: "red" })).rejects.toMatchObject({
      code: "TEST_NOT_ENABLED",
    });
  });

  it("returns a method's handle with a callback and adds it to the Promise without one", async () => {
    const handle = { close: () => "closed" };
    const greeter = await registerPlugin(
      makePlugin({
        methods: { async: ["greet"], handles: { greet: () => handle } },
      }),
    ).create({ client: instanceClient });
    const withCallback = (greeter.greet as (n: string, cb: () => void) => unknown)("Di", () => undefined);
    expect(withCallback).toBe(handle);
    const promise = greeter.greet("Di") as Promise<string> & { close?: () => string };
    expect(promise.close?.()).toBe("closed");
    await expect(promise).resolves.toBe("hello Di in red");
  });

  it("raises the catalogue error the options check throws", async () => {
    await expect(registerPlugin(makePlugin()).create({ client: instanceClient, color: "green" })).rejects.toMatchObject(
      {
        code: "TEST_INVALID_COLOR",
        message: "color must be red or blue.",
        details: { option: "color" },
      },
    );
  });

  it("passes on the message the options check gives a catalogue error without a fixed one", async () => {
    await expect(
      registerPlugin(makePlugin()).create({ client: instanceClient, size: "big" as never }),
    ).rejects.toMatchObject({
      code: "TEST_INVALID_SIZE",
      message: "size must be a number, not string.",
    });
  });

  it("offers the callback style on create and on async methods", async () => {
    const plugin = makePlugin();
    const greeter = await new Promise<Greeter>((resolve, reject) => {
      const returned = registerPlugin(plugin).create({ client: instanceClient }, (error, result) =>
        error ? reject(error) : resolve(result as Greeter),
      );
      expect(returned).toBeUndefined();
    });
    const greeting = await new Promise((resolve) =>
      (greeter.greet as (n: string, cb: (e: unknown, r: unknown) => void) => void)("Cy", (_, r) => resolve(r)),
    );
    expect(greeting).toBe("hello Cy in red");
  });

  it("makes every method throw after teardown", async () => {
    const greeter = await registerPlugin(makePlugin()).create({ client: instanceClient });
    await greeter.teardown();
    expect(greeter.torn).toBe(true);
    for (const method of ["greet", "colorName", "teardown"] as const) {
      expect(() => (greeter[method] as () => unknown)()).toThrowError(
        expect.objectContaining({
          name: "BraintreeError",
          code: "METHOD_CALLED_AFTER_TEARDOWN",
          type: "MERCHANT",
          message: `${method} cannot be called after teardown.`,
        }),
      );
    }
  });

  it("registers a plugin under its name", () => {
    const plugin = makePlugin();
    registerPlugin(plugin as never);
    expect(getPlugin("greeter")).toBe(plugin);
  });
});

describe("registerPlugin / installPlugin", () => {
  it("lists a refused plugin, so the loader can say which version it was", () => {
    const plugin = makePlugin({ name: "refusedGreeter", version: "3.131.0" });
    expect(() => registerPlugin(plugin as never)).toThrowError(
      expect.objectContaining({
        code: "INCOMPATIBLE_VERSIONS",
        message:
          "Client (version 3.132.0) and Test Plugin (version 3.131.0) components must be from the same SDK version.",
      }),
    );
    expect(getPlugin("refusedGreeter")?.version).toBe("3.131.0");
  });

  it("installs an admitted plugin's namespace on the braintree global", () => {
    const plugin = makePlugin({ name: "installedGreeter" });
    installPlugin(plugin as never);
    expect((globalThis as unknown as { braintree: Record<string, unknown> }).braintree.installedGreeter).toBe(
      registerPlugin(plugin),
    );
  });

  it("installs a namespace whose create fails with INCOMPATIBLE_VERSIONS for a plugin of another release", async () => {
    installPlugin(makePlugin({ name: "foreignGreeter", version: "3.100.0" }) as never);
    const namespace = (
      globalThis as unknown as {
        braintree: Record<string, { create: (...args: unknown[]) => unknown; VERSION: string }>;
      }
    ).braintree.foreignGreeter;
    expect(namespace?.VERSION).toBe("3.100.0");
    await expect(namespace?.create({ client: instanceClient })).rejects.toMatchObject({
      code: "INCOMPATIBLE_VERSIONS",
      message:
        "Client (version 3.132.0) and Test Plugin (version 3.100.0) components must be from the same SDK version.",
    });
    const viaCallback = await new Promise((resolve) => namespace?.create({ client: instanceClient }, resolve));
    expect(viaCallback).toMatchObject({ code: "INCOMPATIBLE_VERSIONS" });
  });

  it("gives an instance without a teardown of its own the kernel's, which retires every method", async () => {
    class Silent {
      async greet(): Promise<string> {
        return "hi";
      }
    }
    const plugin = definePlugin<object, Silent>({
      name: "silent",
      displayName: "Silent",
      version: "3.132.0",
      methods: { async: ["greet"] },
      create: () => new Silent(),
    });
    const instance = await registerPlugin(plugin).create({ client: instanceClient });
    await expect(instance.teardown()).resolves.toBeUndefined();
    expect(() => instance.greet()).toThrowError(expect.objectContaining({ code: "METHOD_CALLED_AFTER_TEARDOWN" }));
  });
});
