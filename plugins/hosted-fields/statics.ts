// Answers the `braintree.hostedFields` namespace gives before any bundle is fetched (the loader serves them too).

/** Formatting happens inside the frames in every supported browser. */
export function supportsInputFormatting(): boolean {
  return true;
}
