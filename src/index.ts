/**
 * toolwright: define tools for AI agents. A standalone, faithful drop-in for `createTool()`
 * from `@mastra/core/tools`, with a runtime and a test harness. The root entry has every name
 * of `toolwright/tools`, `toolwright/request-context`, `toolwright/runtime` and
 * `toolwright/testing`, and the schema helpers below: what an application calls and holds.
 * `toolwright/opentelemetry` is separate because it needs its optional peer, and
 * `toolwright/wire` (the kit for writing a wire) because no application needs it.
 * @module
 */
// The subpath barrels are the curated lists; the root re-exports them whole so the two cannot
// drift apart. etc/toolwright.api.md pins the resulting list (`npm run api:report`).
export * from './tools';
export * from './request-context';
export * from './runtime';
export * from './testing';

// Names only the root entry has.
export { callTool } from './tool/call-tool';
export type { CallToolContext, CallToolInput, CallToolOutput, CallToolResult } from './tool/call-tool';
export { validateToolSuspendData } from './validation/validate-output';
export { validateRequestContext } from './validation/validate-request-context';
export { isStandardSchema, isStandardJSONSchema } from './schema/standard';
export { MissingJSONSchemaError } from './errors/missing-json-schema-error';
export { UnregisteredSchemaError } from './schema/vendors/registry';
