// Errors are recognised by `Symbol.for` brands rather than `instanceof` (see internal/error-brand).
import { errorBrand } from '../internal/error-brand';

export { hasErrorBrand } from '../internal/error-brand';

const BASE_BRAND = Symbol.for('toolwright.error');

/** Options every toolwright error accepts. */
export interface ToolwrightErrorOptions {
  /** The underlying error or value that caused this one. */
  readonly cause?: unknown;
}

/**
 * The base of every error class toolwright throws or hands back. Each subclass has a stable
 * `name` and a static `isInstance` that works across duplicated installs.
 *
 * @example
 * ```ts
 * if (ToolwrightError.isInstance(error)) console.log(error.name);
 * ```
 */
export class ToolwrightError extends Error {
  constructor(name: string, message: string, options?: ToolwrightErrorOptions) {
    super(message, options && 'cause' in options ? { cause: options.cause } : undefined);
    Object.defineProperty(this, 'name', { value: name, writable: true, configurable: true, enumerable: false });
    Object.defineProperty(this, BASE_BRAND, { value: true });
    Object.defineProperty(this, errorBrand(name), { value: true });
  }

  /** Whether `value` is an error made by any toolwright error class, from any copy of the package. */
  static isInstance(value: unknown): value is ToolwrightError {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BASE_BRAND] === true;
  }
}
