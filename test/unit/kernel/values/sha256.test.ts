import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { instanceKey, provesInstance } from "../../../../kernel/frames/instance-key.js";
import { sha256Hex } from "../../../../kernel/values/sha256.js";

describe("sha256Hex", () => {
  it("gives Node's SHA-256 for texts around every padding boundary", () => {
    for (const length of [0, 1, 3, 36, 55, 56, 63, 64, 65, 119, 120, 200]) {
      const text = "0123456789abcdef-".repeat(12).slice(0, length);
      expect({ length, digest: sha256Hex(text) }).toEqual({
        length,
        digest: createHash("sha256").update(text, "latin1").digest("hex"),
      });
    }
  });
});

describe("instanceKey", () => {
  it("makes an id that only its own proof proves", () => {
    const key = instanceKey();
    const other = instanceKey();
    expect(key.id).toMatch(/^[0-9a-f]{64}$/);
    expect(key.id).toBe(createHash("sha256").update(key.proof).digest("hex"));
    expect(provesInstance(key.proof, key.id)).toBe(true);
    for (const forged of [other.proof, key.id, "", undefined, null, 42, { proof: key.proof }, `${key.proof} `]) {
      expect(provesInstance(forged, key.id)).toBe(false);
    }
  });
});
