// @vitest-environment jsdom
// The sibling frames of one instance, paired among themselves with MessagePorts (frame/pairing.ts): values reach
// the tokenizing frame and, through it, the other frames of the set; nothing else can take part.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FieldKey } from "../../../../plugins/hosted-fields/constants.js";
import { Siblings, type SiblingHandlers } from "../../../../plugins/hosted-fields/frame/siblings.js";

const open: MessagePort[] = [];

afterEach(() => {
  for (const port of open.splice(0)) port.close();
  vi.useRealTimers();
});

function pair(): [MessagePort, MessagePort] {
  const { port1, port2 } = new MessageChannel();
  open.push(port1, port2);
  return [port1, port2];
}

interface Frame {
  siblings: Siblings;
  values: Array<[FieldKey, string]>;
  autofilled: Array<Partial<Record<FieldKey, string>>>;
  current: { value: string };
}

function frame(key: FieldKey, ports: Partial<Record<FieldKey, MessagePort>>, isHub: boolean, value = ""): Frame {
  const seen: Frame = { values: [], autofilled: [], current: { value }, siblings: undefined as never };
  const handlers: SiblingHandlers = {
    onValue: (other, text) => seen.values.push([other, text]),
    onAutofill: (values) => seen.autofilled.push(values),
    currentValue: () => seen.current.value,
  };
  seen.siblings = new Siblings(key, isHub, handlers);
  for (const [other, port] of Object.entries(ports) as Array<[FieldKey, MessagePort]>) seen.siblings.add(other, port);
  return seen;
}

/** A number frame that tokenizes, with a CVV and an expiry frame paired to it, as they pair themselves. */
function instance() {
  const [hubToCvv, cvvToHub] = pair();
  const [hubToDate, dateToHub] = pair();
  const number = frame("number", { cvv: hubToCvv, expirationDate: hubToDate }, true);
  const cvv = frame("cvv", { number: cvvToHub }, false, "737");
  const date = frame("expirationDate", { number: dateToHub }, false, "09 / 31");
  return { number, cvv, date, ports: { cvvToHub } };
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

describe("Siblings", () => {
  it("collects every other field's current value in the tokenizing frame", async () => {
    const { number } = instance();
    expect(await number.siblings.collect(["number", "cvv", "expirationDate"])).toEqual({
      cvv: "737",
      expirationDate: "09 / 31",
    });
  });

  it("passes a field's value on to the other frames of the set through the tokenizing frame", async () => {
    const { number, cvv, date } = instance();
    cvv.siblings.publish("1234");
    await until(() => date.values.length > 0);
    expect(number.values).toEqual([["cvv", "1234"]]);
    expect(date.values).toEqual([["cvv", "1234"]]);
  });

  it("takes a port to speak for the field it was paired with, whatever key its message names", async () => {
    const { number, ports } = instance();
    ports.cvvToHub.postMessage({ kind: "value", key: "number", value: "4111111111111111" });
    await until(() => number.values.length > 0);
    expect(number.values).toEqual([["cvv", "4111111111111111"]]);
  });

  it("gives a frame other than the tokenizing one no values when it asks to collect them", async () => {
    const { cvv } = instance();
    vi.useFakeTimers();
    const collected = cvv.siblings.collect(["number"]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await collected).toEqual({});
  });

  it("hands autofilled values from the tokenizing frame to the others", async () => {
    const { number, cvv } = instance();
    number.siblings.autofill({ cvv: "123" });
    await until(() => cvv.autofilled.length > 0);
    expect(cvv.autofilled).toEqual([{ cvv: "123" }]);
  });

  it("gives up waiting for a frame that never answers after the collection timeout", async () => {
    const [hubToCvv] = pair();
    const number = frame("number", { cvv: hubToCvv }, true);
    vi.useFakeTimers();
    const collected = number.siblings.collect(["number", "cvv"]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await collected).toEqual({});
  });

  it("asks a field paired while a collection is under way, and waits for its answer", async () => {
    const [hubToCvv, cvvToHub] = pair();
    const number = frame("number", {}, true);
    const collected = number.siblings.collect(["number", "cvv"]);
    frame("cvv", { number: cvvToHub }, false, "737");
    number.siblings.add("cvv", hubToCvv);
    expect(await collected).toEqual({ cvv: "737" });
  });

  it("ignores anything in its ports record that is not a MessagePort", async () => {
    const lonely = frame("number", { cvv: "not a port" as never }, true);
    expect(await lonely.siblings.collect(["number", "cvv"])).toEqual({});
  });
});
