import { perSchema } from '../internal/per-schema';
import { standardSchemaToJSONSchema } from '../schema/to-json-schema';
import type { StandardSchemaWithJSON } from '../schema/types';
import { isStandardOnly } from '../schema/vendors/standard-only';

/** What the input repairs need to know of a schema's input JSON Schema. */
export interface InputShape {
  /** The top-level `type` keyword. */
  type: unknown;
  /** Whether the top level declares a `prompt` property. */
  hasPrompt: boolean;
}

const NO_JSON: InputShape = { type: undefined, hasPrompt: false };

/**
 * The input shape of a schema, read from its input JSON Schema. A schema without JSON Schema
 * support has no shape: the repairs that need one are skipped.
 */
export const inputShape: (schema: StandardSchemaWithJSON) => InputShape = /* @__PURE__ */ perSchema((schema: StandardSchemaWithJSON): InputShape => {
  if (isStandardOnly(schema)) return NO_JSON;
  const json = standardSchemaToJSONSchema(schema, { io: 'input' });
  // `type` is read first, as in the reference: a converter that yields `null` fails on it.
  const type = json.type;
  const properties = json.properties;
  return { type, hasPrompt: properties != null && typeof properties === 'object' && 'prompt' in properties };
});
