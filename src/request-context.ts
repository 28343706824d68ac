/**
 * `toolwright/request-context`: the names `@mastra/core/request-context` has.
 * @module
 */
export { RequestContext } from './context/request-context';
export {
  MASTRA_AUTH_TOKEN_KEY,
  MASTRA_INHERITED_MEMORY_KEY,
  MASTRA_MESSAGE_AUTHOR_KEY,
  MASTRA_RESOURCE_ID_KEY,
  MASTRA_THREAD_ID_KEY,
  MASTRA_VERSIONS_KEY,
} from './context/keys';
export { mergeVersionOverrides } from './context/version-overrides';
