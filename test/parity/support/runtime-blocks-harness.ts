// Small differential harness for the runtime building blocks: a real Mastra Agent driven by a
// scripted AI SDK v6 mock model. Records what the model receives (tools, prompts) and the chunks
// the agent emits, so toolwright's pure runtime helpers can be compared with the reference.
import { Agent } from '@mastra/core/agent';
import { MockLanguageModelV3, convertArrayToReadableStream } from 'ai/test';

const usage = {
  inputTokens: { total: 3, noCache: 3, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

export interface ScriptedCall {
  toolName: string;
  /** Raw argument text, sent as-is in the model's tool-call part. */
  input: string;
  toolCallId?: string;
}

export interface AgentRun {
  /** `options.tools` of each model call. */
  tools: any[];
  /** `options.prompt` of each model call. */
  prompts: any[];
  /** Every chunk of the agent's full stream. */
  chunks: any[];
  /** logger calls captured: [level, ...args]. */
  logs: any[][];
  error?: unknown;
}

/** The tool-result parts of the second model call's prompt (what the model is sent). */
export function toolResultParts(run: AgentRun): any[] {
  const prompt = run.prompts[1] ?? [];
  return prompt
    .filter((m: any) => m.role === 'tool')
    .flatMap((m: any) => m.content)
    .filter((p: any) => p.type === 'tool-result');
}

function captureLogger(logs: any[][]): any {
  const mk =
    (level: string) =>
    (...args: any[]) => {
      logs.push([level, ...args]);
    };
  const logger: any = {
    debug: mk('debug'),
    info: mk('info'),
    warn: mk('warn'),
    error: mk('error'),
    trackException: () => {},
    getTransports: () => new Map(),
    listLogs: async () => ({ logs: [], total: 0, page: 1, perPage: 100, hasMore: false }),
    listLogsByRunId: async () => ({ logs: [], total: 0, page: 1, perPage: 100, hasMore: false }),
  };
  logger.child = () => logger;
  return logger;
}

/** Runs an agent with the given tools; the model makes `calls` in its first step, then answers 'done'. */
export async function runAgent(opts: {
  tools: Record<string, any>;
  calls: ScriptedCall[];
  agentOptions?: Record<string, any>;
  streamOptions?: Record<string, any>;
}): Promise<AgentRun> {
  const run: AgentRun = { tools: [], prompts: [], chunks: [], logs: [] };
  let step = 0;
  const model = new MockLanguageModelV3({
    doStream: async (options: any) => {
      run.prompts.push(options.prompt);
      run.tools.push(options.tools);
      step++;
      const parts: any[] = [
        { type: 'stream-start', warnings: [] },
        { type: 'response-metadata', id: `r${step}`, modelId: 'mock', timestamp: new Date(0) },
      ];
      if (step === 1) {
        opts.calls.forEach((c, i) => {
          parts.push({ type: 'tool-call', toolCallId: c.toolCallId ?? `call-${i + 1}`, toolName: c.toolName, input: c.input });
        });
        parts.push({ type: 'finish', finishReason: { unified: 'tool-calls', raw: undefined }, usage });
      } else {
        parts.push({ type: 'text-start', id: 't1' }, { type: 'text-delta', id: 't1', delta: 'done' }, { type: 'text-end', id: 't1' });
        parts.push({ type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage });
      }
      return { stream: convertArrayToReadableStream(parts) };
    },
  });
  const agent = new Agent({ id: 'a', name: 'a', instructions: 'be brief', model: model as any, tools: opts.tools, ...(opts.agentOptions ?? {}) });
  (agent as any).__setLogger?.(captureLogger(run.logs));
  try {
    const out = await agent.stream('go', { maxSteps: 3, ...(opts.streamOptions ?? {}) } as any);
    for await (const chunk of out.fullStream as any) run.chunks.push(chunk);
  } catch (e) {
    run.error = e;
  }
  return run;
}
