import { isPlainObject } from './repair';
import { isZodArray, isZodObject, unwrapZod, zodTypeName } from './zod-shape';

/**
 * Some models send `'["a"]'` for an array field. For a zod object schema, parses top-level
 * string values whose field expects an array or an object, keeping a result of the right kind.
 * Returns the input itself when nothing changed.
 */
export function coerceJsonStrings(schema: unknown, input: unknown): unknown {
  if (!isPlainObject(input)) return input;
  const object = unwrapZod(schema);
  if (!isZodObject(object)) return input;
  const shape = object.shape as Record<string, unknown> | undefined;
  if (!shape || typeof shape !== 'object') return input;
  let out: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(input)) {
    if (typeof value !== 'string' || !shape[key]) continue;
    const field = unwrapZod(shape[key]);
    if (zodTypeName(field) === 'ZodString') continue;
    const wantsArray = isZodArray(field);
    const wantsObject = !wantsArray && isZodObject(field);
    const text = value.trim();
    if (!(wantsArray && text.startsWith('[')) && !(wantsObject && text.startsWith('{'))) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      continue;
    }
    if ((wantsArray && Array.isArray(parsed)) || (wantsObject && isPlainObject(parsed))) {
      out ??= { ...input };
      out[key] = parsed;
    }
  }
  return out ?? input;
}
