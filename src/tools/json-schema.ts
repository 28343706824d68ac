/**
 * `toolwright/tools/json-schema`: adds plain JSON Schema objects to `toolwright/tools/core`,
 * validated by an Ajv-compatible validator (draft-07 and 2020-12, `allErrors`, non-strict).
 * Import it once, for its effect: `import 'toolwright/tools/json-schema';`.
 * @module
 */
import { registerSchemaVendor } from '../schema/vendors/registry';
import { jsonSchemaVendor } from '../schema/vendors/json-schema';

registerSchemaVendor(jsonSchemaVendor);
