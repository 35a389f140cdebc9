/** A GraphQL error as the gateway sends it. */
export interface GraphQLError {
  message?: string;
  extensions?: { errorClass?: string; errorType?: string; inputPath?: string[]; legacyCode?: string };
}

export interface GraphQLBody {
  data?: unknown;
  errors?: GraphQLError[];
}

const ERROR_CLASS_STATUS: Record<string, number> = { VALIDATION: 422, AUTHORIZATION: 403, AUTHENTICATION: 401 };

function firstError(body: unknown): GraphQLError | undefined {
  const errors = (body as GraphQLBody | undefined)?.errors;
  return Array.isArray(errors) ? errors[0] : undefined;
}

/** The classic-style status of a translated request's answer. */
export function statusOfGraphQLResponse(httpStatus: number, body: unknown): number {
  if (httpStatus !== 200) return httpStatus > 0 ? httpStatus : 500;
  const error = firstError(body);
  if (!error) return (body as GraphQLBody | undefined)?.data ? 200 : 500;
  const errorClass = error.extensions?.errorClass;
  if (errorClass) return ERROR_CLASS_STATUS[errorClass] ?? 500;
  return error.message ? 403 : 500;
}

/** Whether a failed GraphQL answer should be redone against the classic API. */
export function shouldFallBackToClassic(httpStatus: number, body: unknown): boolean {
  if (httpStatus <= 0) return true;
  if ((body as GraphQLBody | undefined)?.data) return false;
  const errorClass = firstError(body)?.extensions?.errorClass;
  return errorClass === "UNKNOWN" || errorClass === "INTERNAL";
}

interface FieldErrorNode {
  field: string;
  fieldErrors?: FieldErrorNode[];
  code?: string;
  message?: string;
}

/** Rewrites a GraphQL error answer into the classic `{error, fieldErrors}` body components read. */
export function toClassicErrorBody(body: unknown): { error: { message?: string }; fieldErrors: FieldErrorNode[] } {
  const errors = (body as GraphQLBody | undefined)?.errors ?? [];
  const first = errors[0];
  const errorClass = first?.extensions?.errorClass;
  if (!errorClass) {
    return { error: { message: "There was a problem serving your request" }, fieldErrors: [] };
  }
  if (errorClass !== "VALIDATION") return { error: { message: first?.message }, fieldErrors: [] };

  const withPaths = errors.filter((error) => Array.isArray(error.extensions?.inputPath));
  if (withPaths.length === 0) return { error: { message: first?.message }, fieldErrors: [] };

  const root: FieldErrorNode[] = [];
  for (const error of withPaths) {
    const path = (error.extensions?.inputPath ?? []).slice(1);
    insertFieldError(root, path, { code: error.extensions?.legacyCode, message: error.message });
  }
  const legacyMessage = root[0]?.field === "creditCard" ? "Credit card is invalid" : undefined;
  return { error: { message: legacyMessage }, fieldErrors: root };
}

function insertFieldError(level: FieldErrorNode[], path: string[], leaf: { code?: string; message?: string }): void {
  const [field, ...rest] = path;
  if (field === undefined) return;
  if (rest.length === 0) {
    level.push({ code: leaf.code, field, message: leaf.message });
    return;
  }
  let node = level.find((candidate) => candidate.field === field && candidate.fieldErrors);
  if (!node) {
    node = { field, fieldErrors: [] };
    level.push(node);
  }
  insertFieldError(node.fieldErrors as FieldErrorNode[], rest, leaf);
}
