import { parseJson } from "../values/intrinsics.js";

/** Status used when the gateway gave no answer (connection refused or dropped). */
export const STATUS_NO_ANSWER = 0;
/** Status used when our own timeout fired first. */
export const STATUS_TIMED_OUT = -1;

export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeout: number;
}

export interface HttpResponse {
  status: number;
  /** Parsed JSON, or the raw text when the body is not JSON. */
  body: unknown;
  /** False when a body was present but was not valid JSON. */
  wellFormed: boolean;
}

/** One HTTP exchange. Never rejects: failures come back as status 0 (no answer) or -1 (timed out). */
export async function send(request: HttpRequest): Promise<HttpResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeout);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: controller.signal,
      credentials: "omit",
    });
    const text = await response.text();
    return { status: response.status, ...parseBody(text) };
  } catch {
    return { status: timedOut ? STATUS_TIMED_OUT : STATUS_NO_ANSWER, body: undefined, wellFormed: true };
  } finally {
    clearTimeout(timer);
  }
}

function parseBody(text: string): { body: unknown; wellFormed: boolean } {
  if (text === "") return { body: undefined, wellFormed: true };
  try {
    // The JSON the kernel found: a later script's JSON.parse could rewrite an address in the configuration before
    // it is checked (on a development build, to another loopback port the check trusts).
    return { body: parseJson(text), wellFormed: true };
  } catch {
    return { body: text, wellFormed: false };
  }
}

/** Sends once more when the first attempt got no answer or a 408: the one retry of spec §4. */
export async function sendWithRetry(request: HttpRequest): Promise<HttpResponse> {
  const first = await send(request);
  return isRetryable(first.status) ? send(request) : first;
}

export function isRetryable(status: number): boolean {
  return status === STATUS_NO_ANSWER || status === STATUS_TIMED_OUT || status === 408;
}

export function isSuccess(status: number): boolean {
  return status >= 200 && status < 400;
}
