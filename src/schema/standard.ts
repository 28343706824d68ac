import type { StandardJSONSchemaV1, StandardSchemaV1 } from '@standard-schema/spec';
import type { StandardSchemaWithJSON } from './types';

type Std = { version?: unknown; vendor?: unknown; validate?: unknown; jsonSchema?: unknown };

function standardOf(value: unknown): Std | undefined {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return undefined;
  if (!('~standard' in (value as object))) return undefined;
  const std = (value as { '~standard': unknown })['~standard'];
  return typeof std === 'object' && std !== null ? (std as Std) : undefined;
}

/** Whether `value` implements Standard Schema v1 (`~standard.validate`). */
export function isStandardSchema(value: unknown): value is StandardSchemaV1 {
  const std = standardOf(value);
  return !!std && 'version' in std && std.version === 1 && 'vendor' in std && 'validate' in std && typeof std.validate === 'function';
}

/** Whether `value` implements the Standard JSON Schema v1 extension (`~standard.jsonSchema`). */
export function isStandardJSONSchema(value: unknown): value is StandardJSONSchemaV1 {
  const std = standardOf(value);
  if (!std || !('version' in std) || std.version !== 1 || !('vendor' in std)) return false;
  if (!('jsonSchema' in std) || typeof std.jsonSchema !== 'object' || std.jsonSchema === null) return false;
  const converter = std.jsonSchema as { input?: unknown; output?: unknown };
  return typeof converter.input === 'function' && typeof converter.output === 'function';
}

/** Whether `value` is a Standard Schema with the JSON Schema extension: what tools store. */
export function isStandardSchemaWithJSON(value: unknown): value is StandardSchemaWithJSON {
  return isStandardSchema(value) && isStandardJSONSchema(value);
}
