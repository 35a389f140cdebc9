// Every hook and component used outside the provider it needs throws a catalogue error naming itself and that
// provider, at once (nothing waits forever for a client or fields that will never come).
import { createElement, type FunctionComponent } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  HostedFields,
  PaymentMethod,
  PaymentsProvider,
  useHostedFields,
  usePaymentsClient,
  useThreeDSecure,
} from "../../../react/index.js";

function renderCalling(hook: () => unknown): string {
  const Caller: FunctionComponent = () => {
    hook();
    return null;
  };
  return renderToString(createElement(Caller));
}

const misuse = (message: string) =>
  expect.objectContaining({ name: "BraintreeError", code: "INSTANTIATION_OPTION_REQUIRED", type: "MERCHANT", message });

describe("React bindings used outside their provider", () => {
  it("usePaymentsClient names itself and <PaymentsProvider>", () => {
    expect(() => renderCalling(usePaymentsClient)).toThrowError(
      misuse(
        "usePaymentsClient must be used inside <PaymentsProvider authorization={…}>: wrap the payment form in it.",
      ),
    );
  });

  it("<PaymentMethod> names itself and <PaymentsProvider>", () => {
    expect(() => renderToString(createElement(PaymentMethod, { name: "paypal" }))).toThrowError(
      misuse("<PaymentMethod> must be used inside <PaymentsProvider authorization={…}>: wrap the payment form in it."),
    );
  });

  it("<HostedFields> names itself and <PaymentsProvider>", () => {
    expect(() => renderToString(createElement(HostedFields, { fields: { number: {} } }))).toThrowError(
      misuse("<HostedFields> must be used inside <PaymentsProvider authorization={…}>: wrap the payment form in it."),
    );
  });

  it("useThreeDSecure names itself and <PaymentsProvider>", () => {
    expect(() => renderCalling(() => useThreeDSecure())).toThrowError(
      misuse("useThreeDSecure must be used inside <PaymentsProvider authorization={…}>: wrap the payment form in it."),
    );
  });

  it("useHostedFields names itself and <HostedFields>, even inside <PaymentsProvider>", () => {
    const Caller: FunctionComponent = () => {
      useHostedFields();
      return null;
    };
    expect(() =>
      renderToString(
        createElement(PaymentsProvider, { authorization: "development_x_merchant" }, createElement(Caller)),
      ),
    ).toThrowError(misuse("useHostedFields must be used inside <HostedFields>: wrap the payment form in it."));
  });
});
