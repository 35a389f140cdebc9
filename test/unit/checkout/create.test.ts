// The checkout's create when the client cannot be made from the authorization: braintree-web-drop-in 1.48 reports
// "There was an error creating Drop-in." with the client's error under it (no DOM is reached).
import { beforeEach, describe, expect, it } from "vitest";
import { dropin } from "../../../checkout/index.js";
import { clearClientCache } from "../../../kernel/client/create.js";
import { useSandbox } from "../../support/sandbox.js";

const sandbox = useSandbox();

beforeEach(() => {
  clearClientCache();
  sandbox().clearFaults();
});

describe("a create whose client fails", () => {
  it("is drop-in's 'There was an error creating Drop-in.', the client's error in details.originalError", async () => {
    sandbox().inject({ path: "/v1/configuration", status: 401 });
    const error = await dropin
      .create({ authorization: sandbox().tokenizationKey, container: "#dropin" })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      name: "BraintreeError",
      code: "DROPIN_CREATE_FAILED",
      message: "There was an error creating Drop-in.",
      details: { originalError: { name: "BraintreeError", code: "CLIENT_AUTHORIZATION_INVALID" } },
    });
  });

  it("reports an authorization that is no authorization the same way, also to a callback", async () => {
    const error = await new Promise((resolve) => {
      (dropin.create as (options: unknown, callback: (error: unknown) => void) => void)(
        { authorization: "not-a-key", container: "#dropin" },
        (caught) => resolve(caught),
      );
    });
    expect(error).toMatchObject({
      code: "DROPIN_CREATE_FAILED",
      message: "There was an error creating Drop-in.",
      details: { originalError: { code: "CLIENT_INVALID_AUTHORIZATION" } },
    });
  });

  it("keeps drop-in's own message for a missing authorization", async () => {
    await expect(dropin.create({ container: "#dropin" })).rejects.toMatchObject({
      code: "DROPIN_AUTHORIZATION_REQUIRED",
      message: "options.authorization is required.",
    });
  });
});
