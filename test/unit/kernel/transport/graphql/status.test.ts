import { describe, expect, it } from "vitest";
import {
  shouldFallBackToClassic,
  statusOfGraphQLResponse,
  toClassicErrorBody,
} from "../../../../../kernel/transport/graphql/status.js";

const withClass = (errorClass?: string, message = "boom") => ({
  data: null,
  errors: [{ message, extensions: errorClass ? { errorClass } : {} }],
});

describe("statusOfGraphQLResponse", () => {
  it.each([
    ["VALIDATION", 422],
    ["AUTHORIZATION", 403],
    ["AUTHENTICATION", 401],
    ["INTERNAL", 500],
    ["UNKNOWN", 500],
  ])("maps error class %s to %i", (errorClass, status) => {
    expect(statusOfGraphQLResponse(200, withClass(errorClass))).toBe(status);
  });

  it("is 200 for data without errors", () => {
    expect(statusOfGraphQLResponse(200, { data: { ok: true } })).toBe(200);
  });

  it("is 403 for an error with a message but no class", () => {
    expect(statusOfGraphQLResponse(200, withClass(undefined))).toBe(403);
  });

  it("is 500 for an empty answer and for no answer", () => {
    expect(statusOfGraphQLResponse(200, {})).toBe(500);
    expect(statusOfGraphQLResponse(0, undefined)).toBe(500);
  });

  it("keeps a non-200 HTTP status", () => {
    expect(statusOfGraphQLResponse(429, undefined)).toBe(429);
  });
});

describe("shouldFallBackToClassic", () => {
  it("falls back when there was no answer", () => {
    expect(shouldFallBackToClassic(0, undefined)).toBe(true);
  });

  it.each(["INTERNAL", "UNKNOWN"])("falls back on error class %s", (errorClass) => {
    expect(shouldFallBackToClassic(200, withClass(errorClass))).toBe(true);
  });

  it.each(["VALIDATION", "AUTHORIZATION", "AUTHENTICATION"])("does not fall back on error class %s", (errorClass) => {
    expect(shouldFallBackToClassic(200, withClass(errorClass))).toBe(false);
  });

  it("does not fall back when data came with the errors", () => {
    expect(shouldFallBackToClassic(200, { data: { x: 1 }, errors: [{ extensions: { errorClass: "INTERNAL" } }] })).toBe(
      false,
    );
  });
});

describe("toClassicErrorBody", () => {
  it("nests validation errors by input path below the input", () => {
    const body = {
      data: { tokenizeCreditCard: null },
      errors: [
        {
          message: "Credit card number is invalid",
          extensions: { errorClass: "VALIDATION", inputPath: ["input", "creditCard", "number"], legacyCode: "81715" },
        },
        {
          message: "CVV verification failed",
          extensions: { errorClass: "VALIDATION", inputPath: ["input", "creditCard", "cvv"], legacyCode: "81736" },
        },
      ],
    };
    expect(toClassicErrorBody(body)).toEqual({
      error: { message: "Credit card is invalid" },
      fieldErrors: [
        {
          field: "creditCard",
          fieldErrors: [
            { code: "81715", field: "number", message: "Credit card number is invalid" },
            { code: "81736", field: "cvv", message: "CVV verification failed" },
          ],
        },
      ],
    });
  });

  it("uses the generic message when the error has no class", () => {
    expect(toClassicErrorBody(withClass(undefined))).toEqual({
      error: { message: "There was a problem serving your request" },
      fieldErrors: [],
    });
  });

  it("keeps the server message for other classes", () => {
    expect(toClassicErrorBody(withClass("AUTHORIZATION", "nope"))).toEqual({
      error: { message: "nope" },
      fieldErrors: [],
    });
  });
});
