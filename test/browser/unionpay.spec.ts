// UnionPay with Hosted Fields in Chromium: the card typed into the Hosted Fields frames is looked up,
// enrolled and tokenized by the frame that holds it; the merchant page only names the call.
import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { usePage } from "../support/browser.js";
import { createHostedFields } from "../support/hosted-fields.js";
import { openMerchantPage, typeInto } from "../support/page.js";
import { useSandbox } from "../support/sandbox.js";

const sandbox = useSandbox();
const tab = usePage(() => {
  sandbox().clearFaults();
  sandbox().clearRequests();
});
let page: Page;
beforeEach(() => {
  page = tab.page();
});

const SMS_CARD = "6212345678901232";
const MOBILE = { countryCode: "62", number: "11111111111" };
const EXPIRATION = `12${String(new Date().getUTCFullYear() + 3).slice(-2)}`;

/** A merchant page with Hosted Fields (`window.hf`) filled with a UnionPay card. */
async function fillUnionPayForm(): Promise<void> {
  await openMerchantPage(page, sandbox(), { bundles: ["client.min.js", "hosted-fields.min.js", "unionpay.min.js"] });
  expect(await createHostedFields(page, sandbox().tokenizationKey)).toEqual({ ok: true, value: "ready" });
  await typeInto(page, "number", SMS_CARD);
  await typeInto(page, "cvv", "123");
  await typeInto(page, "expirationDate", EXPIRATION);
}

/** Calls `window.up[method]({hostedFields: window.hf, ...options})` in the page and reports the outcome. */
function callUnionPay(method: string, options: Record<string, unknown> = {}): Promise<any> {
  return page.evaluate(
    async ({ method, options, key }) => {
      const w = window as any;
      w.up ??= await w.braintree.unionpay.create({ authorization: key });
      try {
        return { ok: true, value: await w.up[method]({ hostedFields: w.hf, ...options }) };
      } catch (error: any) {
        return {
          ok: false,
          code: error.code,
          type: error.type,
          message: error.message,
          httpStatus: error.details?.httpStatus,
        };
      }
    },
    { method, options, key: sandbox().tokenizationKey },
  );
}

describe("UnionPay with Hosted Fields", () => {
  it("fetches the capabilities of the card in the frames", async () => {
    await fillUnionPayForm();
    expect(await callUnionPay("fetchCapabilities")).toEqual({
      ok: true,
      value: { isUnionPay: true, isDebit: false, unionPay: { supportsTwoStepAuthAndCapture: true, isSupported: true } },
    });
  });

  it("sends the card to the gateway from the frame, never from the merchant page", async () => {
    await fillUnionPayForm();
    await callUnionPay("fetchCapabilities");
    const request = sandbox().requests.find((entry) => entry.path.endsWith("/capabilities"));
    expect(request?.headers.origin).toBe(sandbox().assetsUrl);
    expect(request?.query).toMatchObject({ _meta: { source: "unionpay" }, creditCard: { number: SMS_CARD } });
  });

  it("enrolls and tokenizes the card with the SMS code, completing to a nonce", async () => {
    await fillUnionPayForm();
    const enrollment = await callUnionPay("enroll", { mobile: MOBILE });
    expect(enrollment).toEqual({ ok: true, value: { enrollmentId: expect.any(String), smsCodeRequired: true } });
    const result = await callUnionPay("tokenize", { enrollmentId: enrollment.value.enrollmentId, smsCode: "12345" });
    expect(result).toMatchObject({
      ok: true,
      value: { nonce: expect.any(String), type: "CreditCard", details: { cardType: "UnionPay", lastFour: "1232" } },
    });
    expect(result.value).not.toHaveProperty("consumed");
    const tokenization = sandbox()
      .requests.filter((entry) => entry.path.endsWith("/payment_methods/credit_cards"))
      .at(-1);
    expect((tokenization?.body as any).creditCard.options.unionPayEnrollment).toEqual({
      id: enrollment.value.enrollmentId,
      smsCode: "12345",
    });
    expect(tokenization?.headers.origin).toBe(sandbox().assetsUrl);
  });

  it("fails with UNIONPAY_FAILED_TOKENIZATION for a wrong SMS code", async () => {
    await fillUnionPayForm();
    const enrollment = await callUnionPay("enroll", { mobile: MOBILE });
    expect(
      await callUnionPay("tokenize", { enrollmentId: enrollment.value.enrollmentId, smsCode: "00000" }),
    ).toMatchObject({
      ok: false,
      code: "UNIONPAY_FAILED_TOKENIZATION",
      type: "CUSTOMER",
    });
  });

  it("fails with UNIONPAY_ENROLLMENT_NETWORK_ERROR when the gateway fails the frame's enrollment", async () => {
    await fillUnionPayForm();
    sandbox().inject({ path: "union_pay_enrollments", status: 500 });
    expect(await callUnionPay("enroll", { mobile: MOBILE })).toMatchObject({
      ok: false,
      code: "UNIONPAY_ENROLLMENT_NETWORK_ERROR",
      type: "NETWORK",
    });
  });

  it("passes a 403 on the frame's request through as the client's error", async () => {
    await fillUnionPayForm();
    sandbox().inject({ path: "capabilities", status: 403 });
    expect(await callUnionPay("fetchCapabilities")).toMatchObject({
      ok: false,
      code: "CLIENT_AUTHORIZATION_INSUFFICIENT",
      httpStatus: 403,
    });
  });

  it("fails with UNIONPAY_HOSTED_FIELDS_INSTANCE_REQUIRED once the Hosted Fields instance is torn down", async () => {
    await fillUnionPayForm();
    await page.evaluate(() => (window as any).hf.teardown());
    expect(await callUnionPay("fetchCapabilities")).toMatchObject({
      ok: false,
      code: "UNIONPAY_HOSTED_FIELDS_INSTANCE_REQUIRED",
      message: "Could not find the Hosted Fields instance.",
    });
  });

  it("refuses a card and a Hosted Fields instance together", async () => {
    await fillUnionPayForm();
    expect(await callUnionPay("fetchCapabilities", { card: { number: SMS_CARD } })).toMatchObject({
      ok: false,
      code: "UNIONPAY_CARD_AND_HOSTED_FIELDS_INSTANCES",
    });
  });
});
