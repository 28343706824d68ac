import { SchemaCompiler } from './compiler';
import { DRAFT_07_META } from './meta-draft-07';
import { DRAFT_2020_12_METAS } from './meta-draft-2020-12';
import { errorInstancePath } from './error-path';
import { indexResources, type Located } from './resource-index';
import type { Check, Dialect, SchemaObject, ValidationState } from './types';
import { normalizeId } from './uri';

const DEFAULT_META: Record<Dialect, string> = {
  'draft-07': 'http://json-schema.org/draft-07/schema',
  'draft-2020-12': 'https://json-schema.org/draft/2020-12/schema',
};
const ALIAS = 'http://json-schema.org/schema';

const registries = new Map<Dialect, Map<string, Located>>();
const checks = new Map<string, Check>();

/** The meta-schemas a dialect knows, indexed by URI (indexed the first time the dialect is asked for, then kept). */
export function metaResources(dialect: Dialect): Map<string, Located> {
  let registry = registries.get(dialect);
  if (registry === undefined) {
    registry = new Map();
    const docs = dialect === 'draft-07' ? [DRAFT_07_META] : DRAFT_2020_12_METAS;
    for (const doc of docs) indexResources(doc, normalizeId(doc.$id as string), dialect, registry);
    registries.set(dialect, registry);
  }
  return registry;
}

function metaCheck(dialect: Dialect, uri: string): Check | undefined {
  const key = `${dialect} ${uri}`;
  let check = checks.get(key);
  if (check === undefined) {
    const resources = metaResources(dialect);
    const doc = resources.get(uri === ALIAS ? DEFAULT_META[dialect] : uri);
    if (doc === undefined) return undefined;
    check = new SchemaCompiler(dialect, resources, doc).compile(doc.schema, doc.base);
    checks.set(key, check);
  }
  return check;
}

/**
 * Validates a schema against its meta-schema (its `$schema`, or the dialect's default) and
 * throws Ajv's messages when it is invalid or the meta-schema is unknown.
 */
export function assertValidSchema(schema: SchemaObject, dialect: Dialect): void {
  const declared = schema.$schema;
  if (declared !== undefined && typeof declared !== 'string') throw new Error('$schema must be a string');
  const uri = declared ? normalizeId(declared) : DEFAULT_META[dialect];
  const check = metaCheck(dialect, uri);
  if (check === undefined) throw new Error(`no schema with key or ref "${String(declared)}"`);
  const state: ValidationState = { errors: [], path: [], quiet: 0 };
  check(schema, state);
  if (state.errors.length === 0) return;
  const text = state.errors.map((e) => `data${errorInstancePath(e.path)} ${e.message}`).join(', ');
  throw new Error(`schema is invalid: ${text}`);
}
