import type { JsonStringShape, RequestContextEncoder } from './types';
import { zodHooks } from './zod4';

// The pipeline's family-specific steps. Only zod's are needed, and they are built in (they read
// zod 3 and zod 4 schemas alike); a family with hooks of its own would be asked here too.

/** The JSON-string repair's view of `schema`; undefined when no family offers the repair for it. */
export function jsonStringShapeOf(schema: object): JsonStringShape | undefined {
  return zodHooks.jsonStringShape!(schema);
}

/** How a request-context view of `schema` writes back to its source; undefined when it cannot. */
export function requestContextEncoderOf(schema: object): RequestContextEncoder | undefined {
  return zodHooks.requestContextEncoder!(schema);
}
