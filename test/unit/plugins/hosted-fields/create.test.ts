// @vitest-environment jsdom
// hostedFields.create through the public API in jsdom, with a real client from the sandbox. jsdom never
// loads the frames, so creation never becomes ready here: rules that fail before any frame, and the
// 60-second set-up timeout, are what this file covers.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { client, type Client } from "../../../../kernel/index.js";
import { hostedFields } from "../../../../plugins/hosted-fields/index.js";
import { useSandbox } from "../../../support/sandbox.js";

const sandbox = useSandbox();
let sandboxClient: Client;

beforeAll(async () => {
  sandboxClient = await client.create({ authorization: sandbox().tokenizationKey });
});

beforeEach(() => {
  document.body.innerHTML = '<div id="number"></div><div id="cvv"></div>';
});

afterEach(() => {
  vi.useRealTimers();
});

async function rejection(promise: Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    const { name, code, type, message } = error as Record<string, unknown>;
    return { name, code, type, message };
  }
  throw new Error("expected a rejection");
}

describe("hostedFields.create", () => {
  it("requires a client or an authorization", async () => {
    expect(await rejection(hostedFields.create({ fields: { number: { container: "#number" } } }))).toEqual({
      name: "BraintreeError",
      code: "INSTANTIATION_OPTION_REQUIRED",
      type: "MERCHANT",
      message: "options.client is required when instantiating Hosted Fields.",
    });
  });

  it("requires fields", async () => {
    expect(await rejection(hostedFields.create({ client: sandboxClient } as never))).toEqual({
      name: "BraintreeError",
      code: "INSTANTIATION_OPTION_REQUIRED",
      type: "MERCHANT",
      message: "options.fields is required when instantiating Hosted Fields.",
    });
  });

  it("rejects an unknown field key", async () => {
    expect(
      await rejection(
        hostedFields.create({ client: sandboxClient, fields: { pin: { container: "#number" } } as never }),
      ),
    ).toMatchObject({
      code: "HOSTED_FIELDS_INVALID_FIELD_KEY",
      message: '"pin" is not a valid field.',
    });
  });

  it("rejects a selector that matches nothing", async () => {
    expect(
      await rejection(hostedFields.create({ client: sandboxClient, fields: { number: { container: "#nowhere" } } })),
    ).toMatchObject({
      code: "HOSTED_FIELDS_INVALID_FIELD_SELECTOR",
    });
  });

  it("rejects a non-numeric maxlength", async () => {
    const fields = { number: { container: "#number", maxlength: "16" } } as never;
    expect(await rejection(hostedFields.create({ client: sandboxClient, fields }))).toMatchObject({
      code: "HOSTED_FIELDS_FIELD_PROPERTY_INVALID",
      message: "The value for maxlength must be a number.",
    });
  });

  it("rejects every malformed options object with a catalogue error", async () => {
    const malformed: unknown[] = [
      undefined,
      null,
      5,
      "fields",
      { client: {} },
      { client: sandboxClient, fields: 5 },
      { client: sandboxClient, fields: [] },
      { client: sandboxClient, fields: ["#number"] },
      { client: sandboxClient, fields: { number: 5 } },
      { client: sandboxClient, fields: { number: { container: 5 } } },
      { client: sandboxClient, fields: { number: { container: document.createTextNode("x") } } },
      { client: sandboxClient, fields: { number: { container: "#number", minlength: {} } } },
    ];
    const codes: unknown[] = [];
    for (const options of malformed) codes.push((await rejection(hostedFields.create(options as never))).code);
    expect(codes).toEqual([
      "INSTANTIATION_OPTION_REQUIRED",
      "INSTANTIATION_OPTION_REQUIRED",
      "INSTANTIATION_OPTION_REQUIRED",
      "INSTANTIATION_OPTION_REQUIRED",
      "INSTANTIATION_OPTION_REQUIRED",
      "INSTANTIATION_OPTION_REQUIRED",
      "INSTANTIATION_OPTION_REQUIRED",
      "HOSTED_FIELDS_INVALID_FIELD_KEY",
      "HOSTED_FIELDS_INVALID_FIELD_SELECTOR",
      "HOSTED_FIELDS_INVALID_FIELD_SELECTOR",
      "HOSTED_FIELDS_INVALID_FIELD_SELECTOR",
      "HOSTED_FIELDS_FIELD_PROPERTY_INVALID",
    ]);
  });

  it("calls back with the error when given a callback", async () => {
    const error = await new Promise((resolve) => hostedFields.create({ client: sandboxClient, fields: {} }, resolve));
    expect(error).toMatchObject({ code: "INSTANTIATION_OPTION_REQUIRED" });
  });

  it("places one titled frame per field before the frames are ready", async () => {
    vi.useFakeTimers();
    void hostedFields
      .create({ client: sandboxClient, fields: { number: { container: "#number" }, cvv: { container: "#cvv" } } })
      .catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    const frames = [...document.querySelectorAll("iframe")];
    expect(frames.map((frame) => [frame.parentElement?.id, frame.name, frame.title])).toEqual([
      ["number", "braintree-hosted-field-number", "Secure Credit Card Frame - Credit Card Number"],
      ["cvv", "braintree-hosted-field-cvv", "Secure Credit Card Frame - CVV"],
    ]);
    const [number, cvv] = frames.map((frame) => new URL(frame.src));
    expect(`${number?.origin}${number?.pathname}`).toBe(
      `${sandbox().assetsUrl}/web/3.132.0/html/hosted-fields-frame.min.html`,
    );
    // One URL per field, so the browser fetches them side by side; one instance id in the hash.
    expect([number?.search, cvv?.search]).toEqual(["?field=number", "?field=cvv"]);
    // The instance id is the SHA-256 of the proof the instance keeps (kernel/frames/instance-key.ts).
    expect(number?.hash).toMatch(/^#[0-9a-f]{64}$/);
    expect(cvv?.hash).toBe(number?.hash);
    await vi.advanceTimersByTimeAsync(60000);
  });

  it("rejects with HOSTED_FIELDS_TIMEOUT when the frames are not ready within 60000 ms, and removes them", async () => {
    vi.useFakeTimers();
    const created = hostedFields.create({ client: sandboxClient, fields: { number: { container: "#number" } } });
    const outcome = rejection(created);
    await vi.advanceTimersByTimeAsync(59999);
    expect(document.querySelectorAll("#number iframe")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toEqual({
      name: "BraintreeError",
      code: "HOSTED_FIELDS_TIMEOUT",
      type: "UNKNOWN",
      message: "Hosted Fields timed out when attempting to set up.",
    });
    expect(document.querySelectorAll("iframe")).toHaveLength(0);
  });

  it("lets a new create use the containers after a timed-out one", async () => {
    vi.useFakeTimers();
    const first = rejection(
      hostedFields.create({ client: sandboxClient, fields: { number: { container: "#number" } } }),
    );
    await vi.advanceTimersByTimeAsync(60000);
    expect((await first).code).toBe("HOSTED_FIELDS_TIMEOUT");
    void hostedFields
      .create({ client: sandboxClient, fields: { number: { container: "#number" } } })
      .catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(document.querySelectorAll("#number iframe")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60000);
  });
});

describe("the hostedFields namespace", () => {
  it("has the version and says input formatting is supported", () => {
    expect([hostedFields.VERSION, hostedFields.supportsInputFormatting()]).toEqual(["3.132.0", true]);
  });
});
