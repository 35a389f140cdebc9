// What React asks of a payment method's flow (plugins/flows.generated.ts), by the name the merchant gave and never by
// a name of its own: the flow module (imported on demand, the plugin's bundle fetched beside it) and whether the
// method can complete in this browser, asked of the instance itself (its isBrowserSupported) and of its flow.
import { createError, sharedErrors, type AnyFlow, type FlowContext } from "../../kernel/index.js";
import { hasFlow, loadFlow } from "../../plugins/flows.generated.js";
import { TaskStore } from "./task.js";

export type MethodSupport = { supported: true; reason?: undefined } | { supported: false; reason: string };

const SUPPORTED: MethodSupport = { supported: true };

const flows = new Map<string, TaskStore<AnyFlow>>();

/**
 * A method's flow while someone watches, imported once per page with the method's plugin fetched beside it (both are
 * needed before the instance can be made); undefined for a method without a flow.
 */
export function flowTaskOf(
  name: string,
  loadPlugin: (name: string) => Promise<unknown> | undefined,
): TaskStore<AnyFlow> | undefined {
  const existing = flows.get(name);
  if (existing) return existing;
  if (!hasFlow(name)) return undefined;
  const task = new TaskStore<AnyFlow>(
    () => Promise.all([loadFlow(name), loadPlugin(name)]).then(([flow]) => flow as AnyFlow),
    (originalError) => createError(sharedErrors.CLIENT_SCRIPT_FAILED_TO_LOAD, { details: { originalError } }),
  );
  flows.set(name, task);
  return task;
}

/**
 * Whether a created method can complete here: its own isBrowserSupported when it has one, then its flow's
 * `supported`. A flow that cannot tell (a wallet's script that failed to load) rejects with its error.
 */
export async function supportOf(name: string, flow: AnyFlow | undefined, context: FlowContext): Promise<MethodSupport> {
  const check = (context.instance as { isBrowserSupported?: unknown } | undefined)?.isBrowserSupported;
  if (typeof check === "function" && !askSafely(() => check.call(context.instance) === true)) {
    return { supported: false, reason: `${name}.isBrowserSupported() is false in this browser with these options.` };
  }
  const answer = flow?.supported ? await flow.supported(context) : true;
  return answer === true ? SUPPORTED : { supported: false, reason: answer };
}

function askSafely(question: () => boolean): boolean {
  try {
    return question();
  } catch {
    return false;
  }
}
