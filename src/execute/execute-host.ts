/** The schemas and id the wrapper reads from its tool at call time. */
export interface ExecuteHost {
  id?: string | undefined;
  inputSchema?: unknown;
  outputSchema?: unknown;
  suspendSchema?: unknown;
  resumeSchema?: unknown;
  requestContextSchema?: unknown;
}
