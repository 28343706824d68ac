import { buildAnnotator } from './annotations';
import { checkChild, forInKeys, report, type Evaluated, type KeywordCompiler } from './types';

/** `unevaluatedProperties` (2020-12): keys no sibling keyword (or passing subschema) evaluated. */
export const unevaluatedProperties: KeywordCompiler = (value, ctx) => {
  if (value !== false && ctx.compiler.alwaysValid(value)) return undefined;
  const annotate = buildAnnotator(ctx.schema, ctx.base, ctx.compiler, true);
  const check = value === false ? undefined : ctx.compiler.compile(value, ctx.base);
  return (data, state) => {
    const seen: Evaluated = { props: new Set(), items: 0 };
    annotate(data, state, seen);
    const evaluated = seen.props;
    if (evaluated === true) return;
    const object = data as Record<string, unknown>;
    for (const key of forInKeys(object)) {
      if (evaluated.has(key)) continue;
      if (check === undefined) report(state, 'must NOT have unevaluated properties');
      else checkChild(check, object[key], key, state);
    }
  };
};

/** `unevaluatedItems` (2020-12): items past the prefix that sibling keywords evaluated. */
export const unevaluatedItems: KeywordCompiler = (value, ctx) => {
  if (value !== false && ctx.compiler.alwaysValid(value)) return undefined;
  const annotate = buildAnnotator(ctx.schema, ctx.base, ctx.compiler, true);
  const check = value === false ? undefined : ctx.compiler.compile(value, ctx.base);
  return (data, state) => {
    const seen: Evaluated = { props: new Set(), items: 0 };
    annotate(data, state, seen);
    const from = seen.items;
    if (from === true) return;
    const list = data as unknown[];
    if (check === undefined) {
      if (list.length > from) report(state, `must NOT have more than ${String(from)} items`);
      return;
    }
    for (let i = from; i < list.length; i++) checkChild(check, list[i], i, state);
  };
};
