// The framework-free store behind React's components: one instance per watched store, torn down when nobody
// watches, whatever order the create and the watchers come in. Against the sandbox, with a test plugin.
import { beforeEach, describe, expect, it } from "vitest";
import { client, definePlugin, VERSION, type AnyPlugin, type Client } from "../../../../kernel/index.js";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { ComponentStore } from "../../../../react/core/component.js";
import { useSandbox } from "../../../support/sandbox.js";

const sandbox = useSandbox();

class Counted {
  static created = 0;
  static live = 0;
  constructor() {
    Counted.created += 1;
    Counted.live += 1;
  }
  async teardown(): Promise<void> {
    Counted.live -= 1;
  }
}

let release: (() => void) | undefined;
/** A plugin whose create waits until the test lets it finish. */
const plugin = definePlugin<object, Counted>({
  name: "counted",
  displayName: "Counted",
  version: VERSION,
  methods: { async: ["teardown"] },
  create: () => new Promise<Counted>((resolve) => (release = () => resolve(new Counted()))),
}) as AnyPlugin;

let paymentsClient: Client;

beforeEach(async () => {
  clearClientCache();
  Counted.created = 0;
  Counted.live = 0;
  release = undefined;
  paymentsClient = await client.create({ authorization: sandbox().tokenizationKey });
});

function store(options: () => object | undefined = () => ({})) {
  return new ComponentStore<Counted>({
    name: "counted",
    client: paymentsClient,
    loadPlugin: () => Promise.resolve(plugin),
    options,
    knownNames: ["counted"],
  });
}

/** Resolves when the pending create has been asked for. */
async function created(): Promise<void> {
  await expect.poll(() => release).toBeDefined();
  release?.();
}

const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("ComponentStore", () => {
  it("creates the instance when first watched and shows it to every watcher", async () => {
    const components = store();
    const seen: unknown[] = [];
    const stopA = components.subscribe(() => seen.push(components.getSnapshot().instance));
    const stopB = components.subscribe(() => undefined);
    await created();
    await expect.poll(() => components.getSnapshot().instance).toBeInstanceOf(Counted);
    expect(Counted.created).toBe(1);
    expect(seen).toHaveLength(1);
    stopA();
    stopB();
  });

  it("tears down an instance whose create finishes after its only watcher left", async () => {
    const components = store();
    const stop = components.subscribe(() => undefined);
    await expect.poll(() => release).toBeDefined();
    stop();
    await settled();
    release?.();
    await expect.poll(() => Counted.created).toBe(1);
    await expect.poll(() => Counted.live).toBe(0);
    expect(components.getSnapshot().instance).toBeUndefined();
  });

  it("keeps one live instance through StrictMode's mount, unmount and mount", async () => {
    const components = store();
    components.subscribe(() => undefined)();
    const stop = components.subscribe(() => undefined);
    await created();
    await expect.poll(() => components.getSnapshot().instance).toBeInstanceOf(Counted);
    expect(Counted.created).toBe(1);
    expect(Counted.live).toBe(1);
    stop();
    await expect.poll(() => Counted.live).toBe(0);
  });

  it("tears the instance down when the last watcher leaves", async () => {
    const components = store();
    const stop = components.subscribe(() => undefined);
    await created();
    await expect.poll(() => Counted.live).toBe(1);
    stop();
    await expect.poll(() => Counted.live).toBe(0);
  });

  it("creates nothing while the options are not there yet", async () => {
    const components = store(() => undefined);
    const stop = components.subscribe(() => undefined);
    await settled();
    expect(release).toBeUndefined();
    expect(components.getSnapshot()).toEqual({});
    stop();
  });

  it("reports a method paykit does not have with a catalogue error naming the known ones", () => {
    const components = new ComponentStore<Counted>({
      name: "nope",
      client: paymentsClient,
      loadPlugin: () => undefined,
      options: () => ({}),
      knownNames: ["counted", "venmo"],
    });
    const stop = components.subscribe(() => undefined);
    expect(components.getSnapshot().error).toMatchObject({
      name: "BraintreeError",
      code: "INSTANTIATION_OPTION_REQUIRED",
      message: 'options.name must name a payment method paykit provides (counted, venmo); got "nope".',
    });
    stop();
  });

  it("shows the create's failure as a catalogue error", async () => {
    const failing = definePlugin<object, Counted>({
      name: "failing",
      displayName: "Failing",
      version: VERSION,
      enabled: () => false,
      notEnabled: { type: "MERCHANT", code: "FAILING_NOT_ENABLED", message: "Failing is not enabled." },
      methods: { async: [] },
      create: () => new Counted(),
    }) as AnyPlugin;
    const components = new ComponentStore<Counted>({
      name: "failing",
      client: paymentsClient,
      loadPlugin: () => Promise.resolve(failing),
      options: () => ({}),
      knownNames: ["failing"],
    });
    const stop = components.subscribe(() => undefined);
    await expect.poll(() => components.getSnapshot().error).toMatchObject({ code: "FAILING_NOT_ENABLED" });
    stop();
  });
});
