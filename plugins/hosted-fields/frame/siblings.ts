// The field frames of one instance share values over MessagePorts they create among themselves (pairing.ts):
// the tokenizing frame holds one port per other field, every other frame one port to the tokenizing frame.
// Card data moves between frames of the asset origin only, never through the merchant page or an object of its
// realm, and the set is closed once paired: a port speaks only for the field it was paired with.
import { COLLECT_TIMEOUT_MS, type FieldKey } from "../constants.js";

type SiblingMessage =
  | { kind: "value"; key: FieldKey; value: string }
  | { kind: "collect"; id: number }
  | { kind: "collected"; id: number; value: string }
  | { kind: "autofill"; values: Partial<Record<FieldKey, string>> };

export interface SiblingHandlers {
  /** Another frame's value changed. */
  onValue(key: FieldKey, value: string): void;
  /** Values the browser autofilled into the number frame for other fields. */
  onAutofill(values: Partial<Record<FieldKey, string>>): void;
  /** This frame's current value, for collection. */
  currentValue(): string;
}

export class Siblings {
  readonly #ports: Array<[FieldKey, MessagePort]> = [];
  readonly #key: FieldKey;
  /** The tokenizing frame: it collects the values and passes each value on to the other frames. */
  readonly #isHub: boolean;
  readonly #handlers: SiblingHandlers;
  /** Collections under way: their id, and what to do with a value (a field paired meanwhile is asked too). */
  readonly #collections = new Map<number, (key: FieldKey, value: string) => void>();
  #nextId = 0;

  constructor(key: FieldKey, isHub: boolean, handlers: SiblingHandlers) {
    this.#key = key;
    this.#isHub = isHub;
    this.#handlers = handlers;
  }

  /** A sibling frame is paired (frame/pairing.ts): a collection under way asks it too. */
  add(from: FieldKey, port: MessagePort): void {
    if (!(port instanceof MessagePort)) return;
    this.#ports.push([from, port]);
    port.onmessage = (event: MessageEvent<SiblingMessage>) => this.#receive(from, event.data);
    for (const id of this.#collections.keys()) port.postMessage({ kind: "collect", id } satisfies SiblingMessage);
  }

  publish(value: string): void {
    this.#post({ kind: "value", key: this.#key, value });
  }

  autofill(values: Partial<Record<FieldKey, string>>): void {
    this.#post({ kind: "autofill", values });
  }

  /**
   * Asks every other frame for its value now, so tokenization never races the last keystroke; a field not paired
   * yet is asked when it is. Gives up on a field that does not answer in COLLECT_TIMEOUT_MS.
   */
  collect(expected: FieldKey[]): Promise<Partial<Record<FieldKey, string>>> {
    const id = this.#nextId++;
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

  #post(message: SiblingMessage, except?: FieldKey): void {
    for (const [key, port] of this.#ports) if (key !== except) port.postMessage(message);
  }

  #receive(from: FieldKey, message: SiblingMessage): void {
    if (this.#isHub) {
      // A port speaks for the field it was paired with, and for nothing else.
      if (message.kind === "value") {
        this.#handlers.onValue(from, message.value);
        this.#post({ kind: "value", key: from, value: message.value }, from);
      } else if (message.kind === "collected") this.#collections.get(message.id)?.(from, message.value);
      return;
    }
    if (message.kind === "value") this.#handlers.onValue(message.key, message.value);
    else if (message.kind === "autofill") this.#handlers.onAutofill(message.values);
    else if (message.kind === "collect")
      this.#post({ kind: "collected", id: message.id, value: this.#handlers.currentValue() });
  }
}
