// How a frame page knows that its configuration comes from the instance that placed it and not from another script
// on the merchant page, which can read the frame's address, post to the frame and answer its requests before the
// instance does. The instance draws a random proof and keeps it to itself; the frame's address carries only the
// proof's SHA-256, which serves as the instance id (channels and pairing are keyed by it). The frame takes a
// configuration only with a proof that hashes to its id: whoever learns the id cannot make the proof.
import { uuid } from "../transport/metadata.js";
import { sha256Hex } from "../values/sha256.js";

/** `id` goes into the frames' addresses and every message; `proof` only into the configuration the frames get. */
export interface InstanceKey {
  id: string;
  proof: string;
}

export function instanceKey(): InstanceKey {
  const proof = uuid();
  return { id: sha256Hex(proof), proof };
}

/** Whether `proof` is the one of instance `id` (anything else, however long, is not). */
export function provesInstance(proof: unknown, id: string): boolean {
  return typeof proof === "string" && proof.length <= 64 && sha256Hex(proof) === id;
}
