// The GraphQL operations on Venmo payment contexts (WIRE §5.20).

const CONTEXT_FIELDS = "id merchantId createdAt expiresAt";
const ADDRESS = "{ fullName addressLine1 addressLine2 adminArea1 adminArea2 postalCode countryCode }";

export const CREATE_CONTEXT =
  "mutation CreateVenmoPaymentContext($input: CreateVenmoPaymentContextInput!) " +
  `{ createVenmoPaymentContext(input: $input) { clientMutationId venmoPaymentContext { ${CONTEXT_FIELDS} } } }`;

export const LEGACY_CREATE_CONTEXT =
  "mutation CreateVenmoQRCodePaymentContext($input: CreateVenmoQRCodePaymentContextInput!) " +
  `{ createVenmoQRCodePaymentContext(input: $input) { clientMutationId venmoQRCodePaymentContext { ${CONTEXT_FIELDS} } } }`;

export const UPDATE_STATUS =
  "mutation UpdateVenmoPaymentContextStatus($input: UpdateVenmoPaymentContextStatusInput!) " +
  "{ updateVenmoPaymentContextStatus(input: $input) { clientMutationId } }";

export const LEGACY_UPDATE_STATUS =
  "mutation UpdateVenmoQRCodePaymentContext($input: UpdateVenmoQRCodePaymentContextInput!) " +
  "{ updateVenmoQRCodePaymentContext(input: $input) { clientMutationId } }";

export const QUERY_STATUS =
  "query PaymentContext($id: ID!) { node(id: $id) { ... on VenmoPaymentContext { status paymentMethodId userName " +
  `payerInfo { firstName lastName phoneNumber email externalId userName billingAddress ${ADDRESS} shippingAddress ${ADDRESS} } } } }`;

export const LEGACY_QUERY_STATUS =
  "query PaymentContext($id: ID!) { node(id: $id) { ... on VenmoQRCodePaymentContext { status paymentMethodId userName } } }";
