// The frame's half of the instance key (instance-key.ts): whether a configuration's proof is its instance's. Its own
// module, so a frame page carries the hash and nothing of the page-side key.
import { sha256Hex } from "../values/sha256.js";

/** Whether `proof` is the one of instance `id` (anything else, however long, is not). */
export function provesInstance(proof: unknown, id: string): boolean {
  return typeof proof === "string" && proof.length <= 64 && sha256Hex(proof) === id;
}
