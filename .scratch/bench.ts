import { toStandardSchema } from '@mastra/schema-compat/schema';
import { wrapJsonSchema } from '../src/schema/vendors/json-schema';
const schema = { type: 'object', properties: { query: { type: 'string', minLength: 1 }, limit: { type: 'integer', minimum: 1, maximum: 100 }, tags: { type: 'array', items: { type: 'string', enum: ['a', 'b', 'c'] }, uniqueItems: true }, nested: { type: 'object', properties: { x: { type: 'number' } }, required: ['x'], additionalProperties: false } }, required: ['query'] };
const good = { query: 'hello', limit: 10, tags: ['a', 'b'], nested: { x: 1 } };
const bad = { query: '', limit: 0, tags: ['a', 'a', 'z'], nested: { y: 1 } };
for (const [name, w] of [['ajv', toStandardSchema(schema as any)], ['ours', wrapJsonSchema(schema)]] as const) {
  const v = (w as any)['~standard'].validate;
  for (const [label, value] of [['good', good], ['bad', bad]] as const) {
    for (let i = 0; i < 20000; i++) v(value);
    const t = performance.now();
    for (let i = 0; i < 200000; i++) v(value);
    console.log(name, label, ((performance.now() - t) / 200).toFixed(3), 'us/op');
  }
}
