/**
 * `record[key]` when `key` is an own property, else `undefined`: a name from a model or a caller
 * must never reach `Object.prototype` members such as `toString` or `__proto__`.
 */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}
