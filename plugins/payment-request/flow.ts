// The browser's payment sheet: one `tokenize(configuration)` in the shopper's click, where the browser has the
// PaymentRequest API.
import type { MethodFlow } from "../../kernel/index.js";
import { tokenizeOnce, type Tokenizer } from "../common/flow.js";

const flow: MethodFlow<Tokenizer> = {
  supported: () =>
    typeof (globalThis as { PaymentRequest?: unknown }).PaymentRequest === "function" ||
    "This browser has no PaymentRequest API.",
  pay: tokenizeOnce,
};

export default flow;
