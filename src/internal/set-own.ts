/**
 * Stores `value` under `key` as an own enumerable data property, as `JSON.parse` and spreading
 * make it. Plain assignment does the same for every key but `__proto__`, where it would set the
 * prototype (an object value) or do nothing (any other value).
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
