import { describe, expect, it } from "vitest";
import { paypalAnalyticsContext } from "../../../../plugins/common/paypal-analytics.js";

describe("paypalAnalyticsContext", () => {
  it("names a vault flow's token a billing agreement token", () => {
    expect(paypalAnalyticsContext("vault", "BA-1")).toEqual({ context_type: "BA_Token", context_id: "BA-1" });
  });

  it("names a checkout flow's token an EC token", () => {
    expect(paypalAnalyticsContext("checkout")).toEqual({ context_type: "EC_Token" });
  });

  it("tracks nothing for a flow it does not know", () => {
    expect(paypalAnalyticsContext({ flow: "vault" }, "")).toEqual({});
  });
});
