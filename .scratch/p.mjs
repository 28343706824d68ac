import { toStandardSchema } from '@mastra/schema-compat/schema';
const cases = JSON.parse(process.argv[2]);
for (const [s, v] of cases) {
  try { const r = toStandardSchema(s)['~standard'].validate(v); console.log(JSON.stringify(s), JSON.stringify(v), '=>', JSON.stringify(r.issues ?? 'OK')); }
  catch (e) { console.log('THROW', e.message); }
}
