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
  /** The key's one message, as a frame window of the asset origin receives it. */
  function answerOf(key: ReturnType<typeof instanceKey>): { payload: { proof: string; key: string }; origin: string } {
    let posted: { message: { payload: { proof: string; key: string } }; origin: string } | undefined;
    const frame = {
      postMessage: (message: { payload: { proof: string; key: string } }, origin: string) =>
        (posted = { message, origin }),
    };
    key.answer(frame as unknown as Window, "hosted-fields:FRAME_READY", 1, { key: "number" });
    if (!posted) throw new Error("nothing posted");
    return { payload: posted.message.payload, origin: posted.origin };
  }

  it("makes an id that only its own proof proves, and posts the proof only in its answer, at its origin", () => {
    const key = instanceKey("https://assets.braintreegateway.com");
    const other = instanceKey("https://assets.braintreegateway.com");
    expect(key.id).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(key)).toEqual(["id", "answer"]);
    const { payload, origin } = answerOf(key);
    expect(origin).toBe("https://assets.braintreegateway.com");
    expect(payload.key).toBe("number");
    expect(payload.proof).toMatch(/^[0-9a-f]{32}$/);
    expect(key.id).toBe(createHash("sha256").update(payload.proof).digest("hex"));
    expect(provesInstance(payload.proof, key.id)).toBe(true);
    const otherProof = answerOf(other).payload.proof;
    for (const forged of [otherProof, key.id, "", undefined, null, 42, { proof: payload.proof }, `${payload.proof} `]) {
      expect(provesInstance(forged, key.id)).toBe(false);
    }
  });
});
