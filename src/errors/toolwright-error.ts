// Errors are recognised by `Symbol.for` brands rather than `instanceof`: an application that
// ends up with two copies of the package (ESM and CJS, or two versions) still gets a true
// answer from `isInstance`.

const BASE_BRAND = Symbol.for('toolwright.error');

function brandOf(name: string): symbol {
  return Symbol.for(`toolwright.error.${name}`);
}

/** Whether `value` carries the brand of the toolwright error class called `name`. */
export function hasErrorBrand(value: unknown, name: string): boolean {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brandOf(name)] === true;
}

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
    Object.defineProperty(this, brandOf(name), { value: true });
  }

  /** Whether `value` is an error made by any toolwright error class, from any copy of the package. */
  static isInstance(value: unknown): value is ToolwrightError {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BASE_BRAND] === true;
  }
}
