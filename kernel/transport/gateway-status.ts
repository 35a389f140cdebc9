/**
 * The HTTP status a failed `client.request` carries (`details.httpStatus`), when it is a number; undefined for
 * any other failure (no answer from the gateway, a plugin's own error, a value that cannot even be read).
 */
export function gatewayStatusOf(error: unknown): number | undefined {
  try {
    const status = (error as { details?: { httpStatus?: unknown } } | null | undefined)?.details?.httpStatus;
    return typeof status === "number" ? status : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a failed `client.request` is the gateway refusing what it was sent (HTTP 422): for a plugin,
 * the merchant's options are invalid, where any other failure means the flow could not start.
 */
export function isRefusedByGateway(error: unknown): boolean {
  return gatewayStatusOf(error) === 422;
}
