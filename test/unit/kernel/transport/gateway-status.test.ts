import { describe, expect, it } from "vitest";
import { createError } from "../../../../kernel/errors/braintree-error.js";
import { clientErrors } from "../../../../kernel/errors/catalogue.js";
import { gatewayStatusOf, isRefusedByGateway } from "../../../../kernel/transport/gateway-status.js";

const refused = createError(clientErrors.CLIENT_REQUEST_ERROR, { details: { httpStatus: 422, originalError: {} } });

describe("gatewayStatusOf", () => {
  it("reads the HTTP status of a failed client request", () => {
    expect(gatewayStatusOf(refused)).toBe(422);
    expect(gatewayStatusOf(createError(clientErrors.CLIENT_GATEWAY_NETWORK, { details: { httpStatus: 503 } }))).toBe(
      503,
    );
  });

  it("is undefined for failures that carry no numeric status", () => {
    for (const failure of [
      undefined,
      null,
      "text",
      new Error("x"),
      { details: null },
      { details: { httpStatus: "422" } },
    ]) {
      expect(gatewayStatusOf(failure)).toBeUndefined();
    }
  });

  it("is undefined for a value whose details cannot be read", () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error("get");
        },
      },
    );
    expect(gatewayStatusOf(hostile)).toBeUndefined();
    expect(
      gatewayStatusOf(
        Object.defineProperty({}, "details", {
          get: () => {
            throw new Error("getter");
          },
        }),
      ),
    ).toBeUndefined();
  });
});

describe("isRefusedByGateway", () => {
  it("is true only for HTTP 422", () => {
    expect(isRefusedByGateway(refused)).toBe(true);
    expect(isRefusedByGateway(createError(clientErrors.CLIENT_REQUEST_ERROR, { details: { httpStatus: 400 } }))).toBe(
      false,
    );
    expect(isRefusedByGateway(undefined)).toBe(false);
  });
});
