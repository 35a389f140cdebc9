/**
 * The sandbox's stand-in for wallet encryption. Apple and Visa encrypt what the shopper picked for the
 * merchant's gateway; here the simulator routes seal with AES-256-GCM under a key derived from the
 * merchant's own secret, and the tokenization routes open it. Tampered or foreign payloads fail to open.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

const ALGORITHM = "aes-256-gcm";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A 32-byte key from any secret string (merchant identifier, Visa Checkout encryption key). */
export function keyFrom(secret: string): Buffer {
  return createHash("sha256").update(`paykit-sandbox-wallet:${secret}`).digest();
}

/** base64(iv ‖ ciphertext ‖ tag). */
export function seal(plain: Buffer, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64");
}

/** The plain bytes, or undefined when the text is not something `seal` made with this key. */
export function open(sealed: unknown, key: Buffer): Buffer | undefined {
  if (typeof sealed !== "string") return undefined;
  const bytes = Buffer.from(sealed, "base64");
  if (bytes.length < IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
  } catch {
    return undefined;
  }
}

export function sealJson(value: unknown, key: Buffer): string {
  return seal(Buffer.from(JSON.stringify(value)), key);
}

export function openJson(sealed: unknown, key: Buffer): Record<string, unknown> | undefined {
  const plain = open(sealed, key);
  if (!plain) return undefined;
  try {
    const value = JSON.parse(plain.toString("utf8")) as unknown;
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
