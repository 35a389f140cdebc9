// SHA-256 (FIPS 180-4) without Web Crypto, which is asynchronous and absent from pages served over plain http: the
// field frames' instance key (kernel/frames/instance-key.ts) is made in the same tick as the frames are placed.
// Its input is a frame's secret proof, so once this module has run it calls no method a later script could replace
// (no array or string method, no `length` getter of a typed array): it reads characters through `charCodeAt` as
// the module found it and keeps its state in typed arrays made by the constructor it found.

const Words = Int32Array;
// eslint-disable-next-line @typescript-eslint/unbound-method -- uncurried on purpose: called with its receiver as the first argument
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

const rotate = (x: number, bits: number) => (x >>> bits) | (x << (32 - bits));

/** SHA-256 of text whose characters are all single bytes (below U+0100), as 64 lowercase hex digits. */
export function sha256Hex(text: string): string {
  const length = text.length;
  // The text, a 1 bit, zeros, and its length in bits, as whole 64-byte blocks of big-endian 32-bit words.
  const count = (((length + 8) >> 6) + 1) * 16;
  const words = new Words(count);
  for (let index = 0; index <= length; index++) {
    words[index >> 2]! |= (index < length ? codeAt(text, index) & 255 : 0x80) << (24 - 8 * (index & 3));
  }
  words[count - 1] = length * 8;
  const hash = new Words(8);
  for (let i = 0; i < 8; i++) hash[i] = INITIAL[i]!;
  const w = new Words(64);
  for (let block = 0; block < count; block += 16) {
    for (let i = 0; i < 64; i++) {
      if (i < 16) {
        w[i] = words[block + i]!;
        continue;
      }
      const early = w[i - 15]!;
      const late = w[i - 2]!;
      w[i] =
        w[i - 16]! +
        (rotate(early, 7) ^ rotate(early, 18) ^ (early >>> 3)) +
        w[i - 7]! +
        (rotate(late, 17) ^ rotate(late, 19) ^ (late >>> 10));
    }
    // The working variables a…h, shifted down one place each round (no destructuring: it would go through the
    // page's array iterator).
    const v = new Words(8);
    for (let i = 0; i < 8; i++) v[i] = hash[i]!;
    for (let i = 0; i < 64; i++) {
      const a = v[0]!;
      const e = v[4]!;
      const t1 = v[7]! + (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) + ((e & v[5]!) ^ (~e & v[6]!));
      const t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & v[1]!) ^ (a & v[2]!) ^ (v[1]! & v[2]!));
      for (let j = 7; j > 0; j--) v[j] = v[j - 1]!;
      const sum = (t1 + ROUND[i]! + w[i]!) | 0;
      v[4] = v[4]! + sum;
      v[0] = sum + t2;
    }
    for (let i = 0; i < 8; i++) hash[i]! += v[i]!;
  }
  let hex = "";
  for (let digit = 0; digit < 64; digit++) hex += HEX[(hash[digit >> 3]! >>> (28 - 4 * (digit & 7))) & 15];
  return hex;
}
