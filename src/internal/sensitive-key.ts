/**
 * Keys whose values never leave in text toolwright writes: the default log line and the request
 * context a validation message shows the model. An HTTP client's error carries its request's
 * `Authorization` header or cookie, an SDK's error its API key, and a request context often holds
 * the incoming request's headers (`x-api-key`, `cookie`).
 */
const SENSITIVE_KEY = /passw|secret|token|api[-_]?key|auth|credential|cookie/i;

/** Whether the value under `key` is a secret to be written as `[REDACTED]`. */
export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}
