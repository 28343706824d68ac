import { hasErrorBrand, ToolwrightError } from '../../errors/toolwright-error';
import type { RegisteredVendor, RegisteredVendorId } from './types';

// One registry per loaded copy of the package: a second copy (another version, or the CommonJS
// build next to the ES module build) has its own, and needs its own registration.
const registered = new Map<RegisteredVendorId, RegisteredVendor>();

/** Adds a schema family to the pipeline; registering a family again replaces it. */
export function registerSchemaVendor(vendor: RegisteredVendor): void {
  registered.set(vendor.id, vendor);
}

/** What each family's schemas are, for the message. */
const KINDS: Record<RegisteredVendorId, string> = {
  'zod-mini': "a zod 4 schema without built-in JSON Schema (zod/mini, zod 3.25's zod/v4, zod before 4.2)",
  zod3: 'a zod 3 schema',
  'json-schema': 'a plain JSON Schema',
};

/**
 * Thrown at once, when a tool is made (or a schema normalised) through `toolwright/tools/core`
 * with a schema whose family is not registered. The message names the import to add.
 */
export class UnregisteredSchemaError extends ToolwrightError {
  /** The entry whose import registers the family, e.g. `toolwright/tools/zod3`. */
  readonly entry: string;

  constructor(id: RegisteredVendorId) {
    const entry = `toolwright/tools/${id}`;
    super(
      'UnregisteredSchemaError',
      `This schema is ${KINDS[id]}: with toolwright/tools/core, add \`import '${entry}';\` before creating the tool, or import from toolwright/tools. ` +
        '(Imported it already? Then another copy of toolwright loaded it: CommonJS next to ES modules, or a second version.)',
    );
    this.entry = entry;
  }

  static override isInstance(value: unknown): value is UnregisteredSchemaError {
    return hasErrorBrand(value, 'UnregisteredSchemaError');
  }
}

/** The registered family `id`, or the error naming its entry. */
export function requireVendor(id: RegisteredVendorId): RegisteredVendor {
  const vendor = registered.get(id);
  if (!vendor) throw new UnregisteredSchemaError(id);
  return vendor;
}
