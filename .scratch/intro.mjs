import { toStandardSchema } from '@mastra/schema-compat/schema';
for (const s of [{type:'object'}, {$schema:'https://json-schema.org/draft/2020-12/schema', type:'object'}]) {
const w = toStandardSchema(s);
const ajv = w.getAjv();
console.log(ajv.constructor.name, JSON.stringify(ajv.RULES.rules.map(g => [g.type, g.rules.map(r=>r.keyword)])), JSON.stringify(ajv.RULES.post.rules.map(r=>r.keyword)));
console.log(Object.keys(ajv.formats), ajv.opts.strictNumbers, ajv.opts.loopEnum, ajv.opts.loopRequired, ajv.opts.validateSchema, Object.keys(ajv.schemas), Object.keys(ajv.refs));
}
