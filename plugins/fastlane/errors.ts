import { catalogue } from "../../kernel/index.js";

/** The Fastlane error catalogue (WIRE §6.6); the message is the underlying failure's. */
export const fastlaneErrors = /* @__PURE__ */ catalogue([["FASTLANE_SDK_LOAD_ERROR", "MERCHANT"]] as const);
