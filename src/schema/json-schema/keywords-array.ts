import { declaredTypes, typeGuard } from './data-types';
import { deepEqual } from './deep-equal';
import { checkChild, report, type Check, type KeywordCompiler, type KeywordContext } from './types';

/** `maxItems`. */
export const maxItems: KeywordCompiler = (value) => {
  const bound = value as number;
  const message = `must NOT have more than ${String(bound)} items`;
  return (data, state) => {
    if ((data as unknown[]).length > bound) report(state, message);
  };
};

/** `minItems`. */
export const minItems: KeywordCompiler = (value) => {
  const bound = value as number;
  const message = `must NOT have fewer than ${String(bound)} items`;
  return (data, state) => {
    if ((data as unknown[]).length < bound) report(state, message);
  };
};

function tuple(schemas: unknown[], ctx: KeywordContext): Check | undefined {
  const positions: [number, Check][] = [];
  schemas.forEach((schema, index) => {
    if (!ctx.compiler.alwaysValid(schema)) positions.push([index, ctx.compiler.compile(schema, ctx.base)]);
  });
  if (positions.length === 0) return undefined;
  return (data, state) => {
    const list = data as unknown[];
    for (const [index, check] of positions) if (list.length > index) checkChild(check, list[index], index, state);
  };
}

function everyItemFrom(start: number, schema: unknown, ctx: KeywordContext): Check | undefined {
  if (schema === false) {
    const message = `must NOT have more than ${String(start)} items`;
    return (data, state) => {
      if ((data as unknown[]).length > start) report(state, message);
    };
  }
  if (ctx.compiler.alwaysValid(schema)) return undefined;
  const check = ctx.compiler.compile(schema, ctx.base);
  return (data, state) => {
    const list = data as unknown[];
    for (let i = start; i < list.length; i++) checkChild(check, list[i], i, state);
  };
}

/** One schema for every item, each checked on its own (a `false` schema fails every item). */
function everyItem(schema: unknown, ctx: KeywordContext): Check | undefined {
  if (ctx.compiler.alwaysValid(schema)) return undefined;
  const check = ctx.compiler.compile(schema, ctx.base);
  return (data, state) => {
    const list = data as unknown[];
    for (let i = 0; i < list.length; i++) checkChild(check, list[i], i, state);
  };
}

/** `items` (draft-07): one schema for every item, or a tuple of schemas. */
export const itemsDraft7: KeywordCompiler = (value, ctx) => {
  if (Array.isArray(value)) return tuple(value, ctx);
  return everyItem(value, ctx);
};

/** `additionalItems` (draft-07): items past a tuple `items`. */
export const additionalItems: KeywordCompiler = (value, ctx) => {
  const tupleItems = ctx.schema.items;
  if (!Array.isArray(tupleItems)) return undefined;
  return everyItemFrom(tupleItems.length, value, ctx);
};

/** `prefixItems` (2020-12): a tuple of schemas. */
export const prefixItems: KeywordCompiler = (value, ctx) => tuple(value as unknown[], ctx);

/** `items` (2020-12): every item after `prefixItems`. */
export const items2020: KeywordCompiler = (value, ctx) => {
  if (ctx.compiler.alwaysValid(value)) return undefined;
  const prefix = ctx.schema.prefixItems;
  // Only after a tuple does `items: false` become a length limit ("must NOT have more than N
  // items"); on its own, each item fails the false schema at its own path, as Ajv reports it.
  if (!Array.isArray(prefix)) return everyItem(value, ctx);
  return everyItemFrom(prefix.length, value, ctx);
};

/** `contains`, with `minContains` / `maxContains` in 2020-12. */
export const contains: KeywordCompiler = (value, ctx) => {
  const next = ctx.compiler.dialect === 'draft-2020-12';
  const min = next && ctx.schema.minContains !== undefined ? (ctx.schema.minContains as number) : 1;
  const max = next ? (ctx.schema.maxContains as number | undefined) : undefined;
  const message =
    max === undefined
      ? `must contain at least ${String(min)} valid item(s)`
      : `must contain at least ${String(min)} and no more than ${String(max)} valid item(s)`;
  if (max === undefined && min === 0) return undefined;
  if (max !== undefined && min > max) return (_data, state) => report(state, message);
  if (ctx.compiler.alwaysValid(value)) {
    return (data, state) => {
      const length = (data as unknown[]).length;
      if (!(length >= min && (max === undefined || length <= max))) report(state, message);
    };
  }
  const check = ctx.compiler.compile(value, ctx.base);
  return (data, state) => {
    const list = data as unknown[];
    const before = state.errors.length;
    let valid = min === 0;
    let count = 0;
    if (min !== 0 || list.length > 0) {
      for (let i = 0; i < list.length; i++) {
        if (!checkChild(check, list[i], i, state)) continue;
        count++;
        if (max === undefined) {
          if (count >= min) {
            valid = true;
            break;
          }
        } else if (count > max) {
          valid = false;
          break;
        } else if (count >= min) valid = true;
      }
    }
    if (valid) state.errors.length = before;
    else report(state, message);
  };
};

/** `uniqueItems`, reporting the first duplicate pair the way Ajv scans for it. */
export const uniqueItems: KeywordCompiler = (value, ctx) => {
  if (!value) return undefined;
  const itemSchema = ctx.schema.items;
  const itemTypes = itemSchema && typeof itemSchema === 'object' && !Array.isArray(itemSchema) ? declaredTypes(itemSchema as Record<string, unknown>) : [];
  const byKey = itemTypes.length > 0 && !itemTypes.some((t) => t === 'object' || t === 'array');
  const mark = itemTypes.length > 1;
  const isItemType = typeGuard(itemTypes);
  const duplicate = (j: number, i: number): string => `must NOT have duplicate items (items ## ${String(j)} and ${String(i)} are identical)`;
  if (byKey) {
    return (data, state) => {
      const list = data as unknown[];
      if (list.length <= 1) return;
      const seen = new Map<string, number>();
      for (let i = list.length - 1; i >= 0; i--) {
        const item = list[i];
        if (!isItemType(item)) continue;
        const key = typeof item === 'string' && mark ? `${item}_` : String(item);
        const earlier = seen.get(key);
        if (earlier !== undefined) {
          report(state, duplicate(earlier, i));
          return;
        }
        if (key !== '__proto__') seen.set(key, i);
      }
    };
  }
  return (data, state) => {
    const list = data as unknown[];
    for (let i = list.length - 1; i > 0; i--) {
      for (let j = i - 1; j >= 0; j--) {
        if (deepEqual(list[i], list[j])) {
          report(state, duplicate(j, i));
          return;
        }
      }
    }
  };
};
