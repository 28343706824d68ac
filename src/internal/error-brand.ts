// Errors are recognised by `Symbol.for` brands rather than `instanceof`: an application that
// ends up with two copies of the package (ESM and CJS, or two versions) still gets a true
// answer from `isInstance`.

/** The brand symbol of the toolwright error class called `name`. */
export function errorBrand(name: string): symbol {
  return Symbol.for(`toolwright.error.${name}`);
}

/** Whether `value` carries the brand of the toolwright error class called `name`. */
export function hasErrorBrand(value: unknown, name: string): boolean {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[errorBrand(name)] === true;
}
