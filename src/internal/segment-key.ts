/** The key of an issue path segment: a `{ key }` segment's key, or the segment itself, as a string. */
export function segmentKey(segment: unknown): string {
  if (typeof segment === 'object' && segment !== null && 'key' in segment) return String((segment as { key: unknown }).key);
  return String(segment);
}
