// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearClientCache } from "../../../../kernel/client/create.js";
import { sepa, type Sepa } from "../../../../plugins/sepa/index.js";
import { useSandbox } from "../../../support/sandbox.js";
import { bodiesSentTo, stubPopups } from "../frame-flows.js";

const sandbox = useSandbox();
let instance: Sepa;

const MANDATE = {
  accountHolderName: "Jane Doe",
  customerId: "customer-42",
  iban: "FR7630006000011234567890189",
  mandateType: "ONE_OFF" as const,
  countryCode: "FR",
  merchantAccountId: "eur_account",
};

beforeEach(async () => {
  clearClientCache();
  sandbox().clearFaults();
  history.replaceState(null, "", "/");
  // Frames an earlier test's instance placed are not this one's.
  document.body.replaceChildren();
  instance = await sepa.create({ authorization: sandbox().tokenizationKey });
});

afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

describe("sepa.create", () => {
  it("carries the library version", () => {
    expect(sepa.VERSION).toBe("3.132.0");
  });

  it("records the cancellation when the redirect flow's page comes back with cancel=1", async () => {
    history.replaceState(null, "", "/?cancel=1");
    const redirecting = await sepa.create({
      authorization: sandbox().tokenizationKey,
      redirectUrl: "https://shop.example/sepa",
    });
    expect(redirecting.tokenizeError).toMatchObject({
      code: "SEPA_CUSTOMER_CANCELED",
      type: "CUSTOMER",
      message: "User canceled SEPA authorization",
    });
    expect(redirecting.tokenizePayload).toBeUndefined();
  });

  it("records SEPA_TRANSACTION_FAILED for a cart the gateway does not know", async () => {
    history.replaceState(null, "", "/?success=true&cart_id=UNKNOWN");
    const redirecting = await sepa.create({
      authorization: sandbox().tokenizationKey,
      redirectUrl: "https://shop.example/sepa",
    });
    expect(redirecting.tokenizeError).toMatchObject({
      code: "SEPA_TRANSACTION_FAILED",
      type: "UNKNOWN",
      message: "SEPA transaction failed",
    });
  });

  it("ignores a return without success=true", async () => {
    history.replaceState(null, "", "/?success=1&cart_id=X");
    const redirecting = await sepa.create({
      authorization: sandbox().tokenizationKey,
      redirectUrl: "https://shop.example/sepa",
    });
    expect([redirecting.tokenizePayload, redirecting.tokenizeError]).toEqual([undefined, undefined]);
  });
});

describe("tokenize options", () => {
  for (const name of Object.keys(MANDATE)) {
    it(`fails with SEPA_TOKENIZE_MISSING_REQUIRED_OPTION without ${name}`, async () => {
      const popups = stubPopups();
      await expect(instance.tokenize({ ...MANDATE, [name]: undefined })).rejects.toMatchObject({
        code: "SEPA_TOKENIZE_MISSING_REQUIRED_OPTION",
        type: "MERCHANT",
        message: "Missing required option for tokenize.",
      });
      expect(popups).toHaveLength(0);
    });
  }

  it("fails with SEPA_TOKENIZE_MISSING_REQUIRED_OPTION without options", async () => {
    await expect(instance.tokenize(undefined as never)).rejects.toMatchObject({
      code: "SEPA_TOKENIZE_MISSING_REQUIRED_OPTION",
    });
  });

  it("fails with SEPA_INVALID_MANDATE_TYPE for anything but ONE_OFF or RECURRENT", async () => {
    for (const mandateType of ["one_off", "MONTHLY", 1]) {
      await expect(instance.tokenize({ ...MANDATE, mandateType } as never)).rejects.toMatchObject({
        code: "SEPA_INVALID_MANDATE_TYPE",
        type: "MERCHANT",
        message: "SEPA mandate type is invalid",
      });
    }
  });

  it("sends nothing and opens nothing for options it refuses", async () => {
    const popups = stubPopups();
    sandbox().clearRequests();
    await instance.tokenize({ ...MANDATE, mandateType: "MONTHLY" } as never).catch(() => undefined);
    await instance.tokenize({ ...MANDATE, iban: "" }).catch(() => undefined);
    expect(popups).toHaveLength(0);
    expect(bodiesSentTo(sandbox(), "sepa_debit")).toHaveLength(0);
    expect(document.querySelectorAll("iframe")).toHaveLength(0);
  });
});

