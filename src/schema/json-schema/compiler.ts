import { keywordTable, type KeywordGroup } from './keyword-table';
import type { Located } from './resource-index';
import { compileSchemaObject } from './schema-node';
import { buildAnnotator } from './annotations';
import { report, type Annotator, type Check, type Dialect, type SchemaObject, type SubschemaCompiler } from './types';
import { normalizeId, pointerTokens, resolveUri, splitFragment } from './uri';

const PASS: Check = () => undefined;
const NO_ANNOTATIONS: Annotator = () => undefined;
const FAIL: Check = (_data, state) => report(state, 'boolean schema is false');
/** Pointer tokens under which an `$id` does not change the base URI (as in Ajv). */
const NO_SCOPE_CHANGE = new Set([
  '$ref',
  '$defs',
  'definitions',
  'properties',
  'patternProperties',
  'dependencies',
  'enum',
  'const',
  'examples',
  'default',
  'required',
]);

interface Box {
  check: Check | undefined;
}

/** Compiles the schemas of one document (plus the resources it can reference) into checks. */
export class SchemaCompiler implements SubschemaCompiler {
  readonly dialect: Dialect;
  readonly #groups: readonly KeywordGroup[];
  readonly #known: ReadonlySet<string>;
  readonly #resources: ReadonlyMap<string, Located>;
  readonly #entry: Located;
  readonly #memo = new Map<object, Map<string, Box>>();
  readonly #annotators = new Map<object, Map<string, { annotate: Annotator | undefined }>>();

  constructor(dialect: Dialect, resources: ReadonlyMap<string, Located>, entry: Located) {
    this.dialect = dialect;
    const table = keywordTable(dialect);
    this.#groups = table.groups;
    this.#known = table.known;
    this.#resources = resources;
    this.#entry = entry;
  }

  alwaysValid(schema: unknown): boolean {
    if (typeof schema === 'boolean') return schema;
    if (schema === null || typeof schema !== 'object') return false;
    for (const key in schema) if (this.#known.has(key)) return false;
    return true;
  }

  compile(schema: unknown, base: string): Check {
    if (schema === true) return PASS;
    if (schema === false) return FAIL;
    if (schema === null || typeof schema !== 'object' || this.alwaysValid(schema)) return PASS;
    let byBase = this.#memo.get(schema);
    if (byBase === undefined) this.#memo.set(schema, (byBase = new Map()));
    const existing = byBase.get(base);
    if (existing !== undefined) {
      return existing.check ?? ((data, state) => (existing.check as Check)(data, state));
    }
    const box: Box = { check: undefined };
    byBase.set(base, box);
    const object = schema as SchemaObject;
    const here = this.#scope(object, base);
    box.check = compileSchemaObject(object, here, this.#groups, this);
    return box.check;
  }

  reference(ref: string, base: string, dynamic: boolean): Check {
    const target = this.resolveReference(ref, base, dynamic);
    return this.compile(target.schema, target.base);
  }

  resolveReference(ref: string, base: string, dynamic: boolean): Located {
    const target = this.#resolve(ref, base, dynamic);
    if (target === undefined) throw new Error(`can't resolve reference ${ref} from id ${base || '#'}`);
    return target;
  }

  annotator(schema: unknown, base: string): Annotator {
    if (schema === null || typeof schema !== 'object' || this.alwaysValid(schema)) return NO_ANNOTATIONS;
    let byBase = this.#annotators.get(schema);
    if (byBase === undefined) this.#annotators.set(schema, (byBase = new Map()));
    const existing = byBase.get(base);
    if (existing !== undefined) {
      return existing.annotate ?? ((data, state, into) => (existing.annotate as Annotator)(data, state, into));
    }
    const box: { annotate: Annotator | undefined } = { annotate: undefined };
    byBase.set(base, box);
    box.annotate = buildAnnotator(schema as SchemaObject, this.#scope(schema as SchemaObject, base), this, false);
    return box.annotate;
  }

  #scope(schema: SchemaObject, base: string): string {
    const id = schema.$id;
    if (typeof id !== 'string' || (this.dialect === 'draft-07' && id.startsWith('#'))) return base;
    return normalizeId(resolveUri(base, id));
  }

  #resolve(ref: string, base: string, dynamic: boolean): Located | undefined {
    const [uri, fragment] = splitFragment(resolveUri(base, ref));
    if (dynamic) {
      const entry = this.#entry.schema as SchemaObject;
      if (fragment !== '' && !fragment.startsWith('/') && entry.$dynamicAnchor === fragment) return this.#entry;
      if (fragment === '' && entry.$recursiveAnchor === true) return this.#entry;
    }
    if (fragment !== '' && !fragment.startsWith('/')) return this.#resources.get(`${uri}#${fragment}`);
    const doc = this.#resources.get(uri);
    if (doc === undefined) return undefined;
    let schema = doc.schema;
    let scope = doc.base;
    for (const token of pointerTokens(fragment)) {
      if (schema === null || typeof schema !== 'object') return undefined;
      const next = (schema as SchemaObject)[token];
      if (next === undefined) return undefined;
      schema = next;
      const id = next !== null && typeof next === 'object' ? (next as SchemaObject).$id : undefined;
      if (typeof id === 'string' && !NO_SCOPE_CHANGE.has(token)) scope = normalizeId(resolveUri(scope, id));
    }
    return { schema, base: scope };
  }
}
