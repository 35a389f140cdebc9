// Browsers autofill every card field of one document at once, and each of our fields is alone in its
// document. So the number frame holds off-screen stand-ins for the expiry, CVV and name: what the browser
// puts there is handed to the frames that show those fields, over the sibling bus.
import type { FieldKey } from "../constants.js";
import type { FrameConfiguration } from "../types.js";
import type { Siblings } from "./siblings.js";

type Values = Partial<Record<FieldKey, string>>;

/** Fields a stand-in receives, by its autocomplete token. */
const STAND_INS: Array<[FieldKey, string]> = [
  ["expirationMonth", "cc-exp-month"],
  ["expirationYear", "cc-exp-year"],
  ["cvv", "cc-csc"],
  ["cardholderName", "cc-name"],
];

/** What the stand-ins hold, as the fields of this form expect it (month and year also fill expirationDate). */
export function autofillValues(read: (key: FieldKey) => string, fields: FrameConfiguration["fields"]): Values {
  const month = read("expirationMonth");
  const year = read("expirationYear");
  const values: Values = {};
  if (month) values.expirationMonth = month.padStart(2, "0");
  if (year) values.expirationYear = year;
  if (month && year && fields.expirationDate) values.expirationDate = `${month.padStart(2, "0")} / ${year.slice(-2)}`;
  const cvv = read("cvv");
  if (cvv) values.cvv = cvv;
  const name = read("cardholderName");
  if (name) values.cardholderName = name;
  return values;
}

/** Adds the stand-ins the form can use (month and year also serve an expirationDate field). */
export function addAutofillStandIns(siblings: Siblings, fields: FrameConfiguration["fields"]): void {
  const holder = document.createElement("div");
  holder.className = "visually-hidden";
  holder.setAttribute("aria-hidden", "true");
  const inputs = new Map<FieldKey, HTMLInputElement>();
  const share = () => siblings.autofill(autofillValues((key) => inputs.get(key)?.value ?? "", fields));
  for (const [standInFor, autocomplete] of STAND_INS) {
    const servesDate = standInFor.startsWith("expiration") && fields.expirationDate;
    if (!fields[standInFor] && !servesDate) continue;
    const input = document.createElement("input");
    input.autocomplete = autocomplete as AutoFill;
    input.name = autocomplete;
    input.tabIndex = -1;
    input.addEventListener("input", share);
    input.addEventListener("change", share);
    inputs.set(standInFor, input);
    holder.append(input);
  }
  document.querySelector("main")?.append(holder);
}
