// The provider SDK loops (OpenAI Chat Completions and Responses, Anthropic, Gemini): the model's
// turn in the provider's shape, an approval handler as the human, and a suspended call resumed by
// running the same turn again with its ticket. What the model is told is the provider item.
import {
  runAnthropicToolCalls,
  runGeminiToolCalls,
  runOpenAIChatToolCalls,
  runOpenAIResponsesToolCalls,
  type ProviderToolCalls,
  type ProviderToolCallsOptions,
} from '../../../src/providers';
import type { ApprovalHandler, RuntimeTools } from '../../../src/runtime';
import { expect } from 'vitest';
import type { Driver } from '../matrix';
import type { Scenario } from '../scenarios';
import { contractTools } from '../tools';
import { argsTextOf, executeRuns, newProbe, outcomeOfRecord, quiet, ticketKey } from './shared';

type Loop<T> = (tools: RuntimeTools, scenario: Scenario, options: ProviderToolCallsOptions) => Promise<ProviderToolCalls<T>>;

/** A driver for one provider loop; `told` reads the provider's item, `check` asserts its own error flag. */
function providerDriver<T>(
  name: string,
  loop: Loop<T>,
  told: (item: T) => string,
  check?: (item: T, isError: boolean) => void,
  cannot?: Driver['cannot'],
): Driver {
  return {
    name,
    cannot,
    async run(scenario) {
      const probe = newProbe();
      const tools = contractTools(probe);
      const asked: unknown[] = [];
      const issuedKeys: unknown[] = [];
      const approval: ApprovalHandler = (request) => {
        asked.push(request.args);
        issuedKeys.push(ticketKey(request.pending));
        return scenario.answer;
      };
      const options: ProviderToolCallsOptions = {
        approval,
        requestContext: scenario.requestContext,
        logger: quiet,
        modelOutputLimit: scenario.modelOutputLimit,
      };
      let turn = await loop(tools, scenario, options);
      const waiting = turn.pending[0];
      if (waiting?.status === 'suspended') {
        issuedKeys.push(ticketKey(waiting.pending!));
        turn = await loop(tools, scenario, { ...options, resume: { [waiting.toolCallId]: { pending: waiting.pending!, resumeData: scenario.resumeData } } });
      }
      expect(turn.results).toHaveLength(1);
      const record = turn.records[0]!;
      const outcome = outcomeOfRecord(record);
      check?.(turn.results[0]!, record.status === 'failed');
      return { executeRuns: executeRuns(probe), asked, outcome, told: told(turn.results[0]!), appResult: record.result, keys: probe.keys, issuedKeys };
    },
  };
}

const NO_TEXT = 'the provider sends the arguments as a JSON object, parsed by its SDK: there is no argument text to be malformed';

export const openAIChatDriver = providerDriver(
  'OpenAI Chat Completions (runOpenAIChatToolCalls)',
  (tools, s, options) => runOpenAIChatToolCalls(tools, [{ id: 'c1', type: 'function', function: { name: s.tool, arguments: argsTextOf(s) } }], options),
  (message) => message.content,
);

export const openAIResponsesDriver = providerDriver(
  'OpenAI Responses (runOpenAIResponsesToolCalls)',
  (tools, s, options) => runOpenAIResponsesToolCalls(tools, [{ type: 'function_call', call_id: 'c1', name: s.tool, arguments: argsTextOf(s) }], options),
  (item) => (typeof item.output === 'string' ? item.output : item.output.map((part) => ('text' in part ? part.text : '')).join('')),
);

export const anthropicDriver = providerDriver(
  'Anthropic (runAnthropicToolCalls)',
  (tools, s, options) => runAnthropicToolCalls(tools, [{ type: 'tool_use', id: 'c1', name: s.tool, input: s.args }], options),
  (block) => (typeof block.content === 'string' ? block.content : block.content.map((part) => ('text' in part ? part.text : '')).join('')),
  // A failed call is flagged for the model; a refused one carries its ValidationError (`error: true`).
  (block, failed) => expect(block.is_error === true).toBe(failed),
  { 'malformed args': NO_TEXT },
);

export const geminiDriver = providerDriver(
  'Gemini (runGeminiToolCalls)',
  (tools, s, options) => runGeminiToolCalls(tools, [{ functionCall: { id: 'c1', name: s.tool, args: s.args } }], options),
  (part) => {
    const response = part.functionResponse.response as { output?: unknown; error?: unknown };
    const value = 'error' in response ? response.error : response.output;
    return typeof value === 'string' ? value : JSON.stringify(value);
  },
  (part, failed) => expect('error' in part.functionResponse.response).toBe(failed),
  { 'malformed args': NO_TEXT },
);
