/**
 * The questions a server asks a client with `elicitation/create` on a tool's behalf: approve or
 * decline a call, and the `resumeData` of a suspended call, with the tool's `resumeSchema` as the
 * form when it fits the elicitation schema subset (a flat object of strings, numbers, integers,
 * booleans and enums). Keywords outside the subset are dropped from the form: the answer is
 * checked against the full `resumeSchema` before the tool runs again.
 */
import { isObjectRecord } from '../../internal/is-object';

/** `requestedSchema` of a form-mode elicitation. */
export interface ElicitationForm {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
}

const COMMON_KEYS = ['title', 'description', 'default'] as const;
const KEYS_BY_TYPE: Record<string, readonly string[]> = {
  string: ['minLength', 'maxLength', 'format', 'enum', 'enumNames', 'oneOf'],
  number: ['minimum', 'maximum'],
  integer: ['minimum', 'maximum'],
  boolean: [],
  array: ['items', 'minItems', 'maxItems'],
};
const FORMATS = new Set(['email', 'uri', 'date', 'date-time']);

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isTitledOptions(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0 && value.every((option) => isObjectRecord(option) && typeof option['const'] === 'string');
}

/** Whether an array property is a multi-select of string options, as the subset allows. */
function isMultiSelect(items: unknown): boolean {
  if (!isObjectRecord(items)) return false;
  return (items['type'] === 'string' && isStringList(items['enum'])) || isTitledOptions(items['anyOf']) || isTitledOptions(items['oneOf']);
}

/** One property in the subset's shape, or `undefined` when it has none (a nested object, a union, …). */
function formProperty(schema: unknown): Record<string, unknown> | undefined {
  if (!isObjectRecord(schema)) return undefined;
  const type = schema['type'];
  if (typeof type !== 'string' || !(type in KEYS_BY_TYPE)) return undefined;
  if (type === 'array' && !isMultiSelect(schema['items'])) return undefined;
  if (type === 'string' && schema['oneOf'] !== undefined && !isTitledOptions(schema['oneOf'])) return undefined;
  const out: Record<string, unknown> = { type };
  for (const key of [...COMMON_KEYS, ...(KEYS_BY_TYPE[type] as readonly string[])]) {
    if (schema[key] === undefined) continue;
    if (key === 'format' && !FORMATS.has(String(schema[key]))) continue;
    out[key] = schema[key];
  }
  return out;
}

/**
 * The elicitation form for a JSON Schema (object or JSON text), or `undefined` when the schema
 * does not fit the subset.
 */
export function elicitationFormOf(schema: unknown): ElicitationForm | undefined {
  let parsed = schema;
  if (typeof parsed === 'string') {
    try {
      parsed = JSON.parse(parsed);
    } catch {
      return undefined;
    }
  }
  if (!isObjectRecord(parsed) || parsed['type'] !== 'object' || !isObjectRecord(parsed['properties'])) return undefined;
  const properties: Record<string, Record<string, unknown>> = {};
  for (const [key, value] of Object.entries(parsed['properties'])) {
    const property = formProperty(value);
    if (!property) return undefined;
    properties[key] = property;
  }
  const form: ElicitationForm = { type: 'object', properties };
  if (isStringList(parsed['required']) && parsed['required'].length > 0) form.required = [...parsed['required']];
  return form;
}

/** The approve/decline form: `approved` defaults to false, so a form sent as it is declines. */
export const APPROVAL_FORM: ElicitationForm = {
  type: 'object',
  properties: {
    approved: { type: 'boolean', title: 'Approve', description: 'Run the tool with these arguments', default: false },
    reason: { type: 'string', title: 'Reason', description: 'Optional: why, shown to the model when the call is declined' },
  },
  required: ['approved'],
};

function argsText(args: unknown): string {
  try {
    return JSON.stringify(args, null, 2) ?? 'undefined';
  } catch {
    return String(args);
  }
}

/** How a tool is named to the user: its title and its listed name. */
export function toolLabel(name: string, title: string | undefined): string {
  return title && title !== name ? `"${title}" (${name})` : `"${name}"`;
}

/** The message of an approval question: the tool, its title and the validated arguments. */
export function approvalMessage(name: string, title: string | undefined, args: unknown): string {
  return `Approve the call of tool ${toolLabel(name, title)}?\nArguments:\n${argsText(args)}`;
}

/** The message of a resume question: the tool and what it suspended with. */
export function resumeMessage(name: string, title: string | undefined, payload: unknown): string {
  const told = isObjectRecord(payload) && typeof payload['message'] === 'string' ? payload['message'] : argsText(payload);
  return `Tool ${toolLabel(name, title)} needs your input to continue.\n${told}`;
}
