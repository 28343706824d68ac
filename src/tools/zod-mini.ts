/**
 * `toolwright/tools/zod-mini`: adds zod 4 schemas without built-in JSON Schema to
 * `toolwright/tools/core`: zod/mini, the `zod/v4` layer of zod 3.25, and zod before 4.2.
 * Import it once, for its effect: `import 'toolwright/tools/zod-mini';`.
 * @module
 */
import { registerSchemaVendor } from '../schema/vendors/registry';
import { zodMiniVendor } from '../schema/vendors/zod4';

registerSchemaVendor(zodMiniVendor);
