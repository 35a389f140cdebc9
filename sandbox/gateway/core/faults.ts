import type { FaultRule, GraphQLErrorClass, MerchantSettings } from "../../types.js";
import { isRecord } from "../../shared/http.js";

const ERROR_CLASSES: readonly GraphQLErrorClass[] = [
  "VALIDATION",
  "AUTHORIZATION",
  "AUTHENTICATION",
  "INTERNAL",
  "UNKNOWN",
];

/** What a request is matched on. */
export interface FaultTarget {
  method: string;
  path: string;
  merchantId?: string | undefined;
  operationName?: string | undefined;
}

interface ActiveRule {
  rule: FaultRule;
  remaining: number;
}

/**
 * Checks a fault rule received as JSON (control API or merchants.json). JSON cannot carry Infinity,
 * so `times: null` and `times: "Infinity"` mean "until cleared". Returns an error message when the
 * rule is not usable.
 */
export function parseFaultRule(value: unknown): FaultRule | string {
  if (!isRecord(value)) return "a fault rule must be an object";
  const rule: FaultRule = {};
  for (const key of ["path", "method", "merchantId", "operationName"] as const) {
    const field = value[key];
    if (field === undefined) continue;
    if (typeof field !== "string") return `${key} must be a string`;
    rule[key] = field;
  }
  if ("times" in value) {
    const times = value.times;
    if (times === null || times === "Infinity") rule.times = Infinity;
    else if (typeof times === "number" && times >= 0) rule.times = times;
    else if (times !== undefined) return 'times must be a non-negative number, null or "Infinity"';
  }
  for (const key of ["latencyMs", "status"] as const) {
    const field = value[key];
    if (field === undefined) continue;
    if (typeof field !== "number" || !Number.isFinite(field) || field < 0)
      return `${key} must be a non-negative number`;
    rule[key] = field;
  }
  if (rule.status !== undefined && (rule.status < 100 || rule.status > 599 || !Number.isInteger(rule.status))) {
    return "status must be an HTTP status code";
  }
  for (const key of ["drop", "hang", "malformed"] as const) {
    const field = value[key];
    if (field === undefined) continue;
    if (typeof field !== "boolean") return `${key} must be a boolean`;
    rule[key] = field;
  }
  if (value.graphqlErrorClass !== undefined) {
    if (!ERROR_CLASSES.includes(value.graphqlErrorClass as GraphQLErrorClass)) {
      return `graphqlErrorClass must be one of ${ERROR_CLASSES.join(", ")}`;
    }
    rule.graphqlErrorClass = value.graphqlErrorClass as GraphQLErrorClass;
  }
  if ("body" in value) rule.body = value.body;
  return rule;
}

function matches(rule: FaultRule, target: FaultTarget): boolean {
  if (rule.path !== undefined && !target.path.includes(rule.path)) return false;
  if (rule.method !== undefined && rule.method.toUpperCase() !== target.method.toUpperCase()) return false;
  if (rule.merchantId !== undefined && rule.merchantId !== target.merchantId) return false;
  if (rule.operationName !== undefined && rule.operationName !== target.operationName) return false;
  return true;
}

/**
 * Holds the fault rules: the injected ones (in order of injection) and the permanent ones of each
 * merchant, which are consulted after the injected ones and only for that merchant's requests.
 */
export class FaultInjector {
  private injected: ActiveRule[] = [];
  private readonly permanent: ActiveRule[];

  constructor(merchants: readonly MerchantSettings[]) {
    this.permanent = merchants.flatMap((merchant) =>
      (merchant.faults ?? []).map((rule) => ({
        rule: { ...rule, merchantId: merchant.merchantId },
        remaining: rule.times ?? Infinity,
      })),
    );
  }

  inject(rule: FaultRule): void {
    this.injected.push({ rule: { ...rule }, remaining: rule.times ?? 1 });
  }

  clear(): void {
    this.injected = [];
  }

  /** The first matching rule with uses left, which is consumed once; `undefined` if none. */
  take(target: FaultTarget): FaultRule | undefined {
    for (const active of [...this.injected, ...this.permanent]) {
      if (active.remaining <= 0 || !matches(active.rule, target)) continue;
      active.remaining -= 1;
      if (active.remaining <= 0) this.injected = this.injected.filter((other) => other !== active);
      return active.rule;
    }
    return undefined;
  }
}

/** Short description of what a rule does, for the request log. */
export function describeFault(rule: FaultRule): string {
  const parts: string[] = [];
  if (rule.latencyMs) parts.push(`latency ${rule.latencyMs}ms`);
  if (rule.drop) parts.push("drop");
  else if (rule.hang) parts.push("hang");
  else if (rule.malformed) parts.push("malformed");
  else if (rule.graphqlErrorClass) parts.push(`graphql ${rule.graphqlErrorClass}`);
  else if (rule.status !== undefined) parts.push(`status ${rule.status}`);
  return parts.length > 0 ? parts.join(", ") : "matched";
}

/** The body of a GraphQL-error fault. */
export function graphQLFaultBody(errorClass: GraphQLErrorClass, requestId: string): unknown {
  return {
    data: null,
    errors: [
      {
        message: `Injected ${errorClass} error`,
        extensions: {
          errorClass,
          errorType: errorClass === "INTERNAL" || errorClass === "UNKNOWN" ? "developer_error" : "user_error",
        },
      },
    ],
    extensions: { requestId },
  };
}

/** A 200 body that looks like the start of JSON but does not parse. */
export const MALFORMED_BODY = '{"data":{"clientConfiguration":{"analyticsUrl":"ht';

export function statusFaultBody(rule: FaultRule & { status: number }): unknown {
  return rule.body !== undefined ? rule.body : { error: { message: `Injected ${rule.status}` } };
}
