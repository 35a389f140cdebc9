// The runtime handle's keys. A CDN kernel bundle publishes each export of kernel/runtime.ts on the runtime handle
// (`braintree.__paykit`, kernel/cdn.ts) under the key given here, and every other CDN bundle reads it by that key
// (build/build.ts: `runtimeAsObject`, `runtimeFromPage`). An export's own name would be written once in the kernel and
// once in each bundle that reads it, and gzip has nothing to share it with: the names were 0.19 kB of client.min.js and
// of loader.min.js, 0.1 kB of hosted-fields.min.js and 0.05 to 0.1 kB of every other plugin bundle.
//
// Append only: a key keeps its meaning in every later release, so that a bundle of another release on the page still
// finds the registry's `installPlugin` under its key and is refused with INCOMPATIBLE_VERSIONS. A new export takes
// the next free key (one letter while they last, then two); a key whose export is gone is not given to another.
//
// Kernel code that reads the handle writes `handle[__PAYKIT_RUNTIME_KEY__.name]` (declared in kernel/cdn.ts), which
// the CDN kernel builds replace by the key; tests that play a script on the page look keys up with `runtimeKey`.

export const RUNTIME_KEYS: Readonly<Record<string, string>> = {
  BraintreeError: "a",
  createError: "b",
  isBraintreeError: "c",
  wrapError: "d",
  CLIENT_SCRIPT_FAILED_TO_LOAD: "e",
  catalogue: "f",
  clientErrors: "g",
  sharedErrors: "h",
  warnFix: "i",
  warnOnce: "j",
  definePlugin: "k",
  enablementOf: "l",
  getPlugin: "m",
  installPlugin: "n",
  registerPlugin: "o",
  addPartRows: "p",
  loadPart: "q",
  partFile: "r",
  partRows: "s",
  providePart: "t",
  create: "u",
  startClient: "v",
  sendEvent: "w",
  loadScript: "x",
  assetsBaseHint: "y",
  fraudNetPage: "z",
  contentWindowOf: "A",
  parseJson: "B",
  postTo: "C",
  stringifyJson: "D",
  uncurry: "E",
  instanceKey: "F",
  provesInstance: "G",
  CARD_TOKENIZATION_PATH: "H",
  graphQLTranslationFor: "I",
  registerGraphQLTranslation: "J",
  describeValue: "K",
  isRecord: "L",
  jsonCopy: "M",
  recordOf: "N",
  sha256Hex: "O",
  isTrustedUrl: "P",
  uuid: "Q",
  appendQuery: "R",
  callMerchant: "S",
  createEmitter: "T",
  trustedUrl: "U",
};

/** The handle's key of a runtime export; throws for a name the handle does not publish. */
export function runtimeKey(name: string): string {
  const key = Object.hasOwn(RUNTIME_KEYS, name) ? RUNTIME_KEYS[name] : undefined;
  if (key === undefined) throw new Error(`build/runtime-keys.ts: ${name} is not on the runtime handle`);
  return key;
}
