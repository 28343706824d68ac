import { compilePattern } from './keywords-string';
import { checkChild, checkHere, forInKeys, report, schemaKeys, type Check, type KeywordCompiler } from './types';

type Data = Record<string, unknown>;

/** `maxProperties`. */
export const maxProperties: KeywordCompiler = (value) => {
  const bound = value as number;
  const message = `must NOT have more than ${String(bound)} properties`;
  return (data, state) => {
    if (Object.keys(data as object).length > bound) report(state, message);
  };
};

/** `minProperties`. */
export const minProperties: KeywordCompiler = (value) => {
  const bound = value as number;
  const message = `must NOT have fewer than ${String(bound)} properties`;
  return (data, state) => {
    if (Object.keys(data as object).length < bound) report(state, message);
  };
};

/** `required`: one error per missing (undefined) property, in declaration order. */
export const required: KeywordCompiler = (value) => {
  const names = value as string[];
  if (names.length === 0) return undefined;
  const messages = names.map((name) => `must have required property '${name}'`);
  return (data, state) => {
    const object = data as Data;
    for (let i = 0; i < names.length; i++) if (object[names[i] as string] === undefined) report(state, messages[i] as string);
  };
};

/** `properties`: each declared property that is present (not undefined). */
export const properties: KeywordCompiler = (value, ctx) => {
  const map = value as Data;
  const names: string[] = [];
  const checks: Check[] = [];
  for (const name of schemaKeys(map)) {
    if (ctx.compiler.alwaysValid(map[name])) continue;
    names.push(name);
    checks.push(ctx.compiler.compile(map[name], ctx.base));
  }
  if (names.length === 0) return undefined;
  return (data, state) => {
    const object = data as Data;
    for (let i = 0; i < names.length; i++) {
      const name = names[i] as string;
      const child = object[name];
      if (child !== undefined) checkChild(checks[i] as Check, child, name, state);
    }
  };
};

/** `patternProperties`: for each pattern, every matching key. */
export const patternProperties: KeywordCompiler = (value, ctx) => {
  const map = value as Data;
  const patterns = schemaKeys(map);
  const always = patterns.map((p) => ctx.compiler.alwaysValid(map[p]));
  const unevaluated = ctx.compiler.dialect === 'draft-2020-12';
  if (patterns.length === 0 || (always.every(Boolean) && !unevaluated)) return undefined;
  const rules: [RegExp, Check | undefined][] = patterns.map((p, i) => [compilePattern(p), always[i] ? undefined : ctx.compiler.compile(map[p], ctx.base)]);
  return (data, state) => {
    const keys = forInKeys(data as object);
    for (const [regex, check] of rules) {
      if (check === undefined) continue;
      for (const key of keys) if (regex.test(key)) checkChild(check, (data as Data)[key], key, state);
    }
  };
};

/** `additionalProperties`: keys matched by neither `properties` nor `patternProperties`. */
export const additionalProperties: KeywordCompiler = (value, ctx) => {
  if (ctx.compiler.alwaysValid(value)) return undefined;
  const declared = new Set(schemaKeys(ctx.schema.properties));
  const patterns = schemaKeys(ctx.schema.patternProperties).map(compilePattern);
  const isAdditional = (key: string): boolean => !declared.has(key) && !patterns.some((p) => p.test(key));
  if (value === false) {
    return (data, state) => {
      for (const key of forInKeys(data as object)) {
        if (isAdditional(key)) report(state, 'must NOT have additional properties');
      }
    };
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const check = ctx.compiler.compile(value, ctx.base);
  return (data, state) => {
    for (const key of forInKeys(data as object)) {
      if (isAdditional(key)) checkChild(check, (data as Data)[key], key, state);
    }
  };
};

/** `propertyNames`: every key, checked as a string at the object's own location. */
export const propertyNames: KeywordCompiler = (value, ctx) => {
  if (ctx.compiler.alwaysValid(value)) return undefined;
  const check = ctx.compiler.compile(value, ctx.base);
  return (data, state) => {
    for (const key of forInKeys(data as object)) {
      if (!checkHere(check, key, state)) report(state, 'property name must be valid');
    }
  };
};

/** Property dependencies (`dependencies` arrays, `dependentRequired`). */
function propertyDependencies(deps: Record<string, string[]>): Check | undefined {
  const rules = Object.keys(deps)
    .filter((name) => (deps[name] as string[]).length > 0)
    .map((name) => {
      const list = deps[name] as string[];
      const noun = list.length === 1 ? 'property' : 'properties';
      return { name, list, message: `must have ${noun} ${list.join(', ')} when property ${name} is present` };
    });
  if (rules.length === 0) return undefined;
  return (data, state) => {
    const object = data as Data;
    for (const rule of rules) {
      if (object[rule.name] === undefined) continue;
      for (const dep of rule.list) if (object[dep] === undefined) report(state, rule.message);
    }
  };
}

/** Schema dependencies (`dependencies` schemas, `dependentSchemas`). */
function schemaDependencies(deps: Data, ctx: Parameters<KeywordCompiler>[1]): Check | undefined {
  const rules: [string, Check][] = [];
  for (const name of Object.keys(deps)) {
    if (!ctx.compiler.alwaysValid(deps[name])) rules.push([name, ctx.compiler.compile(deps[name], ctx.base)]);
  }
  if (rules.length === 0) return undefined;
  return (data, state) => {
    for (const [name, check] of rules) if ((data as Data)[name] !== undefined) check(data, state);
  };
}

function split(map: Data): [Record<string, string[]>, Data] {
  const props: Record<string, string[]> = {};
  const schemas: Data = {};
  for (const key in map) {
    if (key === '__proto__') continue;
    const dep = map[key];
    if (Array.isArray(dep)) props[key] = dep as string[];
    else schemas[key] = dep;
  }
  return [props, schemas];
}

/** `dependencies` (draft-07 style, also honoured by 2020-12): arrays first, then schemas. */
export const dependencies: KeywordCompiler = (value, ctx) => {
  const [props, schemas] = split(value as Data);
  const checks = [propertyDependencies(props), schemaDependencies(schemas, ctx)].filter((c) => c !== undefined);
  if (checks.length === 0) return undefined;
  return (data, state) => {
    for (const check of checks) check(data, state);
  };
};

/** `dependentRequired` (2020-12). */
export const dependentRequired: KeywordCompiler = (value) => propertyDependencies(value as Record<string, string[]>);

/** `dependentSchemas` (2020-12). */
export const dependentSchemas: KeywordCompiler = (value, ctx) => schemaDependencies(value as Data, ctx);
