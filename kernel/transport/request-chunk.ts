/**
 * What `client.request` needs beyond the client itself: the gateway transport (classic API with its GraphQL
 * translations, GraphQL API), the card tokenization translation loader and the card fraud hook. A Hosted
 * Fields checkout never calls `client.request` on the page (cards are tokenized inside the frames), so on the
 * CDN this is its own bundle, `client-request.min.js`, fetched by client.min.js after the client is made
 * (build/cdn/global-request.ts) and pinned by its integrity. It creates no errors: the client maps statuses
 * to its catalogue, so `instanceof BraintreeError` holds with the page's one class.
 */
export { classicRequest, graphQLRequest } from "./gateway.js";
export { loadCardTokenization } from "./graphql/load-card-tokenization.js";
export { collectCardFraudData } from "../fraud/fraudnet.js";
