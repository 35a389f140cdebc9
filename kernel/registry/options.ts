import { safeParse, type BaseIssue, type GenericSchema } from "valibot";
import { createError, type ErrorDefinition } from "../errors/braintree-error.js";
import { sharedErrors } from "../errors/catalogue.js";

/** Checks a component's create options; throws the catalogue error of the first problem. */
export type OptionsValidator = (options: unknown) => void;

/**
 * A validator from a valibot schema whose issue messages are error codes of `errors`. A code whose
 * catalogue entry has no fixed message gets one from `describeIssue`.
 */
export function withSchema(
  schema: GenericSchema,
  errors: Record<string, ErrorDefinition>,
  describeIssue?: (issue: BaseIssue<unknown>) => string,
): OptionsValidator {
  return (options) => {
    const result = safeParse(schema, options);
    if (result.success) return;
    const issue = result.issues[0];
    const definition = errors[issue.message];
    const path = issue.path?.map((item) => String(item.key)).join(".");
    if (definition) {
      throw createError(definition, {
        message: definition.message ?? describeIssue?.(issue) ?? issue.message,
        details: path ? { option: path } : undefined,
      });
    }
    throw createError(sharedErrors.INSTANTIATION_OPTION_REQUIRED, {
      message: path ? `options.${path} is invalid: ${issue.message}` : issue.message,
    });
  };
}
