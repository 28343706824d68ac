// The runtime's agent scenarios, run (1) through a real Mastra Agent and (2) through streamText
// with the tool converted by toAISDKTools: the hooks and execute with their payloads, the context
// keys execute sees, the logs, the raw result and what the model gets next must be the same.
import { describe, expect, it } from 'vitest';
import { toAISDKTools } from '../../src/ai-sdk';
import { RequestContext } from '../../src/request-context';
import { createTool } from '../../src/tools';
import {
  comparable,
  deriveOutcome,
  fromV3Output,
  INSTRUCTIONS,
  type Observation,
  recorder,
  runMastra,
  type Scenario,
  snap,
  TOOL_CALL_ID,
  TOOL_KEY,
  USER_TEXT,
} from './support/agent-harness';
import { SCENARIOS, VALIDATION_ERROR_NOT_MAPPED } from './support/runtime-agent-scenarios';
import { modelOutputFor, run, scriptedModel } from '../adapters/ai-sdk/harness';

/** The scenarios an AI SDK loop can play: one streamed call, no continuation, no transforms (the AI SDK has no display/transcript copies). */
const PLAYED = [
  'plain success, object result',
  'plain success, text result',
  'ValidationError result (invalid args)',
  'execute throws',
  'toModelOutput: text',
  'toModelOutput: json',
  'toModelOutput: content with image-data, file-data, data: URL (v3 model, media mapped back)',
  'toModelOutput on a ValidationError result (deviation 18): undefined keeps the default',
  'toModelOutput on a ValidationError result (deviation 18): a mapper that reads a success',
  'failing hooks are logged, the call completes',
  'empty delta is skipped',
  'serialisation: circular reference and BigInt',
  'observe.span is present and returns fn()',
];

const TOOL_LOG = /^(Error calling |Tool input validation failed)/;

async function runAISDK(s: Scenario): Promise<Observation> {
  const rec = recorder();
  const logs: [string, string, unknown?][] = [];
  const logger = {
    warn: (message: string, ...args: any[]) => logs.push(args.length ? ['warn', message, snap(args[0])] : ['warn', message]),
    error: (message: string, ...args: any[]) => logs.push(args.length ? ['error', message, snap(args[0])] : ['error', message]),
  };
  const tools = toAISDKTools(
    { [TOOL_KEY]: s.tool(createTool as any, rec) },
    { logger, agentId: 'a', agentName: 'a', requestContext: new RequestContext(Object.entries(s.requestContext ?? {})) },
  );
  const deltas = s.call?.deltas ?? ['{"location":', '"P"}'];
  const model = scriptedModel([[{ toolCallId: TOOL_CALL_ID, toolName: TOOL_KEY, deltas }]]);
  const out = await run('streamText', model, tools as any, {
    abortSignal: new AbortController().signal,
    system: INSTRUCTIONS,
    messages: [{ role: 'user', content: USER_TEXT }],
  });
  const obs: Observation = { events: rec.events, chunks: [], outcome: 'pending', logs: logs.filter((l) => TOOL_LOG.test(l[1])) };
  const part = out.steps
    .flatMap((step: any) => step.content)
    .find((p: any) => (p.type === 'tool-result' || p.type === 'tool-error') && p.toolCallId === TOOL_CALL_ID) as any;
  if (part?.type === 'tool-result') obs.chunks.push({ phase: 1, type: 'tool-result', payload: { result: snap(part.output) } });
  if (part?.type === 'tool-error') obs.chunks.push({ phase: 1, type: 'tool-error', payload: { error: snap(part.error) } });
  deriveOutcome(obs);
  if ((rec as any).contextKeys) {
    obs.contextKeys = (rec as any).contextKeys;
    obs.agentKeys = (rec as any).agentKeys;
  }
  obs.modelOutput = snap(fromV3Output(modelOutputFor(model, TOOL_CALL_ID)));
  return obs;
}

/** The compared parts; hook `messages` differ by construction (Mastra's stored messages vs the AI SDK's prompt), so only their presence is compared. */
function reduce(obs: Observation): Record<string, any> {
  const c = comparable(obs);
  delete c.chunks;
  c.events = c.events.map((e: any) => {
    if (!e.payload || typeof e.payload !== 'object' || !('messages' in e.payload)) return e;
    const { messages, ...rest } = e.payload;
    return { name: e.name, payload: { ...rest, messages: Array.isArray(messages) ? '<array>' : messages } };
  });
  return c;
}

describe('streamText + toAISDKTools against a Mastra Agent', () => {
  it('every played scenario exists', () => {
    expect(PLAYED.filter((name) => !SCENARIOS.some((s) => s.name === name))).toEqual([]);
  });

  it.each(PLAYED)('%s', { timeout: 30_000 }, async (name) => {
    const scenario = SCENARIOS.find((s) => s.name === name)!;
    const expected = reduce(await runMastra(scenario));
    // The one divergence an AI SDK loop shows (the others concern chunks, not compared here).
    if (scenario.divergence === VALIDATION_ERROR_NOT_MAPPED) scenario.divergence.patch(expected);
    const actual = reduce(await runAISDK(scenario));
    expect(actual).toEqual(expected);
  });
});
