import type { Tool } from '../tool/tool';

type AnyTool = Tool<any, any, any, any, any, any, any>;

/**
 * The tool a call on `TTools` runs: the single tool itself (a `Tool`, or an object with a string
 * `id` or an `execute` function, as the runtime tells them apart), or the member named `TName`
 * (every member, as a union, when the name is not known).
 */
export type RuntimeToolOf<TTools, TName extends string = string> = TTools extends AnyTool | { id: string } | { execute: (...args: any[]) => unknown }
  ? TTools
  : TName extends keyof TTools
    ? TTools[TName]
    : TTools[keyof TTools];

/** The input type of a runtime tool: a `Tool`'s input, else the first parameter of its `execute`. */
export type RuntimeToolInputOf<T> =
  T extends Tool<infer I, any, any, any, any, any, any>
    ? I
    : T extends { execute?: ((input: infer I, ...rest: any[]) => unknown) | undefined }
      ? unknown extends I
        ? unknown
        : I
      : unknown;

/** The result type of a runtime tool: a `Tool`'s output, else what its `execute` resolves to. */
export type RuntimeToolOutputOf<T> =
  T extends Tool<any, infer O, any, any, any, any, any> ? O : T extends { execute?: ((...args: any[]) => infer R) | undefined } ? Awaited<R> : unknown;

/** The argument type of a call named `TName` on `TTools`. */
export type RuntimeCallArgs<TTools, TName extends string = string> = RuntimeToolInputOf<RuntimeToolOf<TTools, TName>>;

/** The result type of a call named `TName` on `TTools`. */
export type RuntimeCallResult<TTools, TName extends string = string> = RuntimeToolOutputOf<RuntimeToolOf<TTools, TName>>;
