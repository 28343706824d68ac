import type { RuntimeTool } from '../../runtime';
import type { McpServableTool } from './types';

/** A tool as the call handler serves it. */
export interface ServedTool {
  /** The record key: the name clients call it by. */
  name: string;
  tool: McpServableTool & { execute: NonNullable<McpServableTool['execute']> };
  /** Listed with an output schema: results carry `structuredContent`. */
  structured: boolean;
  /**
   * For a tool that does not validate by itself (not made by `createTool`), its listed schemas
   * as Standard Schemas, which the server checks its input and output against (the host's
   * `listedSchemas`). `undefined` for a tool that validates.
   */
  validateHere: { input: unknown; output: unknown } | undefined;
  /** The key the engine runs it under (see `runtimeKeyOf`). */
  key: string;
  /** The one-tool record every call of it is run with. */
  runtimeTools: Record<string, RuntimeTool>;
}
