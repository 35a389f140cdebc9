/** Button types of the presented and selected events; anything else is sent as "other". */
export const BUTTON_TYPES = ["paypal", "venmo", "other"] as const;

/** Button positions; the eighth is spelled "eight" by the provider (WIRE §5.12); anything else is "other". */
export const BUTTON_ORDERS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eight",
  "other",
] as const;

/** Experiment types; anything else is sent as "test". */
export const EXPERIMENT_TYPES = ["control", "test"] as const;

/** Page types; anything else is sent as "other". */
export const PAGE_TYPES = [
  "homepage",
  "about",
  "product_category",
  "product_details",
  "search",
  "cart",
  "checkout",
  "order_review",
  "order_confirmation",
  "minicart",
  "other",
] as const;

export const OTHER = "other";
export const TEST = "test";

export const EVENTS = {
  presented: "payment-ready.button_presented",
  selected: "payment-ready.button_selected",
} as const;

/** The three mutations (WIRE §5.12) by method, with the prefix of their analytics events. */
export const OPERATIONS = {
  createCustomerSession: {
    field: "createCustomerSession",
    event: "payment-ready.create-customer-session",
    query:
      "mutation CreateCustomerSession($input: CreateCustomerSessionInput!) { createCustomerSession(input: $input) { sessionId clientMutationId } }",
  },
  updateCustomerSession: {
    field: "updateCustomerSession",
    event: "payment-ready.update-customer-session",
    query:
      "mutation UpdateCustomerSession($input: UpdateCustomerSessionInput!) { updateCustomerSession(input: $input) { sessionId clientMutationId } }",
  },
  getCustomerRecommendations: {
    field: "generateCustomerRecommendations",
    event: "payment-ready.get-customer-recommendations",
    query:
      "mutation GenerateCustomerRecommendations($input: GenerateCustomerRecommendationsInput!) { generateCustomerRecommendations(input: $input) " +
      "{ clientMutationId sessionId paymentRecommendations { paymentOption recommendedPriority } isInPayPalNetwork } }",
  },
} as const;
