// Local Payment's return page. It reports the provider's parameters to the shop like the frame service's
// own return page; a window that lost the shop (the shopper came back from a bank app into a new tab)
// offers the merchant's fallback link instead.
import { REDIRECT_SAFETY_CLOSE_MS, reportToMerchant } from "../../../kernel/frame-entry.js";

function showFallback(): void {
  const query = new URLSearchParams(location.search);
  const target = query.get("r");
  let url: URL;
  try {
    url = new URL(target ?? "");
  } catch {
    return;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return;
  // The shop learns the outcome from the return parameters, carried over onto its own page.
  for (const [name, value] of query)
    if (name !== "r" && name !== "t" && name !== "channel") url.searchParams.set(name, value);
  const link = document.createElement("a");
  link.href = url.href;
  link.textContent = query.get("t") || "Return to the shop";
  document.querySelector("main")?.append(link);
}

if (!reportToMerchant("return", REDIRECT_SAFETY_CLOSE_MS)) showFallback();
