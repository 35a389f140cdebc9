/** Analytics events of the UnionPay component. */
export const EVENTS = {
  capabilitiesReceived: "unionpay.capabilities-received",
  capabilitiesFailed: "unionpay.capabilities-failed",
  enrollmentSucceeded: "unionpay.enrollment-succeeded",
  enrollmentFailed: "unionpay.enrollment-failed",
  nonceReceived: "unionpay.nonce-received",
  nonceFailed: "unionpay.nonce-failed",
} as const;

/** The HTTP status a gateway failure keeps as it is (insufficient privileges), instead of a UnionPay error. */
export const PASSED_THROUGH_STATUS = 403;
