import { hasErrorBrand, ToolwrightError, type ToolwrightErrorOptions } from './toolwright-error';

const NAME = 'MissingJSONSchemaError';

/**
 * Thrown when a JSON Schema is needed (for the model, or a repair step) from a Standard Schema
 * that does not implement the Standard JSON Schema extension.
 */
export class MissingJSONSchemaError extends ToolwrightError {
  override readonly name = NAME;
  /** The schema's `~standard.vendor`. */
  readonly vendor: string;

  constructor(vendor: string, options?: ToolwrightErrorOptions) {
    super(
      NAME,
      `This ${vendor} schema implements Standard Schema but not Standard JSON Schema (~standard.jsonSchema), ` +
        'so no JSON Schema can be derived for it. ' +
        (vendor === 'valibot'
          ? 'Wrap it with toStandardJsonSchema() from @valibot/to-json-schema.'
          : 'Use a version of the library that implements ~standard.jsonSchema, or pass a JSON Schema object.'),
      options,
    );
    this.vendor = vendor;
  }

  /** Whether `value` is a {@link MissingJSONSchemaError}, from any copy of the package. */
  static override isInstance(value: unknown): value is MissingJSONSchemaError {
    return hasErrorBrand(value, NAME);
  }
}
