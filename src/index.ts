/**
 * toolsmith: define tools for AI agents. A standalone, faithful drop-in for `createTool()`
 * from `@mastra/core/tools`. Every public name is listed here.
 * @module
 */
export {
  createTool,
  Tool,
  MASTRA_TOOL_MARKER,
  isVercelTool,
  noopObserve,
  ToolStream,
  isValidationError,
  validateToolInput,
  validateToolOutput,
} from './tools';
export type { ValidationError, FormattedValidationErrors } from './tools';
export { validateToolSuspendData } from './validation/validate-output';
export { validateRequestContext } from './validation/validate-request-context';
export {
  RequestContext,
  MASTRA_AUTH_TOKEN_KEY,
  MASTRA_INHERITED_MEMORY_KEY,
  MASTRA_MESSAGE_AUTHOR_KEY,
  MASTRA_RESOURCE_ID_KEY,
  MASTRA_THREAD_ID_KEY,
  MASTRA_VERSIONS_KEY,
  mergeVersionOverrides,
} from './request-context';
export { toStandardSchema } from './schema/to-standard-schema';
export { standardSchemaToJSONSchema } from './schema/to-json-schema';
export type { ToJSONSchemaOptions } from './schema/to-json-schema';
export { isStandardSchema, isStandardJSONSchema, isStandardSchemaWithJSON } from './schema/standard';
export { MissingJSONSchemaError } from './schema/vendors/standard-only';
export type { JSONSchema, JSONSchemaTarget, StandardSchemaWithJSON } from './schema/types';
