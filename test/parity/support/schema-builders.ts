// The schema vocabulary of the parity tests and its builders, one per library: a node tree
// (`SchemaNode`) turned into the same schema in zod 4, zod/mini, zod 3 (both copies), valibot,
// arktype, plain JSON Schema and the AI SDK's jsonSchema(). The fixed tests write trees with `S`;
// the fuzzers generate them. Every call builds a fresh schema object, so each side gets its own.
import { type as ark } from 'arktype';
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import { jsonSchema as aiJsonSchema } from 'ai';
import * as v from 'valibot';
import { z as z4 } from 'zod';
import * as zm from 'zod/mini';
import { z as zv3 } from 'zod/v3';
import { z as z3pkg } from 'zod3';

export type SchemaNode =
  | { k: 'string' }
  | { k: 'number' }
  | { k: 'boolean' }
  | { k: 'enum'; values: string[] }
  | { k: 'array'; of: SchemaNode }
  | { k: 'object'; fields: Array<[string, SchemaNode]>; strict: boolean }
  | { k: 'record'; of: SchemaNode }
  | { k: 'union'; options: SchemaNode[] }
  | { k: 'optional'; of: SchemaNode }
  | { k: 'nullable'; of: SchemaNode }
  | { k: 'default'; of: SchemaNode; value: unknown }
  // Wrappers the JSON-string repair unwraps (zod 3 effects, brands) or does not (zod 4 pipes).
  | { k: 'refine'; of: SchemaNode }
  | { k: 'transform'; of: SchemaNode }
  | { k: 'brand'; of: SchemaNode };

export interface FuzzLib {
  name: string;
  build(n: SchemaNode): any;
}

const fromEntries = (fields: Array<[string, any]>) => {
  // defineProperty: a field named `__proto__` must be an own key of the shape
  const out: Record<string, any> = {};
  for (const [k, val] of fields) Object.defineProperty(out, k, { value: val, enumerable: true, writable: true, configurable: true });
  return out;
};

function zodClassic(name: string, z: any): FuzzLib {
  const go = (n: SchemaNode): any => {
    switch (n.k) {
      case 'string':
        return z.string();
      case 'number':
        return z.number();
      case 'boolean':
        return z.boolean();
      case 'enum':
        return z.enum(n.values);
      case 'array':
        return z.array(go(n.of));
      case 'object': {
        const o = z.object(fromEntries(n.fields.map(([k, c]) => [k, go(c)])));
        return n.strict ? o.strict() : o;
      }
      case 'record':
        return z.record(z.string(), go(n.of));
      case 'union':
        return z.union(n.options.map(go));
      case 'optional':
        return go(n.of).optional();
      case 'nullable':
        return go(n.of).nullable();
      case 'default':
        return go(n.of).default(n.value);
      case 'refine':
        return go(n.of).refine(() => true);
      case 'transform':
        return go(n.of).transform((x: unknown) => x);
      case 'brand':
        return go(n.of).brand();
    }
  };
  return { name, build: go };
}

const zodMini: FuzzLib = {
  name: 'zod/mini',
  build: function go(n: SchemaNode): any {
    switch (n.k) {
      case 'string':
        return zm.string();
      case 'number':
        return zm.number();
      case 'boolean':
        return zm.boolean();
      case 'enum':
        return zm.enum(n.values as [string, ...string[]]);
      case 'array':
        return zm.array(go(n.of));
      case 'object': {
        const shape = fromEntries(n.fields.map(([k, c]) => [k, go(c)]));
        return n.strict ? zm.strictObject(shape) : zm.object(shape);
      }
      case 'record':
        return zm.record(zm.string(), go(n.of));
      case 'union':
        return zm.union(n.options.map(go) as any);
      case 'optional':
        return zm.optional(go(n.of));
      case 'nullable':
        return zm.nullable(go(n.of));
      case 'default':
        return zm._default(go(n.of), n.value as any);
      case 'refine':
        return go(n.of).check(zm.refine(() => true));
      case 'transform':
        return zm.pipe(
          go(n.of),
          zm.transform((x: unknown) => x),
        );
      case 'brand':
        return go(n.of).brand();
    }
  },
};

function valibotRaw(n: SchemaNode): any {
  switch (n.k) {
    case 'string':
      return v.string();
    case 'number':
      return v.number();
    case 'boolean':
      return v.boolean();
    case 'enum':
      return v.picklist(n.values);
    case 'array':
      return v.array(valibotRaw(n.of));
    case 'object': {
      const shape = fromEntries(n.fields.map(([k, c]) => [k, valibotRaw(c)]));
      return n.strict ? v.strictObject(shape) : v.object(shape);
    }
    case 'record':
      return v.record(v.string(), valibotRaw(n.of));
    case 'union':
      return v.union(n.options.map(valibotRaw));
    case 'optional':
      return v.optional(valibotRaw(n.of));
    case 'nullable':
      return v.nullable(valibotRaw(n.of));
    case 'default':
      return v.optional(valibotRaw(n.of), n.value as any);
    case 'transform':
      return v.pipe(
        valibotRaw(n.of),
        v.transform((x: unknown) => x),
      );
    // `check` and `brand` actions make the JSON Schema conversion throw (on both sides), which
    // would end most scenarios before validation: they are left out.
    case 'refine':
    case 'brand':
      return valibotRaw(n.of);
  }
}

const valibotLib: FuzzLib = { name: 'valibot', build: (n) => toStandardJsonSchema(valibotRaw(n)) };

// Shared by both sides: arktype names functions in its messages by a serial number given at
// first sight (`Function(fn12)`), so a new function per side would give different messages.
const EMPTY_ARRAY = () => [];
const IDENTITY = (x: unknown) => x;

