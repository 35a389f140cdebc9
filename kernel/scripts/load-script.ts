import { createError } from "../errors/braintree-error.js";
import { sharedErrors } from "../errors/catalogue.js";

export interface ScriptOptions {
  src: string;
  /** Subresource integrity, e.g. "sha384-…"; the script is refused when it does not match. */
  integrity?: string;
  crossOrigin?: "anonymous" | "use-credentials";
  /** data-* attributes to set on the tag (some third-party SDKs read their options from them). */
  dataAttributes?: Record<string, string>;
  /** Message of the error when the script cannot be loaded. */
  errorMessage?: string;
  /** Run in the order scripts were requested (they still download in parallel). */
  ordered?: boolean;
}

const loading = new Map<string, Promise<HTMLScriptElement>>();

/** Loads a script once per URL; concurrent callers share one load, a failed load may be tried again. */
export function loadScript(options: ScriptOptions): Promise<HTMLScriptElement> {
  const pending = loading.get(options.src);
  if (pending) return pending;
  const promise = new Promise<HTMLScriptElement>((resolve, reject) => {
    const script = document.createElement("script");
    script.async = !options.ordered;
    script.src = options.src;
    if (options.integrity) {
      script.integrity = options.integrity;
      script.crossOrigin = options.crossOrigin ?? "anonymous";
    } else if (options.crossOrigin) {
      script.crossOrigin = options.crossOrigin;
    }
    for (const [key, value] of Object.entries(options.dataAttributes ?? {})) script.setAttribute(`data-${key}`, value);
    script.addEventListener("load", () => resolve(script));
    script.addEventListener("error", () => {
      loading.delete(options.src);
      script.remove();
      reject(
        createError(sharedErrors.CLIENT_SCRIPT_FAILED_TO_LOAD, {
          message: options.errorMessage,
          details: { src: options.src },
        }),
      );
    });
    (document.head ?? document.documentElement).appendChild(script);
  });
  loading.set(options.src, promise);
  return promise;
}
