// The kernel's one subscribable (kernel/events/subscribable.ts), which the Checkout's store and React's stores extend.
import { describe, expect, it } from "vitest";
import { Subscribable } from "../../../../kernel/events/subscribable.js";

/** A counter that records when it is first watched and last left. */
class Counter extends Subscribable<number> {
  readonly hooks: string[] = [];
  increment(): void {
    this.publish(this.getSnapshot() + 1);
  }
  protected override onFirstListener(): void {
    this.hooks.push("first");
  }
  protected override onLastListenerGone(): void {
    this.hooks.push("gone");
  }
}

describe("Subscribable", () => {
  it("gives every listener the new snapshot and the one it replaced, in subscription order", () => {
    const counter = new Counter(0);
    const seen: string[] = [];
    counter.subscribe((now, before) => seen.push(`a ${before}->${now}`));
    counter.subscribe((now, before) => seen.push(`b ${before}->${now}`));
    counter.increment();
    expect(seen).toEqual(["a 0->1", "b 0->1"]);
    expect(counter.getSnapshot()).toBe(1);
  });

  it("stops telling a listener that unsubscribed, and calls its hooks on the first listener and after the last", () => {
    const counter = new Counter(0);
    const seen: number[] = [];
    const leave = counter.subscribe((now) => seen.push(now));
    const other = counter.subscribe(() => undefined);
    leave();
    leave();
    counter.increment();
    other();
    expect(seen).toEqual([]);
    expect(counter.hooks).toEqual(["first", "gone"]);
  });

  it("lets a listener unsubscribe another during a change: the change still reaches the listeners it started with", () => {
    const counter = new Counter(0);
    const seen: string[] = [];
    let leaveB = () => undefined as void;
    counter.subscribe(() => {
      seen.push("a");
      leaveB();
    });
    leaveB = counter.subscribe(() => seen.push("b"));
    counter.increment();
    counter.increment();
    expect(seen).toEqual(["a", "b", "a"]);
  });
});
