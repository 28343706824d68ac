import type { V4Def, V4Schema } from './v4-types';

/** The constraints gathered from a zod v4 schema's checks and bag. */
export interface Aggregate {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number[];
  format?: string;
  isInt?: boolean;
  patterns?: Set<RegExp>;
  contentEncoding?: string;
  laxFormat?: boolean;
  mime?: string[];
}

const RANGES: Record<string, [number, number]> = {
  // Literals, not `Number.*` reads: a bundler can only drop an unused table of constants.
  safeint: [-9007199254740991, 9007199254740991],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  float32: [-3.4028234663852886e38, 3.4028234663852886e38],
  float64: [-1.7976931348623157e308, 1.7976931348623157e308],
};

type NumKey = 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum';

function narrowMin(agg: Aggregate, key: NumKey, value: unknown): void {
  if (typeof value !== 'number' && typeof value !== 'bigint') return;
  const current = agg[key];
  if (current === undefined || (value as number) > current) agg[key] = value as number;
}

function narrowMax(agg: Aggregate, key: NumKey, value: unknown): void {
  if (typeof value !== 'number' && typeof value !== 'bigint') return;
  const current = agg[key];
  if (current === undefined || (value as number) < current) agg[key] = value as number;
}

function divisor(agg: Aggregate, value: unknown): void {
  const list = (agg.multipleOf ??= []);
  if (!list.includes(value as number)) list.push(value as number);
}

function setFormat(agg: Aggregate, format: string): void {
  agg.format = format;
  if (format.includes('int')) agg.isInt = true;
}

function contribute(agg: Aggregate, def: V4Def): void {
  switch (def.check) {
    case 'greater_than':
      narrowMin(agg, def.inclusive ? 'minimum' : 'exclusiveMinimum', def.value);
      break;
    case 'less_than':
      narrowMax(agg, def.inclusive ? 'maximum' : 'exclusiveMaximum', def.value);
      break;
    case 'multiple_of':
      divisor(agg, def.value);
      break;
    case 'number_format': {
      const format = String(def.format);
      setFormat(agg, format);
      const range = RANGES[format];
      if (range) {
        narrowMin(agg, 'minimum', range[0]);
        narrowMax(agg, 'maximum', range[1]);
      }
      break;
    }
    case 'min_length':
    case 'min_size':
      narrowMin(agg, 'minimum', def.minimum);
      break;
    case 'max_length':
    case 'max_size':
      narrowMax(agg, 'maximum', def.maximum);
      break;
    case 'length_equals':
    case 'size_equals': {
      const value = def.check === 'length_equals' ? def.length : def.size;
      narrowMin(agg, 'minimum', value);
      narrowMax(agg, 'maximum', value);
      break;
    }
    case 'string_format': {
      const format = String(def.format);
      setFormat(agg, format);
      if (def.pattern instanceof RegExp) (agg.patterns ??= new Set()).add(def.pattern);
      if (format === 'base64' || format === 'base64url') agg.contentEncoding = format;
      if (def.local || def.precision === -1) agg.laxFormat = true;
      break;
    }
    case 'mime_type': {
      const mime = (def.mime ?? []) as string[];
      agg.mime = agg.mime ? agg.mime.filter((x) => mime.includes(x)) : [...mime];
      break;
    }
    default:
      break;
  }
}

/** Folds a zod v4 schema's checks (and its own format, for format schemas) into constraints. */
export function aggregateChecks(schema: V4Schema): Aggregate {
  const agg: Aggregate = {};
  const def = schema._zod.def;
  const checks = (Array.isArray(def.checks) ? def.checks : []) as V4Schema[];
  const list = schema._zod.traits?.has('$ZodCheck') ? [schema, ...checks] : checks;
  for (const check of list) {
    const checkDef = check?._zod?.def;
    if (checkDef) contribute(agg, checkDef);
  }
  const bag = schema._zod.bag ?? {};
  narrowMin(agg, 'minimum', bag.minimum);
  narrowMin(agg, 'exclusiveMinimum', bag.exclusiveMinimum);
  narrowMax(agg, 'maximum', bag.maximum);
  narrowMax(agg, 'exclusiveMaximum', bag.exclusiveMaximum);
  if (bag.multipleOf !== undefined) divisor(agg, bag.multipleOf);
  if (typeof bag.format === 'string') {
    agg.format ??= bag.format;
    if (bag.format.includes('int')) agg.isInt = true;
  }
  const mime = bag.mime as string[] | undefined;
  if (mime) agg.mime = agg.mime ? agg.mime.filter((x) => mime.includes(x)) : [...mime];
  const patterns = bag.patterns as Iterable<RegExp> | undefined;
  for (const pattern of patterns ?? []) (agg.patterns ??= new Set()).add(pattern);
  return agg;
}
