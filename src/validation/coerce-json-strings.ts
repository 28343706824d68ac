import { isPlainObject } from '../internal/is-plain-object';
import { setOwn } from '../internal/set-own';
import { jsonStringShapeOf } from '../schema/vendors/hooks';

/**
 * Per schema object: whether some top-level field of its object shape could take a JSON-encoded
 * string. False only when that is known for every field the repair could look up; the input is
 * then returned as it is.
 */
const mayCoerce = new WeakMap<object, boolean>();

/**
 * Some models send `'["a"]'` for an array field. For an object schema whose family offers the
 * repair (zod), parses top-level string values whose field expects an array or an object,
 * keeping a result of the right kind. Returns the input itself when nothing changed, and for a
 * schema {@link mayCoerce} knows to have no such field.
 */
export function coerceJsonStrings(schema: unknown, input: unknown): unknown {
  const cacheable = (typeof schema === 'object' && schema !== null) || typeof schema === 'function';
  if (!cacheable) return input;
  if (mayCoerce.get(schema) === false) return input;
  if (!isPlainObject(input)) return input;
  const shape = jsonStringShapeOf(schema);
  if (!shape) {
    mayCoerce.set(schema, false);
    return input;
  }
  if (shape.mayCoerce !== undefined) mayCoerce.set(schema, shape.mayCoerce);
  if (shape.mayCoerce === false) return input;
  let out: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(input)) {
    if (typeof value !== 'string') continue;
    const expects = shape.expects(key);
    if (!expects) continue;
    const text = value.trim();
    if (!(expects === 'array' && text.startsWith('[')) && !(expects === 'object' && text.startsWith('{'))) continue;
    // JSON text of an array or object ends with its closing bracket: without one the parse
    // fails anyway, after building whatever it read (10 MB of `[` is ten million arrays).
    if (!text.endsWith(expects === 'array' ? ']' : '}')) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      continue;
    }
    if ((expects === 'array' && Array.isArray(parsed)) || (expects === 'object' && isPlainObject(parsed))) {
      out ??= { ...input };
      setOwn(out, key, parsed);
    }
  }
  return out ?? input;
}
