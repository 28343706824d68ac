import type { StandardTypedV1 } from '@standard-schema/spec';
import type { StandardSchemaWithJSON } from './types';

/** The primitive type names JSON Schema draft-07 knows. */
export type JSONSchema7TypeName = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** Any JSON value, as allowed in `enum`, `const`, `default` and `examples`. */
export type JSONSchema7Type = string | number | boolean | null | JSONSchema7Object | JSONSchema7Array;

/** A JSON object value (an interface that refers to itself, as in `@types/json-schema`). */
export interface JSONSchema7Object {
  [key: string]: JSONSchema7Type;
}

/** A JSON array value (an interface that refers to itself, as in `@types/json-schema`). */
export interface JSONSchema7Array extends Array<JSONSchema7Type> {}

/** A schema or a boolean schema (`true` accepts everything, `false` nothing). */
export type JSONSchema7Definition = JSONSchema7 | boolean;

type Opt<T> = T | undefined;
type DefinitionMap = { [key: string]: JSONSchema7Definition };

/**
 * A draft-07 JSON Schema document as a TypeScript type. It accepts the same object literals
 * as `JSONSchema7` from `@types/json-schema`, so a plain JSON Schema can be passed wherever
 * a tool schema is expected.
 */
export interface JSONSchema7 {
  $id?: Opt<string>;
  $ref?: Opt<string>;
  $schema?: Opt<string>;
  $comment?: Opt<string>;
  $defs?: Opt<DefinitionMap>;
  definitions?: Opt<DefinitionMap>;

  type?: Opt<JSONSchema7TypeName | JSONSchema7TypeName[]>;
  enum?: Opt<JSONSchema7Type[]>;
  const?: Opt<JSONSchema7Type>;

  multipleOf?: Opt<number>;
  maximum?: Opt<number>;
  exclusiveMaximum?: Opt<number>;
  minimum?: Opt<number>;
  exclusiveMinimum?: Opt<number>;

  maxLength?: Opt<number>;
  minLength?: Opt<number>;
  pattern?: Opt<string>;
  format?: Opt<string>;
  contentMediaType?: Opt<string>;
  contentEncoding?: Opt<string>;

  items?: Opt<JSONSchema7Definition | JSONSchema7Definition[]>;
  additionalItems?: Opt<JSONSchema7Definition>;
  maxItems?: Opt<number>;
  minItems?: Opt<number>;
  uniqueItems?: Opt<boolean>;
  contains?: Opt<JSONSchema7Definition>;

  maxProperties?: Opt<number>;
  minProperties?: Opt<number>;
  required?: Opt<string[]>;
  properties?: Opt<DefinitionMap>;
  patternProperties?: Opt<DefinitionMap>;
  additionalProperties?: Opt<JSONSchema7Definition>;
  dependencies?: Opt<{ [key: string]: JSONSchema7Definition | string[] }>;
  propertyNames?: Opt<JSONSchema7Definition>;

  if?: Opt<JSONSchema7Definition>;
  then?: Opt<JSONSchema7Definition>;
  else?: Opt<JSONSchema7Definition>;
  allOf?: Opt<JSONSchema7Definition[]>;
  anyOf?: Opt<JSONSchema7Definition[]>;
  oneOf?: Opt<JSONSchema7Definition[]>;
  not?: Opt<JSONSchema7Definition>;

  title?: Opt<string>;
  description?: Opt<string>;
  default?: Opt<JSONSchema7Type>;
  readOnly?: Opt<boolean>;
  writeOnly?: Opt<boolean>;
  examples?: Opt<JSONSchema7Type>;
}

/**
 * The members every supported zod major shares (v3 carries `_def`, v4 carries `_zod`).
 * Kept shallow on purpose: zod's own deep types would tie the public API to one zod release
 * (the public types are built on Standard Schema, never on zod's).
 */
export type ZodLikeSchema<Output = unknown, Input = Output> = {
  readonly _output: Output;
  readonly _input: Input;
  parse(data: unknown): Output;
  safeParse(data: unknown): unknown;
} & ({ readonly _def: unknown } | { readonly _zod: unknown });

