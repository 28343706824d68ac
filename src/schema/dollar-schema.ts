import type { JSONSchema } from './types';

/** Adds the `$schema` URI of `target` when the document has none (draft-07 and 2020-12 only). */
export function addDollarSchema(doc: JSONSchema, target: unknown): JSONSchema {
  if (doc.$schema) return doc;
  if (target === 'draft-07') doc.$schema = 'http://json-schema.org/draft-07/schema#';
  else if (target === 'draft-2020-12') doc.$schema = 'https://json-schema.org/draft/2020-12/schema';
  return doc;
}
