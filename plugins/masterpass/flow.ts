// This method's shopper-facing step is one `tokenize(tokenizeOptions)` in the shopper's click: the common flow.
export { tokenizeFlow as default } from "../common/flow.js";
