// The JSON Schema validator on its own (no @mastra/core): the official suite's verdicts, then
// the Ajv-compatible shape of what it reports.
import { describe, expect, it } from 'vitest';
import { compileJsonSchema, dialectOf, errorInstancePath, standardPath } from '../../../src/schema/json-schema';
import { SUITE } from './suite-cases';

describe.each(SUITE.map((group) => [`${group.source}: ${group.description}`, group] as const))('%s', (_title, group) => {
  const validate = compileJsonSchema(group.schema as never);
  it.each(group.tests.map((test) => [test.description, test] as const))('%s', (_d, test) => {
    expect(validate(test.data).length === 0).toBe(test.valid);
  });
});

describe('what the validator reports', () => {
  it('picks the dialect from $schema: 2020-12 when it says so, draft-07 otherwise', () => {
    expect(dialectOf({ $schema: 'https://json-schema.org/draft/2020-12/schema' })).toBe('draft-2020-12');
    expect(dialectOf({ $schema: 'http://json-schema.org/draft-07/schema#' })).toBe('draft-07');
    expect(dialectOf({})).toBe('draft-07');
  });

  it('reports every error (allErrors), with Ajv messages', () => {
    const validate = compileJsonSchema({ type: 'object', properties: { a: { type: 'string' }, n: { minimum: 3 } }, required: ['a', 'b'] } as never);
    expect(validate({ a: 1, n: 1 }).map((e) => e.message)).toEqual(["must have required property 'b'", 'must be string', 'must be >= 3']);
  });

  it('error paths: the instance path as a JSON pointer, and as Standard Schema segments', () => {
    const validate = compileJsonSchema({ properties: { 'a/b': { items: { type: 'string' } } } } as never);
    const [error] = validate({ 'a/b': ['x', 2] });
    expect(errorInstancePath(error!.path)).toBe('/a~1b/1');
    expect(standardPath(error!.path)).toEqual(['a/b', 1]);
  });

  it('throws for an invalid schema, with Ajv wording', () => {
    expect(() => compileJsonSchema({ type: 'strin' } as never)).toThrow(/schema is invalid/);
    expect(() => compileJsonSchema({ $ref: '#/definitions/missing' } as never)).toThrow("can't resolve reference #/definitions/missing from id #");
  });
});
