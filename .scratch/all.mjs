import { toStandardSchema } from '@mastra/schema-compat/schema';
const a7 = toStandardSchema({}).getAjv();
const a20 = toStandardSchema({$schema:'https://json-schema.org/draft/2020-12/schema'}).getAjv();
console.log(Object.keys(a7.RULES.all).join(' '));
console.log(Object.keys(a20.RULES.all).join(' '));
