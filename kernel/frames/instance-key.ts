// How a frame page knows that its configuration comes from the instance that placed it and not from another script
// on the merchant page, which can read the frame's address, post to the frame and answer its requests before the
// instance does. The instance draws a random proof and keeps it to itself; the frame's address carries only the
// proof's SHA-256, which serves as the instance id (channels and pairing are keyed by it). The frame takes a
// configuration only with a proof that hashes to its id: whoever learns the id cannot make the proof.
//
// The proof never leaves this closure but in the one message that carries it: built here and posted at once, through
// the kernel's own `postMessage` (values/intrinsics.ts), to a frame window its caller took once when it placed the
// frame, and only at the asset origin the key was made for. It is drawn, hashed and written into that message without
// a call a later script could replace (no promise, no object the page can reach, no array or string method), and on
// the CDN this module is one of the kernel's runtime modules, so a plugin bundle fetched later uses the kernel's copy.
import { postTo } from "../values/intrinsics.js";
import { sha256Hex } from "../values/sha256.js";

const Bytes = Uint8Array;
/** Taken when the kernel runs (a page without Web Crypto fails at the first key, as it always has). */
const random = (
  typeof crypto === "object"
    ? crypto.getRandomValues.bind(crypto)
    : (bytes: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(bytes)
) as (bytes: Uint8Array<ArrayBuffer>) => unknown;
const HEX = "0123456789abcdef";
/** Random bytes in a proof: 128 bits, written as 32 hex digits. */
const PROOF_BYTES = 16;

/** An instance's key: `id` goes into the frames' addresses and every message; the proof stays inside. */
export interface InstanceKey {
  readonly id: string;
  /**
   * Answers a frame's request (`type`, request `reply`) with `payload` plus the proof: posted at once to `target` at
   * the key's asset origin, where a browser delivers it only to a page of that origin.
   */
  answer(target: Window, type: string, reply: number, payload: object): void;
}

/** A new key for frames of `origin` (the asset origin). */
export function instanceKey(origin: string): InstanceKey {
  const bytes = new Bytes(PROOF_BYTES);
  random(bytes);
  let proof = "";
  for (let index = 0; index < PROOF_BYTES; index++) {
    const byte = bytes[index] as number;
    proof += (HEX[byte >> 4] as string) + (HEX[byte & 15] as string);
  }
  const id = sha256Hex(proof);
  return {
    id,
    answer: (target, type, reply, payload) =>
      postTo(target, { paykit: id, type, reply, payload: { ...payload, proof } }, origin),
  };
}

export { provesInstance } from "./instance-proof.js";
