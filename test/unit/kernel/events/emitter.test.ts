import { afterEach, describe, expect, it, vi } from "vitest";
import { callMerchant, createEmitter } from "../../../../kernel/events/emitter.js";

type Events = { change: [number, string]; close: [] };

afterEach(() => {
  vi.useRealTimers();
});

describe("createEmitter", () => {
  it("calls each handler of an event with every argument emitted", () => {
    const emitter = createEmitter<Events>();
    const calls: unknown[][] = [];
    emitter.on("change", (...args) => calls.push(args));
    emitter.emit("change", 1, "one");
    emitter.emit("close");
    expect(calls).toEqual([[1, "one"]]);
  });

  it("runs a handler added twice twice, and off removes one registration", () => {
    const emitter = createEmitter<Events>();
    const handler = vi.fn();
    emitter.on("close", handler);
    emitter.on("close", handler);
    emitter.emit("close");
    expect(handler).toHaveBeenCalledTimes(2);
    emitter.off("close", handler);
    emitter.emit("close");
    expect(handler).toHaveBeenCalledTimes(3);
  });

  it("leaves the other handlers alone when off is given one it does not know", () => {
    const emitter = createEmitter<Events>();
    const kept = vi.fn();
    emitter.on("close", kept);
    emitter.off("close", () => undefined);
    emitter.emit("close");
    expect(kept).toHaveBeenCalledOnce();
  });

  it("still runs, for the event under way, a handler that an earlier handler removed", () => {
    const emitter = createEmitter<Events>();
    const second = vi.fn();
    emitter.on("close", () => emitter.off("close", second));
    emitter.on("close", second);
    emitter.emit("close");
    expect(second).toHaveBeenCalledOnce();
    emitter.emit("close");
    expect(second).toHaveBeenCalledOnce();
  });

  it("ignores handlers that are not functions and events that are not strings", () => {
    const emitter = createEmitter<Events>();
    emitter.on("close", "not a function" as never);
    emitter.on(42 as never, vi.fn());
    expect(emitter.hasListener("close")).toBe(false);
    expect(() => emitter.emit("close")).not.toThrow();
  });

  it("says whether an event has a handler", () => {
    const emitter = createEmitter<Events>();
    const handler = vi.fn();
    expect(emitter.hasListener("close")).toBe(false);
    emitter.on("close", handler);
    expect(emitter.hasListener("close")).toBe(true);
    emitter.off("close", handler);
    expect(emitter.hasListener("close")).toBe(false);
  });

  it("drops every handler on clear", () => {
    const emitter = createEmitter<Events>();
    const handler = vi.fn();
    emitter.on("close", handler);
    emitter.on("change", handler);
    emitter.clear();
    emitter.emit("close");
    emitter.emit("change", 1, "one");
    expect(handler).not.toHaveBeenCalled();
  });

  it("runs the remaining handlers when one throws, and throws its error again on a task of its own", () => {
    vi.useFakeTimers();
    const emitter = createEmitter<Events>();
    const after = vi.fn();
    const failure = new Error("merchant handler");
    emitter.on("close", () => {
      throw failure;
    });
    emitter.on("close", after);
    expect(() => emitter.emit("close")).not.toThrow();
    expect(after).toHaveBeenCalledOnce();
    expect(() => vi.runAllTimers()).toThrow(failure);
  });
});

describe("callMerchant", () => {
  it("calls the function with the arguments and keeps what it throws off the caller", () => {
    vi.useFakeTimers();
    const failure = new Error("callback");
    const callback = vi.fn(() => {
      throw failure;
    });
    expect(() => callMerchant(callback, [1, 2])).not.toThrow();
    expect(callback).toHaveBeenCalledWith(1, 2);
    expect(() => vi.runAllTimers()).toThrow(failure);
  });
});
