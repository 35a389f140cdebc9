// The field frames of one instance share values over a BroadcastChannel on the asset origin, so card
// data moves between frames without ever passing through the merchant page.
import { COLLECT_TIMEOUT_MS, type FieldKey } from "../constants.js";

type SiblingMessage =
  | { kind: "value"; key: FieldKey; value: string }
  | { kind: "hello"; key: FieldKey }
  | { kind: "collect"; id: string }
  | { kind: "collected"; id: string; key: FieldKey; value: string }
  | { kind: "autofill"; values: Partial<Record<FieldKey, string>> };

export interface SiblingHandlers {
  /** Another frame's value changed. */
  onValue(key: FieldKey, value: string): void;
  /** Values the browser autofilled into the number frame for other fields. */
  onAutofill(values: Partial<Record<FieldKey, string>>): void;
  /** This frame's current value, for collection and for late joiners. */
  currentValue(): string;
}

export class Siblings {
  readonly #bus: BroadcastChannel;
  readonly #key: FieldKey;
  readonly #handlers: SiblingHandlers;
  readonly #collections = new Map<string, (key: FieldKey, value: string) => void>();

  /** `channel` is the instance's secret bus name, so frames of other instances or pages cannot listen in. */
  constructor(channel: string, key: FieldKey, handlers: SiblingHandlers) {
    this.#bus = new BroadcastChannel(`paykit-hosted-fields:${channel}`);
    this.#key = key;
    this.#handlers = handlers;
    this.#bus.onmessage = (event: MessageEvent<SiblingMessage>) => this.#receive(event.data);
    this.#post({ kind: "hello", key });
  }

  publish(value: string): void {
    this.#post({ kind: "value", key: this.#key, value });
  }

  autofill(values: Partial<Record<FieldKey, string>>): void {
    this.#post({ kind: "autofill", values });
  }

  /** Asks every other frame for its value now, so tokenization never races the last keystroke. */
  collect(expected: FieldKey[]): Promise<Partial<Record<FieldKey, string>>> {
    const id = Math.random().toString(36).slice(2);
    const values: Partial<Record<FieldKey, string>> = {};
    const waiting = new Set(expected.filter((key) => key !== this.#key));
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.#collections.delete(id);
        resolve(values);
      };
      const timer = setTimeout(finish, COLLECT_TIMEOUT_MS);
      this.#collections.set(id, (key, value) => {
        values[key] = value;
        waiting.delete(key);
        if (waiting.size === 0) finish();
      });
      if (waiting.size === 0) finish();
      else this.#post({ kind: "collect", id });
    });
  }

  close(): void {
    this.#bus.close();
  }

  #post(message: SiblingMessage): void {
    this.#bus.postMessage(message);
  }

  #receive(message: SiblingMessage): void {
    switch (message.kind) {
      case "value":
        this.#handlers.onValue(message.key, message.value);
        break;
      case "hello": {
        // A newcomer takes every field to be empty until told otherwise, so only a value is worth sending
        // (five frames starting together would otherwise set off twenty pointless re-validations).
        const value = this.#handlers.currentValue();
        if (value !== "") this.publish(value);
        break;
      }
      case "collect":
        this.#post({ kind: "collected", id: message.id, key: this.#key, value: this.#handlers.currentValue() });
        break;
      case "collected":
        this.#collections.get(message.id)?.(message.key, message.value);
        break;
      case "autofill":
        this.#handlers.onAutofill(message.values);
        break;
    }
  }
}
