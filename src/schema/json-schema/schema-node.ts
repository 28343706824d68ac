import { declaredTypes, typeGuard } from './data-types';
import type { KeywordGroup } from './keyword-table';
import { report, type Check, type SchemaObject, type SubschemaCompiler } from './types';

interface CompiledGroup {
  /** The type guard of the group, or undefined for the type-independent group. */
  guard: ((data: unknown) => boolean) | undefined;
  checks: Check[];
  /** Report the type error here (single declared type whose group has keywords). */
  typeError: boolean;
}

function groupUsed(schema: SchemaObject, group: KeywordGroup): boolean {
  return group.rules.some((r) => schema[r.keyword] !== undefined);
}

/**
 * Compiles one schema object into a check. Keywords run in Ajv's order: an up-front type check
 * (unless the single declared type has its own keyword group), then the type-independent
 * keywords, then one group per JSON type, guarded by that type.
 */
export function compileSchemaObject(schema: SchemaObject, base: string, groups: readonly KeywordGroup[], compiler: SubschemaCompiler): Check {
  const types = declaredTypes(schema);
  const single = types.length === 1 ? types[0] : undefined;
  const ownGroup = groups.find((g) => g.type !== undefined && g.type === single);
  const typeUpFront = types.length > 0 && !(ownGroup !== undefined && groupUsed(schema, ownGroup));
  const typeMessage = `must be ${String(schema.type)}`;
  const ctx = { schema, base, compiler };

  const compiled: CompiledGroup[] = [];
  for (const group of groups) {
    if (!groupUsed(schema, group)) continue;
    const checks: Check[] = [];
    for (const r of group.rules) {
      const value = schema[r.keyword];
      if (value === undefined || r.compile === undefined) continue;
      const check = r.compile(value, ctx);
      if (check !== undefined) checks.push(check);
    }
    const typeError = !typeUpFront && group.type !== undefined && group.type === single;
    if (checks.length > 0 || typeError) {
      compiled.push({ guard: group.type === undefined ? undefined : typeGuard([group.type]), checks, typeError });
    }
  }

  if (!typeUpFront && compiled.length === 0) return () => undefined;
  if (!typeUpFront && compiled.length === 1 && compiled[0]?.guard === undefined) {
    const checks = compiled[0]?.checks ?? [];
    if (checks.length === 1) return checks[0] as Check;
  }
  const isDeclaredType = typeUpFront ? typeGuard(types) : undefined;
  return (data, state) => {
    if (isDeclaredType !== undefined && !isDeclaredType(data)) report(state, typeMessage);
    for (const group of compiled) {
      if (group.guard === undefined || group.guard(data)) {
        const checks = group.checks;
        for (let i = 0; i < checks.length; i++) (checks[i] as Check)(data, state);
      } else if (group.typeError) {
        report(state, typeMessage);
      }
    }
  };
}
