import { toStandardSchema } from '@mastra/schema-compat/schema';
const a7 = toStandardSchema({}).getAjv();
const a20 = toStandardSchema({$schema:'https://json-schema.org/draft/2020-12/schema'}).getAjv();
const out = { d7: a7.getSchema('http://json-schema.org/draft-07/schema').schema };
for (const k of Object.keys(a20.schemas)) out[k] = a20.getSchema(k).schema;
console.log(JSON.stringify(out));
