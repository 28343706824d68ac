import { DRAFT_07_URI, DRAFT_2020_12_URI } from '../internal/json-schema-dialects';
import type { JSONSchema } from './types';

export { DRAFT_07_URI, DRAFT_2020_12_URI } from '../internal/json-schema-dialects';

/** Adds the `$schema` URI of `target` when the document has none (draft-07 and 2020-12 only). */
export function addDollarSchema(doc: JSONSchema, target: unknown): JSONSchema {
  if (doc.$schema) return doc;
  if (target === 'draft-07') doc.$schema = DRAFT_07_URI;
  else if (target === 'draft-2020-12') doc.$schema = DRAFT_2020_12_URI;
  return doc;
}
