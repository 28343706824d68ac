/**
 * `derive` kept per schema object: what depends on a schema alone (its Standard Schema form, the
 * shape of its input JSON Schema, its request-context codec) is worked out at the first call that
 * needs it, never per call (STYLE.md habit 9; bench rows: execute, valid and invalid input, every
 * row; request context). A schema mutated after that call is therefore not seen (docs/compatibility.md,
 * "Derived data is cached per schema"). A `derive` that throws keeps nothing: the next call asks again.
 */
export function perSchema<K extends object, V>(derive: (schema: K) => V): (schema: K) => V {
  const kept = new WeakMap<K, V>();
  return (schema) => {
    let value = kept.get(schema);
    if (value === undefined) {
      value = derive(schema);
      kept.set(schema, value);
    }
    return value;
  };
}