describe("the pop-up, in the provider's order", () => {
  it("create places no dispatch frame", async () => {
    expect(document.querySelectorAll("iframe")).toHaveLength(0);
  });

  it("sends the mandate request first and opens the landing frame only once the gateway has answered", async () => {
    const popups = stubPopups();
    sandbox().clearRequests();
    const pending = instance.tokenize(MANDATE).catch((error: unknown) => error);
    expect(popups).toHaveLength(0);
    await vi.waitFor(() => expect(popups).toHaveLength(1));
    expect(bodiesSentTo(sandbox(), "sepa_debit")).toHaveLength(1);
    expect(document.querySelectorAll("iframe")).toHaveLength(1);
    popups[0]!.close();
    await expect(pending).resolves.toMatchObject({ code: "SEPA_CUSTOMER_CANCELED" });
  });

  it("opens no window and places no frame when the gateway refuses the mandate", async () => {
    const popups = stubPopups();
    sandbox().inject({ path: "/sepa_debit", status: 500 });
    await expect(instance.tokenize(MANDATE)).rejects.toMatchObject({ code: "SEPA_CREATE_MANDATE_FAILED" });
    expect(popups).toHaveLength(0);
    expect(document.querySelectorAll("iframe")).toHaveLength(0);
  });
});

describe("as the provider's", () => {
  it("fails a mandate the gateway cannot create with SEPA_CREATE_MANDATE_FAILED whose details are the string create-mandate", async () => {
    stubPopups();
    sandbox().inject({ path: "/sepa_debit", status: 500 });
    const failure = await instance.tokenize(MANDATE).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      code: "SEPA_CREATE_MANDATE_FAILED",
      type: "MERCHANT",
      message: "SEPA create mandate failed.",
    });
    expect((failure as { details: unknown }).details).toBe("create-mandate");
  });

  it("sends the provider's pop-up return and cancel addresses: its redirect frame with success=1 and cancel=1", async () => {
    stubPopups();
    sandbox().clearRequests();
    sandbox().inject({ path: "/sepa_debit", status: 500 });
    await instance.tokenize(MANDATE).catch(() => undefined);
    const page = `${sandbox().assetsUrl}/web/3.132.0/html/redirect-frame.html`;
    expect(bodiesSentTo(sandbox(), "sepa_debit")[0]).toMatchObject({
      return_url: `${page}?success=1`,
      cancel_url: `${page}?cancel=1`,
    });
  });

  it("sends the redirect flow's page as the return address and with cancel=1 as the cancel address", async () => {
    const redirecting = await sepa.create({
      authorization: sandbox().tokenizationKey,
      redirectUrl: "https://shop.example/sepa",
    });
    sandbox().clearRequests();
    sandbox().inject({ path: "/sepa_debit", status: 500 });
    await redirecting.tokenize(MANDATE).catch(() => undefined);
    expect(bodiesSentTo(sandbox(), "sepa_debit")[0]).toMatchObject({
      return_url: "https://shop.example/sepa",
      cancel_url: "https://shop.example/sepa?cancel=1",
    });
  });

  it("loads no dispatch frame in the redirect flow, which opens no window", async () => {
    const before = document.querySelectorAll("iframe").length;
    await sepa.create({ authorization: sandbox().tokenizationKey, redirectUrl: "https://shop.example/sepa" });
    expect(document.querySelectorAll("iframe").length).toBe(before);
  });
});

describe("the instance", () => {
  it("has the provider's public methods only: tokenize, and no teardown", () => {
    expect(
      Object.keys(instance).filter(
        (key) => typeof (instance as unknown as Record<string, unknown>)[key] === "function",
      ),
    ).toEqual(["tokenize"]);
    expect("teardown" in instance).toBe(false);
  });
});

describe("pop-up bridge", () => {
  it("returns through an app's pop-up bridge with success and tokenizes the mandate", async () => {
    const bridge = {
      open: vi.fn(),
      getReturnUrlPrefix: () => "com.shop.app://popupbridgev1/",
      onComplete: undefined as any,
    };
    (globalThis as { popupBridge?: unknown }).popupBridge = bridge;
    try {
      instance = await sepa.create({ authorization: sandbox().tokenizationKey });
      const pending = instance.tokenize(MANDATE);
      await vi.waitFor(() => expect(bridge.open).toHaveBeenCalledOnce());
      const approvalUrl = new URL(bridge.open.mock.calls[0]?.[0] as string);
      const back = await fetch(
        `${sandbox().gatewayUrl}/simulators/sepa/decide?cart_id=${approvalUrl.searchParams.get("cart_id")}&decision=approve`,
        { redirect: "manual" },
      );
      const location = back.headers.get("location") ?? "";
      expect(location.startsWith("com.shop.app://popupbridgev1/return?success=1&success=true&cart_id=")).toBe(true);
      bridge.onComplete(null, { path: "/return", queryItems: Object.fromEntries(new URL(location).searchParams) });
      await expect(pending).resolves.toEqual({
        nonce: expect.any(String),
        ibanLastFour: "0189",
        customerId: "customer-42",
        mandateType: "ONE_OFF",
      });
    } finally {
      delete (globalThis as { popupBridge?: unknown }).popupBridge;
    }
  });
});
