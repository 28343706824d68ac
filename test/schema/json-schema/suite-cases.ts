// A subset of the official JSON-Schema-Test-Suite (github.com/json-schema-org/JSON-Schema-Test-Suite),
// written as data. Each group names the suite file it comes from (`source`); the group and test
// descriptions follow the suite's. Remote references and optional format tests are left out.

export interface SuiteTest {
  readonly description: string;
  readonly data: unknown;
  readonly valid: boolean;
}

export interface SuiteGroup {
  readonly source: string;
  readonly description: string;
  readonly schema: Record<string, unknown>;
  readonly tests: readonly SuiteTest[];
}

const D7 = 'tests/draft7';
const D2020 = 'tests/draft2020-12';
const S2020 = 'https://json-schema.org/draft/2020-12/schema';

export const SUITE: readonly SuiteGroup[] = [
  {
    source: `${D7}/type.json`,
    description: 'integer type matches integers',
    schema: { type: 'integer' },
    tests: [
      { description: 'an integer is an integer', data: 1, valid: true },
      { description: 'a float with zero fractional part is an integer', data: 1.0, valid: true },
      { description: 'a float is not an integer', data: 1.1, valid: false },
      { description: 'a string is not an integer', data: 'foo', valid: false },
      { description: 'a string is still not an integer, even if it looks like one', data: '1', valid: false },
      { description: 'an object is not an integer', data: {}, valid: false },
      { description: 'an array is not an integer', data: [], valid: false },
      { description: 'a boolean is not an integer', data: true, valid: false },
      { description: 'null is not an integer', data: null, valid: false },
    ],
  },
  {
    source: `${D7}/type.json`,
    description: 'multiple types can be specified in an array',
    schema: { type: ['integer', 'string'] },
    tests: [
      { description: 'an integer is valid', data: 1, valid: true },
      { description: 'a string is valid', data: 'foo', valid: true },
      { description: 'a float is invalid', data: 1.1, valid: false },
      { description: 'an object is invalid', data: {}, valid: false },
      { description: 'an array is invalid', data: [], valid: false },
      { description: 'a boolean is invalid', data: true, valid: false },
      { description: 'null is invalid', data: null, valid: false },
    ],
  },
  {
    source: `${D7}/type.json`,
    description: 'null type matches only the null object',
    schema: { type: 'null' },
    tests: [
      { description: 'zero is not null', data: 0, valid: false },
      { description: 'an empty string is not null', data: '', valid: false },
      { description: 'false is not null', data: false, valid: false },
      { description: 'null is null', data: null, valid: true },
    ],
  },
  {
    source: `${D7}/minimum.json`,
    description: 'minimum validation',
    schema: { minimum: 1.1 },
    tests: [
      { description: 'above the minimum is valid', data: 2.6, valid: true },
      { description: 'boundary point is valid', data: 1.1, valid: true },
      { description: 'below the minimum is invalid', data: 0.6, valid: false },
      { description: 'ignores non-numbers', data: 'x', valid: true },
    ],
  },
  {
    source: `${D7}/exclusiveMaximum.json`,
    description: 'exclusiveMaximum validation',
    schema: { exclusiveMaximum: 3.0 },
    tests: [
      { description: 'below the exclusiveMaximum is valid', data: 2.2, valid: true },
      { description: 'boundary point is invalid', data: 3.0, valid: false },
      { description: 'above the exclusiveMaximum is invalid', data: 3.5, valid: false },
      { description: 'ignores non-numbers', data: 'x', valid: true },
    ],
  },
  {
    source: `${D7}/multipleOf.json`,
    description: 'by int',
    schema: { multipleOf: 2 },
    tests: [
      { description: 'int by int', data: 10, valid: true },
      { description: 'int by int fail', data: 7, valid: false },
      { description: 'ignores non-numbers', data: 'foo', valid: true },
    ],
  },
  {
    source: `${D7}/multipleOf.json`,
    description: 'by small number',
    schema: { multipleOf: 0.0001 },
    tests: [
      { description: '0.0075 is multiple of 0.0001', data: 0.0075, valid: true },
      { description: '0.00751 is not multiple of 0.0001', data: 0.00751, valid: false },
    ],
  },
  {
    source: `${D7}/maxLength.json`,
    description: 'maxLength validation',
    schema: { maxLength: 2 },
    tests: [
      { description: 'shorter is valid', data: 'f', valid: true },
      { description: 'exact length is valid', data: 'fo', valid: true },
      { description: 'too long is invalid', data: 'foo', valid: false },
      { description: 'ignores non-strings', data: 100, valid: true },
      { description: 'two graphemes is long enough', data: '\u{1F4A9}\u{1F4A9}', valid: true },
    ],
  },
  {
    source: `${D7}/minLength.json`,
    description: 'minLength validation',
    schema: { minLength: 2 },
    tests: [
      { description: 'longer is valid', data: 'foo', valid: true },
      { description: 'exact length is valid', data: 'fo', valid: true },
      { description: 'too short is invalid', data: 'f', valid: false },
      { description: 'ignores non-strings', data: 1, valid: true },
      { description: 'one grapheme is not long enough', data: '\u{1F4A9}', valid: false },
    ],
  },
  {
    source: `${D7}/pattern.json`,
    description: 'pattern validation',
    schema: { pattern: '^a*$' },
    tests: [
      { description: 'a matching pattern is valid', data: 'aaa', valid: true },
      { description: 'a non-matching pattern is invalid', data: 'abc', valid: false },
      { description: 'ignores booleans', data: true, valid: true },
      { description: 'ignores objects', data: {}, valid: true },
    ],
  },
  {
    source: `${D7}/pattern.json`,
    description: 'pattern is not anchored',
    schema: { pattern: 'a+' },
    tests: [{ description: 'matches a substring', data: 'xxaayy', valid: true }],
  },
  {
    source: `${D7}/enum.json`,
    description: 'heterogeneous enum validation',
    schema: { enum: [6, 'foo', [], true, { foo: 12 }] },
    tests: [
      { description: 'one of the enum is valid', data: [], valid: true },
      { description: 'something else is invalid', data: null, valid: false },
      { description: 'objects are deep compared', data: { foo: false }, valid: false },
      { description: 'valid object matches', data: { foo: 12 }, valid: true },
      { description: 'extra properties in object is invalid', data: { foo: 12, boo: 42 }, valid: false },
    ],
  },
  {
    source: `${D7}/enum.json`,
    description: 'enum with 0 does not match false',
    schema: { enum: [0] },
    tests: [
      { description: 'false is invalid', data: false, valid: false },
      { description: 'integer zero is valid', data: 0, valid: true },
      { description: 'float zero is valid', data: 0.0, valid: true },
    ],
  },
  {
    source: `${D7}/const.json`,
    description: 'const with object',
    schema: { const: { foo: 'bar', baz: 'bax' } },
    tests: [
      { description: 'same object is valid', data: { foo: 'bar', baz: 'bax' }, valid: true },
      { description: 'same object with different property order is valid', data: { baz: 'bax', foo: 'bar' }, valid: true },
      { description: 'another object is invalid', data: { foo: 'bar' }, valid: false },
      { description: 'another type is invalid', data: [1, 2], valid: false },
    ],
  },
  {
    source: `${D7}/required.json`,
    description: 'required validation',
    schema: { properties: { foo: {}, bar: {} }, required: ['foo'] },
    tests: [
      { description: 'present required property is valid', data: { foo: 1 }, valid: true },
      { description: 'non-present required property is invalid', data: { bar: 1 }, valid: false },
      { description: 'ignores arrays', data: [], valid: true },
      { description: 'ignores strings', data: '', valid: true },
      { description: 'ignores other non-objects', data: 12, valid: true },
    ],
  },
  {
    source: `${D7}/additionalProperties.json`,
    description: 'additionalProperties being false does not allow other properties',
    schema: { properties: { foo: {}, bar: {} }, patternProperties: { '^v': {} }, additionalProperties: false },
    tests: [
      { description: 'no additional properties is valid', data: { foo: 1 }, valid: true },
      { description: 'an additional property is invalid', data: { foo: 1, bar: 2, quux: 'boom' }, valid: false },
      { description: 'ignores arrays', data: [1, 2, 3], valid: true },
      { description: 'ignores strings', data: 'foobarbaz', valid: true },
      { description: 'patternProperties are not additional properties', data: { foo: 1, vroom: 2 }, valid: true },
    ],
  },
  {
    source: `${D7}/additionalProperties.json`,
    description: 'additionalProperties allows a schema which should validate',
    schema: { properties: { foo: {}, bar: {} }, additionalProperties: { type: 'boolean' } },
    tests: [
      { description: 'no additional properties is valid', data: { foo: 1 }, valid: true },
      { description: 'an additional valid property is valid', data: { foo: 1, bar: 2, quux: true }, valid: true },
      { description: 'an additional invalid property is invalid', data: { foo: 1, bar: 2, quux: 12 }, valid: false },
    ],
  },
  {
    source: `${D7}/properties.json`,
    description: 'object properties validation',
    schema: { properties: { foo: { type: 'integer' }, bar: { type: 'string' } } },
    tests: [
      { description: 'both properties present and valid is valid', data: { foo: 1, bar: 'baz' }, valid: true },
      { description: 'one property invalid is invalid', data: { foo: 1, bar: {} }, valid: false },
      { description: 'both properties invalid is invalid', data: { foo: [], bar: {} }, valid: false },
      { description: "doesn't invalidate other properties", data: { quux: [] }, valid: true },
      { description: 'ignores arrays', data: [], valid: true },
    ],
  },
  {
    source: `${D7}/items.json`,
    description: 'a schema given for items',
    schema: { items: { type: 'integer' } },
    tests: [
      { description: 'valid items', data: [1, 2, 3], valid: true },
      { description: 'wrong type of items', data: [1, 'x'], valid: false },
      { description: 'ignores non-arrays', data: { foo: 'bar' }, valid: true },
    ],
  },
  {
    source: `${D7}/items.json`,
    description: 'an array of schemas for items',
    schema: { items: [{ type: 'integer' }, { type: 'string' }] },
    tests: [
      { description: 'correct types', data: [1, 'foo'], valid: true },
      { description: 'wrong types', data: ['foo', 1], valid: false },
      { description: 'incomplete array of items', data: [1], valid: true },
      { description: 'array with additional items', data: [1, 'foo', true], valid: true },
      { description: 'empty array', data: [], valid: true },
    ],
  },
  {
    source: `${D7}/uniqueItems.json`,
    description: 'uniqueItems validation',
    schema: { uniqueItems: true },
    tests: [
      { description: 'unique array of integers is valid', data: [1, 2], valid: true },
      { description: 'non-unique array of integers is invalid', data: [1, 1], valid: false },
      { description: 'numbers are unique if mathematically unequal', data: [1.0, 1.0, 1], valid: false },
      { description: 'non-unique array of objects is invalid', data: [{ foo: 'bar' }, { foo: 'bar' }], valid: false },
      { description: 'unique array of objects is valid', data: [{ foo: 'bar' }, { foo: 'baz' }], valid: true },
      { description: '[1] and [true] are unique', data: [[1], [true]], valid: true },
    ],
  },
  {
    source: `${D7}/anyOf.json`,
    description: 'anyOf',
    schema: { anyOf: [{ type: 'integer' }, { minimum: 2 }] },
    tests: [
      { description: 'first anyOf valid', data: 1, valid: true },
      { description: 'second anyOf valid', data: 2.5, valid: true },
      { description: 'both anyOf valid', data: 3, valid: true },
      { description: 'neither anyOf valid', data: 1.5, valid: false },
    ],
  },
  {
    source: `${D7}/oneOf.json`,
    description: 'oneOf',
    schema: { oneOf: [{ type: 'integer' }, { minimum: 2 }] },
    tests: [
      { description: 'first oneOf valid', data: 1, valid: true },
      { description: 'second oneOf valid', data: 2.5, valid: true },
      { description: 'both oneOf valid', data: 3, valid: false },
      { description: 'neither oneOf valid', data: 1.5, valid: false },
    ],
  },
  {
    source: `${D7}/allOf.json`,
    description: 'allOf',
    schema: {
      allOf: [
        { properties: { bar: { type: 'integer' } }, required: ['bar'] },
        { properties: { foo: { type: 'string' } }, required: ['foo'] },
      ],
    },
    tests: [
      { description: 'allOf', data: { foo: 'baz', bar: 2 }, valid: true },
      { description: 'mismatch second', data: { foo: 'baz' }, valid: false },
      { description: 'mismatch first', data: { bar: 2 }, valid: false },
      { description: 'wrong type', data: { foo: 'baz', bar: 'quux' }, valid: false },
    ],
  },
  {
    source: `${D7}/not.json`,
    description: 'not',
    schema: { not: { type: 'integer' } },
    tests: [
      { description: 'allowed', data: 'foo', valid: true },
      { description: 'disallowed', data: 1, valid: false },
    ],
  },
  {
    source: `${D7}/if-then-else.json`,
    description: 'validate against correct branch, then vs else',
    schema: { if: { exclusiveMaximum: 0 }, then: { minimum: -10 }, else: { multipleOf: 2 } },
    tests: [
      { description: 'valid through then', data: -1, valid: true },
      { description: 'invalid through then', data: -100, valid: false },
      { description: 'valid through else', data: 4, valid: true },
      { description: 'invalid through else', data: 3, valid: false },
    ],
  },
  {
    source: `${D7}/dependencies.json`,
    description: 'dependencies',
    schema: { dependencies: { bar: ['foo'] } },
    tests: [
      { description: 'neither', data: {}, valid: true },
      { description: 'nondependant', data: { foo: 1 }, valid: true },
      { description: 'with dependency', data: { foo: 1, bar: 2 }, valid: true },
      { description: 'missing dependency', data: { bar: 2 }, valid: false },
      { description: 'ignores arrays', data: ['bar'], valid: true },
    ],
  },
  {
    source: `${D7}/propertyNames.json`,
    description: 'propertyNames validation',
    schema: { propertyNames: { maxLength: 3 } },
    tests: [
      { description: 'all property names valid', data: { f: {}, foo: {} }, valid: true },
      { description: 'some property names invalid', data: { foo: {}, foobar: {} }, valid: false },
      { description: 'object without properties is valid', data: {}, valid: true },
    ],
  },
  {
    source: `${D7}/contains.json`,
    description: 'contains keyword validation',
    schema: { contains: { minimum: 5 } },
    tests: [
      { description: 'array with item matching schema (5) is valid', data: [3, 4, 5], valid: true },
      { description: 'array without items matching schema is invalid', data: [2, 3, 4], valid: false },
      { description: 'empty array is invalid', data: [], valid: false },
      { description: 'not array is valid', data: {}, valid: true },
    ],
  },
  {
    source: `${D7}/ref.json`,
    description: 'relative pointer ref to object',
    schema: { properties: { foo: { type: 'integer' }, bar: { $ref: '#/properties/foo' } } },
    tests: [
      { description: 'match', data: { bar: 3 }, valid: true },
      { description: 'mismatch', data: { bar: true }, valid: false },
    ],
  },
  {
    source: `${D7}/ref.json`,
    description: 'root pointer ref',
    schema: { properties: { foo: { $ref: '#' } }, additionalProperties: false },
    tests: [
      { description: 'match', data: { foo: false }, valid: true },
      { description: 'recursive match', data: { foo: { foo: false } }, valid: true },
      { description: 'mismatch', data: { bar: false }, valid: false },
      { description: 'recursive mismatch', data: { foo: { bar: false } }, valid: false },
    ],
  },
  {
    source: `${D7}/ref.json`,
    description: 'nested refs',
    schema: { definitions: { a: { type: 'integer' }, b: { $ref: '#/definitions/a' }, c: { $ref: '#/definitions/b' } }, allOf: [{ $ref: '#/definitions/c' }] },
    tests: [
      { description: 'nested ref valid', data: 5, valid: true },
      { description: 'nested ref invalid', data: 'a', valid: false },
    ],
  },
  {
    source: `${D7}/not.json`,
    description: 'not with boolean schema true',
    schema: { not: true },
    tests: [{ description: 'any value is invalid', data: 'foo', valid: false }],
  },
  {
    source: `${D2020}/prefixItems.json`,
    description: 'a schema given for prefixItems',
    schema: { $schema: S2020, prefixItems: [{ type: 'integer' }, { type: 'string' }] },
    tests: [
      { description: 'correct types', data: [1, 'foo'], valid: true },
      { description: 'wrong types', data: ['foo', 1], valid: false },
      { description: 'incomplete array of items', data: [1], valid: true },
      { description: 'array with additional items', data: [1, 'foo', true], valid: true },
    ],
  },
  {
    source: `${D2020}/items.json`,
    description: 'prefixItems with no additional items allowed',
    schema: { $schema: S2020, prefixItems: [{}, {}, {}], items: false },
    tests: [
      { description: 'empty array', data: [], valid: true },
      { description: 'fewer number of items present (1)', data: [1], valid: true },
      { description: 'equal number of items present', data: [1, 2, 3], valid: true },
      { description: 'additional items are not permitted', data: [1, 2, 3, 4], valid: false },
    ],
  },
  {
    source: `${D2020}/dependentRequired.json`,
    description: 'single dependency',
    schema: { $schema: S2020, dependentRequired: { bar: ['foo'] } },
    tests: [
      { description: 'neither', data: {}, valid: true },
      { description: 'nondependant', data: { foo: 1 }, valid: true },
      { description: 'with dependency', data: { foo: 1, bar: 2 }, valid: true },
      { description: 'missing dependency', data: { bar: 2 }, valid: false },
    ],
  },
  {
    source: `${D2020}/unevaluatedProperties.json`,
    description: 'unevaluatedProperties with adjacent properties',
    schema: { $schema: S2020, type: 'object', properties: { foo: { type: 'string' } }, unevaluatedProperties: false },
    tests: [
      { description: 'with no unevaluated properties', data: { foo: 'foo' }, valid: true },
      { description: 'with unevaluated properties', data: { foo: 'foo', bar: 'bar' }, valid: false },
    ],
  },
  {
    source: `${D2020}/unevaluatedProperties.json`,
    description: 'unevaluatedProperties with nested properties (via allOf)',
    schema: {
      $schema: S2020,
      type: 'object',
      properties: { foo: { type: 'string' } },
      allOf: [{ properties: { bar: { type: 'string' } } }],
      unevaluatedProperties: false,
    },
    tests: [
      { description: 'with no additional properties', data: { foo: 'foo', bar: 'bar' }, valid: true },
      { description: 'with additional properties', data: { foo: 'foo', bar: 'bar', baz: 'baz' }, valid: false },
    ],
  },
  {
    source: `${D2020}/ref.json`,
    description: 'nested refs',
    schema: { $schema: S2020, $defs: { a: { type: 'integer' }, b: { $ref: '#/$defs/a' }, c: { $ref: '#/$defs/b' } }, $ref: '#/$defs/c' },
    tests: [
      { description: 'nested ref valid', data: 5, valid: true },
      { description: 'nested ref invalid', data: 'a', valid: false },
    ],
  },
  {
    source: `${D2020}/minContains.json`,
    description: 'minContains=2 with contains',
    schema: { $schema: S2020, contains: { const: 1 }, minContains: 2 },
    tests: [
      { description: 'empty data', data: [], valid: false },
      { description: 'all elements match, invalid minContains', data: [1], valid: false },
      { description: 'all elements match, valid minContains (exactly as needed)', data: [1, 1], valid: true },
      { description: 'some elements match, valid minContains', data: [1, 2, 1], valid: true },
    ],
  },
];
