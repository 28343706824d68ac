import { jsonSchemaVendor } from './json-schema';
import { registerSchemaVendor } from './registry';
import { zod3Vendor } from './zod3';
import { zodMiniVendor } from './zod4';

/** Registers every schema family whose code is not built into the core; what every full entry calls. */
export function registerAllSchemaVendors(): void {
  registerSchemaVendor(zodMiniVendor);
  registerSchemaVendor(zod3Vendor);
  registerSchemaVendor(jsonSchemaVendor);
}
