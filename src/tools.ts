/**
 * `toolwright/tools`: the names `@mastra/core/tools` has for defining and validating tools.
 * Every schema kind is supported; `toolwright/tools/core` is the same API with less built in.
 * @module
 */
import { registerAllSchemaVendors } from './schema/vendors/register-all';

registerAllSchemaVendors();

// The names are curated once, in the core entry; this entry adds every schema kind's registration.
export * from './tools/core';
