/** Resource id set by server middleware; it takes precedence over client-supplied values. */
export const MASTRA_RESOURCE_ID_KEY = 'mastra__resourceId';
/** Thread id set by server middleware; it takes precedence over client-supplied values. */
export const MASTRA_THREAD_ID_KEY = 'mastra__threadId';
/** Version overrides handed down to sub-agents. */
export const MASTRA_VERSIONS_KEY = 'mastra__versions';
/** The caller's raw auth token; shown as `[REDACTED]` by `serializeForSpan()`. */
export const MASTRA_AUTH_TOKEN_KEY = 'mastra__authToken';
/** Memory handed from a delegating agent to the agent it delegates to. */
export const MASTRA_INHERITED_MEMORY_KEY = 'mastra__inheritedMemory';
/** The author of the current message: `{ id, name?, avatarUrl? }`. */
export const MASTRA_MESSAGE_AUTHOR_KEY = 'mastra__messageAuthor';
