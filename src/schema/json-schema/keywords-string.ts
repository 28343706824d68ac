import { codePointLength } from './string-length';
import { report, type KeywordCompiler } from './types';

/** Compiles a pattern the way Ajv does: with the `u` flag (throws on invalid syntax). */
export function compilePattern(source: string): RegExp {
  return new RegExp(source, 'u');
}

/** `maxLength`, counted in code points. */
export const maxLength: KeywordCompiler = (value) => {
  const bound = value as number;
  const message = `must NOT have more than ${String(bound)} characters`;
  return (data, state) => {
    if (codePointLength(data as string) > bound) report(state, message);
  };
};

/** `minLength`, counted in code points. */
export const minLength: KeywordCompiler = (value) => {
  const bound = value as number;
  const message = `must NOT have fewer than ${String(bound)} characters`;
  return (data, state) => {
    if (codePointLength(data as string) < bound) report(state, message);
  };
};

/** `pattern`: an unanchored Unicode regular expression test. */
export const pattern: KeywordCompiler = (value) => {
  const source = value as string;
  const regex = compilePattern(source);
  const message = `must match pattern "${source}"`;
  return (data, state) => {
    if (!regex.test(data as string)) report(state, message);
  };
};
