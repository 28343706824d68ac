import { wrapJsonSchema } from '../src/schema/vendors/json-schema';
const w = wrapJsonSchema({ type: 'object', properties: { a: { type: 'foo' } } });
console.log(JSON.stringify(w['~standard'].validate(1)));
const w2 = wrapJsonSchema({ $schema: 'https://json-schema.org/draft/2020-12/schema', items: [{type:'string'}] });
console.log(JSON.stringify(w2['~standard'].validate(1)));
const w3 = wrapJsonSchema({ oneOf: [{ type: 'string' }, { type: 'number' }, { minimum: 0 }], properties: {'a/b': {type:'string'}} });
console.log(JSON.stringify(w3['~standard'].validate({'a/b': 1})));
