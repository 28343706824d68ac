// What a wire converts, as a type: a toolwright tool, not another framework's.
import type { RuntimeTool } from './types';

/**
 * A tool a wire converts: a `Tool` from `createTool`, a Mastra tool, or an object with the same
 * members, which has a string `id` and `description` as `createTool` requires. Another
 * framework's tool (an AI SDK `tool()`, a LangChain tool, an OpenAI Agents `tool()`) has no `id`:
 * the wires' types refuse it, as the engine would run its `execute` with a context it does not
 * expect.
 */
export interface WireToolSource extends RuntimeTool {
  id: string;
  description: string;
}
