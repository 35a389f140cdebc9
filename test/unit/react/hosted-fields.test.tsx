// <HostedFields> container ids: two forms on one page (a card form and UnionPay's) keep every id unique.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HostedFields, PaymentsProvider } from "../../../react/index.js";

function render(...forms: Parameters<typeof HostedFields>[0][]): string {
  return renderToString(
    createElement(
      PaymentsProvider,
      { authorization: "development_x_merchant" },
      ...forms.map((props) => createElement(HostedFields, props)),
    ),
  );
}

function ids(html: string): string[] {
  return [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1] as string);
}

describe("<HostedFields> containers", () => {
  it("are named paykit-field-<key> when no id is given", () => {
    expect(ids(render({ fields: { number: {}, cvv: {} } }))).toEqual(["paykit-field-number", "paykit-field-cvv"]);
  });

  it("take the id given with each field, so a second form on the page repeats no id", () => {
    const html = render(
      { fields: { number: {}, cvv: {} } },
      { fields: { number: { id: "unionpay-number" }, cvv: { id: "unionpay-cvv" } } },
    );
    expect(ids(html)).toEqual(["paykit-field-number", "paykit-field-cvv", "unionpay-number", "unionpay-cvv"]);
  });
});
