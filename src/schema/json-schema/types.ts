/** One segment of an instance location: a property name or an array index. */
export type PathSegment = string | number;

/** A validation error as collected while walking the data. */
export interface ValidationError {
  message: string;
  path: PathSegment[];
}

/** Mutable state threaded through one validation run. */
export interface ValidationState {
  errors: ValidationError[];
  /** The instance location of the value being checked, as a stack. */
  path: PathSegment[];
  /** When above zero, the errors recorded will be discarded (a `not`, an `if`, a branch tried): they are recorded without their paths. */
  quiet: number;
}

/** A compiled check: records errors in `state`; validity is "no new errors". */
export type Check = (data: unknown, state: ValidationState) => void;

/** The JSON Schema dialects the validator understands. */
export type Dialect = 'draft-07' | 'draft-2020-12';

/** A schema object as found in a document. */
export type SchemaObject = Record<string, unknown>;

/** What a keyword compiler gets to work with. */
export interface KeywordContext {
  /** The schema object that holds the keyword. */
  readonly schema: SchemaObject;
  /** The base URI the schema object lives under. */
  readonly base: string;
  readonly compiler: SubschemaCompiler;
}

/** The services the node compiler offers to keyword compilers. */
export interface SubschemaCompiler {
  readonly dialect: Dialect;
  /** Compiles a subschema: one check per schema object and base URI, so that a recursive `$ref` compiles. */
  compile(schema: unknown, base: string): Check;
  /** True when a subschema can never fail (boolean true or no known keywords). */
  alwaysValid(schema: unknown): boolean;
  /** Resolves a `$ref` / `$dynamicRef` to a compiled check; throws when it cannot. */
  reference(ref: string, base: string, dynamic: boolean): Check;
  /** Resolves a `$ref` / `$dynamicRef` to the schema it names; throws when it cannot. */
  resolveReference(ref: string, base: string, dynamic: boolean): { schema: unknown; base: string };
  /** The annotation collector of a subschema, one per schema object and base URI like `compile`. */
  annotator(schema: unknown, base: string): Annotator;
}

/** What a schema has evaluated of an instance: property names and a prefix of items (or all). */
export interface Evaluated {
  props: true | Set<string>;
  items: true | number;
}

/** Adds what a schema evaluates of `data` to `into` (used by `unevaluated*`). */
export type Annotator = (data: unknown, state: ValidationState, into: Evaluated) => void;

/** A keyword compiler: returns a check, or `undefined` when the keyword is a no-op here. */
export type KeywordCompiler = (value: unknown, ctx: KeywordContext) => Check | undefined;

const QUIET_ERROR: ValidationError = { message: '', path: [] };

/** Records an error at the current instance location. */
export function report(state: ValidationState, message: string): void {
  state.errors.push(state.quiet > 0 ? QUIET_ERROR : { message, path: state.path.slice() });
}

/** Runs `check` on a child value at `segment` and returns whether it passed. */
export function checkChild(check: Check, data: unknown, segment: PathSegment, state: ValidationState): boolean {
  const before = state.errors.length;
  state.path.push(segment);
  check(data, state);
  state.path.pop();
  return state.errors.length === before;
}

/** Runs `check` on the same value and returns whether it passed. */
export function checkHere(check: Check, data: unknown, state: ValidationState): boolean {
  const before = state.errors.length;
  check(data, state);
  return state.errors.length === before;
}

/** Runs `check` without keeping its errors and returns whether it passed. */
export function checkSilently(check: Check, data: unknown, state: ValidationState): boolean {
  const before = state.errors.length;
  state.quiet++;
  check(data, state);
  state.quiet--;
  const passed = state.errors.length === before;
  state.errors.length = before;
  return passed;
}

/** The own enumerable-or-inherited keys of a value, in `for…in` order (as Ajv iterates them). */
export function forInKeys(data: object): string[] {
  const keys: string[] = [];
  for (const key in data) keys.push(key);
  return keys;
}

/** The property names declared in a schema map, skipping `__proto__` like Ajv does. */
export function schemaKeys(map: unknown): string[] {
  if (map === null || typeof map !== 'object') return [];
  return Object.keys(map).filter((key) => key !== '__proto__');
}
