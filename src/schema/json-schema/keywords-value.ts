import { deepEqual } from './deep-equal';
import { report, type KeywordCompiler } from './types';

/** Ajv switches `enum` to a loop with deep equality from this many values on. */
const ENUM_LOOP_THRESHOLD = 200;

/** `const`: deep equality for objects, strict equality for primitives. */
export const constKeyword: KeywordCompiler = (value) => {
  const message = 'must be equal to constant';
  if (value !== null && typeof value === 'object') {
    return (data, state) => {
      if (!deepEqual(data, value)) report(state, message);
    };
  }
  return (data, state) => {
    if (data !== value) report(state, message);
  };
};

/** `enum`: one of the listed values must match. */
export const enumKeyword: KeywordCompiler = (value) => {
  const options = value as unknown[];
  if (options.length === 0) throw new Error('enum must have non-empty array');
  const message = 'must be equal to one of the allowed values';
  const loose = options.length >= ENUM_LOOP_THRESHOLD;
  const matches = (data: unknown, option: unknown): boolean =>
    loose || (option !== null && typeof option === 'object') ? deepEqual(data, option) : data === option;
  return (data, state) => {
    for (const option of options) if (matches(data, option)) return;
    report(state, message);
  };
};
