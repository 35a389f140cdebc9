// The page a provider returns the approving shopper to.
import { REDIRECT_SAFETY_CLOSE_MS } from "../constants.js";
import { reportToMerchant } from "./report.js";

reportToMerchant("return", REDIRECT_SAFETY_CLOSE_MS);
