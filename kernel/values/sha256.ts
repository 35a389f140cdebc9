// SHA-256 (FIPS 180-4) without Web Crypto, which is asynchronous and absent from pages served over plain http: the
// field frames' instance key (kernel/frames/instance-key.ts) is made in the same tick as the frames are placed.
// Its input is a frame's secret proof, so once this module has run it calls no method a later script could replace
// (no array or string method, no `length` getter of a typed array): it reads characters through `charCodeAt` as
// the module found it and keeps its state in typed arrays made by the constructor it found.

const Words = Int32Array;
const codeAt = Function.prototype.call.bind(String.prototype.charCodeAt) as (text: string, index: number) => number;
const HEX = "0123456789abcdef";

/** The first 32 bits of the fractional part of `x`. */
const fraction32 = (x: number) => ((x - Math.floor(x)) * 2 ** 32) | 0;

/** Round constants: cube roots of the first 64 primes; the initial hash: square roots of the first 8. */
const ROUND = new Words(64);
const INITIAL = new Words(8);
for (let candidate = 2, found = 0; found < 64; candidate++) {
  let prime = true;
  for (let divisor = 2; divisor * divisor <= candidate; divisor++) if (candidate % divisor === 0) prime = false;
  if (!prime) continue;
  ROUND[found] = fraction32(Math.cbrt(candidate));
  if (found < 8) INITIAL[found] = fraction32(Math.sqrt(candidate));
  found++;
}

const at = (array: Int32Array, index: number) => array[index] as number;
const rotate = (x: number, bits: number) => (x >>> bits) | (x << (32 - bits));

/** SHA-256 of text whose characters are all single bytes (below U+0100), as 64 lowercase hex digits. */
export function sha256Hex(text: string): string {
  const length = text.length;
  // The text, a 1 bit, zeros, and its length in bits, as whole 64-byte blocks of big-endian 32-bit words.
  const count = (((length + 8) >> 6) + 1) * 16;
  const words = new Words(count);
  for (let index = 0; index <= length; index++) {
    words[index >> 2] =
      (words[index >> 2] as number) | ((index < length ? codeAt(text, index) & 255 : 0x80) << (24 - 8 * (index & 3)));
  }
  words[count - 1] = length * 8;
  const hash = new Words(8);
  for (let i = 0; i < 8; i++) hash[i] = at(INITIAL, i);
  const w = new Words(64);
  for (let block = 0; block < count; block += 16) {
    for (let i = 0; i < 64; i++) {
      if (i < 16) {
        w[i] = at(words, block + i);
        continue;
      }
      const early = at(w, i - 15);
      const late = at(w, i - 2);
      w[i] =
        at(w, i - 16) +
        (rotate(early, 7) ^ rotate(early, 18) ^ (early >>> 3)) +
        at(w, i - 7) +
        (rotate(late, 17) ^ rotate(late, 19) ^ (late >>> 10));
    }
    let a = at(hash, 0);
    let b = at(hash, 1);
    let c = at(hash, 2);
    let d = at(hash, 3);
    let e = at(hash, 4);
    let f = at(hash, 5);
    let g = at(hash, 6);
    let h = at(hash, 7);
    for (let i = 0; i < 64; i++) {
      const t1 =
        (h + (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) + ((e & f) ^ (~e & g)) + at(ROUND, i) + at(w, i)) | 0;
      const t2 = ((rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    hash[0] = at(hash, 0) + a;
    hash[1] = at(hash, 1) + b;
    hash[2] = at(hash, 2) + c;
    hash[3] = at(hash, 3) + d;
    hash[4] = at(hash, 4) + e;
    hash[5] = at(hash, 5) + f;
    hash[6] = at(hash, 6) + g;
    hash[7] = at(hash, 7) + h;
  }
  let hex = "";
  for (let digit = 0; digit < 64; digit++) hex += HEX[(at(hash, digit >> 3) >>> (28 - 4 * (digit & 7))) & 15];
  return hex;
}
