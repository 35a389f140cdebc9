import { describe, expect, it } from "vitest";
import { fetchConfiguration, useSandbox } from "./support.js";

const base = {
  graphQL: false,
  challenges: [],
  supportedCardTypes: ["Visa"],
  methods: { paypal: true },
};

const sandbox = useSandbox({
  merchants: [
    { ...base, merchantId: "linked_shop", tokenizationKey: "development_aaaa1111_linked_shop" },
    {
      ...base,
      merchantId: "unlinked_shop",
      tokenizationKey: "development_bbbb2222_unlinked_shop",
      paypalAccountLinked: false,
    },
  ],
});

async function paypalSection(merchantId: string, key: string) {
  const response = await fetchConfiguration(sandbox(), { tokenizationKey: key }, merchantId);
  return ((await response.json()) as { paypal: { environmentNoNetwork: boolean } }).paypal;
}

describe("linked PayPal sandbox accounts", () => {
  it("configures a linked account with network access", async () => {
    expect((await paypalSection("linked_shop", "development_aaaa1111_linked_shop")).environmentNoNetwork).toBe(false);
  });

  it("marks an unlinked account environmentNoNetwork", async () => {
    expect((await paypalSection("unlinked_shop", "development_bbbb2222_unlinked_shop")).environmentNoNetwork).toBe(
      true,
    );
  });
});
