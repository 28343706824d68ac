import type { Tool, ToolArgsOf } from '../tool/tool';

type AnyTool = Tool<any, any, any, any, any, any, any>;
/** What the runtime takes as one tool rather than a record of them. */
type SingleTool = AnyTool | { id: string } | { execute: (...args: any[]) => unknown };

/**
 * The tool a call on `TTools` runs: the single tool itself (a `Tool`, or an object with a string
 * `id` or an `execute` function, as the runtime tells them apart), or the member named `TName`
 * (every member, as a union, when the name is not known).
 */
export type RuntimeToolOf<TTools, TName extends string = string> = TTools extends SingleTool
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

/**
 * The arguments a runtime tool takes: a `Tool`'s schema input (before defaults and transforms,
 * {@link ToolArgsOf}), else the first parameter of its `execute`.
 */
export type RuntimeToolArgsOf<T> = T extends AnyTool ? ToolArgsOf<T> : RuntimeToolInputOf<T>;

/** The `resumeData` type of a runtime tool: a `Tool`'s resume type, else `unknown`. */
export type RuntimeToolResumeOf<T> = T extends Tool<any, any, any, infer R, any, any, any> ? R : unknown;

/**
 * The one tool a call named `TName` runs, when the types know it: the single tool, the member
 * under that key, or the member with that id; `never` for a wide `string` name on a record.
 */
export type RuntimeNamedTool<TTools, TName extends string> = TTools extends SingleTool
  ? TTools
  : string extends TName
    ? never
    : TName extends keyof TTools
      ? TTools[TName]
      : [Extract<TTools[keyof TTools], { id: TName }>] extends [never]
        ? TTools[keyof TTools]
        : Extract<TTools[keyof TTools], { id: TName }>;

/**
 * The `args` type of a call named `TName` on `TTools`, which is also the record's: the named
 * tool's arguments ({@link RuntimeToolArgsOf}), or `unknown` when the name does not pick a tool
 * (a wide `string` from a provider, or no name on a record).
 */
export type RuntimeCallArgs<TTools, TName extends string = string> = [RuntimeNamedTool<TTools, TName>] extends [never]
  ? unknown
  : RuntimeToolArgsOf<RuntimeNamedTool<TTools, TName>>;

/**
 * The `resume.resumeData` type of a call named `TName` on `TTools`: the named tool's resume
 * type, or an approval answer; `unknown` when the name does not pick a tool.
 */
export type RuntimeCallResumeData<TTools, TName extends string = string> = [RuntimeNamedTool<TTools, TName>] extends [never]
  ? unknown
  : RuntimeToolResumeOf<RuntimeNamedTool<TTools, TName>> | ApprovalResumeData;

/** An approval answered through `resumeData` rather than `approved` / `reason`. */
export interface ApprovalResumeData {
  approved: boolean;
  reason?: string | undefined;
}

/** The result type of a call named `TName` on `TTools`. */
export type RuntimeCallResult<TTools, TName extends string = string> = RuntimeToolOutputOf<RuntimeToolOf<TTools, TName>>;

/** The names a tools record answers to: its keys and the ids of its tools (the runtime looks both up). */
type RuntimeToolNames<TTools> =
  | Extract<keyof TTools, string>
  | (TTools[keyof TTools] extends infer T ? (T extends { id: infer I extends string } ? I : never) : never);

/**
 * The `toolName` a call on `TTools` may give. A literal must be a key of the tools record (or
 * the id of one of its tools, which the runtime also looks up); another literal is a type error
 * that lists the names. A wide `string`, as a provider's call gives it, is let through, and so is
 * any name for a single tool or for a record typed with string keys or ids. The runtime still
 * answers an unknown name with its "not found" error.
 */
export type RuntimeToolName<TTools, TName extends string> = string extends TName
  ? TName
  : TTools extends SingleTool
    ? TName
    : string extends RuntimeToolNames<TTools>
      ? TName
      : [TName] extends [RuntimeToolNames<TTools>]
        ? TName
        : RuntimeToolNames<TTools>;
