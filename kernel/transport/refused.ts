/**
 * Whether a failed `client.request` is the gateway refusing what it was sent (HTTP 422): for a plugin,
 * the merchant's options are invalid, where any other failure means the flow could not start.
 */
export function isRefusedByGateway(error: unknown): boolean {
  try {
    return (error as { details?: { httpStatus?: unknown } } | null | undefined)?.details?.httpStatus === 422;
  } catch {
    return false;
  }
}
