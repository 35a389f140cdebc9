/**
 * The `client-request` part: what `client.request` needs beyond the client itself (option checks, the gateway
 * transport with its GraphQL translations, the card tokenization translation loader and the card fraud hook).
 * A Hosted Fields checkout never calls `client.request` on the page (cards are tokenized inside the frames),
 * so the client fetches this only on its first request (kernel/client/client.ts).
 */
export { sendPrivateRequest, sendRequest } from "../client/request.js";

