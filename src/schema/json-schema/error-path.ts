import type { PathSegment } from './types';
import { escapePointerToken, unescapePointerToken } from './uri';

/** The Ajv `instancePath` (a JSON Pointer) of an error location. */
export function errorInstancePath(path: readonly PathSegment[]): string {
  let pointer = '';
  for (const segment of path) pointer += '/' + escapePointerToken(String(segment));
  return pointer;
}

/**
 * The Standard Schema path the reference derives from an instancePath: each token becomes a
 * number when it survives an integer round trip, otherwise it is unescaped.
 */
export function standardPath(path: readonly PathSegment[]): PathSegment[] {
  return path.map((segment) => {
    if (typeof segment === 'number') return segment;
    const token = escapePointerToken(segment);
    const n = parseInt(token, 10);
    if (!Number.isNaN(n) && String(n) === token) return n;
    return unescapePointerToken(token);
  });
}
