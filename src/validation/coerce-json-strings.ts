import { isPlainObject } from '../internal/is-plain-object';
import { setOwn } from '../internal/set-own';
import { isZodArray, isZodObject, unwrapZod, zodTypeName } from './zod-shape';

/**
 * Per schema object: whether some top-level field of its zod object shape could take a
 * JSON-encoded string (its unwrapped type is a zod array or object). False only when that is
 * known for every field the repair could look up; then the repair is skipped.
 */
const mayCoerce = new WeakMap<object, boolean>();

/** What the repair finds in `shape`: a field it could parse for, none, or undefined when unsure. */
function shapeMayCoerce(shape: Record<string, unknown>): boolean | undefined {
  // Inherited lookups (`shape[key]`) then only reach Object.prototype, which holds no zod type.
  const proto = Object.getPrototypeOf(shape);
  if (proto !== Object.prototype && proto !== null) return undefined;
  const keys = Object.getOwnPropertyNames(shape);
  for (let i = 0; i < keys.length; i++) {
    const descriptor = Object.getOwnPropertyDescriptor(shape, keys[i]!);
    if (!descriptor || !('value' in descriptor)) return undefined; // a getter may answer differently later
    const field = unwrapZod(descriptor.value);
    if (isZodArray(field) || isZodObject(field)) return true;
  }
  return false;
}

/**
 * Some models send `'["a"]'` for an array field. For a zod object schema, parses top-level
 * string values whose field expects an array or an object, keeping a result of the right kind.
 * Returns the input itself when nothing changed.
 *
 * Whether the schema has any such field is worked out once per schema object (zod reads an
 * object schema's shape once too); a schema without one skips the walk.
 */
export function coerceJsonStrings(schema: unknown, input: unknown): unknown {
  const cacheable = (typeof schema === 'object' && schema !== null) || typeof schema === 'function';
  if (cacheable && mayCoerce.get(schema) === false) return input;
  if (!isPlainObject(input)) return input;
  const object = unwrapZod(schema);
  if (!isZodObject(object)) return remember(cacheable, schema, false, input);
  const shape = object.shape as Record<string, unknown> | undefined;
  if (!shape || typeof shape !== 'object') return input;
  if (cacheable) {
    const known = shapeMayCoerce(shape);
    if (known !== undefined) mayCoerce.set(schema, known);
    if (known === false) return input;
  }
  let out: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(input)) {
    if (typeof value !== 'string' || !shape[key]) continue;
    const field = unwrapZod(shape[key]);
    if (zodTypeName(field) === 'ZodString') continue;
    const wantsArray = isZodArray(field);
    const wantsObject = !wantsArray && isZodObject(field);
    const text = value.trim();
    if (!(wantsArray && text.startsWith('[')) && !(wantsObject && text.startsWith('{'))) continue;
    // JSON text of an array or object ends with its closing bracket: without one the parse
    // fails anyway, after building whatever it read (10 MB of `[` is ten million arrays).
    if (!text.endsWith(wantsArray ? ']' : '}')) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      continue;
    }
    if ((wantsArray && Array.isArray(parsed)) || (wantsObject && isPlainObject(parsed))) {
      out ??= { ...input };
      setOwn(out, key, parsed);
    }
  }
  return out ?? input;
}

function remember(cacheable: boolean, schema: unknown, value: boolean, input: unknown): unknown {
  if (cacheable) mayCoerce.set(schema as object, value);
  return input;
}
