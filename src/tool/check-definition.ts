// The checks a tool definition gets: each refuses something the reference accepts silently and
// that could never work (a missing id, a schema shape, a function option that is not a function,
// a misspelt option name). A TypeError, as for the runtime's options of the wrong kind. They read
// only values the constructor reads anyway, and stay small: this is in every bundle.
import { convertSchema, ownStandardSchema } from '../schema/to-standard-schema';
import type { StandardSchemaWithJSON } from '../schema/types';

function fail(option: string, problem: string): never {
  throw new TypeError(`createTool: ${option} ${problem}`);
}

function isSchema(value: any): boolean {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && '~standard' in value;
}

/**
 * A schema option as a tool stores it: the schema itself when it carries its own JSON Schema,
 * else converted, after refusing a zod shape. The refusal comes after the schema's own checks, so
 * that a well-formed schema is tested for `~standard` once, as the reference tests it.
 */
export function toToolSchema(value: unknown, option: string): StandardSchemaWithJSON {
  return ownStandardSchema(value) ?? convertSchema(checkSchema(value, option));
}

/** Returns a schema option after refusing a plain object whose values are schemas (a zod shape). */
export function checkSchema<T>(value: T, option: string): T {
  // A schema passes on its `~standard` alone; only a non-schema object's values are looked at.
  if (typeof value === 'object' && value && !('~standard' in value) && Object.values(value).some(isSchema)) {
    fail(option, 'is an object of schemas: wrap it in `z.object({...})`');
  }
  return value;
}

/**
 * Refuses an option that must be a function and is something else (undefined and null mean none,
 * unless `required`),
 * or a generator function: called, it returns the generator unstarted, so its body never runs (an
 * `execute`'s result would reach the model as `{}`); progress goes through `ctx.writer`. The
 * message is short to keep `toolwright/tools/core` within its budget; docs/compatibility.md
 * (deviation 17) says more.
 */
export function checkFunction(value: any, option: string, required?: boolean): void {
  if (value == null && !required) return;
  if (typeof value !== 'function') fail(option, `must be a function, not ${value === null ? 'null' : typeof value}`);
  // A generator function inherits the tag GeneratorFunction or AsyncGeneratorFunction.
  const tag = value[Symbol.toStringTag];
  if (typeof tag === 'string' && tag.endsWith('GeneratorFunction')) fail(option, 'is a generator: use ctx.writer');
}

/**
 * Refuses a tool whose id is missing or not a string (an empty string is accepted, as by the
 * reference), and hooks and `toModelOutput` that are not functions.
 */
export function checkTool(tool: Record<string, any>): void {
  const id = tool['id'];
  if (typeof id !== 'string') fail('id', `must be a string, not ${typeof id}`);
  // In the Tool's key order: the first member that fails is the one named.
  const { toModelOutput, onInputStart, onInputDelta, onInputAvailable, onOutput } = tool;
  if (toModelOutput != null) checkFunction(toModelOutput, 'toModelOutput');
  if (onInputStart != null) checkFunction(onInputStart, 'onInputStart');
  if (onInputDelta != null) checkFunction(onInputDelta, 'onInputDelta');
  if (onInputAvailable != null) checkFunction(onInputAvailable, 'onInputAvailable');
  if (onOutput != null) checkFunction(onOutput, 'onOutput');
}

/** Single-character edits (insert, delete, replace) from `a` to `b`. */
function edits(a: string, b: string): number {
  const row = [...Array(b.length + 1).keys()];
  for (let i = 0; i < a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i + 1;
    for (let j = 0; j < b.length; j++) {
      const above = row[j + 1]!;
      row[j + 1] = Math.min(above + 1, row[j]! + 1, diagonal + (a[i] === b[j] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** Whether `key` is one of the options a definition usually names. */
function isCommonOption(key: string): boolean {
  switch (key) {
    case 'id':
    case 'description':
    case 'inputSchema':
    case 'outputSchema':
    case 'execute':
    case 'title':
    case 'suspendSchema':
    case 'resumeSchema':
    case 'requestContextSchema':
    case 'requireApproval':
    case 'toModelOutput':
    case 'strict':
    case 'mcp':
      return true;
    default:
      return false;
  }
}

/**
 * Refuses an unknown option within two edits of a known one (one edit for names under eight
 * letters, none under four). The known names are the tool's own keys and the two more the
 * reference's `ToolAction` names. `needsApprovalFn` is set by agent runtimes, so a name close to
 * it (the AI SDK's `needsApproval`) is pointed to `requireApproval`. Other unknown options stay
 * accepted, as the reference accepts them.
 */
export function checkOptionNames(opts: object, tool: object): void {
  for (const key of Object.keys(opts)) if (!isCommonOption(key)) checkRareOption(key, tool);
}

/** Refuses `key`, a name outside the common ones, when it is a misspelling of a known one. */
function checkRareOption(key: string, tool: object): void {
  const known = Object.keys(tool).concat('requestContext', 'workspace');
  const guess = !known.includes(key) && known.find((name) => edits(key, name) <= Math.min(2, name.length >> 2));
  if (guess) fail(key, `is not an option: did you mean \`${guess === 'needsApprovalFn' ? 'requireApproval' : guess}\`?`);
}
