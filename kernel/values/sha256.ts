// SHA-256 (FIPS 180-4) without Web Crypto, which is asynchronous and absent from pages served over plain http: the
// field frames' instance key (kernel/frames/instance-key.ts) is made in the same tick as the frames are placed.

/** The first 32 bits of the fractional part of `x`. */
const fraction32 = (x: number) => ((x - Math.floor(x)) * 2 ** 32) | 0;

const PRIMES: number[] = [];
for (let candidate = 2; PRIMES.length < 64; candidate++)
  if (PRIMES.every((prime) => candidate % prime)) PRIMES.push(candidate);
/** Round constants: cube roots of the first 64 primes; the initial hash: square roots of the first 8. */
const ROUND = PRIMES.map((prime) => fraction32(Math.cbrt(prime)));
const INITIAL = PRIMES.slice(0, 8).map((prime) => fraction32(Math.sqrt(prime)));

const rotate = (x: number, bits: number) => (x >>> bits) | (x << (32 - bits));

/** SHA-256 of text whose characters are all single bytes (below U+0100), as 64 lowercase hex digits. */
export function sha256Hex(text: string): string {
  const length = text.length;
  // The text, a 1 bit, zeros, and its length in bits, as whole 64-byte blocks of big-endian 32-bit words.
  const words = new Int32Array((((length + 8) >> 6) + 1) * 16);
  for (let index = 0; index <= length; index++) {
    words[index >> 2] =
      (words[index >> 2] as number) |
      ((index < length ? text.charCodeAt(index) & 255 : 0x80) << (24 - 8 * (index & 3)));
  }
  words[words.length - 1] = length * 8;
  const hash = [...INITIAL];
  const w = new Int32Array(64);
  const at = (array: ArrayLike<number>, index: number) => array[index] as number;
  for (let block = 0; block < words.length; block += 16) {
    for (let i = 0; i < 64; i++) {
      const early = at(w, i - 15);
      const late = at(w, i - 2);
      w[i] =
        i < 16
          ? at(words, block + i)
          : at(w, i - 16) +
            (rotate(early, 7) ^ rotate(early, 18) ^ (early >>> 3)) +
            at(w, i - 7) +
            (rotate(late, 17) ^ rotate(late, 19) ^ (late >>> 10));
    }
    let [a, b, c, d, e, f, g, h] = hash as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const t1 =
        (h + (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) + ((e & f) ^ (~e & g)) + at(ROUND, i) + at(w, i)) | 0;
      const t2 = ((rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      [h, g, f, e, d, c, b, a] = [g, f, e, (d + t1) | 0, c, b, a, (t1 + t2) | 0];
    }
    [a, b, c, d, e, f, g, h].forEach((value, index) => (hash[index] = (at(hash, index) + value) | 0));
  }
  return hash.map((value) => (value >>> 0).toString(16).padStart(8, "0")).join("");
}
