import type { ApprovalHandler, RunToolCallOptions, RuntimeTool, TicketOptions } from '../../runtime';
import type { MCPToolProperties } from '../../tools';

/**
 * What an MCP server needs of a tool: a toolwright (or Mastra) tool, or any object of the same
 * shape. A tool without `execute` is not listed, as `@mastra/mcp` does.
 */
export interface McpServableTool {
  readonly id?: string | undefined;
  readonly description?: string | undefined;
  /** Listed as the tool's `title`, which MCP clients show first. */
  readonly title?: string | undefined;
  readonly inputSchema?: unknown;
  readonly outputSchema?: unknown;
  /** Listed as `_meta.mastra.strict` when set. */
  readonly strict?: boolean | undefined;
  readonly mcp?: MCPToolProperties | undefined;
  /** Background execution: over `toolwright/mcp/v2`, a call of such a tool can be an MCP task. */
  readonly background?: RuntimeTool['background'];
  // Method syntax keeps tools with narrower `execute` parameters assignable.
  execute?(input: any, context: any): unknown;
}

/** The tools an MCP server serves, keyed by the name clients call them by. */
export type McpTools = Readonly<Record<string, McpServableTool>>;

/** The options of serving tools that do not depend on the SDK major. */
export interface McpToolsBaseOptions {
  /**
   * Decides approval for clients that cannot be asked (they declared no elicitation), in the
   * runtime's handler shape: for example an out-of-band approval. Clients that can be asked are
   * asked (`elicitation/create` on 2025-era clients, an `input_required` result on 2026-07-28
   * ones). Without it, such a client gets an `isError` result saying
   * the tool requires approval, and the tool does not run.
   */
  approval?: ApprovalHandler | undefined;
  /** A time limit for each call, in milliseconds (the runtime's `timeoutMs`). */
  timeoutMs?: number | undefined;
  /**
   * How suspension and approval tickets are signed and checked (the runtime's `tickets`). A
   * replay store is added when none is given, so a ticket resumes at most once.
   */
  tickets?: TicketOptions | undefined;
  /**
   * Further options of the runtime's engine for every call: `logger`, `tracer`, `observe`,
   * `requireToolApproval`, `transform`, `background`, `mastra`, `workspace`, `modelOutputLimit`
   * (bounds a result's content blocks; `structuredContent`, data for the client, stays whole), ….
   */
  runtime?: Omit<RunToolCallOptions, 'approval' | 'timeoutMs' | 'tickets' | 'abortSignal' | 'requestContext' | 'resume'> | undefined;
}
