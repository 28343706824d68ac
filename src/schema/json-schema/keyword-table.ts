import * as arr from './keywords-array';
import * as logic from './keywords-logic';
import * as num from './keywords-number';
import * as obj from './keywords-object';
import * as str from './keywords-string';
import * as unevaluated from './keywords-unevaluated';
import { constKeyword, enumKeyword } from './keywords-value';
import type { Dialect, KeywordCompiler } from './types';

/** A keyword and how to compile it (`undefined` = recognised but never validates). */
export interface KeywordRule {
  keyword: string;
  compile?: KeywordCompiler;
}

/** A group of keywords that apply to one JSON type (or to any type when `type` is absent). */
export interface KeywordGroup {
  type?: 'number' | 'string' | 'array' | 'object';
  rules: KeywordRule[];
}

const noop = (keyword: string): KeywordRule => ({ keyword });
const rule = (keyword: string, compile: KeywordCompiler): KeywordRule => ({ keyword, compile });

const ref: KeywordCompiler = (value, ctx) => ctx.compiler.reference(value as string, ctx.base, false);
const dynamicRef: KeywordCompiler = (value, ctx) => ctx.compiler.reference(value as string, ctx.base, true);
const legacyId: KeywordCompiler = () => {
  throw new Error('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
};

function untyped(dialect: Dialect): KeywordGroup {
  const dynamic: KeywordRule[] =
    dialect === 'draft-2020-12' ? [noop('$dynamicAnchor'), rule('$dynamicRef', dynamicRef), noop('$recursiveAnchor'), rule('$recursiveRef', dynamicRef)] : [];
  return {
    rules: [
      ...dynamic,
      noop('$comment'),
      rule('id', legacyId),
      rule('$ref', ref),
      noop('type'),
      noop('nullable'),
      rule('const', constKeyword),
      rule('enum', enumKeyword),
      rule('not', logic.not),
      rule('anyOf', logic.anyOf),
      rule('oneOf', logic.oneOf),
      rule('allOf', logic.allOf),
      rule('if', logic.ifKeyword),
      noop('then'),
      noop('else'),
    ],
  };
}

function arrayGroup(dialect: Dialect): KeywordGroup {
  const head = [rule('maxItems', arr.maxItems), rule('minItems', arr.minItems)];
  if (dialect === 'draft-07') {
    return {
      type: 'array',
      rules: [
        ...head,
        rule('additionalItems', arr.additionalItems),
        rule('items', arr.itemsDraft7),
        rule('contains', arr.contains),
        rule('uniqueItems', arr.uniqueItems),
      ],
    };
  }
  return {
    type: 'array',
    rules: [
      ...head,
      rule('prefixItems', arr.prefixItems),
      rule('items', arr.items2020),
      rule('contains', arr.contains),
      rule('uniqueItems', arr.uniqueItems),
      noop('maxContains'),
      noop('minContains'),
      rule('unevaluatedItems', unevaluated.unevaluatedItems),
    ],
  };
}

function objectGroup(dialect: Dialect): KeywordGroup {
  const rules = [
    rule('maxProperties', obj.maxProperties),
    rule('minProperties', obj.minProperties),
    rule('required', obj.required),
    rule('propertyNames', obj.propertyNames),
    rule('additionalProperties', obj.additionalProperties),
    rule('dependencies', obj.dependencies),
    rule('properties', obj.properties),
    rule('patternProperties', obj.patternProperties),
  ];
  if (dialect === 'draft-2020-12') {
    rules.push(
      rule('dependentRequired', obj.dependentRequired),
      rule('dependentSchemas', obj.dependentSchemas),
      rule('unevaluatedProperties', unevaluated.unevaluatedProperties),
    );
  }
  return { type: 'object', rules };
}

function build(dialect: Dialect): KeywordGroup[] {
  return [
    untyped(dialect),
    {
      type: 'number',
      rules: [
        rule('maximum', num.maximum),
        rule('minimum', num.minimum),
        rule('exclusiveMaximum', num.exclusiveMaximum),
        rule('exclusiveMinimum', num.exclusiveMinimum),
        rule('multipleOf', num.multipleOf),
        noop('format'),
      ],
    },
    {
      type: 'string',
      rules: [rule('maxLength', str.maxLength), rule('minLength', str.minLength), rule('pattern', str.pattern), noop('format')],
    },
    arrayGroup(dialect),
    objectGroup(dialect),
  ];
}

const TABLES: Record<Dialect, { groups: KeywordGroup[]; known: Set<string> }> = {
  'draft-07': table('draft-07'),
  'draft-2020-12': table('draft-2020-12'),
};

function table(dialect: Dialect): { groups: KeywordGroup[]; known: Set<string> } {
  const groups = build(dialect);
  return { groups, known: new Set(groups.flatMap((g) => g.rules.map((r) => r.keyword))) };
}

/** The keyword groups of a dialect, in Ajv's evaluation order, and the set of all keywords. */
export function keywordTable(dialect: Dialect): { groups: KeywordGroup[]; known: Set<string> } {
  return TABLES[dialect];
}
