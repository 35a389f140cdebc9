import type { Client } from "../../kernel/index.js";

/** Options of `fastlane.create`; anything else is passed to the Fastlane SDK as it is. */
export interface FastlaneCreateOptions {
  client?: Client;
  authorization?: string;
  /** `deviceData` from a Data Collector instance. */
  deviceData?: string;
  [option: string]: unknown;
}

/** The Fastlane SDK instance (PayPal's object, returned as it is). */
export interface FastlaneInstance {
  identity?: Record<string, (...args: never[]) => unknown>;
  profile?: Record<string, (...args: never[]) => unknown>;
  setLocale?: (locale: string) => void;
  [member: string]: unknown;
}
