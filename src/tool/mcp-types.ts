import type { AbortSignalType } from './host-types';

/** How an MCP server lists a tool: a plain tool, or one that wraps an agent or a workflow. */
export type MCPToolType = 'agent' | 'workflow';

/**
 * MCP tool annotations: hints for clients about how a tool behaves. Clients treat them as
 * advisory; the protocol's documented defaults are `readOnlyHint: false`,
 * `destructiveHint: true`, `idempotentHint: false` and `openWorldHint: true`.
 */
export interface ToolAnnotations {
  /** A human-readable title shown by clients. */
  title?: string;
  /** The tool only reads and never changes its environment. */
  readOnlyHint?: boolean;
  /** The tool may destroy or overwrite data (as opposed to only adding). */
  destructiveHint?: boolean;
  /** Repeating a call with the same arguments has no further effect. */
  idempotentHint?: boolean;
  /** The tool talks to an open set of outside entities, such as the web. */
  openWorldHint?: boolean;
}

/** MCP-only settings of a tool, used when it is served by an MCP server. */
export interface MCPToolProperties {
  /** Category shown by the MCP server playground; a plain tool when absent. */
  toolType?: MCPToolType;
  /** Behaviour hints sent to clients with the tool listing. */
  annotations?: ToolAnnotations;
  /** Free-form metadata passed through to clients as `_meta`. */
  _meta?: Record<string, unknown>;
}

/** Marks a tool as coming from an MCP server; the MCP client fills it in. */
export interface McpMetadata {
  serverName: string;
  serverVersion?: string;
  /** The instructions the server announced when the session started. */
  serverInstructions?: string;
  /** Whether the agent appends the server instructions to its system prompt (off unless set). */
  forwardInstructions?: boolean;
  /** Upper bound on the forwarded instruction text, in characters. */
  instructionsMaxLength?: number;
}

/** MCP log levels for `notifications/message`, in RFC 5424 order. */
export type MCPLoggingLevel = 'debug' | 'info' | 'notice' | 'warning' | 'error' | 'critical' | 'alert' | 'emergency';

/** The OAuth details of an authenticated MCP request. */
export interface MCPAuthInfo {
  token: string;
  clientId: string;
  scopes: string[];
  expiresAt?: number | undefined;
  extra?: Record<string, unknown> | undefined;
  [key: string]: any;
}

/**
 * The protocol context an MCP server hands a tool as `context.mcp.extra`. The members
 * tools commonly read are spelled out; the rest of the SDK's context passes through.
 */
export interface MCPServerContext {
  /** Aborted when the client cancels the request or goes away. */
  signal: AbortSignalType;
  requestId: string | number;
  authInfo?: MCPAuthInfo | undefined;
  /** Request metadata: trace headers, the log-level opt-in and the progress token. */
  _meta?: Record<string, unknown> | undefined;
  /** @deprecated Use `context.mcp.log` or `context.mcp.progress`; a 2026-07-28 server throws. */
  sendNotification: (notification: any) => Promise<void>;
  /** @deprecated 2026-07-28 has no server-initiated requests; such a server throws. */
  sendRequest: (request: any, resultSchema?: any, options?: any) => Promise<any>;
  [key: string]: any;
}

/** The parameters of an elicitation request (form or URL mode). */
export interface MCPElicitRequestParams {
  message: string;
  [key: string]: unknown;
}

/** A client's answer to an elicitation request. */
export interface MCPElicitResult {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, string | number | boolean | string[]> | undefined;
  _meta?: Record<string, unknown> | undefined;
  [key: string]: unknown;
}

/** The parameters of a sampling request (`sampling/createMessage`): messages, token limit, preferences. */
export interface MCPCreateMessageParams {
  messages: Array<{ role: 'user' | 'assistant'; content: unknown }>;
  maxTokens: number;
  [key: string]: unknown;
}

/** A client's answer to a sampling request: the message its model produced. */
export interface MCPCreateMessageResult {
  role: 'user' | 'assistant';
  content: unknown;
  model: string;
  stopReason?: string | undefined;
  [key: string]: unknown;
}

/** Extra context a tool receives when it runs behind a Mastra MCP server. */
export interface MCPToolExecutionContext {
  /** The protocol context of the current request. */
  extra: MCPServerContext;
  /** @deprecated Suspend with `context.suspend(payload)` and read `context.resumeData` instead. */
  elicitation: {
    sendRequest(request: MCPElicitRequestParams): Promise<MCPElicitResult>;
  };
  /** Sends a log notification to the client; levels below the client's threshold are dropped. */
  log?: ((level: MCPLoggingLevel, message: string, data?: Record<string, unknown>) => Promise<void>) | undefined;
  /** Sends a progress notification; a no-op unless the caller asked for progress. */
  progress?: ((params: { progress: number; total?: number; message?: string }) => Promise<void>) | undefined;
  /**
   * Asks the client's model for a completion (`sampling/createMessage`). Present only for clients
   * that declared the `sampling` capability. Protocol 2026-07-28 deprecates sampling.
   */
  sampling?: { createMessage(params: MCPCreateMessageParams): Promise<MCPCreateMessageResult> } | undefined;
  /** Present on servers speaking the 2026-07-28 protocol. */
  protocolVersion?: '2026-07-28' | undefined;
}
