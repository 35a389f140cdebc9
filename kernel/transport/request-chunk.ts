/**
 * What `client.request` needs beyond the client itself: option checks, the gateway transport (classic API
 * with its GraphQL translations, GraphQL API), the card tokenization translation loader and the card fraud
 * hook. A Hosted Fields checkout never calls `client.request` on the page (cards are tokenized inside the
 * frames), so on the CDN this is its own bundle, `client-request.min.js`, fetched by client.min.js once a
 * client is made (build/cdn/global-request.ts) and pinned by its integrity. There it takes the error
 * classes and catalogue from the client's runtime, so `instanceof BraintreeError` holds with the page's one class.
 */
export { sendRequest } from "../client/request.js";
export { collectCardFraudData } from "../fraud/fraudnet.js";
