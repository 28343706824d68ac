/**
 * Whether a tool's arguments need the strict profile's way back (`fromStrictArgs`): only a schema
 * with an optional property somewhere has a `null` that stands for an absent property. The
 * converter asks it when it builds the SDK tool (see to-openai-agents-tool.ts).
 * @module
 */
import { isObjectRecord } from '../../internal/is-object';

/**
 * Whether `schema` (the tool's own JSON Schema) has an object property that is not required, at
 * any depth. Every member is searched, so a `properties` key inside an example or a default
 * counts too: that errs towards mapping, which is always correct.
 */
export function hasOptionalProperty(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(hasOptionalProperty);
  if (!isObjectRecord(schema)) return false;
  const properties = schema['properties'];
  if (isObjectRecord(properties)) {
    const required = Array.isArray(schema['required']) ? schema['required'] : [];
    if (Object.keys(properties).some((key) => !required.includes(key))) return true;
  }
  return Object.values(schema).some(hasOptionalProperty);
}
