// The page a provider returns the cancelling shopper to.
import { POPUP_CLOSE_TIMEOUT_MS } from "../constants.js";
import { reportToMerchant } from "./report.js";

reportToMerchant("cancel", POPUP_CLOSE_TIMEOUT_MS);
