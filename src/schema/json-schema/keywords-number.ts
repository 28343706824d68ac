import { report, type Check, type KeywordCompiler } from './types';

type Comparison = (data: number, limit: number) => boolean;

function limit(fails: Comparison, okText: string): KeywordCompiler {
  return (value) => {
    const bound = value as number;
    const message = `must be ${okText} ${String(bound)}`;
    const check: Check = (data, state) => {
      const n = data as number;
      if (fails(n, bound) || Number.isNaN(n)) report(state, message);
    };
    return check;
  };
}

/** `maximum`: fails when the number is above the limit (or NaN). */
export const maximum = limit((d, l) => d > l, '<=');
/** `minimum`: fails when the number is below the limit (or NaN). */
export const minimum = limit((d, l) => d < l, '>=');
/** `exclusiveMaximum` (number form): fails when the number is at or above the limit. */
export const exclusiveMaximum = limit((d, l) => d >= l, '<');
/** `exclusiveMinimum` (number form): fails when the number is at or below the limit. */
export const exclusiveMinimum = limit((d, l) => d <= l, '>');

/** `multipleOf`: the quotient must be an integer, judged the way Ajv does (via parseInt). */
export const multipleOf: KeywordCompiler = (value) => {
  const divisor = value as number;
  const message = `must be multiple of ${String(divisor)}`;
  return (data, state) => {
    if (divisor === 0) {
      report(state, message);
      return;
    }
    const quotient = (data as number) / divisor;
    if (quotient !== parseInt(String(quotient), 10)) report(state, message);
  };
};
