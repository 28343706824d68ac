import type { Tool } from './tool';

/** A tool as seen by AI SDK UI components: its input and output types. */
export type UITool = {
  input: unknown;
  output: unknown | undefined;
};

/** The input type of a tool. */
export type InferToolInput<T> = T extends Tool<infer I, infer _O, infer _S, infer _R> ? I : never;

/** The output type of a tool. */
export type InferToolOutput<T> = T extends Tool<infer _I, infer O, infer _S, infer _R> ? O : never;

/** A tool's input and output, in the shape AI SDK UI components expect. */
export type InferUITool<TOOL> = {
  input: InferToolInput<TOOL>;
  output: InferToolOutput<TOOL>;
};

/** A record of tools keyed by name. */
export type ToolSet = Record<string, Tool<any, any, any, any, any, any, any>>;

/** `InferUITool` for every tool of a set. */
export type InferUITools<TOOLS extends ToolSet> = {
  [NAME in keyof TOOLS & string]: InferUITool<TOOLS[NAME]>;
};

/** UI tools keyed by name. */
export type UITools = Record<string, UITool>;
