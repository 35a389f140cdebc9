// @vitest-environment jsdom
// Hosted Fields' frame placement (plugins/hosted-fields/frame-placement.ts), as the loader runs it before the plugin
// arrives: the frames it places, the messages it holds for the plugin, and what it leaves to the plugin.
import { beforeEach, describe, expect, it } from "vitest";
import { startEarly } from "../../../../plugins/hosted-fields/frame-placement.js";

const BASE = "https://assets.braintreegateway.com";

beforeEach(() => {
  document.body.innerHTML = '<div id="number"></div><div id="cvv"></div>';
});

describe("Hosted Fields' early frames", () => {
  it("places one named frame per field, each with its own address on the asset origin", () => {
    const placed = startEarly({ fields: { number: { container: "#number" }, cvv: { selector: "#cvv" } } }, BASE);
    const frames = [...document.querySelectorAll("iframe")];
    expect(frames.map((frame) => [frame.parentElement?.id, frame.name, frame.src])).toEqual([
      [
        "number",
        "braintree-hosted-field-number",
        `${BASE}/web/3.132.0/html/hosted-fields-frame.min.html?field=number#${placed?.key.id}`,
      ],
      [
        "cvv",
        "braintree-hosted-field-cvv",
        `${BASE}/web/3.132.0/html/hosted-fields-frame.min.html?field=cvv#${placed?.key.id}`,
      ],
    ]);
    placed?.abandon();
  });

  it.each([
    ["no fields", {}],
    ["a container that is not on the page", { fields: { number: { container: "#missing" } } }],
    ["two fields in one container", { fields: { number: { container: "#number" }, cvv: { container: "#number" } } }],
    ["a field whose options are not an object", { fields: { number: "#number" } }],
  ])("leaves %s to the plugin, placing nothing", (_, options) => {
    expect(startEarly(options, BASE)).toBeUndefined();
    expect(document.querySelectorAll("iframe")).toHaveLength(0);
  });

  it("leaves a container that already holds a field frame to the plugin", () => {
    const first = startEarly({ fields: { number: { container: "#number" } } }, BASE);
    expect(startEarly({ fields: { number: { container: "#number" } } }, BASE)).toBeUndefined();
    expect(document.querySelectorAll("iframe")).toHaveLength(1);
    first?.abandon();
  });

  it("holds its frames' messages until the plugin adopts them, then delivers them once", () => {
    const placed = startEarly({ fields: { number: { container: "#number" } } }, BASE);
    const frame = placed?.frames.number?.contentWindow ?? null;
    dispatchEvent(
      new MessageEvent("message", {
        data: { paykit: placed?.key.id, type: "hosted-fields:FRAME_READY", id: 1 },
        origin: BASE,
        source: frame,
      }),
    );
    dispatchEvent(new MessageEvent("message", { data: { paykit: "another-instance", type: "x" }, origin: BASE }));
    const received: MessageEvent[] = [];
    const listen = (event: MessageEvent) => received.push(event);
    addEventListener("message", listen);
    placed?.adopt();
    placed?.adopt();
    removeEventListener("message", listen);
    expect(received.map((event) => [event.data, event.origin, event.source === frame])).toEqual([
      [{ paykit: placed?.key.id, type: "hosted-fields:FRAME_READY", id: 1 }, BASE, true],
    ]);
    placed?.abandon();
  });

  it("takes its frames away when abandoned, and holds no more messages", () => {
    const placed = startEarly({ fields: { number: { container: "#number" }, cvv: { container: "#cvv" } } }, BASE);
    placed?.abandon();
    expect(document.querySelectorAll("iframe")).toHaveLength(0);
    dispatchEvent(new MessageEvent("message", { data: { paykit: placed?.key.id } }));
    const received: unknown[] = [];
    const listen = (event: MessageEvent) => received.push(event.data);
    addEventListener("message", listen);
    placed?.adopt();
    removeEventListener("message", listen);
    expect(received).toEqual([]);
  });
});
