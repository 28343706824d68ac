/**
 * `toolwright/tools/zod3`: adds zod 3 schemas (from a zod 3.x install or `zod/v3`) to
 * `toolwright/tools/core`. Import it once, for its effect: `import 'toolwright/tools/zod3';`.
 * @module
 */
import { registerSchemaVendor } from '../schema/vendors/registry';
import { zod3Vendor } from '../schema/vendors/zod3';

registerSchemaVendor(zod3Vendor);
