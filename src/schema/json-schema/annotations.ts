import { isObjectRecord } from '../../internal/is-object';
import { compilePattern } from './keywords-string';
import { checkSilently, forInKeys, schemaKeys, type Annotator, type Evaluated, type SchemaObject, type SubschemaCompiler } from './types';

function addProps(into: Evaluated, names: Iterable<string>): void {
  if (into.props === true) return;
  for (const name of names) into.props.add(name);
}

function addItems(into: Evaluated, count: true | number): void {
  if (into.items === true) return;
  into.items = count === true ? true : Math.max(into.items, count);
}

/**
 * Builds the collector of what one schema object evaluates, following Ajv's bookkeeping:
 * `properties` names, matching `patternProperties` keys, all props with
 * `additionalProperties`; tuple lengths and "all items" for `items` / `contains`; merged from
 * `allOf` and `$ref` always, and from passing `if` / `anyOf` / `oneOf` / clause / dependent schemas.
 */
export function buildAnnotator(schema: SchemaObject, base: string, compiler: SubschemaCompiler, skipUnevaluated: boolean): Annotator {
  const parts: Annotator[] = [];
  const sub = (s: unknown): Annotator => compiler.annotator(s, base);
  const valid = (s: unknown) => (compiler.alwaysValid(s) ? () => true : compiler.compile(s, base));
  const allProps = schema.additionalProperties !== undefined || (!skipUnevaluated && schema.unevaluatedProperties !== undefined);
  if (allProps) parts.push((_d, _s, into) => void (into.props = true));
  if (schema.properties !== undefined) {
    const names = schemaKeys(schema.properties);
    parts.push((_d, _s, into) => addProps(into, names));
  }
  if (schema.patternProperties !== undefined) {
    const patterns = schemaKeys(schema.patternProperties).map(compilePattern);
    parts.push((data, _s, into) => {
      if (isObjectRecord(data))
        addProps(
          into,
          forInKeys(data).filter((key) => patterns.some((p) => p.test(key))),
        );
    });
  }
  if (Array.isArray(schema.prefixItems)) {
    const length = schema.prefixItems.length;
    if (length > 0) parts.push((_d, _s, into) => addItems(into, length));
  }
  const min = schema.minContains === undefined ? 1 : (schema.minContains as number);
  const max = schema.maxContains as number | undefined;
  const containsAll =
    schema.contains !== undefined && !compiler.alwaysValid(schema.contains) && !(max === undefined && min === 0) && !(max !== undefined && min > max);
  if (schema.items !== undefined || containsAll || (!skipUnevaluated && schema.unevaluatedItems !== undefined)) {
    parts.push((_d, _s, into) => addItems(into, true));
  }
  for (const keyword of ['$ref', '$dynamicRef', '$recursiveRef']) {
    const ref = schema[keyword];
    if (typeof ref !== 'string') continue;
    const target = compiler.resolveReference(ref, base, keyword !== '$ref');
    const annotate = compiler.annotator(target.schema, target.base);
    parts.push(annotate);
  }
  if (Array.isArray(schema.allOf)) parts.push(...schema.allOf.map(sub));
  if (Array.isArray(schema.anyOf)) {
    const branches = schema.anyOf.map((s) => [valid(s), sub(s)] as const);
    parts.push((data, state, into) => {
      for (const [check, annotate] of branches) if (checkSilently(check, data, state)) annotate(data, state, into);
    });
  }
  if (Array.isArray(schema.oneOf)) {
    const branches = schema.oneOf.map((s) => [valid(s), sub(s)] as const);
    parts.push((data, state, into) => {
      const passing = branches.filter(([check]) => checkSilently(check, data, state));
      if (passing.length > 0) passing[0]?.[1](data, state, into);
    });
  }
  const hasClause = (k: string): boolean => schema[k] !== undefined && !compiler.alwaysValid(schema[k]);
  if (schema.if !== undefined && (hasClause('then') || hasClause('else'))) {
    const condition = valid(schema.if);
    const annotateIf = sub(schema.if);
    const clauses = (['then', 'else'] as const).map((k) => (hasClause(k) ? ([valid(schema[k]), sub(schema[k])] as const) : undefined));
    parts.push((data, state, into) => {
      const matched = checkSilently(condition, data, state);
      if (matched) annotateIf(data, state, into);
      const clause = clauses[matched ? 0 : 1];
      if (clause && checkSilently(clause[0], data, state)) clause[1](data, state, into);
    });
  }
  const dependents: Record<string, unknown> = {};
  for (const keyword of ['dependencies', 'dependentSchemas']) {
    const map = schema[keyword];
    if (!isObjectRecord(map)) continue;
    for (const key of Object.keys(map)) if (!Array.isArray(map[key]) && !compiler.alwaysValid(map[key])) dependents[key] = map[key];
  }
  const dependentParts = Object.keys(dependents).map((key) => [key, valid(dependents[key]), sub(dependents[key])] as const);
  if (dependentParts.length > 0) {
    parts.push((data, state, into) => {
      if (!isObjectRecord(data)) return;
      for (const [key, check, annotate] of dependentParts) {
        if (data[key] !== undefined && checkSilently(check, data, state)) annotate(data, state, into);
      }
    });
  }
  return (data, state, into) => {
    for (const part of parts) part(data, state, into);
  };
}