/** The outcome of an AI SDK schema's `validate`. */
export type AiSdkValidationResult<Output> = { success: true; value: Output } | { success: false; error: Error };

/** The shape of an AI SDK `Schema` (v4, v5 and v6), as built by `jsonSchema()` or `zodSchema()`. */
export type AiSdkSchemaLike<Output = unknown> = {
  _type: Output;
  readonly validate?: ((value: unknown) => AiSdkValidationResult<Output> | PromiseLike<AiSdkValidationResult<Output>>) | undefined;
  readonly jsonSchema: JSONSchema7 | PromiseLike<JSONSchema7>;
};

/** Anything that only carries an output type marker, as the AI SDK does. */
export type TypeMarkedSchema<Output = unknown> = { _type: Output };

/**
 * Every schema form a tool accepts: a zod schema (v3 or v4), an AI SDK schema, a plain
 * JSON Schema object, or a Standard Schema that also implements Standard JSON Schema
 * (valibot via `toStandardJsonSchema`, arktype, zod 4).
 */
export type PublicSchema<Output = unknown, Input = Output> =
  | ZodLikeSchema<Output, Input>
  | AiSdkSchemaLike<Output>
  | JSONSchema7
  | StandardSchemaWithJSON<Input, Output>
  | TypeMarkedSchema<Output>;

/**
 * What `createTool` checks a schema option against: the forms of {@link PublicSchema}, a zod
 * schema recognised by its type members alone (`_output`, `_input`, and `_def` or `_zod`), so
 * that TypeScript does not compare a zod schema's `parse` (typed by its `this`) for every tool.
 */
export type PublicSchemaOption =
  | ({ readonly _output: unknown; readonly _input: unknown } & ({ readonly _def: unknown } | { readonly _zod: unknown }))
  | AiSdkSchemaLike<any>
  | JSONSchema7
  | StandardSchemaWithJSON<any, any>
  | TypeMarkedSchema<any>;

/**
 * The output type of a schema, i.e. what validation hands to `execute` (after transforms).
 * Looks at zod's `_output`, then the AI SDK's `_type`, then Standard Schema's output type;
 * a plain JSON Schema object yields `unknown`.
 */
export type InferPublicSchema<S extends PublicSchema> = S extends { _output: infer O }
  ? O
  : S extends { _type: infer O }
    ? O
    : S extends { '~standard': { types: { output: infer O } } }
      ? O
      : S extends PublicSchema<infer O>
        ? O
        : never;

/** The output type of a Standard Schema (or Standard JSON Schema). */
export type InferStandardSchemaOutput<S extends StandardTypedV1> = StandardTypedV1.InferOutput<S>;

/** The input type of a Standard Schema (or Standard JSON Schema). */
export type InferStandardSchemaInput<S extends StandardTypedV1> = StandardTypedV1.InferInput<S>;

/**
 * The output type of an optional schema: `unknown` when no schema is given, otherwise
 * `InferPublicSchema<S>`. This is how `createTool` types `execute`. The zod and AI SDK forms
 * are read first, by key, before `S` is compared with the whole `PublicSchema` union.
 */
export type Infer<S> = S extends undefined
  ? unknown
  : S extends { _output: any }
    ? S['_output']
    : S extends { _type: any }
      ? S['_type']
      : S extends PublicSchema<any>
        ? InferPublicSchema<S>
        : unknown;

/**
 * The input type of an optional schema: what a caller may pass before defaults and transforms
 * (zod's `_input`, else Standard Schema's input type, else the output type `Infer<S>` gives).
 * Read by key first, as {@link Infer} is.
 */
export type InferInput<S> = S extends undefined
  ? unknown
  : S extends { _input: any }
    ? S['_input']
    : S extends { _type: any }
      ? S['_type']
      : S extends PublicSchema<any>
        ? S extends StandardTypedV1
          ? StandardTypedV1.InferInput<S>
          : Infer<S>
        : unknown;
