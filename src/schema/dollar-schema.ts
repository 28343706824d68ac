import type { JSONSchema } from './types';

/** The `$schema` URI of draft-07 documents. */
export const DRAFT_07_URI = 'http://json-schema.org/draft-07/schema#';

/** The `$schema` URI of draft 2020-12 documents. */
export const DRAFT_2020_12_URI = 'https://json-schema.org/draft/2020-12/schema';

/** Adds the `$schema` URI of `target` when the document has none (draft-07 and 2020-12 only). */
export function addDollarSchema(doc: JSONSchema, target: unknown): JSONSchema {
  if (doc.$schema) return doc;
  if (target === 'draft-07') doc.$schema = DRAFT_07_URI;
  else if (target === 'draft-2020-12') doc.$schema = DRAFT_2020_12_URI;
  return doc;
}
