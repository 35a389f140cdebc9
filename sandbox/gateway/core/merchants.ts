import { readFileSync } from "node:fs";
import type { MerchantSettings } from "../../types.js";
import { isRecord } from "../../shared/http.js";
import { parseFaultRule } from "./faults.js";

const TOKENIZATION_KEY_PATTERN = /^[a-zA-Z0-9]+_[a-zA-Z0-9]+_[a-zA-Z0-9_]+$/;

/** Reads and checks `sandbox/merchants.json` (a JSON array of merchants, the first is the default). */
export function loadMerchantsFile(file: string): MerchantSettings[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8")) as unknown;
  } catch (error) {
    throw new Error(`paykit sandbox: cannot read ${file}: ${(error as Error).message}`, { cause: error });
  }
  return checkMerchants(parsed, file);
}

/** Checks a merchant list; throws a message naming the offending entry. */
export function checkMerchants(value: unknown, source = "merchants"): MerchantSettings[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new Error(`paykit sandbox: ${source} must be a non-empty array of merchants`);
  }
  const merchants = value.map((entry, index) => checkMerchant(entry, `${source}[${index}]`));
  const ids = new Set<string>();
  for (const merchant of merchants) {
    if (ids.has(merchant.merchantId)) {
      throw new Error(`paykit sandbox: duplicate merchantId "${merchant.merchantId}" in ${source}`);
    }
    ids.add(merchant.merchantId);
  }
  return merchants;
}

function checkMerchant(entry: unknown, where: string): MerchantSettings {
  if (!isRecord(entry)) throw new Error(`paykit sandbox: ${where} must be an object`);
  const { merchantId, tokenizationKey } = entry;
  if (typeof merchantId !== "string" || !/^[a-zA-Z0-9_]+$/.test(merchantId)) {
    throw new Error(`paykit sandbox: ${where}.merchantId must be letters, digits and underscores`);
  }
  if (
    typeof tokenizationKey !== "string" ||
    !TOKENIZATION_KEY_PATTERN.test(tokenizationKey) ||
    !tokenizationKey.startsWith("development_") ||
    !tokenizationKey.endsWith(`_${merchantId}`)
  ) {
    throw new Error(`paykit sandbox: ${where}.tokenizationKey must look like development_<id>_${merchantId}`);
  }
  const stringList = (key: string): string[] => {
    const list = entry[key] ?? [];
    if (!Array.isArray(list) || !list.every((item) => typeof item === "string")) {
      throw new Error(`paykit sandbox: ${where}.${key} must be an array of strings`);
    }
    return list;
  };
  const methods = entry.methods ?? {};
  if (!isRecord(methods)) throw new Error(`paykit sandbox: ${where}.methods must be an object`);
  const faults = entry.faults ?? [];
  if (!Array.isArray(faults)) throw new Error(`paykit sandbox: ${where}.faults must be an array`);

  const merchant: MerchantSettings = {
    merchantId,
    tokenizationKey,
    graphQL: entry.graphQL === true,
    challenges: stringList("challenges"),
    supportedCardTypes: stringList("supportedCardTypes"),
    methods: Object.fromEntries(Object.entries(methods).map(([name, on]) => [name, on === true])),
    vaultedCardNumbers: stringList("vaultedCardNumbers"),
    faults: faults.map((rule, index) => {
      const parsed = parseFaultRule(rule);
      if (typeof parsed === "string") throw new Error(`paykit sandbox: ${where}.faults[${index}]: ${parsed}`);
      return parsed;
    }),
    collectDeviceData: entry.collectDeviceData === true,
  };
  if (typeof entry.displayName === "string") merchant.displayName = entry.displayName;
  if (typeof entry.paypalAccountLinked === "boolean") merchant.paypalAccountLinked = entry.paypalAccountLinked;
  if (typeof entry.venmoEnrichedCustomerData === "boolean")
    merchant.venmoEnrichedCustomerData = entry.venmoEnrichedCustomerData;
  if (typeof entry.countryCode === "string") merchant.countryCode = entry.countryCode;
  if (typeof entry.currencyCode === "string") merchant.currencyCode = entry.currencyCode;
  return merchant;
}

/** The merchants served, looked up by id or tokenization key. */
export class MerchantDirectory {
  readonly all: readonly MerchantSettings[];
  private readonly byId: Map<string, MerchantSettings>;

  constructor(merchants: MerchantSettings[]) {
    this.all = merchants;
    this.byId = new Map(merchants.map((merchant) => [merchant.merchantId, merchant]));
  }

  get defaultMerchant(): MerchantSettings {
    return this.all[0] as MerchantSettings;
  }

  find(merchantId: string | undefined): MerchantSettings | undefined {
    return merchantId === undefined ? undefined : this.byId.get(merchantId);
  }

  findByTokenizationKey(key: string): MerchantSettings | undefined {
    return this.all.find((merchant) => merchant.tokenizationKey === key);
  }
}
