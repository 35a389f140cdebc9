// How the field frames of one instance find each other without the merchant page. The tokenizing frame (the hub)
// creates one MessageChannel per other field in its own realm and hands one end to that field's frame with
// postMessage aimed at the asset origin: no object of the merchant page's realm (a MessageChannel, a port, an
// event listener a script loaded before paykit could have replaced) ever carries a card value. Frames of the
// merchant page are found through `parent.frames`; a message counts only when it comes from a document of this
// frame's own origin and names this instance (the id in the frame's address).
import type { FieldKey } from "../constants.js";

/** Marks pairing messages, and carries the instance id they belong to. */
const PAIRING = "paykitHostedFieldsPairing";

interface PairingMessage {
  [PAIRING]: string;
  /** `hub`: the tokenizing frame is listening; `join`: a field asks for its port; `paired`: here it is. */
  kind: "hub" | "join" | "paired";
  key: FieldKey;
}

function isPairing(data: unknown, instance: string): data is PairingMessage {
  return typeof data === "object" && data !== null && (data as Record<string, unknown>)[PAIRING] === instance;
}

/**
 * Whether a frame of the page shows a document of this frame's origin now. Reading another origin's location throws
 * (silently); a frame still on its first about:blank has the page's origin. Skipping those keeps Chromium from
 * warning, for every other frame on the page, that a message's target origin did not match.
 */
function isSameOrigin(frame: Window): boolean {
  try {
    return frame.location.origin === location.origin;
  } catch {
    return false;
  }
}

/** Sends to every frame of the merchant page of this origin (a field frame loading later asks by itself). */
function broadcast(message: PairingMessage): void {
  const frames = window.parent.frames;
  for (let index = 0; index < frames.length; index++) {
    const frame = frames[index];
    if (frame && frame !== window && isSameOrigin(frame)) frame.postMessage(message, location.origin);
  }
}

/** Messages from a document of this frame's own origin about this instance. */
function listen(
  instance: string,
  handle: (message: PairingMessage, source: Window, ports: readonly MessagePort[]) => void,
): () => void {
  const receive = (event: MessageEvent) => {
    if (event.origin !== location.origin || !isPairing(event.data, instance) || !event.source) return;
    handle(event.data, event.source as Window, event.ports);
  };
  addEventListener("message", receive);
  return () => removeEventListener("message", receive);
}

/** Takes a port to the frame of `key` (the hub gets one per field; a field, one to the hub). */
export type AcceptPort = (key: FieldKey, port: MessagePort) => void;

/**
 * The hub's side: pairs each other field of `fields` as it joins. A field is paired once: a frame that asks again
 * (reloaded, or planted later) gets nothing.
 */
export function pairAsHub(instance: string, key: FieldKey, fields: readonly FieldKey[], accept: AcceptPort): void {
  const waiting = new Set(fields.filter((field) => field !== key));
  if (waiting.size === 0) return;
  const stop = listen(instance, (message, source) => {
    if (message.kind !== "join" || !waiting.delete(message.key)) return;
    const { port1, port2 } = new MessageChannel();
    source.postMessage({ [PAIRING]: instance, kind: "paired", key } satisfies PairingMessage, location.origin, [port2]);
    accept(message.key, port1);
    if (waiting.size === 0) stop();
  });
  // Fields that loaded first are already waiting for this.
  broadcast({ [PAIRING]: instance, kind: "hub", key });
}

/** A field's side: takes its port to the hub, once. */
export function pairAsField(instance: string, key: FieldKey, accept: AcceptPort): void {
  const join: PairingMessage = { [PAIRING]: instance, kind: "join", key };
  const stop = listen(instance, (message, source, ports) => {
    // The hub loaded after this frame asked: ask it directly.
    if (message.kind === "hub") source.postMessage(join, location.origin);
    const port = ports[0];
    if (message.kind !== "paired" || !port) return;
    stop();
    accept(message.key, port);
  });
  broadcast(join);
}