/** arktype: optionality and defaults belong to object keys, so elsewhere they fall back to the inner type. */
function arkDef(n: SchemaNode): any {
  switch (n.k) {
    case 'string':
    case 'number':
    case 'boolean':
      return ark(n.k);
    case 'enum':
      return ark.enumerated(...n.values);
    case 'array':
      return arkDef(n.of).array();
    case 'object': {
      const def: Record<string, any> = {};
      if (n.strict) def['+'] = 'reject';
      for (const [k, c] of n.fields) {
        // arktype reads a trailing `?` as optional: a literal key ending in `?` would need escaping; the pool has none
        const key = c.k === 'optional' ? `${k}?` : k;
        // arktype takes a non-primitive default (here always `[]`) as a function returning it
        const dflt = (d: unknown) => (Array.isArray(d) ? EMPTY_ARRAY : d);
        const value = c.k === 'optional' ? arkDef(c.of) : c.k === 'default' ? arkDef(c.of).default(dflt(c.value)) : arkDef(c);
        Object.defineProperty(def, key, { value, enumerable: true, writable: true, configurable: true });
      }
      return ark(def);
    }
    case 'record':
      return ark.Record('string', arkDef(n.of));
    case 'union':
      return arkDef(n.options[0]!).or(arkDef(n.options[1]!));
    case 'optional':
    case 'default':
    case 'brand':
      return arkDef(n.of);
    case 'nullable':
      return arkDef(n.of).or('null');
    case 'refine':
      return arkDef(n.of).narrow(() => true);
    case 'transform':
      return arkDef(n.of).pipe(IDENTITY);
  }
}

const arktypeLib: FuzzLib = { name: 'arktype', build: arkDef };

export function jsonSchema(n: SchemaNode): any {
  switch (n.k) {
    case 'string':
    case 'number':
    case 'boolean':
      return { type: n.k };
    case 'enum':
      return { type: 'string', enum: n.values };
    case 'array':
      return { type: 'array', items: jsonSchema(n.of) };
    case 'object': {
      const properties = fromEntries(n.fields.map(([k, c]) => [k, jsonSchema(c)]));
      const required = n.fields.filter(([, c]) => c.k !== 'optional' && c.k !== 'default').map(([k]) => k);
      const out: any = { type: 'object', properties };
      if (required.length) out.required = required;
      if (n.strict) out.additionalProperties = false;
      return out;
    }
    case 'record':
      return { type: 'object', additionalProperties: jsonSchema(n.of) };
    case 'union':
      return { anyOf: n.options.map(jsonSchema) };
    case 'optional':
      return jsonSchema(n.of);
    case 'nullable':
      return { anyOf: [jsonSchema(n.of), { type: 'null' }] };
    case 'default':
      return { ...jsonSchema(n.of), default: n.value };
    case 'refine':
    case 'transform':
    case 'brand':
      return jsonSchema(n.of);
  }
}

const jsonSchemaLib: FuzzLib = { name: 'json-schema', build: jsonSchema };

export const FUZZ_LIBS: FuzzLib[] = [
  zodClassic('zod4', z4),
  zodMini,
  zodClassic('zod/v3', zv3),
  zodClassic('zod3', z3pkg),
  valibotLib,
  arktypeLib,
  jsonSchemaLib,
];

/** A schema tree for the fixed tests (`S.object({...})` keeps the key order given). */
export type Node = SchemaNode;

/** A library that builds a {@link SchemaNode} into its own schema. */
export type Lib = FuzzLib;

export const S = {
  string: { k: 'string' } as SchemaNode,
  number: { k: 'number' } as SchemaNode,
  boolean: { k: 'boolean' } as SchemaNode,
  array: (of: SchemaNode): SchemaNode => ({ k: 'array', of }),
  object: (shape: Record<string, SchemaNode>): SchemaNode => ({ k: 'object', fields: Object.entries(shape), strict: false }),
  strict: (shape: Record<string, SchemaNode>): SchemaNode => ({ k: 'object', fields: Object.entries(shape), strict: true }),
  optional: (of: SchemaNode): SchemaNode => ({ k: 'optional', of }),
  nullable: (of: SchemaNode): SchemaNode => ({ k: 'nullable', of }),
};

/** The plain JSON Schema of a tree. */
export const toJson = jsonSchema;

const zod4ForAiSdk = zodClassic('zod', z4);

/** AI SDK jsonSchema() with a validate function backed by an equivalent zod 4 schema. */
const aiSdk: FuzzLib = {
  name: 'ai-sdk',
  build: (n) => {
    const zs = zod4ForAiSdk.build(n);
    return aiJsonSchema(jsonSchema(n), {
      validate: (value: unknown) => {
        const r = zs.safeParse(value);
        return r.success
          ? { success: true, value: r.data }
          : { success: false, error: new Error(r.error.issues.map((i: any) => `${i.path.join('.')}: ${i.message}`).join('; ')) };
      },
    } as any);
  },
};

/** AI SDK jsonSchema() without validate: everything passes. */
const aiSdkNoValidate: FuzzLib = { name: 'ai-sdk (no validate)', build: (n) => aiJsonSchema(jsonSchema(n)) };

/** Every library the fixed tests run through. */
export const LIBS: FuzzLib[] = [
  zodClassic('zod4', z4),
  zodMini,
  zodClassic('zod/v3', zv3),
  zodClassic('zod3', z3pkg),
  valibotLib,
  arktypeLib,
  aiSdk,
  aiSdkNoValidate,
  jsonSchemaLib,
];
