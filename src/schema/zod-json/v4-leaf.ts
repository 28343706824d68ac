import { aggregateChecks } from './v4-checks';
import type { Json, V4Ctx, V4Schema } from './v4-types';

const FORMAT_NAMES: Record<string, string> = {
  guid: 'uuid',
  url: 'uri',
  datetime: 'date-time',
  json_string: 'json-string',
  regex: '',
};

// zod validates base64 with lax charsets but emits the exact block forms in JSON Schema.
const EXACT_PATTERNS: Record<string, string> = {
  '^[0-9a-zA-Z+/]*={0,2}$': '^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$',
  '^[A-Za-z0-9_-]*$': '^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$',
};

/** The emitted source of a zod pattern (base64 charsets swapped for their exact forms). */
export function patternSource(pattern: RegExp): string {
  return EXACT_PATTERNS[pattern.source] ?? pattern.source;
}

const legacy = (ctx: V4Ctx): boolean => ctx.target === 'draft-04' || ctx.target === 'openapi-3.0';

/** Emits a zod v4 string: length bounds, format, content encoding, pattern(s). */
export function stringNode(schema: V4Schema, ctx: V4Ctx, json: Json): void {
  json.type = 'string';
  const agg = aggregateChecks(schema);
  if (typeof agg.minimum === 'number') json.minLength = agg.minimum;
  if (typeof agg.maximum === 'number') json.maxLength = agg.maximum;
  if (agg.format) {
    json.format = FORMAT_NAMES[agg.format] ?? agg.format;
    if (json.format === '' || agg.format === 'time' || agg.laxFormat) delete json.format;
  }
  if (agg.contentEncoding) json.contentEncoding = agg.contentEncoding;
  const patterns = [...(agg.patterns ?? [])];
  if (patterns.length === 1 && patterns[0]) json.pattern = patternSource(patterns[0]);
  else if (patterns.length > 1) {
    const typed = ctx.target !== 'draft-2020-12';
    json.allOf = patterns.map((p) => ({ ...(typed ? { type: 'string' } : {}), pattern: patternSource(p) }));
  }
}

/** Emits a zod v4 number: integer detection, (exclusive) bounds, divisors. */
export function numberNode(schema: V4Schema, ctx: V4Ctx, json: Json): void {
  const agg = aggregateChecks(schema);
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = agg;
  json.type = agg.isInt ? 'integer' : 'number';
  const exMin = typeof exclusiveMinimum === 'number' && exclusiveMinimum >= (minimum ?? Number.NEGATIVE_INFINITY);
  const exMax = typeof exclusiveMaximum === 'number' && exclusiveMaximum <= (maximum ?? Number.POSITIVE_INFINITY);
  if (exMin) {
    if (legacy(ctx)) {
      json.minimum = exclusiveMinimum;
      json.exclusiveMinimum = true;
    } else json.exclusiveMinimum = exclusiveMinimum;
  } else if (typeof minimum === 'number') json.minimum = minimum;
  if (exMax) {
    if (legacy(ctx)) {
      json.maximum = exclusiveMaximum;
      json.exclusiveMaximum = true;
    } else json.exclusiveMaximum = exclusiveMaximum;
  } else if (typeof maximum === 'number') json.maximum = maximum;
  if (agg.multipleOf) {
    const divisors = new Set<number>();
    for (const d of agg.multipleOf) if (Number.isFinite(d) && d !== 0) divisors.add(Math.abs(d));
    const [first, ...rest] = divisors;
    if (first !== undefined) json.multipleOf = first;
    if (rest.length) json.allOf = [...((json.allOf as unknown[]) ?? []), ...rest.map((m) => ({ multipleOf: m }))];
  }
}

/** Emits a zod v4 enum from its entries (numeric reverse-mapping keys skipped). */
export function enumNode(schema: V4Schema, json: Json): void {
  const entries = (schema._zod.def.entries ?? {}) as Record<string, unknown>;
  const numeric = Object.values(entries).filter((v) => typeof v === 'number');
  const values = Object.entries(entries)
    .filter(([k]) => numeric.indexOf(+k) === -1)
    .map(([, v]) => v);
  if (values.length === 0) {
    json.not = {};
    return;
  }
  if (values.every((v) => typeof v === 'number')) json.type = 'number';
  if (values.every((v) => typeof v === 'string')) json.type = 'string';
  json.enum = values;
}

/** Emits a zod v4 literal (one value as `const`, several as `enum`). */
export function literalNode(schema: V4Schema, ctx: V4Ctx, json: Json): void {
  const raw = (schema._zod.def.values ?? []) as unknown[];
  if (raw.length === 0) {
    json.not = {};
    return;
  }
  const values: unknown[] = [];
  for (const v of raw) {
    if (v === undefined) continue;
    values.push(typeof v === 'bigint' ? Number(v) : v);
  }
  if (values.length === 1) {
    const v = values[0];
    json.type = v === null ? 'null' : typeof v;
    if (legacy(ctx)) json.enum = [v];
    else json.const = v;
  } else if (values.length > 1) {
    for (const kind of ['number', 'string', 'boolean'] as const) {
      if (values.every((v) => typeof v === kind)) json.type = kind;
    }
    if (values.every((v) => v === null)) json.type = 'null';
    json.enum = values;
  }
}

/** Emits a zod v4 null. */
export function nullNode(ctx: V4Ctx, json: Json): void {
  if (ctx.target === 'openapi-3.0') {
    json.type = 'string';
    json.nullable = true;
    json.enum = [null];
  } else json.type = 'null';
}

/** Emits a zod v4 template literal as a string pattern. */
export function templateNode(schema: V4Schema, json: Json): void {
  const pattern = schema._zod.pattern;
  if (!pattern) throw new Error('Pattern not found in template literal');
  json.type = 'string';
  json.pattern = pattern.source;
}

/** Emits a zod v4 file as a binary string (size bounds, media types). */
export function fileNode(schema: V4Schema, json: Json): void {
  json.type = 'string';
  json.format = 'binary';
  json.contentEncoding = 'binary';
  const { minimum, maximum, mime } = aggregateChecks(schema);
  if (minimum !== undefined) json.minLength = minimum;
  if (maximum !== undefined) json.maxLength = maximum;
  if (!mime) return;
  if (mime.length === 0) json.not = {};
  else if (mime.length === 1) json.contentMediaType = mime[0];
  else json.anyOf = mime.map((x) => ({ contentMediaType: x }));
}
