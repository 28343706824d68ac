import { checkHere, checkSilently, report, type Check, type KeywordCompiler } from './types';

/** `not`: the subschema must fail; its own errors are never reported. */
export const not: KeywordCompiler = (value, ctx) => {
  const message = 'must NOT be valid';
  if (ctx.compiler.alwaysValid(value)) return (_data, state) => report(state, message);
  const sub = ctx.compiler.compile(value, ctx.base);
  return (data, state) => {
    if (checkSilently(sub, data, state)) report(state, message);
  };
};

/** `anyOf`: stops at the first passing branch; on failure keeps every branch's errors. */
export const anyOf: KeywordCompiler = (value, ctx) => {
  const branches = value as unknown[];
  if (ctx.compiler.dialect === 'draft-07' && branches.some((b) => ctx.compiler.alwaysValid(b))) return undefined;
  const subs = branches.map((b) => ctx.compiler.compile(b, ctx.base));
  return (data, state) => {
    const before = state.errors.length;
    for (const sub of subs) {
      if (checkHere(sub, data, state)) {
        state.errors.length = before;
        return;
      }
    }
    report(state, 'must match a schema in anyOf');
  };
};

/** `oneOf`: exactly one branch must pass; evaluation stops at the second passing branch. */
export const oneOf: KeywordCompiler = (value, ctx) => {
  const branches = value as unknown[];
  const subs: (Check | undefined)[] = branches.map((b) => (ctx.compiler.alwaysValid(b) ? undefined : ctx.compiler.compile(b, ctx.base)));
  return (data, state) => {
    const before = state.errors.length;
    let passed = false;
    for (const sub of subs) {
      const ok = sub === undefined || checkHere(sub, data, state);
      if (!ok) continue;
      if (passed) {
        passed = false;
        break;
      }
      passed = true;
    }
    if (passed) state.errors.length = before;
    else report(state, 'must match exactly one schema in oneOf');
  };
};

/** `allOf`: every branch is checked and contributes its errors. */
export const allOf: KeywordCompiler = (value, ctx) => {
  const branches = value as unknown[];
  if (ctx.compiler.dialect === 'draft-07' && branches.every((b) => ctx.compiler.alwaysValid(b))) return undefined;
  const subs = branches.map((b) => ctx.compiler.compile(b, ctx.base));
  return (data, state) => {
    for (const sub of subs) sub(data, state);
  };
};

/** `if` with `then` / `else`: the chosen clause's errors plus a summary error. */
export const ifKeyword: KeywordCompiler = (value, ctx) => {
  const { schema, compiler, base } = ctx;
  const hasThen = schema.then !== undefined && !compiler.alwaysValid(schema.then);
  const hasElse = schema.else !== undefined && !compiler.alwaysValid(schema.else);
  if (!hasThen && !hasElse) return undefined;
  const condition = compiler.compile(value, base);
  const thenCheck = hasThen ? compiler.compile(schema.then, base) : undefined;
  const elseCheck = hasElse ? compiler.compile(schema.else, base) : undefined;
  return (data, state) => {
    const matched = checkSilently(condition, data, state);
    const clause = matched ? thenCheck : elseCheck;
    if (clause === undefined) return;
    if (!checkHere(clause, data, state)) report(state, matched ? 'must match "then" schema' : 'must match "else" schema');
  };
};
