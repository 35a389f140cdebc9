// UnionPay calls for a card typed into Hosted Fields, run inside the frame that holds the card number:
// the page (the UnionPay component, through the Hosted Fields instance) names the call and adds the
// mobile number or enrollment; the card itself goes from here to the gateway and never to the page.
import {
  classicRequest,
  parseAuthorization,
  REQUEST_TIMEOUT_MS,
  type AnalyticsMetadata,
  type FrameChannel,
} from "../../../kernel/frame-entry.js";
import {
  UNIONPAY_CALLS,
  unionPayRequest,
  type UnionPayCardData,
  type UnionPayFrameReply,
} from "../../common/unionpay-card-frame.js";
import type { FieldKey } from "../constants.js";
import type { FrameConfiguration } from "../types.js";
import { digitsOf } from "./card.js";
import { splitExpirationDate } from "./formatting.js";
import { cardGateway } from "./gateway.js";

type Values = Partial<Record<FieldKey, string>>;

/** The card of the form as UnionPay sends it. */
function cardOf(values: Values): UnionPayCardData {
  const card: UnionPayCardData = { number: digitsOf(values.number ?? "") };
  if (values.expirationDate) {
    const { month, year } = splitExpirationDate(values.expirationDate);
    card.expirationMonth = month;
    card.expirationYear = year;
  } else if (values.expirationMonth && values.expirationYear) {
    const year = digitsOf(values.expirationYear);
    card.expirationMonth = values.expirationMonth;
    card.expirationYear = year.length === 2 ? `20${year}` : year;
  }
  if (values.cvv) card.cvv = values.cvv;
  return card;
}

/** Answers the UnionPay calls on the page channel; `values` collects the current field values. */
export function listenForUnionPay(
  channel: FrameChannel,
  client: NonNullable<FrameConfiguration["client"]>,
  values: () => Promise<Values>,
): void {
  for (const call of UNIONPAY_CALLS) {
    channel.on(call, async (payload): Promise<UnionPayFrameReply> => {
      const gateway = cardGateway(client);
      // Never send the card anywhere but a trusted gateway (status 0: the call was not made).
      if ("untrusted" in gateway) return { status: 0, body: undefined };
      const request = unionPayRequest(call, cardOf(await values()), payload ?? {});
      const context = {
        authorization: parseAuthorization(client.authorization),
        metadata: client.analyticsMetadata as unknown as AnalyticsMetadata,
        graphQL: gateway.graphQL,
      };
      const { status, body } = await classicRequest(context, {
        method: request.method,
        url: `${gateway.clientApiUrl}/v1/${request.endpoint}`,
        data: request.data,
        timeout: REQUEST_TIMEOUT_MS,
      });
      return { status, body };
    });
  }
}
