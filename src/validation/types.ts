/**
 * Validation messages arranged like the value they describe: `errors` holds the messages
 * for this level, `fields` the same structure for each nested property.
 */
export type FormattedValidationErrors<T = unknown> = {
  errors: string[];
  fields: T extends object ? { [K in keyof T]?: FormattedValidationErrors<T[K]> } : unknown;
};

/**
 * What a tool returns instead of throwing when its input, output, suspend payload or
 * request context fails validation. Recognise it with `isValidationError`.
 */
export interface ValidationError<T = unknown> {
  error: true;
  message: string;
  validationErrors: FormattedValidationErrors<T>;
}
