/** The provider's bank-linking experience, per environment (WIRE §5.6); production is the default. */
export const EXPERIENCE_URLS: Record<string, string> = {
  production: "https://www.paypal.com/openfinance/v1/bank/payment-method/create",
  sandbox: "https://www.sandbox.paypal.com/openfinance/v1/bank/payment-method/create",
};

/** Where the sandbox's open-banking simulator lives on a development gateway. */
export const SIMULATOR_PATH = "/simulators/open-banking/create";
